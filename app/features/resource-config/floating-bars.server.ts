import { floatingRegisterKind, type FloatingPlace } from "~/domain/kinds/floating-bars";
import { kindRoutes, toApiBody } from "../resource/kind-routes.server";
import { commercialBarKind, commercialBarScreen, homeBarKind, homeBarScreen, registerBarScreen } from "./floating-bars";

/** A place's screen lists and writes the config group's bars of that place (its form sends the place). */
function placeRoutes(place: FloatingPlace, kind: typeof homeBarKind, screen: typeof homeBarScreen) {
  const routes = kindRoutes(kind, screen, {
    apiQuery: (filters) => ({ ...filters, place }),
    toBody: (v) => ({ ...toApiBody(kind, v as Record<string, unknown>), place }),
  });
  return routes;
}

// flat names so route modules re-export them (a route module keeps no server code in the browser's bundle)
export const {
  listLoader: registerBarListLoader,
  listAction: registerBarListAction,
  formLoader: registerBarFormLoader,
  formAction: registerBarFormAction,
} = kindRoutes(floatingRegisterKind, registerBarScreen);
export const {
  listLoader: homeBarListLoader,
  listAction: homeBarListAction,
  formLoader: homeBarFormLoader,
  formAction: homeBarFormAction,
} = placeRoutes("home", homeBarKind, homeBarScreen);
export const {
  listLoader: commercialBarListLoader,
  listAction: commercialBarListAction,
  formLoader: commercialBarFormLoader,
  formAction: commercialBarFormAction,
} = placeRoutes("commercial", commercialBarKind, commercialBarScreen);
