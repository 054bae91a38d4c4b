import * as z from "zod";
import {
  PAYOUT_AMOUNT_MAX_MINOR,
  PAYOUT_CURRENCIES,
  PAYOUT_TRANSLATOR_MAX,
  PAYOUT_WORDS_MAX,
  TRANSLATION_KEY_MAX,
  TRANSLATION_KEY_PATTERN,
  TRANSLATION_LANGUAGES,
  TRANSLATION_MODULES,
  TRANSLATION_TEXT_MAX,
  type TranslationLanguage,
} from "../../../app/features/system/content/constants";
import { idField, text, versionField, singleLine } from "../../http/list";

// The language library's fields as the API and the spreadsheet import check them.

export const translationKey = singleLine(TRANSLATION_KEY_MAX)
  .min(1, "key is required")
  .regex(TRANSLATION_KEY_PATTERN, "must be lower-case words joined by . _ or - (checkout.pay_now)");
export const translationModule = z.enum(TRANSLATION_MODULES, { error: `must be one of ${TRANSLATION_MODULES.join(", ")}` });
export const translationLanguage = z.enum(TRANSLATION_LANGUAGES, { error: `must be one of ${TRANSLATION_LANGUAGES.join(", ")}` });
const textField = text(TRANSLATION_TEXT_MAX);

export type Texts = Record<`text_${TranslationLanguage}`, string>;
const textsShape = Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [`text_${l}`, textField.default("")])) as Record<
  `text_${TranslationLanguage}`,
  z.ZodDefault<typeof textField>
>;

export const translationCreateBody = z.strictObject({ key: translationKey, module: translationModule, ...textsShape });
/** the key may be corrected too; a key another text has is a conflict */
export const translationUpdateBody = z.strictObject({
  id: idField,
  version: versionField,
  key: translationKey,
  module: translationModule,
  ...textsShape,
});

/**
 * A spreadsheet row. Language columns are optional and an empty cell keeps the current text, so
 * a translator's file with the key and one language column updates that language alone.
 */
export const translationImportRow = z.object({
  key: translationKey,
  module: translationModule,
  ...(Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [`text_${l}`, textField.optional()])) as Record<
    `text_${TranslationLanguage}`,
    z.ZodOptional<typeof textField>
  >),
});
export type TranslationImportRow = z.infer<typeof translationImportRow>;

/** "123.45" → 12345 (minor units); at most two decimals, never through a float */
export const amountText = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, "must be an amount with at most two decimals, such as 120.50")
  .transform((v) => {
    const [whole, frac = ""] = v.split(".");
    return Number(BigInt(whole) * 100n + BigInt((frac + "00").slice(0, 2)));
  })
  .refine((v) => v <= PAYOUT_AMOUNT_MAX_MINOR, `must be at most ${PAYOUT_AMOUNT_MAX_MINOR / 100}`);

export const payoutImportRow = z.object({
  translator: singleLine(PAYOUT_TRANSLATOR_MAX).min(1, "translator is required"),
  language: translationLanguage,
  period: z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a month (YYYY-MM)"),
  words: z
    .string()
    .trim()
    .regex(/^\d+$/, "must be a whole number of words")
    .transform(Number)
    .refine((v) => v >= 1 && v <= PAYOUT_WORDS_MAX, `must be between 1 and ${PAYOUT_WORDS_MAX}`),
  amount: amountText,
  currency: z.enum(PAYOUT_CURRENCIES, { error: `must be one of ${PAYOUT_CURRENCIES.join(", ")}` }),
});
export type PayoutImportRow = z.infer<typeof payoutImportRow>;
