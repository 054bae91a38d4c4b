import * as z from "zod";
import { message } from "../lib/validation-message";

// One-line text (names, titles, purposes, codes): what people type on one line never holds a line
// break, a tab, another C0/C1 control character or a bidirectional override. Such characters in a
// purpose or a name let a mail or a log line show text that is not there (a forged "Open the
// record:" link under a real summary line, a name that reads backwards), so they are refused at the
// field, in the console's forms and in the API alike.

/** C0 and C1 controls (CR, LF, TAB included), DEL, the line/paragraph separators and the bidi marks, embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** every run of those characters, to replace them where old text is shown (mail) */
export const CONTROL_RUNS = new RegExp(`${CONTROL.source}+`, "g");

export const hasControlChars = (v: string) => CONTROL.test(v);

export interface OneLineMessages {
  /** a missing value (not a string); zod's own message when unset */
  missing?: string;
  tooLong(max: number): string;
  control: string;
}

/** The console's forms: catalog keys (zh and en in app/locales). */
export const FORM_MESSAGES: OneLineMessages = {
  missing: "v.required",
  tooLong: (max) => message("v.tooLong", { max }),
  control: "v.oneLine",
};
/** The API's contract: English field errors, as every other API field error. */
export const API_MESSAGES: OneLineMessages = {
  tooLong: (max) => `must be at most ${max} characters`,
  control: "must be one line without control characters (line breaks, tabs, direction marks)",
};

/** A trimmed one-line text of at most `max` characters, without control characters. */
export const oneLine = (max: number, messages: OneLineMessages = FORM_MESSAGES) =>
  z
    .string(messages.missing ? { error: messages.missing } : undefined)
    .trim()
    .max(max, messages.tooLong(max))
    .refine((v) => !hasControlChars(v), messages.control);
