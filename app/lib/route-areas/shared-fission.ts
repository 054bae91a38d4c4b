import type { AreaHead, RouteNode } from "../route-tree";

// Shared fission (spec section 2): the share campaigns' list and their hidden edit page (the create
// form without id, the record's with ?id=). Publish and underline need the list's key.
const KEY = "shared-fission-list-all-right-btns";

/** The area's menu entry, between Activity and Resource. */
export const SHARED_FISSION_AREA: AreaHead = {
  name: "shared-fission",
  path: "shared-fission",
  title: { zh: "分享裂变", en: "Shared fission" },
  sort: 5,
  redirect: "shared-fission-list",
};

export const SHARED_FISSION_ROUTES: RouteNode[] = [
  {
    name: "shared-fission-list",
    path: "shared-fission-list",
    title: { zh: "分享裂变", en: "Share campaigns" },
    sort: 0,
    functionPermission: [KEY],
    intents: { create: KEY, update: KEY, publish: KEY, underline: KEY },
  },
  {
    name: "shared-fission-edit",
    path: "shared-fission-edit",
    title: { zh: "分享裂变编辑", en: "Share campaign" },
    sort: 1,
    hidden: true,
    functionPermission: [KEY],
    intents: { create: KEY, update: KEY },
    forms: { "": "create", "?id": "update" },
  },
];
