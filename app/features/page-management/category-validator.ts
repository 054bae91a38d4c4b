import { parseWithZod } from "@conform-to/zod/v4";
import {
  addCategorySchema,
  attachPoolSchema,
  copyFirstSchema,
  copyPoolSchema,
  copySiteSchema,
  createPoolSchema,
  namesSchema,
  navSchema,
  removeProductsSchema,
  seoSchema,
} from "./category-schema";

// Loaded by the browser only when a form opens, so zod stays out of the pages' first load.
const by = (schema: Parameters<typeof parseWithZod>[1]["schema"]) => (formData: FormData) => parseWithZod(formData, { schema });
export const validateAdd = by(addCategorySchema);
export const validateNames = by(namesSchema);
export const validateSeo = by(seoSchema);
export const validateCopySite = by(copySiteSchema);
export const validateCopyFirst = by(copyFirstSchema);
export const validateNav = by(navSchema);
export const validateAttachPool = by(attachPoolSchema);
export const validateCreatePool = by(createPoolSchema);
export const validateCopyPool = by(copyPoolSchema);
export const validateRemoveProducts = by(removeProductsSchema);
