// One definition per kind of record (issue 36): the table, each field once (its column, its rule
// with the range, its label, how the list shows it, which control the form gives it, how the change
// log reads it), filters and sort, the keys that read apart from the keys that write, the declared
// lifecycle and the paths. Pure data and pure functions: the API (server/resources/kind.ts) and the
// console (app/features/resource/kind-*.ts[x]) both derive from it, so nothing here may import React
// or server code.
import type * as z from "zod";
import type { LineRules, ProductLine } from "../../features/activity/product-lines";
import type { PickerSource } from "../../features/resource/pickers";
import type { Lifecycle } from "../../lib/lifecycle";
import type { SlotRule } from "../resource/slots";

/** Where the storefront shows an image: its box on a 375-pixel-wide phone, the image filling it (cropped). */
export interface StorefrontSize {
  width: number;
  height: number;
}

/** The controls and storage shapes a field can have; each gives its API rule, form control, cell and log format. */
export type FieldKind =
  | "text"
  | "number"
  | "money"
  | "select"
  | "checkbox"
  | "multiSelect"
  | "site"
  | "language"
  | "country"
  | "image"
  /** a video's address from the upload path (origin/videos/, ≤ 10 MB, mp4/webm/mov by its bytes) */
  | "video"
  /** start and end days entered and shown in US West, stored as start_at / end_at instants */
  | "schedule"
  /** the floating redirection type 1–6 and its target (spec section 3) */
  | "redirection"
  /** one text per language (`values`), stored as one JSON object; the languages in `need` must be written */
  | "localized"
  /** a child collection: the record's products in order, typed one `code[, price], name` a line
   * (`lines` gives the most and whether a price is carried), stored as JSON with positions 1…n */
  | "productLines"
  /** a child collection of the kind's own item shape (`collection`: its rules in both halves, how it is
   * typed one item a line and how one item reads), stored as a JSON array in order; `<name>_count` beside it */
  | "collection"
  /** a record of another kind (`source`) of the form's site (field `site`) chosen from the shared picker,
   * never typed: its id, or with `multiple` a list of `min`…`max` ids, none twice (issue 41 §6) */
  | "picker"
  /** a money field's currency: one of the currencies of the site in field `site` (issue 41 §2) */
  | "siteCurrency";

export interface FieldDef {
  kind: FieldKind;
  /** catalog key of its label (list header, form label, log field) */
  label: string;
  /** the table's column where it differs from the API's field name */
  column?: string;
  /** empty is refused ("required"); true unless said otherwise. A number left empty is null (a quota without limit) */
  required?: boolean;
  /** text: at most this many characters; number/money: the range; a multiple picker: how many */
  max?: number;
  min?: number;
  /** number: a whole number; otherwise at most `places` decimals */
  int?: boolean;
  places?: number;
  multiline?: boolean;
  /** select / multiSelect: the stored values */
  values?: readonly string[];
  /** select: each stored value as the form posts it, where a form cannot carry it (an empty string) */
  formAs?: Record<string, string>;
  /**
   * select: the catalog key of a value's label, from its form value; the value itself when absent.
   * checkbox: asked instead as a two-way select, "yes" and "no" labelled so (a choice made on purpose,
   * e.g. forcing an update). localized: the label of a language's text box.
   */
  option?: (formValue: string) => string;
  /** set by the server (derived in `check`), never by a form: read and logged, not written */
  derived?: boolean;
  /** false: a body field only (a confirmation), checked and handed to `check`, never stored, read or logged */
  stored?: false;
  /** number: read as its exact decimal text (`rate::text`, "1.371200"), not as a float */
  exact?: boolean;
  /** the English rule message the API answers when a value is not one of the declared ones (number: out of its range) */
  apiMessage?: string;
  /** picker: the kind of record picked; picker / siteCurrency: the form's field holding the site */
  source?: PickerSource;
  site?: string;
  /** picker: a list of ids (`min`…`max` of them) rather than one */
  multiple?: boolean;
  /** shown in the list as a column; `sort` makes its header sort the list */
  list?: boolean | { sort: true };
  /** the filter's query parameter, where it is not the field's name (`?currency=` for `currency_code`) */
  filterAs?: string;
  /** number / money: the catalog key the form shows for a value out of range (or not whole), where the kind words it itself */
  formMessage?: string;
  /** offered as a list filter: equals a value, contains a text, or (a schedule) scheduled / in effect / expired now */
  filter?: "equals" | "contains" | "period";
  /** schedule: the API takes the first and last US West days (`start_day`, `end_day`, YYYY-MM-DD) as the
   * form does, and the server stores their instants; otherwise the API takes the instants themselves */
  days?: boolean;
  /** productLines: how many lines, and the price column */
  lines?: LineRules;
  /** collection: the item shape's rules and texts */
  collection?: ChildCollection<any>;
  /** productLines / collection: the catalog key of its count (`<name>_count` in the row), read in the log */
  count?: string;
  /** a new record's form value */
  default?: string | number | boolean;
  /** image: the size (CSS pixels on a 375-wide phone) the storefront shows it at, previewed so in the form */
  storefront?: StorefrontSize;
  /** form fields sharing a row number sit side by side */
  row?: number;
  /** catalog key of the hint under its form control */
  help?: string;
  /** text: a form it must have (the API's English message, the form's catalog key, a value that has it) */
  pattern?: { re: RegExp; en: string; key: string; example: string };
  /** localized: the languages that must be written; the form's field of a language is `<formPrefix>_<lang>` */
  need?: readonly string[];
  formPrefix?: string;
}

