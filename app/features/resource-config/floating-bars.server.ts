import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { floatingRegisterKind, type FloatingPlace } from "~/domain/kinds/floating-bars";
import { isUnavailable } from "~/lib/api.server";
import { requireRoute } from "~/lib/auth.server";
import { kindClient } from "../resource/api.server";
import { kindRoutes, toApiBody } from "../resource/kind-routes.server";
import { loadRecord } from "../resource/records.server";
import { commercialBarKind, commercialBarScreen, homeBarKind, homeBarScreen, registerBarScreen } from "./floating-bars";

const notHere = () => data({ message: "not-found" }, { status: 404 });

/**
 * A place's screen lists, opens and writes the config group's bars of that place only: one table holds
 * both places, so `/<route>/<id>` of the other place's bar is not found here (404), for a read and a save.
 */
function placeRoutes(place: FloatingPlace, kind: typeof homeBarKind, screen: typeof homeBarScreen) {
  const routes = kindRoutes(kind, screen, {
    apiQuery: (filters) => ({ ...filters, place }),
    toBody: (v) => ({ ...toApiBody(kind, v as Record<string, unknown>), place }),
  });
  const formLoader = async (args: LoaderFunctionArgs) => {
    const page = await routes.formLoader(args);
    const record = (page as { record?: { place?: string } | null }).record;
    if (record && record.place !== place) throw notHere();
    return page;
  };
  const formAction = async (args: ActionFunctionArgs) => {
    // /new is the same route module (its `$id` is "new"): only a record's page has a place to keep
    const ctx = /^\d+$/.test(args.params.id ?? "") ? await requireRoute(args.request, kind.route) : null;
    // read before the save, so a post to another place's bar never reaches the API's store; a caller
    // without the write key hears 403 from the generic action first, as on every other form
    if (ctx?.can(ctx.route.intents.update)) {
      // an API that is down is the generic action's to answer (it keeps what was typed)
      const record = await loadRecord(kindClient(kind, ctx.api), args.params.id!).catch((err: unknown) => {
        if (isUnavailable(err)) return null;
        throw err;
      });
      if (record && record.place !== place) throw notHere();
    }
    return routes.formAction(args);
  };
  return { ...routes, formLoader, formAction };
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
