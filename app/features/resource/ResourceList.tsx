import { useLoaderData } from "@remix-run/react";
import type { CountryNames } from "~/lib/country-names";
import { Heading } from "~/ui/basic";
import type { ReactNode } from "react";
import { useT } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { useRecordActions } from "~/ui/cells";
import { FilterDateRange, FilterSelect, FilterText } from "~/ui/filters";
import { ListPage, UnavailableListPage } from "~/ui/ListPage";
import { useKeys } from "~/ui/Can";
import { ListTable, type PageData } from "~/ui/ListTable";
import type { LogRow } from "~/ui/LogTable";
import type { Confirmation } from "~/lib/transitions";
import { labelOf, optionsOf, type FilterSpec, type ScreenDef } from "./screen";

export interface ListData<Row> {
  list: PageData<Row>;
  filters: Record<string, string | undefined>;
  filtered: boolean;
  logs: PageData<LogRow> | null;
  /** a transition waiting for its confirmation (ListPage asks it) */
  confirm: Confirmation | null;
  keys: string[];
  /** the names of the page's countries, where its rows hold country codes (ScreenDef.countries) */
  countryNames?: CountryNames;
}

/**
 * The list screen of a resource: filters, table (sortable headers, page sizes, empty states),
 * create button, row actions (destructive ones asked first) and its change log.
 */
/** Whether filter i is the "to" of a range: a day filter after an unpaired day filter. */
const rangeEnd = (all: FilterSpec[], i: number): boolean =>
  i > 0 && all[i].kind === "date" && all[i - 1].kind === "date" && !rangeEnd(all, i - 1);

/** a form route's create page: its own path where ?id= names records (the spec's `…-detail`), else /new below it */
const formPage = (name: string) => {
  const r = routeByName(name)!;
  return r.forms[""] ? r.fullPath : `${r.fullPath}/new`;
};

export function ResourceList<Row extends { id: number }>({
  def,
  above,
}: {
  def: ScreenDef<Row>;
  above?: (data: ListData<Row> & Record<string, unknown>) => ReactNode;
}) {
  const loaded = useLoaderData() as ListData<Row> | { unavailable: true };
  const { t, locale } = useT();
  const route = routeByName(def.route)!;
  const keys = useKeys();
  const actions = useRecordActions(def.route, route.intents.update ?? "", def.lifecycle, def.formRoute, {
    view: !!def.detail,
    remove: def.hardDelete,
  });
  if ("unavailable" in loaded) return <UnavailableListPage route={def.route} />;
  const c = { t, locale, data: loaded, actions };
  const { filters } = loaded;
  return (
    <ListPage
      route={def.route}
      create={
        def.list.create && route.intents.create
          ? { label: t(def.list.create), need: route.intents.create, path: def.formRoute && formPage(def.formRoute) }
          : undefined
      }
      logs={loaded.logs}
      log={def.logView?.(t, locale, loaded.countryNames)}
      above={above?.(loaded as ListData<Row> & Record<string, unknown>)}
      filters={def.list.filters.map((f, i, all) => {
        // two day filters in a row are a range (from, to): picked together in the date-range picker
        if (rangeEnd(all, i)) return null;
        const next = all[i + 1];
        if (f.kind === "date" && next?.kind === "date") {
          return (
            <FilterDateRange
              key={f.name}
              from={{ name: f.name, label: t(f.label), value: filters[f.name] }}
              to={{ name: next.name, label: t(next.label), value: filters[next.name] }}
              label={t("dateRange.period")}
            />
          );
        }
        if (f.kind === "hidden") return filters[f.name] ? <input key={f.name} type="hidden" name={f.name} value={filters[f.name]} /> : null;
        if (f.kind === "country") return <f.Filter key={f.name} name={f.name} label={t(f.label)} defaultValue={filters[f.name]} />;
        if (f.kind === "select")
          return <FilterSelect key={f.name} name={f.name} label={t(f.label)} defaultValue={filters[f.name]} options={optionsOf(f, t)} />;
        if (f.kind !== "state")
          return <FilterText key={f.name} name={f.name} type={f.kind} label={t(f.label)} defaultValue={filters[f.name]} />;
        const l = def.lifecycle!;
        const options = Object.values(l.states).map((s) => ({ value: String(s.value), label: t(s.label) }));
        return <FilterSelect key={l.field} name={l.field} label={t("common.status")} defaultValue={filters[l.field]} options={options} />;
      })}
    >
      {def.list.heading ? <Heading>{t(def.list.heading)}</Heading> : null}
      <ListTable<Row>
        label={t(def.list.label)}
        create={def.list.create && route.intents.create && keys.includes(route.intents.create) ? t(def.list.create) : undefined}
        data={loaded.list}
        filtered={loaded.filtered}
        defaultOrder={def.list.defaultOrder ? t(def.list.defaultOrder) : undefined}
        columns={def.list.columns.map((col) => ({
          title: labelOf(col.title, t, loaded),
          render: (r) => col.cell(r, c),
          align: col.align,
          sort: col.sort,
        }))}
      />
    </ListPage>
  );
}
