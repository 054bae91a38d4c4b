import { parseWithZod } from "@conform-to/zod/v4";
import { categorySchema } from "./category-schema";

// Loaded by the browser only when the form opens, so zod stays out of the list's first load.
export const validateCategory = (formData: FormData) => parseWithZod(formData, { schema: categorySchema });
