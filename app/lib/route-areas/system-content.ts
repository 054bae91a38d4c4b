import type { RouteNode } from "../route-tree";

// The system-content screens' entries of the route tree (spec section 2), kept in their own file so that
// areas built side by side do not edit the same lines. route-tree.ts places them.
const TRANSLATION_KEY = "translation-manage-all-right-btns";

export const SYSTEM_CONTENT_ROUTES: RouteNode[] = [
  {
    name: "translation-manage",
    path: "translation-manage",
    title: { zh: "语言库", en: "Language library" },
    sort: 22,
    functionPermission: [TRANSLATION_KEY],
    intents: { create: TRANSLATION_KEY, update: TRANSLATION_KEY, import: TRANSLATION_KEY, "payout-import": TRANSLATION_KEY, export: TRANSLATION_KEY },
    // export and report are downloads (the library, an import's bad rows), for the same key
    forms: { new: "create", ":id": "update", export: "export", report: "export" },
  },
];
