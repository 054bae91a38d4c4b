// A kind's one definition (app/domain/kinds) as the console's screen definition: the list's columns
// and filters, the form's sections, its change-log view, all from the declared fields. What a screen
// shows differently is passed in `hand` and wins over the derived piece.
import { apiNames, formValues, rowNames, type FieldDef, type KindDef, type RowOf } from "~/domain/kinds/kind";
import { ALL_SITES, CONTENT_LANGUAGES, type UiLocale } from "~/lib/constants";
import { countryLabel, type CountryNames } from "~/lib/country-names";
import type { T } from "~/lib/i18n";
import { PERIOD_STATES } from "~/lib/lifecycle";
import { productLines, type ProductLine } from "../activity/product-lines";
import { siteName } from "~/lib/sites";
import { formatUsWest, usWestDate } from "~/lib/time";
import { twoLinesHtml } from "~/ui/cells";
import { html } from "~/ui/html";
import type { Cell } from "~/ui/ListTable";
import type { LogView } from "~/ui/LogTable";
import { actionsColumn, stateColumn, updatedColumn } from "./columns";
import {
  defineScreen,
  type ColumnSpec,
  type CountryFilterComponent,
  type FieldSpec,
  type FilterSpec,
  type FormSection,
  type NameContext,
  type ScreenDef,
} from "./screen";

/** languages written right to left: their text boxes are too */
const RTL = new Set(["ar", "he", "fa", "ur"]);
const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));
/** a stored select value as its form value, and back */
export const toForm = (f: FieldDef, v: unknown) => f.formAs?.[str(v)] ?? str(v);
export const toStored = (f: FieldDef, v: string) => Object.entries(f.formAs ?? {}).find(([, form]) => form === v)?.[0] ?? v;
const optionText = (f: FieldDef, t: T) => (v: string) => (f.option ? t(f.option(v)) : v);

/** A field's value as every screen writes it: the list's cell and the change log's value. */
export function fieldText(name: string, f: FieldDef, row: Record<string, unknown>, t: T, countries?: CountryNames): string {
  const v = row[name];
  switch (f.kind) {
    case "site":
      return siteName(t, str(v));
    case "language":
      return v ? t(`kind.lang.${str(v)}`) : "";
    case "country":
      return v ? `${countryLabel(countries, str(v))} (${str(v)})` : "";
    case "select":
      return optionText(f, t)(toForm(f, v));
    case "multiSelect":
      return (Array.isArray(v) ? v : []).map((x) => optionText(f, t)(toForm(f, x))).join(", ");
    case "checkbox":
      return t(f.option ? f.option(v ? "yes" : "no") : v ? "common.yes" : "common.no");
    case "localized":
      return Object.entries(v && typeof v === "object" ? v : {})
        .map(([l, text]) => `${l}: ${str(text)}`)
        .join("\n");
    case "schedule":
      return row.start_at ? t("common.dayRange", { start: formatUsWest(str(row.start_at)), end: formatUsWest(str(row.end_at)) }) : "";
    case "productLines":
      return (Array.isArray(v) ? (v as ProductLine[]) : [])
        .map((p) => `${p.position}. ${p.product_code}${p.price === undefined ? "" : ` ${p.price}`}`)
        .join(" · ");
    case "collection":
      return (Array.isArray(v) ? v : []).map((item, i) => `${i + 1}. ${f.collection!.text(item, t)}`).join(" | ");
    case "redirection": {
      const [type, target] = apiNames(name, f);
      return row[type] ? `${t(`kind.redirect.${str(row[type])}`)}${row[target] ? ` · ${str(row[target])}` : ""}` : "";
    }
    case "picker":
      return (Array.isArray(v) ? v : v ? [v] : []).map((id) => `#${str(id)}`).join(", ");
    case "number":
      // an empty number is none: no limit
      return v === null || v === undefined ? (f.required === false ? t("kind.noLimit") : "") : str(v);
    default:
      return str(v);
  }
}

function cellOf(name: string, f: FieldDef): ColumnSpec<Record<string, unknown>>["cell"] {
  if (f.kind === "image")
    return (r, { t }) =>
      r[name]
        ? html`<img src="${str(r[name])}" alt="${t("kind.imageOf", { label: t(f.label) })}" class="console-image-thumb" loading="lazy">`
        : "—";
  // the languages written, in the declared order
  if (f.kind === "localized") return (r) => (f.values ?? []).filter((l) => (r[name] as Record<string, string> | null)?.[l]).join(" · ");
  // a video is not played in a list: a link opens it (the player is the browser's own)
  if (f.kind === "video")
    return (r, { t }) =>
      r[name] ? html`<a href="${str(r[name])}" target="_blank" rel="noopener">${t("kind.video.open", { label: t(f.label) })}</a>` : "—";
  if (f.kind === "redirection") {
    const [type, target] = apiNames(name, f);
    return (r, { t }) => twoLinesHtml(t(`kind.redirect.${str(r[type])}`), str(r[target]));
  }
  return (r, { t, data }) => fieldText(name, f, r, t, (data as { countryNames?: CountryNames } | undefined)?.countryNames) as Cell;
}

