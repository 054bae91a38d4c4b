/**
 * Why the viewer may not decide a reviewed record (the API's `decide_block`, issue 39): they made
 * its figures — submitted it, created it, or edited it since the last decision. Null: they may.
 */
export const DECIDE_BLOCKS = ["submitter", "creator", "editor"] as const;
export type DecideBlock = (typeof DECIDE_BLOCKS)[number] | null;

/** The catalog key saying so on an examine page, in place of the Pass and Reject forms. */
export const decideBlockKey = (block: Exclude<DecideBlock, null>) => `review.block.${block}` as const;
