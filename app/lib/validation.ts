import * as z from "zod";
import { message } from "./validation-message";

export { message };

// Building blocks of the forms' zod schemas (browser and server): every message a catalog key, a
// field left empty says "required" whatever its type, a range says what it is, and checks across
// fields run even when other fields are wrong, so one submit reports every error.

const emptyIs = (key: string) => (issue: { input?: unknown }) => (issue.input === undefined || issue.input === "" ? "v.required" : key);

/** A number typed in a text field: empty is "required", text is "must be a number". */
export const numberField = () => z.number({ error: emptyIs("v.number") });

/** A whole number in [min, max], the range stated in the message. */
export const intBetween = (min: number, max: number) =>
  numberField().int("v.integer").min(min, message("v.between", { min, max })).max(max, message("v.between", { min, max }));

/** A decimal in [min, max] with at most `places` decimal places. */
export const decimalBetween = (min: number, max: number, places: number) =>
  numberField()
    .refine((v) => v >= min && v <= max, message("v.between", { min, max }))
    .refine((v) => Math.abs(v * 10 ** places - Math.round(v * 10 ** places)) < 1e-6, message("v.places", { places }));

/** A choice from a select: nothing chosen is "required" (the "choose" line is only its placeholder). */
export const choiceOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: emptyIs("v.notAnOption") });

/** A day as YYYY-MM-DD. */
export const dayField = () => z.string({ error: emptyIs("v.date") }).regex(/^\d{4}-\d{2}-\d{2}$/, "v.date");

/**
 * "The last day is not before the first": checked whenever both days are valid, even while other
 * fields still have errors.
 */
export function endNotBefore<S extends z.ZodType<Record<string, unknown>>>(schema: S, start: string, end: string) {
  return schema.refine((v) => String(v[end]) >= String(v[start]), {
    message: "v.endBeforeStart",
    path: [end],
    when: (payload) => !payload.issues.some((i) => i.path?.[0] === start || i.path?.[0] === end),
  });
}
