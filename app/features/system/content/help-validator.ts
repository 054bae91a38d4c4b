import { parseWithZod } from "@conform-to/zod/v4";
import { withChosenImages } from "~/lib/image-fields";
import { HELP_IMAGE_FIELDS, helpFormSchema } from "./help-form-schema";
import type { Placement } from "./help-rules";

// Loaded by the browser only when the form opens, so zod stays out of the tree's first load.
export const helpValidator = (p: Placement) => (formData: FormData) =>
  parseWithZod(withChosenImages(formData, HELP_IMAGE_FIELDS), { schema: helpFormSchema(p) });
