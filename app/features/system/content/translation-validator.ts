import { parseWithZod } from "@conform-to/zod/v4";
import { translationSchema } from "./translation-schema";

// Loaded by the browser only when the form opens, so zod stays out of the list's first load.
export const validateTranslation = (formData: FormData) => parseWithZod(formData, { schema: translationSchema });
