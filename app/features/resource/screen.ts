import type { ComponentType } from "react";
// The console half of a resource: what its list shows and filters, what its form asks for. One
// definition per kind (app/features/<area>/<kind>.tsx) gives the list and form screens; the
// server half (<kind>.server.ts, resourceRoutes) gives their loaders and actions. Who may do what
// comes from the route tree (the definition names its route); which transitions a row offers comes
// from its lifecycle (app/lib/lifecycle.ts), the same declaration the API applies.
import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import type { CountryNames } from "~/lib/country-names";
import type { UiLocale } from "~/lib/constants";
import type { T } from "~/lib/i18n";
import type { Lifecycle } from "~/lib/lifecycle";
import type { LogView } from "~/ui/LogTable";
import type { Html } from "~/ui/html";
import type { Cell } from "~/ui/ListTable";
import type { Validate } from "~/ui/RecordForm";
import type { PickerSource } from "./pickers";

/** A catalog key, or text made from the screen's loaded data (e.g. the base currency). */
// the loaded data differs per screen; each definition knows what its own loader returned
export type Label = string | ((t: T, data: any) => string);

export interface Choices {
  values: readonly string[];
  /** the option's text; the value itself when absent */
  option?: (value: string, t: T) => string;
}

/** ui/CountryPicker's CountryFilter, as a screen names it */
export type CountryFilterComponent = ComponentType<{ name: string; label: string; defaultValue?: string | null }>;

export type FilterSpec =
  | ({ name: string; label: string; kind: "select" } & Choices)
  | { name: string; label: string; kind: "text" | "date" }
  /**
   * an ISO 3166-1 country, chosen with `Filter` (ui/CountryPicker's CountryFilter): named by the screen
   * that uses it, so the country list reaches only the first load of the lists that filter by country
   */
  | { name: string; label: string; kind: "country"; Filter: CountryFilterComponent }
  /** kept from the URL but not shown: the parent a drill-down list is narrowed to */
  | { name: string; kind: "hidden" }
  /** the lifecycle's states, on the state field */
  | { kind: "state" };

export interface CellContext {
  t: T;
  locale: UiLocale;
  data: any;
  /** the row's actions: edit, the transitions its state allows, its change log */
  actions(row: { id: number }): Html;
}

export interface ColumnSpec<Row> {
  title: Label;
  /** text or ui/html.ts markup lets the list write its rows as one string (ui/ListTable.tsx); React nodes work too */
  cell(row: Row, c: CellContext): Cell;
  align?: "start" | "end";
  /** the API's sort field for this column (one the server definition declares): its header sorts the list */
  sort?: string;
}

export type FieldSpec =
  | {
      name: string;
      label: Label;
      /** "country": an ISO 3166-1 code chosen with ui/CountryPicker */
      kind?: "text" | "decimal" | "integer" | "date" | "multiline" | "country" | "checkbox" | "image" | "video";
      help?: string;
      /** image: the storefront's box for it (the form previews the image at that size) */
      storefront?: { width: number; height: number };
      /** the text's direction where it is not the interface's (an Arabic text) */
      dir?: "rtl";
      /** multiline: the box's lines (2 unless said) */
      rows?: number;
    }
  | ({ name: string; label: Label; kind: "select"; placeholder?: boolean; help?: string } & Choices)
  | ({ name: string; label: Label; kind: "multiSelect"; help?: string } & Choices)
  /**
   * a record of another kind chosen from a list of the form's site (issue 41 §6: never a typed code):
   * `source` may depend on the form's values (a task's reward kind); `site` names the site field
   */
  | {
      name: string;
      label: Label;
      kind: "picker";
      source: PickerSource | ((values: Record<string, unknown>) => PickerSource | null);
      site: string;
      multiple?: boolean;
      help?: string;
      /** the ticked records' products are added as lines to this productLines text field (with their site price where `price`) */
      adds?: { to: string; price?: boolean };
    }
  /** a money form's currency: only the currencies of the site in field `site` (the loader's `site_currencies`) */
  | { name: string; label: Label; kind: "siteCurrency"; site: string };

