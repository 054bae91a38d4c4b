import { parseWithZod } from "@conform-to/zod/v4";
import { labelSchema } from "./label-schema";

// Loaded by the browser only when the form opens, so zod stays out of the list's first load.
export const validateLabel = (formData: FormData) => parseWithZod(formData, { schema: labelSchema });
