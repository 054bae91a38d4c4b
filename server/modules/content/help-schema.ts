import * as z from "zod";
import {
  HELP_CONTENT_MAX,
  HELP_FORMATS,
  HELP_LANGUAGES,
  HELP_SERIAL_MAX,
  HELP_SORT_MAX,
  HELP_STEP_TEXT_MAX,
  HELP_STEPS_MAX,
  HELP_TITLE_MAX,
  type HelpLanguage,
} from "../../../app/features/system/content/constants";
import { idField, text, versionField, singleLine } from "../../http/list";

// The help-center (and contact-us) entry as the API takes it. The shape is checked here; the
// spec's rules across fields (its nine messages) are checked in help-rules.ts.

const langTexts = z.strictObject({
  title: singleLine(HELP_TITLE_MAX).default(""),
  long_title: singleLine(HELP_TITLE_MAX).default(""),
  prompt: text(500).default(""),
  content: text(HELP_CONTENT_MAX).default(""),
});
export type LangTexts = z.infer<typeof langTexts>;
export const helpTexts = z.strictObject(
  Object.fromEntries(HELP_LANGUAGES.map((l) => [l, langTexts.optional()])) as Record<HelpLanguage, z.ZodOptional<typeof langTexts>>,
);
export const helpStep = z.strictObject({
  title: text(HELP_TITLE_MAX).default(""),
  text: text(HELP_STEP_TEXT_MAX).default(""),
  image: text(500).default(""),
});
const whole = (max: number) =>
  z.number().int("must be a whole number").min(0, `must be between 0 and ${max}`).max(max, `must be between 0 and ${max}`);

const fields = {
  texts: helpTexts,
  icon: text(500).default(""),
  has_level3: z.boolean().nullable().default(null),
  content_format: z
    .enum(HELP_FORMATS, { error: `must be one of ${HELP_FORMATS.join(", ")}` })
    .nullable()
    .default(null),
  steps: z.array(helpStep).max(HELP_STEPS_MAX, `at most ${HELP_STEPS_MAX} steps`).default([]),
  show_email: z.boolean().default(false),
  show_order_no: z.boolean().default(false),
  associate_sku: z.boolean().nullable().default(null),
  top_faq: z.boolean().default(false),
  serial_number: whole(HELP_SERIAL_MAX).default(0),
  sort: whole(HELP_SORT_MAX).default(0),
};
export const helpCreateBody = z.strictObject({ parent_id: idField.nullable().default(null), ...fields });
export const helpUpdateBody = z.strictObject({ id: idField, version: versionField, ...fields });
export type HelpFields = z.infer<typeof helpUpdateBody>;
export const helpDeleteBody = z.strictObject({ id: idField });
