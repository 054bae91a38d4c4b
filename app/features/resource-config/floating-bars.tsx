import { floatingConfigKind, floatingRegisterKind, PLACE_ROUTES, type FloatingPlace } from "~/domain/kinds/floating-bars";
import type { ConfigKind } from "~/domain/kinds/resource-config";
import { configScreen } from "./config-screen";
import { ResourceList } from "../resource/ResourceList";

/**
 * The home and commercial bars are one kind (resource/floating/config) told apart by place; each screen
 * is that kind seen from one place: its own route, titles, and no place to choose (the screen sends it).
 */
export function placeKind(place: FloatingPlace): ConfigKind {
  const { place: _chosenByTheScreen, ...fields } = floatingConfigKind.fields;
  const stem = place === "home" ? "floatingHome" : "floatingCommercial";
  return {
    ...floatingConfigKind,
    route: PLACE_ROUTES[place],
    fields,
    text: { ...floatingConfigKind.text, createTitle: `${stem}.createTitle`, kind: `${stem}.kindPlural` },
  };
}

export const homeBarKind = placeKind("home");
export const commercialBarKind = placeKind("commercial");

export const registerBarScreen = configScreen(floatingRegisterKind);
export const homeBarScreen = configScreen(homeBarKind);
export const commercialBarScreen = configScreen(commercialBarKind);

export const RegisterBarList = () => <ResourceList def={registerBarScreen} />;
export const HomeBarList = () => <ResourceList def={homeBarScreen} />;
export const CommercialBarList = () => <ResourceList def={commercialBarScreen} />;
