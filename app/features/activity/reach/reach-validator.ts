import { parseWithZod } from "@conform-to/zod/v4";
import { reachSchema } from "./reach-schema";

// Loaded by the browser only when the form opens, so zod stays out of the list's first load.
export const validateReach = (formData: FormData) => parseWithZod(formData, { schema: reachSchema });
