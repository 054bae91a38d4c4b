import type { RouteNode } from "../route-tree";

// Route-tree entries of one part of activity (spec section 2); ./activity.ts places them.
// Exclusive offers: the list, a hidden edit page (`?type=create` or `?type=edit&id=`: the form itself
// is /new or /<id>) and a hidden detail page (`?id=<id>`). The spec names no key: the list's
// `reach-list-all-right-btns` gates every change, as the other lists' keys do.
const REACH_KEY = "reach-list-all-right-btns";

export const ACTIVITY_REACH_ROUTES: RouteNode[] = [
  {
    name: "reach-list",
    path: "reach-list",
    title: { zh: "专享活动", en: "Exclusive Offer" },
    sort: 1,
    functionPermission: [REACH_KEY],
    // create and update are posted from reach-edit; listed here because the API's resource takes its keys from this route
    intents: { create: REACH_KEY, update: REACH_KEY, online: REACH_KEY, offline: REACH_KEY },
  },
  {
    name: "reach-edit",
    path: "reach-edit",
    title: { zh: "编辑专享活动", en: "Edit exclusive offer" },
    sort: 2,
    hidden: true,
    functionPermission: [REACH_KEY],
    intents: { create: REACH_KEY, update: REACH_KEY },
    forms: { new: "create", ":id": "update" },
  },
  {
    name: "reach-detail",
    path: "reach-detail",
    title: { zh: "专享活动详情", en: "Exclusive offer details" },
    sort: 3,
    hidden: true,
    functionPermission: [REACH_KEY],
    intents: { online: REACH_KEY, offline: REACH_KEY },
  },
];
