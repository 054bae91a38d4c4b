// The two zod schemas a kind's fields give: the API's body (English messages, the contract of
// section 7) and the console form's (catalog keys, checked by conform in the browser and again by
// the action). Both come from the same declared rule and range, so they cannot disagree.
import * as z from "zod";
import { ALL_SITES, CONTENT_LANGUAGES, CURRENCY_CODES, FLOATING_REDIRECTION_TYPES } from "../../lib/constants";
import { COUNTRY_CODES, isCountryCode } from "../../lib/countries";
import { API_MESSAGES, FORM_MESSAGES, hasControlChars } from "../one-line";
import { choiceOf, dayField, decimalBetween, intBetween, message, numberField } from "../../lib/validation";
import { productLinesApi, productLinesForm } from "./product-lines";
import { apiNames, formValues, type FieldDef, type KindDef, type Refine } from "./kind";

const INT4_MAX = 2147483647;
// a rule across fields runs despite other fields' errors (every error at once), but never on a body that is no object
const isRecord = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);
const whole = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .positive()
    .max(INT4_MAX);
const apiText = (max: number, multiline = false) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    // a kind's one-line text (names, titles, codes) holds no control character that could forge a
    // line in mail or a log; a multi-line text keeps its line breaks but no NUL
    .refine(
      (v) => (multiline ? !v.includes("\u0000") : !hasControlChars(v)),
      multiline ? "must not contain a NUL character" : API_MESSAGES.control,
    );
// before 1900 is no schedule of ours, and year 0 is no date the database takes
const from1900 = (v: string) => Number(v.slice(0, 4)) >= 1900;
const isoInstant = z.iso
  .datetime({ offset: true, error: "must be an ISO 8601 date-time with its offset" })
  .refine(from1900, "must be in 1900 or later");
const isoDay = z.iso.date({ error: "must be a date (YYYY-MM-DD)" }).refine(from1900, "must be in 1900 or later");
export const REDIRECTION_TYPES = FLOATING_REDIRECTION_TYPES.map((r) => r.value);
/** a redirection's target: none for "no jump", an id for an activity, daily special or flash sale, a link otherwise */
export const redirectionTargetOk = (type: number, target: string) =>
  type === 1 ? target === "" : type <= 4 ? /^[1-9]\d{0,9}$/.test(target) : type === 5 ? /^https?:\/\/\S+$/.test(target) : target.length > 0;
/** a stored image's address: what the upload path gave (an absolute URL or its object-store key); the API checks it names the store */
const IMAGE_URL = /^(https?:\/\/|\/|origin\/)\S+$/;

/** The API's rule of one field, under each API name it stands for. */
export function fieldRules(name: string, f: FieldDef): Record<string, z.ZodType> {
  const required = f.required !== false;
  const req = <T extends z.ZodType>(s: T) => (required ? s : s.optional());
  const oneOf = (values: readonly string[], what: string) =>
    z.enum(values as [string, ...string[]], { error: f.apiMessage ?? `must be ${what}` });
  switch (f.kind) {
    case "text":
    case "image":
    case "video": {
      const file = f.kind !== "text";
      let s: z.ZodType<string> = apiText(f.max ?? (file ? 1000 : 200), f.multiline);
      if (required) s = (s as z.ZodString).min(1, `${name} is required`);
      const pattern = f.pattern;
      if (pattern) s = s.refine((v) => (!required && v === "") || pattern.re.test(v), pattern.en);
      if (file) s = s.refine((v) => v === "" || IMAGE_URL.test(v), `must be an uploaded ${f.kind}'s address`);
      return { [name]: required ? s : s.optional().default("") };
    }
    case "number":
    case "money": {
      const min = f.min ?? 0;
      const max = f.max ?? INT4_MAX;
      const places = f.kind === "money" ? (f.places ?? 2) : (f.places ?? 0);
      let s = z.number({ error: `${name} must be a number` }).refine((v) => Number.isFinite(v), `${name} must be a number`);
      if (f.int || places === 0) s = s.refine((v) => Number.isInteger(v), "must be a whole number");
      s = s.refine((v) => v >= min && v <= max, f.apiMessage ?? `must be between ${min} and ${max}`);
      if (places > 0)
        s = s.refine(
          (v) => Math.abs(v * 10 ** places - Math.round(v * 10 ** places)) < 1e-6,
          `${name} has at most ${places} decimal places`,
        );
      // a number left out or null is none (no limit); the form sends null for an empty box
      return { [name]: required ? s : s.nullable().default(null) };
    }
    case "select":
      return { [name]: req(oneOf(f.values!, `one of ${f.values!.join(", ")}`)) };
    case "checkbox":
      return { [name]: z.boolean({ error: "must be true or false" }).default(false) };
    case "multiSelect":
      return { [name]: z.array(oneOf(f.values!, `one of ${f.values!.join(", ")}`)).min(required ? 1 : 0, `choose at least one ${name}`) };
    case "site":
      return { [name]: req(oneOf(ALL_SITES, "a supported site")) };
    case "language":
      return { [name]: req(oneOf(CONTENT_LANGUAGES, `one of ${CONTENT_LANGUAGES.join(", ")}`)) };
    case "country":
      return { [name]: req(oneOf(COUNTRY_CODES, "an ISO 3166-1 alpha-2 country code (e.g. US)")) };
    case "localized": {
      // only the offered languages; a language left empty is not stored
      const need = new Set(f.need ?? []);
      const shape = Object.fromEntries(
        f.values!.map((l) => [
          l,
          need.has(l) ? apiText(f.max ?? 2000, f.multiline).min(1, "is required") : apiText(f.max ?? 2000, f.multiline).optional(),
        ]),
      );
      return {
        [name]: z
          .strictObject(shape, { error: `must be an object of texts in ${f.values!.join(", ")}` })
          .transform((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v))),
      };
    }
    case "schedule":
      return f.days ? { start_day: isoDay, end_day: isoDay } : { start_at: isoInstant, end_at: isoInstant };
    case "redirection": {
      const [type, target] = apiNames(name, f);
      return {
        [type]: z.number({ error: "must be 1 to 6" }).int("must be 1 to 6").min(1, "must be 1 to 6").max(6, "must be 1 to 6"),
        [target]: apiText(500).default(""),
      };
    }
    case "productLines":
      return { [name]: productLinesApi(f.lines!) };
    case "collection":
      return { [name]: f.collection!.api };
    case "picker": {
      const noun = f.source!;
      const id = z
        .number({ error: `must be a ${noun} id` })
        .int(`must be a ${noun} id`)
        .positive(`must be a ${noun} id`)
        .max(INT4_MAX, `must be a ${noun} id`);
      if (!f.multiple) return { [name]: req(id) };
      const [min, max] = [f.min ?? 1, f.max ?? 100];
      const list = z
        .array(id, { error: `must be a list of ${noun} ids` })
        .min(min, `must list ${min} to ${max} ${noun}s`)
        .max(max, `must list ${min} to ${max} ${noun}s`)
        .refine((ids) => new Set(ids).size === ids.length, `a ${noun} is listed twice`);
      return { [name]: req(list) };
    }
    case "siteCurrency":
      return { [name]: req(oneOf(CURRENCY_CODES, "a supported currency code")) };
  }
}

