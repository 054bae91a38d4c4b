import { parseWithZod } from "@conform-to/zod/v4";
import { codFeeSchema } from "./cod-fee-schema";

// Loaded by the browser only when the form opens, so zod stays out of the list's first load.
export const validateCodFee = (formData: FormData) => parseWithZod(formData, { schema: codFeeSchema });
