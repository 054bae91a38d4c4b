import { withParams } from "./url";

/**
 * Transitions that take something away from the shop (or decide for someone) and so are asked
 * about first, naming the record: a dialog with JavaScript, a confirmation page without. "underline"
 * takes a published share campaign down (issue 38).
 */
export const CONFIRM_INTENTS: readonly string[] = ["disable", "terminate", "delete", "offline", "reject", "underline"];

export const needsConfirmation = (intent: string) => CONFIRM_INTENTS.includes(intent);

/** The list URL that asks to confirm `intent` on record `id` (the page's filters kept). */
export function confirmUrl(search: string, pathname: string, intent: string, id: number | string) {
  return withParams(search, { confirm: intent, confirm_id: id }, pathname);
}

/** The same URL without the question: where Cancel goes and where the answer comes back to. */
export function withoutConfirm(search: string, pathname: string) {
  return withParams(search, { confirm: null, confirm_id: null }, pathname);
}

/** What a list's loader found out about a transition it asks to confirm. */
export interface Confirmation {
  intent: string;
  id: number;
  /** the record as staff know it, e.g. "Japan (JP)" */
  name: string;
  /** set when this is the last enabled record of its kind: what the kind is, e.g. "uk GBP exchange rate" */
  lastOfKind?: string;
  /** what else the transition does, already worded (e.g. how many entries a delete removes with it) */
  detail?: string;
}
