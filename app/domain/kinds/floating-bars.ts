import type { FieldDef } from "./kind";
import { resourceConfigKind } from "./resource-config";

/**
 * The storefront's floating bars (spec section 2: /resource/home-suspension-bar, commercial-floating-bar,
 * registration-floating-bar; section 7: resource/floating/register/* and resource/floating/config/*). The
 * spec has three screens and two API groups, read literally: the registration bar (shown to visitors who
 * have not signed up, asking them to) is the "register" group; the home page's and the commercial pages'
 * bars are the "config" group, told apart by `place`. Each group writes through its one `store`.
 */
export const FLOATING_PLACES = ["home", "commercial"] as const;
export type FloatingPlace = (typeof FLOATING_PLACES)[number];

/** The route of each place's screen (the config group's records are read and written from both). */
export const PLACE_ROUTES: Record<FloatingPlace, string> = {
  home: "home-suspension-bar",
  commercial: "commercial-floating-bar",
};
export const placeKey = (place: FloatingPlace) => `${PLACE_ROUTES[place]}-all-right-btns`;

/** The one line a bar shows beside its picture (optional: a picture may say it all). */
const headline: FieldDef = { kind: "text", label: "floating.headline", max: 80, required: false };

const paths = (group: "register" | "config") => {
  const base = `/api/resource/floating/${group}`;
  return { list: `${base}/paginate`, one: base, show: `${base}/show/{id}`, store: `${base}/store`, log: `${base}/log` };
};

/**
 * The registration floating bar: one live bar per site, language and audience on any day (a bar covers
 * the foot of the page; two would stack), whatever their priorities.
 */
export const floatingRegisterKind = resourceConfigKind({
  entity: "floating_register",
  noun: { en: "Registration floating bar", zh: "注册悬浮条" },
  route: "registration-floating-bar",
  table: "floating_registers",
  api: paths("register"),
  text: "floatingRegister",
  slot: { on: "enable", same: [] },
  // a bar across the phone above its tab bar
  storefront: { width: 343, height: 64 },
  extra: { headline },
});

const bothPlaces = Object.values(PLACE_ROUTES);
const everyKey = (Object.keys(PLACE_ROUTES) as FloatingPlace[]).map(placeKey);

/**
 * The home page's and the commercial pages' floating bars: one live bar per place, site, language and
 * audience on any day. Either screen's readers read the endpoints and either key writes; which place a
 * caller may read or write is checked per record (server/modules/resource/floating.ts).
 */
export const floatingConfigKind = resourceConfigKind({
  entity: "floating_config",
  noun: { en: "Floating bar", zh: "悬浮条" },
  route: PLACE_ROUTES.home,
  keys: {
    read: bothPlaces,
    write: { create: everyKey, update: everyKey, enable: everyKey, terminate: everyKey },
  },
  table: "floating_configs",
  api: paths("config"),
  text: "floatingConfig",
  slot: { on: "enable", same: ["place"] },
  // who may read or write a bar depends on its place (server/modules/resource/floating.ts)
  handWrittenApi: true,
  // a bar across the phone above its tab bar
  storefront: { width: 343, height: 64 },
  extra: {
    place: {
      kind: "select",
      label: "floating.place",
      values: FLOATING_PLACES,
      option: (v: string) => `floating.place.${v}`,
      list: true,
      filter: "equals",
      row: 1,
    },
    headline,
  },
});