/**
 * The form's sections: fields sharing a `row` side by side, in declared order; a schedule is its two
 * days. A field the screen writes by hand (`controls`) is that section in its place, or none (null:
 * another hand-written section shows it).
 */
function sectionsOf(kind: KindDef, controls: Controls = {}): FormSection[] {
  const rows = new Map<string, FieldSpec[] | FormSection>();
  for (const [name, f] of Object.entries(kind.fields)) {
    if (f.derived) continue;
    if (name in controls) {
      const own = controls[name];
      if (own && typeof own === "object" && "stack" in own) own.stack.forEach((section, i) => rows.set(`hand:${name}:${i}`, section));
      else if (own) rows.set(`hand:${name}`, own);
      continue;
    }
    // a field's hint sits under its (first) control; a localized text's languages are one below the other
    const own = fieldSpecs(name, f).map((spec, i) => (f.help && i === 0 ? { ...spec, help: f.help } : spec));
    if (f.kind === "localized") for (const spec of own) rows.set(`field:${spec.name}`, [spec]);
    else {
      const key = f.row === undefined ? `field:${name}` : `row:${f.row}`;
      rows.set(key, [...((rows.get(key) as FieldSpec[] | undefined) ?? []), ...own]);
    }
  }
  return [...rows.entries()].map(([key, r]) =>
    key.startsWith("hand:") ? (r as FormSection) : (r as FieldSpec[]).length === 1 ? (r as FieldSpec[])[0] : (r as FieldSpec[]),
  );
}

/** hand-written form sections in place of a field's derived control (`stack`: several, one below the other; null: shown by another section) */
type Controls = Record<string, FormSection | { stack: FormSection[] } | null>;

function fieldSpecs(name: string, f: FieldDef): FieldSpec[] {
  const specs = controlSpecs(name, f);
  return f.help ? specs.map((s) => ({ ...s, help: f.help })) : specs;
}

function controlSpecs(name: string, f: FieldDef): FieldSpec[] {
  const label = f.label;
  switch (f.kind) {
    case "schedule": {
      const [start, end] = f.days ? ["start_day", "end_day"] : ["start_date", "end_date"];
      return [
        { name: start, label: (t) => `${t(label)} · ${t("kind.startDay")}`, kind: "date" },
        { name: end, label: (t) => `${t(label)} · ${t("kind.endDay")}`, kind: "date", help: "common.timezone" },
      ];
    }
    case "redirection": {
      const [type, target] = apiNames(name, f);
      return [
        {
          name: type,
          label: "kind.redirection.type",
          kind: "select",
          placeholder: true,
          values: ["1", "2", "3", "4", "5", "6"],
          option: (v, t) => t(`kind.redirect.${v}`),
        },
        { name: target, label: "kind.redirection.target", help: "kind.redirection.help" },
      ];
    }
    case "select":
    case "site":
    case "language": {
      const values = f.kind === "select" ? formValues(f) : f.kind === "site" ? ALL_SITES : CONTENT_LANGUAGES;
      const option =
        f.kind === "select"
          ? (v: string, t: T) => optionText(f, t)(v)
          : f.kind === "site"
            ? (v: string, t: T) => siteName(t, v)
            : (v: string, t: T) => t(`kind.lang.${v}`);
      return [{ name, label, kind: "select", placeholder: f.required !== false && f.default === undefined, values, option }];
    }
    case "productLines":
      return [{ name, label, kind: "multiline", rows: 8 }];
    case "collection":
      // written by the screen (its `controls`): rows of the item's own shape
      return [];
    case "multiSelect":
      return [{ name, label, kind: "multiSelect", values: formValues(f), option: (v, t) => optionText(f, t)(v) }];
    case "localized":
      return (f.values ?? []).map((l) => ({
        name: `${f.formPrefix ?? name}_${l}`,
        label: f.option ? f.option(l) : `${label}.${l}`,
        kind: "multiline" as const,
        dir: RTL.has(l) ? ("rtl" as const) : undefined,
      }));
    case "number":
      return [{ name, label, kind: f.int || !f.places ? "integer" : "decimal" }];
    case "money":
      return [{ name, label, kind: "decimal" }];
    case "checkbox":
      if (f.option) {
        const option = f.option;
        return [{ name, label, kind: "select", values: ["yes", "no"], option: (v, t) => t(option(v)) }];
      }
      return [{ name, label, kind: f.kind }];
    case "image":
      return [{ name, label, kind: f.kind, storefront: f.storefront }];
    case "country":
    case "video":
      return [{ name, label, kind: f.kind }];
    case "picker":
      return [{ name, label, kind: "picker", source: f.source!, site: f.site ?? "site", multiple: f.multiple }];
    case "siteCurrency":
      return [{ name, label, kind: "siteCurrency", site: f.site ?? "site" }];
    default:
      return [{ name, label, kind: f.multiline ? "multiline" : "text" }];
  }
}