/** Rules across fields the kinds share: a schedule ends after it starts, a redirection has the target its type needs. */
function apiChecks(kind: KindDef) {
  const out: { path: string; ok: (v: Record<string, any>) => boolean; en: Refine["en"]; after?: string[] }[] = [];
  for (const [name, f] of Object.entries(kind.fields)) {
    if (f.kind === "schedule" && f.days)
      out.push({
        path: "end_day",
        ok: (v) => v.end_day >= v.start_day,
        en: "must be on or after start_day",
        after: ["start_day", "end_day"],
      });
    else if (f.kind === "schedule")
      out.push({ path: "end_at", ok: (v) => Date.parse(v.end_at) >= Date.parse(v.start_at), en: "the end must not be before the start" });
    if (f.kind === "redirection") {
      const [type, target] = apiNames(name, f);
      out.push({
        path: target,
        ok: (v) => redirectionTargetOk(v[type], v[target] ?? ""),
        en: "does not suit the redirection type (none for 1, an id for 2–4, an http(s) link for 5, an app link for 6)",
      });
    }
  }
  return [...out, ...(kind.refine ?? [])];
}

/** The API's create or update body: each written field's rule; update carries id and version too. */
export function apiBody(kind: KindDef, mode: "create" | "update") {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(kind.fields)) if (!f.derived) Object.assign(shape, fieldRules(name, f));
  const base = mode === "update" ? z.strictObject({ id: whole("id"), version: whole("version"), ...shape }) : z.strictObject(shape);
  return apiChecks(kind).reduce<z.ZodType>(
    (s, c) =>
      (s as z.ZodObject).refine((v) => c.ok(v as Record<string, unknown>), {
        error: (iss) => (typeof c.en === "string" ? c.en : c.en(iss.input as Record<string, unknown>)),
        path: [c.path],
        when: (p) => isRecord(p.value) && !p.issues.some((i) => (c.after ?? [c.path]).includes(String(i.path?.[0]))),
      }),
    base,
  );
}

const required = { error: "v.required" };
const formText = (max: number, isRequired: boolean, multiline = false) => {
  const s = z
    .string(required)
    .trim()
    .max(max, message("v.tooLong", { max }))
    .refine((v) => multiline || !hasControlChars(v), FORM_MESSAGES.control);
  return isRequired ? s.pipe(z.string().min(1, "v.required")) : s.optional().transform((v) => v ?? "");
};

