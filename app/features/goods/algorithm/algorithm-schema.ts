import * as z from "zod";
import { ALL_SITES } from "~/lib/constants";
import { choiceOf, intBetween } from "~/lib/validation";
import {
  ALGORITHM_AGE_GROUPS,
  ALGORITHM_SLOTS,
  ALGORITHM_STRATEGIES,
  ALGORITHM_WEIGHTS,
  MIN_STOCK_MAX,
  NEW_DAYS_MAX,
  NEW_DAYS_MIN,
  WEIGHT_TOTAL,
} from "./algorithm-rules";

// The algorithm-config form, used by conform in the browser and by the action on the server.
const id = z.number().int().positive();
const weight = intBetween(0, WEIGHT_TOTAL);
export const algorithmSchema = z
  .object({
    id: id.optional(),
    version: id.optional(),
    site: choiceOf(ALL_SITES as unknown as [string, ...string[]]),
    slot: choiceOf(ALGORITHM_SLOTS),
    strategy: choiceOf(ALGORITHM_STRATEGIES),
    weight_sales: weight,
    weight_margin: weight,
    weight_newness: weight,
    weight_stock: weight,
    min_stock: intBetween(0, MIN_STOCK_MAX),
    new_days: intBetween(NEW_DAYS_MIN, NEW_DAYS_MAX),
    age_group: choiceOf(ALGORITHM_AGE_GROUPS),
  })
  // the weights are shares of one score: named on the last weight, where the total is read
  .refine((v) => ALGORITHM_WEIGHTS.reduce((sum, k) => sum + v[k], 0) === WEIGHT_TOTAL, {
    message: "algorithm.v.weights",
    path: ["weight_stock"],
  });
