import * as z from "zod";
import { intBetween } from "~/lib/validation";
import {
  HELP_CONTENT_MAX,
  HELP_FORMATS,
  HELP_LANGUAGES,
  HELP_MESSAGES,
  HELP_SERIAL_MAX,
  HELP_SORT_MAX,
  HELP_STEP_TEXT_MAX,
  HELP_TITLE_MAX,
} from "./constants";
import { entryErrors, type Placement } from "./help-rules";

// The help-center (and contact-us) entry form's schema, shared by conform in the browser and the
// action on the server. Which rules apply depends on where the entry sits (its placement); the
// rules themselves are the API's (help-rules.ts), their messages shown as catalog keys.

/** the spec's message → its catalog key (the en catalog holds the words as the spec gives them) */
export const HELP_MESSAGE_KEYS: Record<string, string> = Object.fromEntries(
  Object.entries(HELP_MESSAGES).map(([name, en]) => [en, `help.v.${name}`]),
);
export const helpMessageKey = (m: string) => HELP_MESSAGE_KEYS[m] ?? (m === "is required" ? "v.required" : m);

export const HELP_STEP_SLOTS = 6;
/** the form's image fields (ui/ImageField.tsx): the level-1 icon and each step's image */
export const HELP_IMAGE_FIELDS = ["icon", ...Array.from({ length: HELP_STEP_SLOTS }, (_, i) => `steps[${i}].image`)];
const str = (max: number) => z.string().trim().max(max, "v.tooLong").default("");
const lang = z.object({ title: str(HELP_TITLE_MAX), long_title: str(HELP_TITLE_MAX), prompt: str(500), content: str(HELP_CONTENT_MAX) });
const yesNo = z.enum(["yes", "no"]).optional();
const check = z.literal("on").optional();

export function helpFormSchema(p: Placement) {
  return z
    .object({
      id: z.number().int().positive().optional(),
      version: z.number().int().positive().optional(),
      texts: z.object(
        Object.fromEntries(HELP_LANGUAGES.map((l) => [l, lang.default({ title: "", long_title: "", prompt: "", content: "" })])) as Record<
          string,
          z.ZodDefault<typeof lang>
        >,
      ),
      icon: str(500),
      has_level3: yesNo,
      content_format: z.enum(HELP_FORMATS).optional(),
      // empty slots of the form arrive as nothing at all
      steps: z
        .array(z.object({ title: str(HELP_TITLE_MAX), text: str(HELP_STEP_TEXT_MAX), image: str(500) }).optional())
        .max(HELP_STEP_SLOTS)
        .default([])
        .transform((a) => Array.from(a, (s) => s ?? { title: "", text: "", image: "" })),
      show_email: check,
      show_order_no: check,
      associate_sku: yesNo,
      top_faq: check,
      serial_number: intBetween(0, HELP_SERIAL_MAX).default(0),
      sort: intBetween(0, HELP_SORT_MAX).default(0),
    })
    .superRefine((v, ctx) => {
      const errors = entryErrors(p, toInput(v));
      for (const [path, messages] of Object.entries(errors)) {
        // a message about the steps as a whole shows at step 1, a field the form always has
        const at = path === "steps" ? ["steps", 0, "title"].join(".") : path;
        for (const m of messages)
          ctx.addIssue({ code: "custom", path: at.split(".").map((s) => (/^\d+$/.test(s) ? Number(s) : s)), message: helpMessageKey(m) });
      }
    });
}
export type HelpFormValue = z.output<ReturnType<typeof helpFormSchema>>;

const flag = (v: "yes" | "no" | undefined) => (v === "yes" ? true : v === "no" ? false : null);

/** the form's values → the API's body (without id and version) */
export function toInput(v: Omit<HelpFormValue, "id" | "version">) {
  return {
    texts: v.texts,
    icon: v.icon,
    has_level3: flag(v.has_level3),
    content_format: v.content_format ?? null,
    steps: v.steps,
    show_email: v.show_email === "on",
    show_order_no: v.show_order_no === "on",
    associate_sku: flag(v.associate_sku),
    top_faq: v.top_faq === "on",
    serial_number: v.serial_number,
    sort: v.sort,
  };
}