/** The record as the form's values: selects as the form carries them, a schedule as its US West days, a redirection type as text. */
export function formValuesOf(kind: KindDef, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  for (const [name, f] of Object.entries(kind.fields)) {
    if (f.kind === "select") out[name] = toForm(f, row[name]);
    if (f.kind === "multiSelect") out[name] = (Array.isArray(row[name]) ? (row[name] as unknown[]) : []).map((v) => toForm(f, v));
    if (f.kind === "checkbox") out[name] = f.option ? (row[name] ? "yes" : "no") : row[name] ? "on" : undefined;
    if (f.kind === "localized") {
      const texts = (row[name] ?? {}) as Record<string, string>;
      for (const l of f.values ?? []) out[`${f.formPrefix ?? name}_${l}`] = texts[l] ?? "";
    }
    if (f.kind === "schedule" && row.start_at) {
      const [start, end] = f.days ? ["start_day", "end_day"] : ["start_date", "end_date"];
      Object.assign(out, { [start]: usWestDate(str(row.start_at)), [end]: usWestDate(str(row.end_at)) });
    }
    if (f.kind === "redirection") out[`${name}_type`] = str(row[`${name}_type`]);
    if (f.kind === "collection") out[name] = f.collection!.toForm(Array.isArray(row[name]) ? (row[name] as unknown[]) : []);
    if (f.kind === "productLines") out[name] = productLines(Array.isArray(row[name]) ? (row[name] as ProductLine[]) : []);
    if (f.kind === "picker" && Array.isArray(row[name])) out[name] = (row[name] as unknown[]).map(String);
    if ((f.kind === "number" || f.kind === "money") && row[name] === null) out[name] = "";
  }
  return out;
}

/** How the kind's change log reads: every field with its label and its value as the screens write it. */
export function kindLogView(kind: KindDef, name: (r: Record<string, unknown>, c: NameContext) => string) {
  return (t: T, locale: UiLocale, countries?: CountryNames): LogView => {
    const fields: LogView["fields"] = {};
    for (const [n, f] of Object.entries(kind.fields)) {
      if (f.stored === false) continue;
      if (f.kind === "schedule") {
        fields.start_at = { label: `${t(f.label)} · ${t("kind.startDay")}`, format: (v) => (v ? formatUsWest(str(v)) : "—") };
        fields.end_at = { label: `${t(f.label)} · ${t("kind.endDay")}`, format: (v) => (v ? formatUsWest(str(v)) : "—") };
      } else if (f.kind === "redirection") {
        const [type, target] = apiNames(n, f);
        fields[type] = { label: t("kind.redirection.type"), format: (v) => (v ? t(`kind.redirect.${str(v)}`) : "—") };
        fields[target] = { label: t("kind.redirection.target") };
      } else fields[n] = { label: t(f.label), format: (v) => fieldText(n, f, { [n]: v }, t, countries) || "—" };
      if (f.count) fields[`${n}_count`] = { label: t(f.count) };
    }
    if (kind.lifecycle) {
      const l = kind.lifecycle;
      fields[l.field] = {
        label: t("common.status"),
        format: (v) => t(Object.values(l.states).find((s) => s.value === v)?.label ?? str(v)),
      };
    }
    return { kind: t(kind.text.kind), name: (r) => name(r, { t, locale, countries }), fields };
  };
}

type Hand<Row extends { id: number }> = Partial<Omit<ScreenDef<Row>, "list" | "form">> & {
  list?: Partial<ScreenDef<Row>["list"]>;
  form?: Partial<NonNullable<ScreenDef<Row>["form"]>>;
  /** the picker a country field's list filter uses, named by the screen (the country table then loads only where a list filters by country) */
  countryFilter?: CountryFilterComponent;
  /** fields whose form control is written by hand: a section in the field's place, or null where another section shows it */
  controls?: Controls;
};

