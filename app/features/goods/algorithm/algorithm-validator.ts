import { parseWithZod } from "@conform-to/zod/v4";
import { algorithmSchema } from "./algorithm-schema";

// Loaded by the browser only when the form opens, so zod stays out of the list's first load.
export const validateAlgorithm = (formData: FormData) => parseWithZod(formData, { schema: algorithmSchema });
