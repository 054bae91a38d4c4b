import * as z from "zod";
import { oneLine } from "~/domain/one-line";
import { ALL_SITES, CURRENCY_CODES } from "~/lib/constants";
import { choiceOf, dayField, endNotBefore, intBetween } from "~/lib/validation";
import { productLinesField } from "../product-lines-schema";
import { REACH_AUDIENCES, REACH_LIMIT_MAX, REACH_LINES, REACH_NAME_MAX } from "./reach-rules";

// The exclusive-offer form, checked by conform in the browser and again by the action. Messages are catalog keys.
const id = z.number().int().positive();

export const reachSchema = endNotBefore(
  z.object({
    id: id.optional(),
    version: id.optional(),
    name: oneLine(REACH_NAME_MAX).pipe(z.string().min(1, "v.required")),
    site: choiceOf(ALL_SITES as unknown as [string, ...string[]]),
    currency: choiceOf(CURRENCY_CODES),
    audience: choiceOf(REACH_AUDIENCES),
    per_customer_limit: intBetween(1, REACH_LIMIT_MAX),
    start_day: dayField(),
    end_day: dayField(),
    // one `code, price, name` line per product
    products: productLinesField(REACH_LINES),
  }),
  "start_day",
  "end_day",
);
