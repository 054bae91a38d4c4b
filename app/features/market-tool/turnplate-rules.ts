import { lifecycle } from "../../lib/lifecycle";

// The wheel lottery (turnplate) as both halves know it: limits, prize kinds, the probability rule and
// its lifecycle. Pure data and functions: imported by the browser, the Remix server and the API.

export const TURNPLATE_NAME_MAX = 100;
export const TURNPLATE_REMARK_MAX = 500;
/** slots on one wheel */
export const PRIZES_MIN = 2;
export const PRIZES_MAX = 12;
export const PRIZE_NAME_MAX = 60;
export const PRIZE_VALUE_MAX = 60;
export const STOCK_MAX = 10_000_000;
export const POINTS_MAX = 100_000;
/** draws one customer may make per day and in the whole period */
export const DRAWS_MAX = 1000;
/** 100 % in basis points (1 bp = 0.01 %) */
export const FULL_BP = 10_000;

export const PRIZE_KINDS = ["points", "voucher", "product", "nothing"] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

/**
 * What became of a reward record's prize: credited (points in the points account, a voucher given),
 * to_ship (a product waits to be shipped), shipped (staff sent it: carrier and tracking number),
 * none (a "nothing" slot), not_credited (points or a voucher drawn before the spin credited prizes).
 */
export const PRIZE_STATES = ["credited", "to_ship", "shipped", "none", "not_credited"] as const;
export type PrizeState = (typeof PRIZE_STATES)[number];
/** the state a spin leaves its prize in */
export const prizeStateOf = (kind: PrizeKind): PrizeState => (kind === "nothing" ? "none" : kind === "product" ? "to_ship" : "credited");

/** A percentage with at most two decimals, as typed ("12.5", "33.33", "100"). */
export const PERCENT_TEXT = /^\d{1,3}(\.\d{1,2})?$/;

/** "12.5" → 1250 basis points, exactly (no floating point); null when it is not such a percentage. */
export function percentToBp(text: string): number | null {
  const t = text.trim();
  if (!PERCENT_TEXT.test(t)) return null;
  const [whole, frac = ""] = t.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

/** 1250 → "12.5", 10000 → "100", 5 → "0.05" */
export function bpToPercent(bp: number): string {
  const whole = Math.floor(bp / 100);
  const frac = String(bp % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return frac ? `${whole}.${frac}` : String(whole);
}

/** The wheel's rule: the slots' probabilities add up to exactly 100 %. Returns the sum in basis points. */
export function probabilitySum(prizes: { probability_bp: number }[]): number {
  return prizes.reduce((s, p) => s + p.probability_bp, 0);
}
export const probabilitiesComplete = (prizes: { probability_bp: number }[]) => probabilitySum(prizes) === FULL_BP;

/** Unlimited stock (null) only for a "nothing" slot: every real prize has a count. */
export const stockAllowed = (kind: PrizeKind, stock: number | null) =>
  stock === null ? kind === "nothing" : Number.isInteger(stock) && stock >= 0 && stock <= STOCK_MAX;

/**
 * What a slot's value is, by kind: points to credit, a voucher's id (of the wheel's site), a product's
 * id (one the wheel's site sells, chosen from the product picker: issue 41 §5); nothing has none.
 */
const RECORD_ID = /^[1-9]\d{0,8}$/;
export function valueAllowed(kind: PrizeKind, value: string): boolean {
  if (kind === "nothing") return value === "";
  if (kind === "points") return /^\d{1,6}$/.test(value) && Number(value) >= 1 && Number(value) <= POINTS_MAX;
  return RECORD_ID.test(value);
}

export interface Prize {
  name: string;
  kind: PrizeKind;
  value: string;
  probability_bp: number;
  /** null: unlimited (only for "nothing") */
  stock: number | null;
}

/** Draft (being prepared) → online (customers can spin during its period) ⇄ offline (taken down). */
export const TURNPLATE_LIFECYCLE = lifecycle({
  field: "status",
  states: {
    draft: { value: "draft", label: "turnplate.state.draft", tone: "info" },
    online: { value: "online", label: "turnplate.state.online", tone: "success" },
    offline: { value: "offline", label: "turnplate.state.offline" },
  },
  transitions: {
    online: { from: ["draft", "offline"], to: "online", label: "turnplate.online", done: "turnplate.toast.online", tone: "success" },
    offline: { from: ["online"], to: "offline", label: "turnplate.offline", done: "turnplate.toast.offline", tone: "critical" },
  },
});
export const TURNPLATE_STATUSES = ["draft", "online", "offline"] as const;

/** A reward record's prize: the one transition staff make is shipping a product (to_ship → shipped). */
export const PRIZE_LIFECYCLE = lifecycle({
  field: "prize_state",
  states: {
    credited: { value: "credited", label: "reward.state.credited", tone: "success" },
    to_ship: { value: "to_ship", label: "reward.state.to_ship", tone: "attention" },
    shipped: { value: "shipped", label: "reward.state.shipped", tone: "success" },
    none: { value: "none", label: "reward.state.none" },
    not_credited: { value: "not_credited", label: "reward.state.not_credited" },
  },
  transitions: {
    ship: { from: ["to_ship"], to: "shipped", label: "reward.ship", done: "reward.toast.shipped", tone: "success" },
  },
});

/**
 * Shipping a product prize: the carrier as staff name it (UPS, Royal Mail, DHL Express) and the
 * parcel's tracking number as the carrier prints it (letters and digits, dashes allowed; spaces
 * typed from a label are taken out before it is checked).
 */
export const CARRIER_MAX = 40;
export const TRACKING_MIN = 6;
export const TRACKING_MAX = 40;
export const CARRIER_TEXT = /^[\p{L}\p{N}][\p{L}\p{N} .&'-]*$/u;
export const TRACKING_TEXT = /^[A-Za-z0-9-]+$/;
export const trackingOf = (typed: string) => typed.replace(/\s+/g, "");
