import { lifecycle } from "../../lib/lifecycle";

// Shown ⇄ hidden on the storefront. A hidden category hides its whole branch there; the children
// keep their own flag, so showing the parent again brings the branch back as it was.
export const CATEGORY_VISIBILITY = lifecycle({
  field: "is_show",
  states: {
    shown: { value: true, label: "category.state.shown", tone: "success" },
    hidden: { value: false, label: "category.state.hidden" },
  },
  transitions: {
    show: { from: ["hidden"], to: "shown", label: "category.action.show", done: "category.toast.shown" },
    hide: { from: ["shown"], to: "hidden", label: "category.action.hide", done: "category.toast.hidden" },
  },
});

/** A category tree has at most three levels (first, second, third). */
export const CATEGORY_MAX_LEVEL = 3;
/** The languages a category is named in besides English (spec section 9, content languages). */
export const CATEGORY_OTHER_LANGUAGES = ["es", "de", "it", "fr", "pt", "ar"] as const;
export const CATEGORY_NAME_MAX = 100;
export const CATEGORY_SORT_MAX = 9999;
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;
export const SEO_KEYWORDS_MAX = 255;
