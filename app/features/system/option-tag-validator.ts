import { parseWithZod } from "@conform-to/zod/v4";
import { optionTagSchema } from "./option-tag-schema";

// Loaded by the browser only when the form opens, so zod stays out of the list's first load.
export const validateOptionTag = (formData: FormData) => parseWithZod(formData, { schema: optionTagSchema });
