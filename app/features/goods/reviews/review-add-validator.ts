import { parseWithZod } from "@conform-to/zod/v4";
import { reviewAddSchema } from "./review-schema";

// Loaded by the browser only when the form opens, so zod stays out of the page's first load.
export const validateReviewAdd = (formData: FormData) => parseWithZod(formData, { schema: reviewAddSchema });
