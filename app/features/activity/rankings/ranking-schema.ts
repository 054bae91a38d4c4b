import * as z from "zod";
import { oneLine } from "~/domain/one-line";
import { ALL_SITES } from "~/lib/constants";
import { choiceOf, dayField, endNotBefore } from "~/lib/validation";
import { productLinesField } from "../product-lines-schema";
import { RANKING_LINES, RANKING_METRICS, RANKING_NAME_MAX } from "./ranking-rules";

// The ranking form, checked by conform in the browser and again by the action. Messages are catalog keys.
const id = z.number().int().positive();

export const rankingSchema = endNotBefore(
  z.object({
    id: id.optional(),
    version: id.optional(),
    name: oneLine(RANKING_NAME_MAX).pipe(z.string().min(1, "v.required")),
    site: choiceOf(ALL_SITES as unknown as [string, ...string[]]),
    metric: choiceOf(RANKING_METRICS),
    start_day: dayField(),
    end_day: dayField(),
    // one `code, name` line per product, in ranking order
    products: productLinesField(RANKING_LINES),
  }),
  "start_day",
  "end_day",
);
