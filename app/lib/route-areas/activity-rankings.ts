import type { RouteNode } from "../route-tree";

// Route-tree entries of one part of activity (spec section 2); ./activity.ts places them.
// Product rankings: the list, a hidden edit page (`?type=create` gives the create title; the form
// itself is /new or /<id>) and a hidden detail page (`?id=<id>`: the ranking, its products, its log).
// Spec section 6 names the key `ranking-list-all-right-btns`; it gates every change.
const RANKING_KEY = "ranking-list-all-right-btns";
const RANKING_WRITES = { create: RANKING_KEY, update: RANKING_KEY, online: RANKING_KEY, offline: RANKING_KEY };

export const ACTIVITY_RANKINGS_ROUTES: RouteNode[] = [
  {
    name: "ranking-list",
    path: "ranking-list",
    title: { zh: "排行榜管理", en: "Rankings" },
    sort: 10,
    functionPermission: [RANKING_KEY],
    // create and update are posted from ranking-list-edit; listed here too because the API's
    // ranking resource takes its keys from this route
    intents: RANKING_WRITES,
  },
  {
    name: "ranking-list-edit",
    path: "ranking-list-edit",
    title: { zh: "编辑排行榜", en: "Edit ranking" },
    sort: 11,
    hidden: true,
    functionPermission: [RANKING_KEY],
    intents: { create: RANKING_KEY, update: RANKING_KEY },
    forms: { new: "create", ":id": "update" },
  },
  {
    name: "ranking-list-detail",
    path: "ranking-list-detail",
    title: { zh: "排行榜详情", en: "Ranking details" },
    sort: 12,
    hidden: true,
    functionPermission: [RANKING_KEY],
    intents: { online: RANKING_KEY, offline: RANKING_KEY },
  },
];
