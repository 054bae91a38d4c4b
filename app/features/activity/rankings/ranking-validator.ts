import { parseWithZod } from "@conform-to/zod/v4";
import { rankingSchema } from "./ranking-schema";

// Loaded by the browser only when the form opens, so zod stays out of the list's first load.
export const validateRanking = (formData: FormData) => parseWithZod(formData, { schema: rankingSchema });
