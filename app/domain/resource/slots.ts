// When two storefront configs claim the same place at the same time (issue 38): one rule both halves
// read, so the API's refusal and the campaign calendar's warning cannot disagree. Pure code.

export interface SlotClaim {
  site: string;
  language: string;
  /** who sees it; "all" overlaps every other audience */
  audience?: string;
  start_at: string;
  end_at: string;
}

/** Do two [start, end] instants overlap (ends included, as a last day runs to 23:59:59)? */
export const periodsOverlap = (a: { start_at: string; end_at: string }, b: { start_at: string; end_at: string }) =>
  Date.parse(a.start_at) <= Date.parse(b.end_at) && Date.parse(b.start_at) <= Date.parse(a.end_at);

const audiencesMeet = (a?: string, b?: string) => !a || !b || a === "all" || b === "all" || a === b;

/** Same site and language, audiences that meet, periods that overlap: the shopper could be shown either. */
export const sameSlot = (a: SlotClaim, b: SlotClaim) =>
  a.site === b.site && a.language === b.language && audiencesMeet(a.audience, b.audience) && periodsOverlap(a, b);
