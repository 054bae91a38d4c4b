import { parseWithZod } from "@conform-to/zod/v4";
import type * as z from "zod";
import { codeBatchSchema, codeCreateSchema, codeEditSchema } from "./code-schema";

// Loaded by the browser only when a budget-code form opens, so zod stays out of the list's first load.
const check = (schema: z.ZodType) => (formData: FormData) => parseWithZod(formData, { schema });

export const codeValidators = {
  create: check(codeCreateSchema),
  batch: check(codeBatchSchema),
  edit: check(codeEditSchema),
};
