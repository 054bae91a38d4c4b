import * as z from "zod";
import { oneLine } from "~/domain/one-line";
import { ALL_SITES, CURRENCY_CODES } from "~/lib/constants";
import { choiceOf, decimalBetween, intBetween, message } from "~/lib/validation";
import {
  DISCOUNT_MAX,
  DISCOUNT_MIN,
  OFFER_DESCRIPTION_MAX,
  OFFER_NAME_MAX,
  PRICE_MAX,
  PRODUCT_SORT_MAX,
  REDEEM_LIMIT_MAX,
  STOCK_MAX,
  THRESHOLD_MAX,
} from "./special-offer-rules";

// The special offer's forms, used by conform in the browser and by the actions on the server;
// messages are catalog keys shown next to their fields.

/** A moment typed as US West wall-clock time, the way the lists show it. */
export const MOMENT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const moment = () => z.string({ error: "v.required" }).trim().regex(MOMENT, "offer.v.moment");
const id = z.number().int().positive();
const requiredText = (max: number) => oneLine(max).pipe(z.string().min(1, "v.required"));

export const offerSchema = z
  .object({
    id: id.optional(),
    version: id.optional(),
    name: requiredText(OFFER_NAME_MAX),
    site: choiceOf(ALL_SITES as unknown as [string, ...string[]]),
    currency: choiceOf(CURRENCY_CODES),
    threshold: decimalBetween(0.01, THRESHOLD_MAX, 2),
    redeem_limit: intBetween(1, REDEEM_LIMIT_MAX),
    start_at: moment(),
    end_at: moment(),
    description: z
      .string()
      .trim()
      .max(OFFER_DESCRIPTION_MAX, message("v.tooLong", { max: OFFER_DESCRIPTION_MAX }))
      .optional(),
  })
  // the same fixed-width text compares as the moments do
  .refine((v) => v.end_at > v.start_at, {
    message: "offer.v.endAfterStart",
    path: ["end_at"],
    when: (p) => !p.issues.some((i) => i.path?.[0] === "start_at" || i.path?.[0] === "end_at"),
  });

/** One product's redeem price, stock and place in the list (the detail page's row form). */
export const productSchema = z.object({
  product_id: id,
  version: id,
  redeem_price: decimalBetween(0.01, PRICE_MAX, 2),
  stock: intBetween(0, STOCK_MAX),
  sort: intBetween(0, PRODUCT_SORT_MAX),
});

/** Percent off the original price, for the chosen products or all of them. */
export const discountSchema = z.object({
  discount: intBetween(DISCOUNT_MIN, DISCOUNT_MAX),
  scope: z.enum(["all", "chosen"]).default("all"),
  ids: z.array(id).optional(),
});