/** A translation as the screens give it: a catalog key with its values → the text. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * A child collection whose items are not products (a wheel's prize slots): the API's rule of the whole
 * list (English messages; it may add rules across the items), the form's rule of its value (catalog
 * keys; a wheel's rows), the form's value as the API's items and the stored items as the form's value
 * again, and one item as the list and the change log write it. The server stores the API's items as
 * they come out of `api`, in order; their place in the array is their slot. The form control is the
 * screen's own (`controls`): a collection has no derived one.
 */
export interface ChildCollection<Item = unknown> {
  api: z.ZodType<Item[], any>;
  form: z.ZodType<any, any>;
  toBody: (formValue: unknown) => unknown[];
  toForm: (items: Item[]) => unknown;
  text: (item: Item, t: Translate) => string;
}

export interface KindDef<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** audit-log entity */
  entity: string;
  /** names the record in the API's messages */
  noun: { en: string; zh: string };
  /** route-tree name of its list (reading key) and, where the spec gives them a route, of its forms */
  route: string;
  formRoute?: string;
  /** the permission keys: reading apart from writing; writes default to the route tree's intents */
  keys?: { read?: string[]; write?: Record<string, WriteKeys> };
  table: string;
  fields: F;
  lifecycle?: Lifecycle;
  /** API paths: the list, the record's base (`<one>/{id}`, `/create`, `/update`, `/change-status`), and where the spec names them otherwise */
  api: {
    list: string;
    one: string;
    show?: string;
    create?: string;
    update?: string;
    status?: string;
    transitions?: "one" | "each";
    log?: string;
    /** where `hardDelete` deletes (`<one>/delete` by default) */
    delete?: string;
    /**
     * The spec's one write of a kind (`…/store`): a body without `id` creates, one with `id` and `version`
     * updates, `{id, status: <transition>}` moves the record. Stands for create, update and the transitions.
     */
    store?: string;
  };
  /** the default order (SQL): columns the select returns by their names, each `asc` or `desc`, ending in `id` for keyset pages */
  order?: string;
  /**
   * Its list pages by keyset as well as by page: `after=<cursor>` (the `next` of the page before)
   * continues the declared `order`, which its migration indexes; no count, so any depth costs the same.
   */
  keyset?: boolean;
  /**
   * Its records may be deleted for good: `POST <one>/delete {id, version}` with the route tree's
   * `delete` intent, asked to confirm first in the console (JavaScript or not), an audit row kept.
   */
  hardDelete?: boolean;
  /**
   * A reader without the write key who opens a record's form page sees the record as a read-only
   * detail (each field as the list shows it), not a disabled form and not a refusal; the list's
   * rows link to it.
   */
  readOnlyDetail?: boolean;
  /**
   * The API serves it from this definition alone (`server/modules/kinds/routes.ts` finds every such
   * kind here): no module lists it, because it has no hand-written rule or endpoint.
   */
  apiFromDefinition?: boolean;
  /** more sortable fields than the list's columns (API field → column) */
  sort?: Record<string, string>;
  /** the catalog keys of its screens */
  text: { create: string; createTitle: string; editTitle: string; label: string; kind: string };
  /**
   * The storefront slot its live records claim (app/domain/resource/slots.ts): the API refuses making
   * a record live into a taken slot, and the campaign calendar flags two records claiming one.
   */
  slot?: SlotRule;
  /** checks across fields, in both halves: `en` is the API's message, `key` the form's catalog key */
  refine?: Refine[];
}

/**
 * A check across fields, in both halves: `en` is the API's message, `key` the form's catalog key (each
 * may be worked out from the values, e.g. a range that depends on another field); it runs once the
 * fields in `after` (default: `path`) have no error of their own.
 */
