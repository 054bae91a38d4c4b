import { parseWithZod } from "@conform-to/zod/v4";
import { turnplateSchema } from "./turnplate-schema";

// Loaded by the browser only when the form opens, so zod stays out of the list's first load.
export const validateTurnplate = (formData: FormData) => parseWithZod(formData, { schema: turnplateSchema });