function formField(name: string, f: FieldDef): Record<string, z.ZodType> {
  const required = f.required !== false;
  const opt = <T extends z.ZodType>(s: T) => (required ? s : s.optional());
  switch (f.kind) {
    case "text": {
      const pattern = f.pattern;
      const s = formText(f.max ?? 200, required, f.multiline);
      return { [name]: pattern ? s.refine((v) => (!required && v === "") || pattern.re.test(v), pattern.key) : s };
    }
    case "localized": {
      // one form field per language; a missing needed language says so in the kind's words
      const need = new Set(f.need ?? []);
      const missing = f.formMessage ?? "v.required";
      return Object.fromEntries(
        f.values!.map((l) => [
          `${f.formPrefix ?? name}_${l}`,
          need.has(l)
            ? z
                .string({ error: missing })
                .trim()
                .min(1, missing)
                .max(f.max ?? 2000, message("v.tooLong", { max: f.max ?? 2000 }))
            : formText(f.max ?? 2000, false, true),
        ]),
      );
    }
    case "image":
    case "video":
      // a chosen file's name stands in for its address until the action uploads it (lib/image-fields.ts)
      return { [name]: formText(f.max ?? 1000, required) };
    case "number":
    case "money": {
      const [min, max] = [f.min ?? 0, f.max ?? (f.kind === "money" ? 1_000_000_000 : INT4_MAX)];
      const whole = f.kind === "number" && (f.int || !f.places);
      const places = f.places ?? (f.kind === "money" ? 2 : 0);
      if (f.formMessage) {
        const m = f.formMessage;
        const n = numberField().refine((v) => v >= min && v <= max && (!whole || Number.isInteger(v)), m);
        return {
          [name]: opt(
            whole ? n : n.refine((v) => Math.abs(v * 10 ** places - Math.round(v * 10 ** places)) < 1e-6, message("v.places", { places })),
          ),
        };
      }
      return { [name]: opt(whole ? intBetween(min, max) : decimalBetween(min, max, places)) };
    }
    case "select":
      return { [name]: opt(choiceOf(formValues(f))) };
    case "checkbox":
      if (f.option) return { [name]: choiceOf(["yes", "no"]) };
      return {
        [name]: z
          .boolean()
          .optional()
          .transform((v) => v ?? false),
      };
    case "multiSelect":
      return { [name]: z.array(choiceOf(formValues(f))).min(required ? 1 : 0, "v.required") };
    case "site":
      return { [name]: opt(choiceOf(ALL_SITES as [string, ...string[]])) };
    case "language":
      return { [name]: opt(choiceOf(CONTENT_LANGUAGES)) };
    case "country":
      return { [name]: z.string({ error: "v.required" }).refine(isCountryCode, "v.notAnOption") };
    case "schedule":
      return f.days ? { start_day: dayField(), end_day: dayField() } : { start_date: dayField(), end_date: dayField() };
    case "redirection": {
      const [type, target] = apiNames(name, f);
      return { [type]: choiceOf(REDIRECTION_TYPES.map(String) as [string, ...string[]]), [target]: formText(500, false) };
    }
    case "productLines":
      return { [name]: productLinesForm(f.lines!) };
    case "collection":
      return { [name]: f.collection!.form };
    case "picker": {
      const id = z.number({ error: "v.required" }).int().positive();
      if (!f.multiple) return { [name]: opt(id) };
      const count = message(f.formMessage ?? "kind.picker.count", { min: f.min ?? 1, max: f.max ?? 100 });
      const list = z
        .array(id, { error: "v.required" })
        .min(f.min ?? 1, count)
        .max(f.max ?? 100, count)
        .refine((ids) => new Set(ids).size === ids.length, "kind.picker.twice");
      // none ticked posts nothing: an empty list where the field is not required
      return { [name]: required ? list : list.optional().transform((ids) => ids ?? []) };
    }
    case "siteCurrency":
      return { [name]: opt(choiceOf(CURRENCY_CODES)) };
  }
}

/** The console form's schema: the same rules with catalog-key messages; all errors at once. */
export function formSchema(kind: KindDef) {
  const shape: Record<string, z.ZodType> = { id: z.number().int().positive().optional(), version: z.number().int().positive().optional() };
  const checks: { path: string; ok: (v: Record<string, any>) => boolean; key: Refine["key"]; after: string[] }[] = [];
  for (const [name, f] of Object.entries(kind.fields)) {
    if (f.derived) continue;
    Object.assign(shape, formField(name, f));
    if (f.kind === "schedule") {
      const [start, end] = f.days ? ["start_day", "end_day"] : ["start_date", "end_date"];
      checks.push({ path: end, ok: (v) => String(v[end]) >= String(v[start]), key: "v.endBeforeStart", after: [start, end] });
    }
    if (f.kind === "redirection") {
      const [type, target] = apiNames(name, f);
      checks.push({
        path: target,
        ok: (v) => redirectionTargetOk(Number(v[type]), v[target] ?? ""),
        key: "kind.redirection.target.invalid",
        after: [type, target],
      });
    }
  }
  for (const r of kind.refine ?? []) checks.push({ path: r.path, ok: r.ok, key: r.key, after: r.after ?? [r.path] });
  return checks.reduce<z.ZodType>(
    (s, c) =>
      (s as z.ZodObject).refine((v) => c.ok(v as Record<string, unknown>), {
        error: (iss) => (typeof c.key === "string" ? c.key : c.key(iss.input as Record<string, unknown>)),
        path: [c.path],
        when: (p) => isRecord(p.value) && !p.issues.some((i) => c.after.includes(String(i.path?.[0]))),
      }),
    z.object(shape),
  );
}
