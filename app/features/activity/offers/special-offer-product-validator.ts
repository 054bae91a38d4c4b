import { parseWithZod } from "@conform-to/zod/v4";
import { productSchema } from "./special-offer-schema";

// Loaded by the browser only when a product's form opens.
export const validateProduct = (formData: FormData) => parseWithZod(formData, { schema: productSchema });
