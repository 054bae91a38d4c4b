import { routeByName } from "~/lib/route-tree";

// The base configuration's route and the key of its edit form, as the route tree declares them.
export const RATE_SETTING = { route: "setting", key: routeByName("setting")!.intents.save } as const;
