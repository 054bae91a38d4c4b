import { parseWithZod } from "@conform-to/zod/v4";
import { appVersionSchema } from "./app-version-schema";

// Loaded by the browser only when the form opens, so zod stays out of the list's first load.
export const validateAppVersion = (formData: FormData) => parseWithZod(formData, { schema: appVersionSchema });
