import { parseWithZod } from "@conform-to/zod/v4";
import * as s from "./schemas";

// Loaded by the browser only when a geo form opens, so zod stays out of the lists' first load.
const of = (schema: Parameters<typeof parseWithZod>[1]["schema"]) => (formData: FormData) => parseWithZod(formData, { schema });
export const geoValidators = {
  country: of(s.countrySchema),
  state: of(s.stateSchema),
  child: of(s.childSchema),
  shipping: of(s.shippingSchema),
  language: of(s.languageSchema),
  address: of(s.addressRequestSchema),
};
