import { parseWithZod } from "@conform-to/zod/v4";
import { tagSchema } from "./tag-schema";

// Loaded by the browser only when the tag form opens, so zod stays out of the list's first load.
export const validateTag = (formData: FormData) => parseWithZod(formData, { schema: tagSchema });
