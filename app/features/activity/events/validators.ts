import { parseWithZod } from "@conform-to/zod/v4";
import { eventSchema } from "./schemas";

// Loaded by the browser only when the event form opens, so zod stays out of the lists' first load.
export const checkEvent = (formData: FormData) => parseWithZod(formData, { schema: eventSchema });
