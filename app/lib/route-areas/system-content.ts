import type { RouteNode } from "../route-tree";

// The system-content screens' entries of the route tree (spec section 2), kept in their own file so that
// areas built side by side do not edit the same lines. route-tree.ts places them.
const TRANSLATION_KEY = "translation-manage-all-right-btns";
const HELP_KEY = "help-center-all-right-btns";
const CONTACT_KEY = "contact-us-all-right-btns";

export const SYSTEM_CONTENT_ROUTES: RouteNode[] = [
  {
    name: "help-center",
    path: "help-center",
    title: { zh: "帮助中心", en: "Help center" },
    sort: 16,
    functionPermission: [HELP_KEY],
    // deleting an entry deletes everything below it, after a confirmation that says how many
    intents: { delete: HELP_KEY },
  },
  {
    // the entry form: ?parent=<id> adds below an entry (none: a level-1 title), ?id=<id> edits one
    name: "help-center-detail",
    path: "help-center-detail",
    title: { zh: "帮助中心条目", en: "Help center entry" },
    sort: 17,
    hidden: true,
    reuse: true,
    functionPermission: [HELP_KEY],
    intents: { create: HELP_KEY, update: HELP_KEY },
  },
  {
    name: "contact-us",
    path: "contact-us",
    title: { zh: "联系我们", en: "Contact us" },
    sort: 18,
    functionPermission: [CONTACT_KEY],
    intents: { delete: CONTACT_KEY },
  },
  {
    // /contact-us-detail/<level> (optional digits): the level of the entry the form adds or edits
    name: "contact-us-detail",
    path: "contact-us-detail",
    title: { zh: "联系我们条目", en: "Contact us entry" },
    sort: 19,
    hidden: true,
    reuse: true,
    functionPermission: [CONTACT_KEY],
    intents: { create: CONTACT_KEY, update: CONTACT_KEY },
    // /<level> is the same page for that level: it opens to whoever may open the route
    records: true,
  },
  {
    name: "translation-manage",
    path: "translation-manage",
    title: { zh: "语言库", en: "Language library" },
    sort: 22,
    functionPermission: [TRANSLATION_KEY],
    intents: {
      create: TRANSLATION_KEY,
      update: TRANSLATION_KEY,
      import: TRANSLATION_KEY,
      "payout-import": TRANSLATION_KEY,
      export: TRANSLATION_KEY,
    },
    // export and report are downloads (the library, an import's bad rows), for the same key
    forms: { new: "create", ":id": "update", export: "export", report: "export" },
  },
];
