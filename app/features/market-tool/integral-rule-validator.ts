import { parseWithZod } from "@conform-to/zod/v4";
import { integralRuleSchema } from "./integral-rule-schema";

// Loaded by the browser only when the form opens, so zod stays out of the list's first load.
export const validateIntegralRule = (formData: FormData) => parseWithZod(formData, { schema: integralRuleSchema });
