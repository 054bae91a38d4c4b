import { lifecycle } from "~/lib/lifecycle";

// Product reviews (comment-manager-allright, comment-add) as both halves know them. Pure data.
// The spec names the screens only; fields, states and limits are ours (docs/areas/goods.md,
// "Pick-product, reviews, SKU export, algorithm settings").

/** Where a review came from: the storefront, typed by staff, or imported from another channel. */
export const REVIEW_SOURCES = ["customer", "staff", "imported"] as const;
/** How the garment fitted, as parents report it for children's sizes ("" = not said). */
export const REVIEW_FITS = ["runs_small", "true_to_size", "runs_large"] as const;
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_CONTENT_MAX = 2000;
export const REVIEW_AUTHOR_MAX = 60;
export const REVIEW_CHANNEL_MAX = 40;
export const REVIEW_REPLY_MAX = 1000;

/** pending → approved (shown on the storefront) or hidden; approved ⇄ hidden. */
export const REVIEW_STATUS = lifecycle({
  field: "status",
  states: {
    pending: { value: "pending", label: "review.status.pending", tone: "attention" },
    approved: { value: "approved", label: "review.status.approved", tone: "success" },
    hidden: { value: "hidden", label: "review.status.hidden" },
  },
  transitions: {
    approve: { from: ["pending", "hidden"], to: "approved", label: "review.approve", done: "review.toast.approved", tone: "success" },
    hide: { from: ["pending", "approved"], to: "hidden", label: "review.hide", done: "review.toast.hidden", tone: "critical" },
  },
});
export const REVIEW_STATES = ["pending", "approved", "hidden"] as const;