type Fields = Record<string, FieldMetadata<unknown>>;
/** A row of fields side by side, one field, or a hand-written section. */
export type FormSection = FieldSpec[] | FieldSpec | ((fields: Fields, c: { t: T; data: any }) => ReactNode);

/** What naming a record may read: the interface language (a site's name, lib/sites.ts) and the page's country names. */
export interface NameContext {
  t: T;
  locale: UiLocale;
  countries?: CountryNames;
}

export interface ScreenDef<Row extends { id: number }> {
  /** route-tree name */
  route: string;
  /**
   * The hidden route whose pages are the create and edit forms (`/<formRoute>/new`,
   * `/<formRoute>/<id>`), where the spec gives the forms a route of their own (`<list>-edit`);
   * by default they are pages below the list.
   */
  formRoute?: string;
  lifecycle?: Lifecycle;
  /** how staff name a record in the interface language: edit headings, toasts, confirmations (`#<id>` when absent) */
  name?: (row: Row, c: NameContext) => string;
  /**
   * Before a transition that needs confirmation (lib/transitions.ts): the records of the same kind
   * (the list's API filters, and how that kind is called) — when this is the last of them in its
   * state, the question says nothing of that kind would be left.
   */
  lastOfKind?: (row: Row, t: T) => { filters: Record<string, string>; label: string };
  /** how its change log reads (field labels, values, record names); by `?logs=<name>` where the page logs several kinds */
  logView?: (t: T, locale: UiLocale, countries?: CountryNames) => LogView | ((which: string) => LogView | undefined);
  /**
   * its rows hold ISO country codes: its loaders send the names of the page's countries
   * (`countryNames`, lib/country-names.server.ts), which cells, names and the log read
   */
  countries?: boolean;
  /** its list pages by keyset (`?after=<cursor>`, the API's `next`) past the first page */
  keyset?: boolean;
  /** rows offer a delete for good (the route tree's `delete` intent), asked first */
  hardDelete?: boolean;
  /** the read-only detail a reader without the write key sees on a record's form page: label and value per row */
  detail?: { label: Label; cell: ColumnSpec<Row>["cell"] }[];
  list: {
    /** catalog keys: the create button, the table's accessible name, an optional heading above it */
    create?: string;
    label: string;
    heading?: string;
    /** catalog key: the order when no column is chosen ("newest first") */
    defaultOrder?: string;
    filters: FilterSpec[];
    columns: ColumnSpec<Row>[];
  };
  form?: {
    /** the form element's id: `<id>-new`, `<id>-<record id>` */
    id: string;
    /** catalog keys; `update` gets {{name}} (the record's name) and {{id}} */
    title: { create: string; update?: string };
    /** loads the form's schema check in the browser (a dynamic import keeps zod out of the list) */
    validator: () => Promise<Validate>;
    defaults?: Record<string, unknown>;
    /** the record as the form's values, where they differ */
    fromRecord?: (row: Row) => Record<string, unknown>;
    /** the values a picker's GET carried back (rows already nested), where the form reads more from them */
    fromTyped?: (values: Record<string, unknown>) => Record<string, unknown>;
    /** fields named in the edit-conflict banner → catalog key */
    conflictLabels?: Record<string, string>;
    sections: FormSection[];
    /** it has image fields: posted as multipart/form-data (ui/ImageField.tsx) */
    multipart?: boolean;
  };
}

export const defineScreen = <Row extends { id: number }>(def: ScreenDef<Row>) => def;

export const labelOf = (label: Label, t: T, data: unknown) => (typeof label === "function" ? label(t, data) : t(label));

export const optionsOf = (c: Choices, t: T) => c.values.map((v) => ({ value: v, label: c.option ? c.option(v, t) : v }));

/** The fields the list can be sorted by (`?sort=<field>` or `?sort=-<field>` in its URL): its sortable columns'. */
export const sortKeys = (def: { list: { columns: { sort?: string }[] } }) => def.list.columns.flatMap((c) => (c.sort ? [c.sort] : []));
