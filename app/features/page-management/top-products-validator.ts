import { parseWithZod } from "@conform-to/zod/v4";
import { addPinSchema, settingSchema } from "./top-products-schema";

// Loaded by the browser only when a form opens, so zod stays out of the pages' first load.
export const validateAddPin = (formData: FormData) => parseWithZod(formData, { schema: addPinSchema });
export const validateSetting = (formData: FormData) => parseWithZod(formData, { schema: settingSchema });
