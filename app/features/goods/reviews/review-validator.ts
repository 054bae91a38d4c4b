import { parseWithZod } from "@conform-to/zod/v4";
import { replySchema } from "./review-schema";

// Loaded by the browser only when the form opens, so zod stays out of the list's first load.
export const validateReply = (formData: FormData) => parseWithZod(formData, { schema: replySchema });
