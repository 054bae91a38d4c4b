// A wheel's prize slots as the kind's child collection (field kind "collection"): 2–12 slots, each a
// name, a kind (points, voucher, product, nothing), its value, a probability (a percentage with two
// decimals, kept as basis points) and its stock; the probabilities add up to exactly 100 %. Edited in
// the form as rows (./turnplate-slot-rows.ts, issue 41). Both halves' rules are here.
import * as z from "zod";
import {
  bpToPercent,
  FULL_BP,
  percentToBp,
  PRIZE_KINDS,
  PRIZE_NAME_MAX,
  PRIZE_VALUE_MAX,
  PRIZES_MAX,
  PRIZES_MIN,
  probabilitySum,
  stockAllowed,
  STOCK_MAX,
  valueAllowed,
  type Prize,
} from "../../features/market-tool/turnplate-rules";
import { API_MESSAGES, oneLine } from "../one-line";
import type { ChildCollection, Translate } from "./kind";
import { rowsToSlots, slotRowsForm, slotsToRows } from "./turnplate-slot-rows";

/** A percentage with up to two decimals, as text ("12.5") or a JSON number (12.5), → basis points. */
const percent = z.union([z.string(), z.number()], { error: "must be a percentage with at most 2 decimals" }).transform((v, ctx) => {
  const bp = percentToBp(String(v));
  if (bp === null || bp < 1 || bp > FULL_BP) {
    ctx.addIssue({ code: "custom", message: "must be a percentage from 0.01 to 100 with at most 2 decimals" });
    return z.NEVER;
  }
  return bp;
});

const VALUE_IS = {
  points: "a whole number of points from 1 to 100000",
  voucher: "the id of a voucher of the wheel's site",
  product: "the id of a product the wheel's site sells",
  nothing: "empty",
};

const prize = z
  .strictObject({
    name: oneLine(PRIZE_NAME_MAX, API_MESSAGES).min(1, "name is required"),
    kind: z.enum(PRIZE_KINDS, { error: `must be one of ${PRIZE_KINDS.join(", ")}` }),
    value: oneLine(PRIZE_VALUE_MAX, API_MESSAGES).default(""),
    probability: percent,
    /** null: unlimited, only for "nothing" */
    stock: z
      .number({ error: "must be a whole number or null" })
      .int("must be a whole number")
      .min(0, "must be 0 or more")
      .max(STOCK_MAX, `must be at most ${STOCK_MAX}`)
      .nullable(),
  })
  .superRefine((p, ctx) => {
    if (!valueAllowed(p.kind, p.value))
      ctx.addIssue({ code: "custom", path: ["value"], message: `must be ${VALUE_IS[p.kind]} for a ${p.kind} prize` });
    if (!stockAllowed(p.kind, p.stock))
      ctx.addIssue({ code: "custom", path: ["stock"], message: 'unlimited stock (null) is only for a "nothing" prize' });
  })
  .transform(({ probability, ...p }): Prize => ({ ...p, probability_bp: probability }));

/** The API's rule: 2–12 slots whose probabilities, once each slot is right, add up to exactly 100 %. */
const prizesApi = z
  .array(prize)
  .min(PRIZES_MIN, `at least ${PRIZES_MIN} prizes`)
  .max(PRIZES_MAX, `at most ${PRIZES_MAX} prizes`)
  .refine((ps) => probabilitySum(ps) === FULL_BP, {
    error: (iss) => `probabilities add up to ${bpToPercent(probabilitySum(iss.input as Prize[]))} %: they must add up to exactly 100 %`,
    when: (p) => Array.isArray(p.value) && p.issues.length === 0,
  });

/** "50 points · 积分 · 30 % · 库存 1000": one slot as the list and the change log write it. */
export const prizeText = (p: Prize, t: Translate) =>
  `${p.name} · ${t(`turnplate.kind.${p.kind}`)} · ${bpToPercent(p.probability_bp)} % · ${p.stock === null ? t("turnplate.unlimited") : t("turnplate.stockOf", { stock: p.stock })}`;

export const PRIZE_SLOTS: ChildCollection<Prize> = {
  api: prizesApi,
  form: slotRowsForm,
  toBody: rowsToSlots,
  toForm: slotsToRows,
  text: prizeText,
};