export interface Refine {
  path: string;
  ok: (v: Record<string, any>) => boolean;
  en: string | ((v: Record<string, any>) => string);
  key: string | ((v: Record<string, any>) => string);
  after?: string[];
}

/** The key a write needs, or keys any one of which will do (one API serving several routes' records). */
export type WriteKeys = string | readonly string[];

export const defineKind = <F extends Record<string, FieldDef>>(def: KindDef<F>) => def;

/** The API fields a field stands for (a schedule is two, a redirection its type and target). */
export function apiNames(name: string, f: FieldDef): string[] {
  if (f.kind === "schedule") return f.days ? ["start_day", "end_day"] : ["start_at", "end_at"];
  if (f.kind === "redirection") return [`${name}_type`, `${name}_target`];
  return [name];
}

/** The fields a field stands for in a row the API returns (a schedule is its instants, whichever the body carries). */
export const rowNames = (name: string, f: FieldDef) => (f.kind === "schedule" ? ["start_at", "end_at"] : apiNames(name, f));

/** the form's values of a select (what a form can carry for each stored value) */
export const formValues = (f: FieldDef) => (f.values ?? []).map((v) => f.formAs?.[v] ?? v) as [string, ...string[]];

/** The record as the API returns it: each field's columns (aliased to its names) and the bookkeeping. */
export function selectList(kind: KindDef): string {
  const cols = ["id"];
  for (const [name, f] of Object.entries(kind.fields)) {
    if (f.stored === false) continue;
    for (const n of rowNames(name, f)) {
      const col = f.column && n === name ? f.column : n;
      // numeric columns come back as text from the driver: a float where the kind reads numbers, the exact text where it asks
      const numeric = f.kind === "money" || (f.kind === "number" && !!f.places);
      cols.push(f.exact ? `${col}::text as ${n}` : numeric ? `${col}::float8 as ${n}` : col === n ? n : `${col} as ${n}`);
    }
    if (f.kind === "productLines" || f.kind === "collection") cols.push(`jsonb_array_length(${f.column ?? name}) as ${name}_count`);
  }
  if (kind.lifecycle && !(kind.lifecycle.field in kind.fields)) cols.push(kind.lifecycle.field);
  return [...cols, "version", "updated_by", "created_at", "updated_at"].join(", ");
}

/** API field → column, where they differ (for writes, filters and sort). */
export function columnsOf(kind: KindDef): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [name, f] of Object.entries(kind.fields)) {
    if (f.column) out[name] = f.column;
    if (f.stored === false) out[name] = null;
    // days are no columns: the server stores their instants
    if (f.kind === "schedule" && f.days) Object.assign(out, { start_day: null, end_day: null });
  }
  return out;
}

type ValueOf<F extends FieldDef> = F["exact"] extends true
  ? string
  : F["kind"] extends "number" | "money"
    ? number
    : F["kind"] extends "checkbox"
      ? boolean
      : F["kind"] extends "multiSelect"
        ? string[]
        : F["kind"] extends "localized"
          ? Record<string, string>
          : F["kind"] extends "productLines"
            ? ProductLine[]
            : F["kind"] extends "collection"
              ? F["collection"] extends ChildCollection<infer I>
                ? I[]
                : unknown[]
              : F["kind"] extends "picker"
                ? F["multiple"] extends true
                  ? number[]
                  : number
                : string;

/** The row type of a kind, as its list and show endpoints return it. */
export type RowOf<K extends KindDef> = { id: number; version: number; updated_by: string; created_at: string; updated_at: string } & {
  [N in keyof K["fields"] & string as K["fields"][N]["kind"] extends "schedule" | "redirection" ? never : N]: ValueOf<K["fields"][N]>;
} & (HasKind<K, "schedule"> extends true ? { start_at: string; end_at: string } : unknown) &
  Record<string, unknown>;
type HasKind<K extends KindDef, k extends FieldKind> = k extends K["fields"][keyof K["fields"]]["kind"] ? true : false;

/** The declared order as columns and directions (`priority desc, id desc`), for keyset pages. */
export function orderColumns(order: string): { column: string; desc: boolean }[] {
  return order.split(",").map((part) => {
    const [column = "", dir = "asc", ...rest] = part.trim().split(/\s+/);
    if (!/^[a-z_][a-z0-9_]*$/.test(column) || !/^(asc|desc)$/i.test(dir) || rest.length)
      throw new Error(`order "${order}": expected "<column> asc|desc, …"`);
    return { column, desc: dir.toLowerCase() === "desc" };
  });
}
