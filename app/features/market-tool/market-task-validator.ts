import { parseWithZod } from "@conform-to/zod/v4";
import { taskSchema } from "./market-task-schema";

// Loaded by the browser only when a form opens, so zod stays out of the lists' first load.
export const validateTask = (formData: FormData) => parseWithZod(formData, { schema: taskSchema });
