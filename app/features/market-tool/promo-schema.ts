import * as z from "zod";
import { endNotBefore, message } from "~/lib/validation";
import { AMOUNT_TEXT, toMinor } from "./promo-money";

// What discounts and vouchers share in their forms: an amount typed as text, and the off value
// read by kind (a whole percent in range, or money that fits the currency), the minimum order in
// the currency and a validity period. Messages are catalog keys.
export const required = { error: "v.required" };
export const promoAmount = z.string(required).trim().regex(AMOUNT_TEXT, "promo.v.amount");

type PromoValues = { kind: string; currency_code: string; min_order?: string; start_day: string; end_day: string };

/** money typed with more decimals than its currency has (JPY has none) */
const fitsCurrency = (v: string | undefined, currency: string) => !v || toMinor(v, currency) !== null;
const fieldOk = (issues: { path?: PropertyKey[] }[], ...names: string[]) => !issues.some((i) => names.includes(String(i.path?.[0])));

/** `fields` with the off value (`off`: percent within `percent`, or an amount above zero), the minimum order and the period checked. */
export function promoOfferSchema<S extends z.ZodType<PromoValues & Record<string, unknown>>>(
  fields: S,
  off: string,
  percent: { min: number; max: number },
) {
  const offText = (v: Record<string, unknown>) => String(v[off] ?? "");
  return endNotBefore(
    fields
      .refine(
        (v) =>
          v.kind !== "percent" || (/^\d{1,2}$/.test(offText(v)) && Number(offText(v)) >= percent.min && Number(offText(v)) <= percent.max),
        {
          message: message("promo.v.percent", { min: percent.min, max: percent.max }),
          path: [off],
          when: (p) => fieldOk(p.issues, "kind", off),
        },
      )
      .refine((v) => v.kind !== "amount" || (fitsCurrency(offText(v), v.currency_code) && toMinor(offText(v), v.currency_code)! > 0), {
        message: "promo.v.decimals",
        path: [off],
        when: (p) => fieldOk(p.issues, "kind", off, "currency_code"),
      })
      .refine((v) => fitsCurrency(v.min_order, v.currency_code), {
        message: "promo.v.decimals",
        path: ["min_order"],
        when: (p) => fieldOk(p.issues, "min_order", "currency_code"),
      }),
    "start_day",
    "end_day",
  );
}
