// A wheel's prize slots as the form edits them (issue 41): one row per slot — name, kind, the value
// its kind reads (points typed; a voucher of the site and a product the site sells chosen from
// lists), probability % and stock — instead of one typed line per slot. Every row carries the three
// value boxes so that a row works without JavaScript whatever kind is chosen; the kind says which is
// read. Pure: the browser's check, the console's action and the unit tests read them the same way.
import * as z from "zod";
import {
  bpToPercent,
  FULL_BP,
  percentToBp,
  POINTS_MAX,
  PRIZE_KINDS,
  PRIZE_NAME_MAX,
  PRIZES_MAX,
  PRIZES_MIN,
  STOCK_MAX,
  type Prize,
  type PrizeKind,
} from "../../features/market-tool/turnplate-rules";
import { message } from "../../lib/validation-message";

/** One row as the form posts it (`prizes[i].name` …): text, an empty box absent or "". */
export interface SlotRow {
  name?: string;
  kind?: string;
  points?: string;
  voucher?: string;
  product?: string;
  probability?: string;
  stock?: string;
}

/** the box of a row that holds the value of each kind (nothing has none) */
export const VALUE_BOX = { points: "points", voucher: "voucher", product: "product", nothing: null } as const;
export type ValueBox = "points" | "voucher" | "product";
/** the boxes whose value is chosen from a list (their message: `turnplate.v.row.<box>`) */
export const CHOSEN_BOXES = ["voucher", "product"] as const;

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const isKind = (v: string): v is PrizeKind => (PRIZE_KINDS as readonly string[]).includes(v);
const RECORD_ID = /^[1-9]\d{0,8}$/;
const WHOLE = /^\d{1,8}$/;

/** What is wrong with one row: [box, catalog message] in the row's order of boxes. */
function rowProblems(r: SlotRow): [string, string][] {
  const out: [string, string][] = [];
  const name = text(r.name);
  if (!name) out.push(["name", "v.required"]);
  else if (name.length > PRIZE_NAME_MAX) out.push(["name", message("v.tooLong", { max: PRIZE_NAME_MAX })]);
  const kind = text(r.kind);
  if (!isKind(kind)) out.push(["kind", "v.required"]);
  else if (kind === "points") {
    const p = text(r.points);
    if (!/^\d{1,6}$/.test(p) || Number(p) < 1 || Number(p) > POINTS_MAX) out.push(["points", "turnplate.v.row.points"]);
  } else if (kind !== "nothing" && !RECORD_ID.test(text(r[kind]))) out.push([kind, `turnplate.v.row.${kind}`]);
  const bp = percentToBp(text(r.probability));
  if (bp === null || bp < 1 || bp > FULL_BP) out.push(["probability", "turnplate.v.row.probability"]);
  const stock = text(r.stock);
  if (!stock) {
    if (isKind(kind) && kind !== "nothing") out.push(["stock", "turnplate.v.row.stockUnlimited"]);
  } else if (!WHOLE.test(stock) || Number(stock) > STOCK_MAX) out.push(["stock", message("turnplate.v.row.stock", { max: STOCK_MAX })]);
  return out;
}

/** The form's rule: 2–12 rows, each row's boxes beside it, then — once every probability reads — the 100 % rule. */
export const slotRowsForm = z
  .array(z.record(z.string(), z.string().optional()), { error: message("turnplate.v.tooFew", { min: PRIZES_MIN }) })
  .optional()
  .superRefine((rows = [], ctx) => {
    if (rows.length < PRIZES_MIN) ctx.addIssue({ code: "custom", message: message("turnplate.v.tooFew", { min: PRIZES_MIN }) });
    if (rows.length > PRIZES_MAX) ctx.addIssue({ code: "custom", message: message("turnplate.v.tooMany", { max: PRIZES_MAX }) });
    let wrong = false;
    rows.forEach((r, i) => {
      for (const [box, m] of rowProblems(r)) {
        wrong ||= box === "probability";
        ctx.addIssue({ code: "custom", path: [i, box], message: m });
      }
    });
    if (wrong || rows.length < PRIZES_MIN) return;
    const { bp } = slotTotal(rows.map((r) => text(r.probability)));
    if (bp !== FULL_BP) ctx.addIssue({ code: "custom", message: message("turnplate.v.sum", { sum: bpToPercent(bp) }) });
  });

/** The rows as the API's slots: the value the kind reads, the probability as typed, an empty stock unlimited. */
export function rowsToSlots(rows: unknown): unknown[] {
  return (Array.isArray(rows) ? (rows as SlotRow[]) : []).map((r) => {
    const kind = text(r.kind);
    const box = isKind(kind) ? VALUE_BOX[kind] : null;
    const stock = text(r.stock);
    return {
      name: text(r.name),
      kind,
      value: box ? text(r[box]) : "",
      probability: text(r.probability),
      stock: stock === "" ? null : Number(stock),
    };
  });
}

/** Stored slots as the form's rows (each value in its kind's box, an unlimited stock empty). */
export const slotsToRows = (prizes: Prize[]): Required<SlotRow>[] =>
  prizes.map((p) => ({
    name: p.name,
    kind: p.kind,
    points: p.kind === "points" ? p.value : "",
    voucher: p.kind === "voucher" ? p.value : "",
    product: p.kind === "product" ? p.value : "",
    probability: bpToPercent(p.probability_bp),
    stock: p.stock === null ? "" : String(p.stock),
  }));

/** The running total of the typed probabilities in basis points; `skipped` counts boxes that are not a percentage (empty ones are not counted). */
export function slotTotal(probabilities: string[]): { bp: number; skipped: number } {
  let bp = 0;
  let skipped = 0;
  for (const raw of probabilities) {
    if (!raw.trim()) continue;
    const v = percentToBp(raw);
    if (v === null) skipped++;
    else bp += v;
  }
  return { bp, skipped };
}

/** The ids the rows choose in one box (the products or vouchers they give), for the lists that offer them. */
export const chosenIn = (rows: unknown, box: ValueBox): number[] =>
  (Array.isArray(rows) ? (rows as SlotRow[]) : [])
    .filter((r) => text(r.kind) === box && RECORD_ID.test(text(r[box])))
    .map((r) => Number(text(r[box])));
