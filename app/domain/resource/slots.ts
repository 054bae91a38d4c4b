// The slot rule (issue 38): when two storefront records claim the same place at the same time. One
// pure rule with a per-kind declaration, read by the API (server/resources/slots.ts refuses making a
// record live into a taken slot) and by the campaign calendar (which flags the clashes it shows), so
// the refusal and the warning cannot disagree. Pure code: no React, no server imports.

/**
 * A kind's declaration of its slot (on its definition, `slot`): `on` is the transition that makes a
 * record live (its target state is "live"); two live records of the kind claim one slot when every
 * place field they both have is equal (site, language), their audiences meet ("all" meets every
 * audience), their schedules overlap, and every field in `same` is equal too (a carousel's position:
 * banners and recommends clash only at one priority; a popup covers the page, so `same` is empty).
 */
export interface SlotRule {
  on: string;
  same: readonly string[];
}

/** The fields that place a record on the storefront: equal on both sides, where the kind has them. */
export const PLACE_FIELDS = ["site", "language"] as const;

/** Do two audiences reach one customer? (no audience field: everyone) */
export const audiencesMeet = (a?: string | null, b?: string | null) => !a || !b || a === b || a === "all" || b === "all";

/** Do two [start, end] periods (ISO instants, ends inclusive, as a last day runs to 23:59:59) share a moment? */
export const periodsOverlap = (a: { start_at: string; end_at: string }, b: { start_at: string; end_at: string }) =>
  Date.parse(a.start_at) <= Date.parse(b.end_at) && Date.parse(b.start_at) <= Date.parse(a.end_at);

type Claim = Record<string, unknown> & { start_at: string; end_at: string };

/** Does record `a` claim `b`'s slot under `rule`? (two records of one kind; the API asks its table the same question) */
export function claimsSlot(rule: SlotRule, a: Claim, b: Claim): boolean {
  return (
    PLACE_FIELDS.every((f) => a[f] === undefined || b[f] === undefined || a[f] === b[f]) &&
    audiencesMeet(a.audience as string | undefined, b.audience as string | undefined) &&
    periodsOverlap(a, b) &&
    rule.same.every((f) => a[f] === b[f])
  );
}

/**
 * Every pair of records that claim one slot, among records of one kind (the calendar's warnings): ids
 * of the pairs, each pair once, lower id first. Quadratic in the records of one kind and site in a
 * window, which stays small (a month of one page's banners).
 */
export function clashes<R extends Claim & { id: number }>(rule: SlotRule, rows: readonly R[]): [number, number][] {
  const out: [number, number][] = [];
  const sorted = [...rows].sort((x, y) => x.id - y.id);
  for (let i = 0; i < sorted.length; i++)
    for (let j = i + 1; j < sorted.length; j++) if (claimsSlot(rule, sorted[i], sorted[j])) out.push([sorted[i].id, sorted[j].id]);
  return out;
}
