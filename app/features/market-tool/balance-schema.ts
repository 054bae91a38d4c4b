import * as z from "zod";
import { choiceOf, intBetween, message } from "~/lib/validation";
import {
  DIRECTIONS,
  POINTS_ADJUST_MAX,
  REASON_MAX,
  WALLET_ADJUST_MAX_MINOR,
  WALLET_ADJUST_MAX_TEXT,
  WALLET_CURRENCIES,
} from "./balance-rules";
import { toMinor } from "./promo-money";

// The adjustment forms of wallet-manage and bonusPoints, checked by conform in the browser and again
// by the action. Messages are catalog keys.
const customer = intBetween(1, 2147483647);
const reason = z
  .string({ error: "v.required" })
  .trim()
  .max(REASON_MAX, message("v.tooLong", { max: REASON_MAX }))
  .pipe(z.string().min(1, "v.required"));

export const walletAdjustSchema = z
  .object({
    customer_id: customer,
    currency: choiceOf(WALLET_CURRENCIES),
    direction: choiceOf(DIRECTIONS),
    amount: z.string({ error: "v.required" }).trim(),
    reason,
  })
  .refine(
    (v) => {
      const minor = toMinor(v.amount, v.currency);
      return minor !== null && minor >= 1 && minor <= WALLET_ADJUST_MAX_MINOR;
    },
    {
      message: message("balance.v.amount", { max: WALLET_ADJUST_MAX_TEXT }),
      path: ["amount"],
      when: (p) =>
        typeof p.value === "object" && p.value !== null && !p.issues.some((i) => i.path?.[0] === "amount" || i.path?.[0] === "currency"),
    },
  );

export const pointsAdjustSchema = z.object({
  customer_id: customer,
  direction: choiceOf(DIRECTIONS),
  amount: intBetween(1, POINTS_ADJUST_MAX),
  reason,
});
