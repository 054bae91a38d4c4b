import { parseWithZod } from "@conform-to/zod/v4";
import { offerSchema } from "./special-offer-schema";

// Loaded by the browser only when the form opens, so zod stays out of the list's first load.
export const validateOffer = (formData: FormData) => parseWithZod(formData, { schema: offerSchema });