/** The screen of a kind: derived list, filters, form and log; `hand` replaces any piece of them. */
export function kindScreen<K extends KindDef>(
  kind: K,
  validator: NonNullable<ScreenDef<RowOf<K>>["form"]>["validator"],
  hand: Hand<RowOf<K>> = {},
): ScreenDef<RowOf<K>> {
  type Row = RowOf<K>;
  const columns: ColumnSpec<Row>[] = [];
  const filters: FilterSpec[] = [];
  const conflictLabels: Record<string, string> = {};
  const defaults: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(kind.fields)) {
    if (f.list)
      columns.push({
        title: f.label,
        sort: typeof f.list === "object" ? rowNames(name, f)[0] : undefined,
        // amounts and counts line up by their last digit
        align: f.kind === "number" || f.kind === "money" ? "end" : undefined,
        cell: cellOf(name, f) as ColumnSpec<Row>["cell"],
      });
    const param = f.filterAs ?? name;
    if (f.filter === "contains") filters.push({ name: param, label: f.label, kind: "text" });
    if (f.filter === "period")
      filters.push({ name: "period", label: "common.period", kind: "select", values: PERIOD_STATES, option: (v, t) => t(`period.${v}`) });
    if (f.filter === "equals" && f.kind === "checkbox") {
      const option = f.option ?? ((v: string) => (v === "yes" ? "common.yes" : "common.no"));
      filters.push({
        name: param,
        label: f.label,
        kind: "select",
        values: ["true", "false"],
        option: (v, t) => t(option(v === "true" ? "yes" : "no")),
      });
    } else if (f.filter === "equals" && f.kind === "country") {
      if (!hand.countryFilter) throw new Error(`${kind.entity}: a country filter needs the screen's countryFilter`);
      filters.push({ name: param, label: f.label, kind: "country", Filter: hand.countryFilter });
    } else if (f.filter === "equals")
      filters.push({
        label: f.label,
        kind: "select",
        ...(fieldSpecs(name, f)[0] as { values: readonly string[]; option?: (v: string, t: T) => string }),
        name: param,
      });
    if (!f.derived && f.stored !== false) conflictLabels[name] = f.label;
    if (f.default !== undefined) defaults[name] = f.kind === "checkbox" && f.option ? (f.default ? "yes" : "no") : f.default;
  }
  if (kind.lifecycle) {
    filters.push({ kind: "state" });
    const schedule = Object.values(kind.fields).some((f) => f.kind === "schedule");
    columns.push(stateColumn(kind.lifecycle, schedule ? { period: ["start_at", "end_at"] as never } : {}) as ColumnSpec<Row>);
  }
  columns.push(updatedColumn as unknown as ColumnSpec<Row>, actionsColumn as ColumnSpec<Row>);
  // the read-only detail: every field as the list shows it, then the state and the last change (the
  // columns before the actions)
  const detail = kind.readOnlyDetail
    ? [
        ...Object.entries(kind.fields).map(([name, f]) => ({ label: f.label, cell: cellOf(name, f) as ColumnSpec<Row>["cell"] })),
        ...columns.slice(kind.lifecycle ? -3 : -2, -1).map((c) => ({ label: c.title, cell: c.cell })),
      ]
    : undefined;
  const multipart = Object.values(kind.fields).some((f) => f.kind === "image" || f.kind === "video");
  return defineScreen<Row>({
    route: kind.route,
    formRoute: kind.formRoute,
    lifecycle: kind.lifecycle,
    countries: Object.values(kind.fields).some((f) => f.kind === "country"),
    logView: kindLogView(kind, (r) => `#${str(r.id)}`),
    keyset: kind.keyset,
    hardDelete: kind.hardDelete,
    detail,
    ...withoutPicker(hand),
    list: { create: kind.text.create, label: kind.text.label, defaultOrder: "sort.newestFirst", filters, columns, ...hand.list },
    form: {
      id: kind.entity,
      title: { create: kind.text.createTitle, update: kind.text.editTitle },
      validator,
      defaults,
      multipart,
      fromRecord: (r) => formValuesOf(kind, r as Record<string, unknown>),
      conflictLabels,
      sections: sectionsOf(kind, hand.controls),
      ...hand.form,
    },
  });
}

const withoutPicker = <H extends { countryFilter?: unknown; controls?: unknown }>({
  countryFilter: _picker,
  controls: _hand,
  ...rest
}: H) => rest;
