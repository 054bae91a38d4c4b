import type { RouteNode } from "../route-tree";

// The option-tag screen's entry of the route tree (spec section 2), in its own file so that areas
// built side by side do not edit the same lines. route-tree.ts places it.
const OPTION_TAG_KEY = "oc-tag-mange-all-btns"; // spelled as the spec spells it

export const SYSTEM_OPTION_TAG_ROUTES: RouteNode[] = [
  {
    // relations between option values (value_id, value, label) and tags: add, remove, log
    name: "oc-attribute-tag-manage",
    path: "oc-attribute-tag-manage",
    title: { zh: "选项值标签", en: "Option value tags" },
    sort: 15,
    functionPermission: [OPTION_TAG_KEY],
    intents: { create: OPTION_TAG_KEY, delete: OPTION_TAG_KEY },
    forms: { new: "create" },
  },
];
