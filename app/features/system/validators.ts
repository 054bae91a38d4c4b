import { parseWithZod } from "@conform-to/zod/v4";
import type * as z from "zod";
import { benchmarkSchema, checkinBlackSchema, rateSettingSchema } from "./schemas";

// Loaded by the browser only when a form opens, so zod stays out of the lists' first load.
const check = (schema: z.ZodType) => (formData: FormData) => parseWithZod(formData, { schema });

export const validators = {
  rateSetting: check(rateSettingSchema),
  benchmark: check(benchmarkSchema),
  checkinBlack: check(checkinBlackSchema),
};
