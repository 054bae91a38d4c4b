import * as z from "zod";
import { choiceOf, message } from "~/lib/validation";
import {
  TRANSLATION_KEY_MAX,
  TRANSLATION_KEY_PATTERN,
  TRANSLATION_LANGUAGES,
  TRANSLATION_MODULES,
  TRANSLATION_TEXT_MAX,
} from "./constants";

// The language-library form's schema, used by conform in the browser and by the action on the
// server; messages are catalog keys shown next to the field.
const id = z.number().int().positive();
const textField = z
  .string()
  .trim()
  .max(TRANSLATION_TEXT_MAX, message("v.tooLong", { max: TRANSLATION_TEXT_MAX }))
  .default("");
export const translationSchema = z.object({
  id: id.optional(),
  version: id.optional(),
  key: z
    .string({ error: "v.required" })
    .trim()
    .max(TRANSLATION_KEY_MAX, message("v.tooLong", { max: TRANSLATION_KEY_MAX }))
    .pipe(z.string().min(1, "v.required").regex(TRANSLATION_KEY_PATTERN, "tr.v.key")),
  module: choiceOf(TRANSLATION_MODULES),
  ...(Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [`text_${l}`, textField])) as Record<
    `text_${(typeof TRANSLATION_LANGUAGES)[number]}`,
    typeof textField
  >),
});
