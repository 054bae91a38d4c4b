import type { RouteContext } from "~/lib/auth.server";
import { pickersApi } from "./api.server";
import { ROWS_CHANGED } from "./list-intent.server";
import { ADD_PARAM, addPicked } from "./picker-add.server";
import { idsOf, nestRows, typedValues, type PickerData } from "./picker-values";
import { PICKERS, type PickerSource, type PickRow } from "./pickers";
import { PICK_PARAM, searchParam } from "./PickerField";
import type { FieldSpec, FormSection, ScreenDef } from "./screen";

type PickerSpec = Extract<FieldSpec, { kind: "picker" }>;

export function pickerFields(sections: FormSection[]): PickerSpec[] {
  return sections
    .flatMap((s) => (typeof s === "function" ? [] : Array.isArray(s) ? s : [s]))
    .filter((f): f is PickerSpec => f.kind === "picker");
}

/**
 * A form page's pickers and, after a search (`?pick=`), the values the form carried to it. The
 * values shown are those typed (after a search), else the record's, else the form's defaults.
 */
export async function loadPickers<Row extends { id: number }>(
  ctx: RouteContext,
  def: ScreenDef<Row>,
  url: URL,
  record: Row | null,
): Promise<{ pickers?: Record<string, PickerData>; typed?: Record<string, unknown>; added?: string }> {
  const specs = pickerFields(def.form?.sections ?? []);
  if (!specs.length) return {};
  // a search, or an add (its button names only itself), carried every typed value
  const searched = url.searchParams.has(PICK_PARAM) || url.searchParams.has(ADD_PARAM);
  let typed = searched ? typedValues(url.searchParams) : undefined;
  // "add to the list": the ticked records' products join the form's list before anything is shown
  const adding = specs.find((s) => s.adds && s.name === url.searchParams.get(ADD_PARAM));
  let notice: string | undefined;
  if (typed && adding?.adds) ({ typed, notice } = await addPicked(ctx, { ...adding, adds: adding.adds }, typed));
  // rows typed (`prizes[0].name`) as the form's nested values; the screen's own reading of them after
  const shown = typed ? (def.form!.fromTyped ?? ((v) => v))(nestRows(typed)) : undefined;
  const values = (shown ?? (record ? (def.form!.fromRecord?.(record) ?? record) : (def.form!.defaults ?? {}))) as Record<string, unknown>;
  const entries = await Promise.all(
    specs.map(async (spec) => {
      const source = typeof spec.source === "function" ? spec.source(values) : spec.source;
      if (!source) return null;
      const site = String(values[spec.site] ?? "");
      const data = await pickerData(ctx, source, site, url, spec.name, values[spec.name]);
      return [spec.name, spec === adding && notice ? { ...data, notice } : data] as const;
    }),
  );
  // a form that took added lines, or whose rows changed (list-intent.server.ts), is drawn afresh with
  // them (its fields keep no earlier state)
  const added = adding || url.searchParams.get(PICK_PARAM) === ROWS_CHANGED ? url.search : undefined;
  return { pickers: Object.fromEntries(entries.filter((e) => e !== null)), typed: shown, added };
}

/**
 * One picker's lists: the chosen records (by id, whatever their state) and the search's results —
 * of the form's site for sources that list a site's records (none until a site is chosen).
 */
export async function pickerData(
  ctx: RouteContext,
  source: PickerSource,
  site: string,
  url: URL,
  name: string,
  value: unknown,
  /** more parameters of both calls (an event's site and currency, so the ticked SKUs show the site's price) */
  extra: Record<string, string> = {},
  /**
   * list nothing until a search (`?pick=<name>`, an empty one lists the newest): for a picker that is
   * not the page's purpose, so the page does not pay for twenty rows and pictures nobody asked for
   */
  { searchFirst = false } = {},
): Promise<PickerData> {
  const q = (url.searchParams.get(searchParam(name)) ?? "").trim().slice(0, 100);
  const chosen = idsOf(value);
  const { ofSite } = PICKERS[source];
  const picker = pickersApi(ctx.api, source);
  const searched = !searchFirst || url.searchParams.get(PICK_PARAM) === name;
  const none = { list: [] as PickRow[] };
  const [rows, results] = await Promise.all([
    chosen.length ? picker.chosen(chosen, extra) : none,
    searched && (site || !ofSite) ? picker.search({ ...extra, site: ofSite ? site : undefined, name: q || undefined }) : none,
  ]);
  return { source, site, q, chosen, rows: rows.list, results: results.list, ...(searched ? {} : { searched: false }) };
}
