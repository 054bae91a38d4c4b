import { parseWithZod } from "@conform-to/zod/v4";
import type * as z from "zod";
import { pointsAdjustSchema, walletAdjustSchema } from "./balance-schema";

// Loaded by the browser only when an adjustment form opens, so zod stays out of the list's first load.
const check = (schema: z.ZodType) => (formData: FormData) => parseWithZod(formData, { schema });
export const balanceValidators = { wallet: check(walletAdjustSchema), points: check(pointsAdjustSchema) };
