import { Text } from "@shopify/polaris";
import { countryName } from "~/lib/countries";
import type { T } from "~/lib/i18n";
import { ENABLE_DISABLE } from "~/lib/lifecycle";
import { ENHANCE } from "~/ui/enhance";
import { CountryField, CountryFilter } from "~/ui/CountryPicker";
import { TwoLines } from "~/ui/cells";
import { Markup } from "~/ui/Markup";
import { actionsColumn, stateColumn, updatedColumn } from "../../resource/columns";
import { ResourceForm } from "../../resource/ResourceForm";
import { ResourceList } from "../../resource/ResourceList";
import { defineScreen, type FilterSpec } from "../../resource/screen";
import { Breadcrumbs, type Crumb } from "./Breadcrumbs";

export interface CountryRow {
  id: number;
  code: string;
  name_en: string;
  name_zh: string;
  phone_code: string;
  sort: number;
  states: number;
  enabled: boolean;
  version: number;
  updated_by: string;
  updated_at: string;
}

export interface RegionRow {
  id: number;
  country_code: string;
  parent_id: number | null;
  level: number;
  code: string;
  name: string;
  sort: number;
  children: number;
  enabled: boolean;
  version: number;
  updated_by: string;
  updated_at: string;
}

/** The interface language, from the catalog (filter and column callbacks get `t` only). */
export const localeOf = (t: T) => t("geo.locale");
const countryLabel = (c: { code: string; name_en: string; name_zh: string }, t: T) =>
  `${localeOf(t) === "en" ? c.name_en : c.name_zh} (${c.code})`;

const link = (href: string, text: string, testId: string) => (
  <a href={href} className="console-linkbutton" data-testid={testId} {...ENHANCE}>
    {text}
  </a>
);

export const countryScreen = defineScreen<CountryRow>({
  route: "country-region-list",
  lifecycle: ENABLE_DISABLE,
  name: (c) => `${c.name_en} (${c.code})`,
  list: {
    create: "geo.country.create",
    label: "geo.country.list",
    defaultOrder: "geo.order.sort",
    filters: [{ name: "name", label: "geo.country.search.filter", kind: "text" }, { kind: "state" }],
    columns: [
      {
        title: "geo.country",
        sort: "name_en",
        cell: (c, { t }) => (
          <TwoLines
            first={localeOf(t) === "en" ? c.name_en : c.name_zh}
            second={`${c.code} · ${localeOf(t) === "en" ? c.name_zh : c.name_en}`}
            strong
          />
        ),
      },
      { title: "geo.country.phone", cell: (c) => c.phone_code || "—" },
      {
        title: "geo.states",
        align: "end",
        cell: (c, { t }) =>
          link(`/system/country-region-state-list?country=${c.code}`, t("geo.states.count", { count: c.states }), `states-${c.code}`),
      },
      { title: "geo.sort", sort: "sort", align: "end", cell: (c) => c.sort },
      stateColumn(ENABLE_DISABLE),
      updatedColumn,
      {
        title: "common.actions",
        cell: (c, ctx) => (
          <>
            {link(`/system/country-region-detail?country=${c.code}`, ctx.t("geo.country.details"), `details-${c.code}`)}{" "}
            <Markup html={ctx.actions(c)} />
          </>
        ),
      },
    ],
  },
  form: {
    id: "country",
    title: { create: "geo.country.createTitle", update: "geo.country.editTitle" },
    validator: () => import("./validators").then((m) => m.geoValidators.country),
    defaults: { sort: 500 },
    conflictLabels: { name_en: "geo.country.nameEn", name_zh: "geo.country.nameZh", phone_code: "geo.country.phone", sort: "geo.sort" },
    sections: [
      // the code is what other records point at: chosen once, never edited
      (f, { t, data }) =>
        data?.record ? (
          <Text as="p">
            {t("geo.country.code")}: <strong>{countryLabel(data.record, t)}</strong>
          </Text>
        ) : (
          <CountryField field={f.code} label={t("geo.country.code")} />
        ),
      [
        { name: "name_en", label: "geo.country.nameEn" },
        { name: "name_zh", label: "geo.country.nameZh" },
      ],
      [
        { name: "phone_code", label: "geo.country.phone", help: "geo.country.phone.help" },
        { name: "sort", label: "geo.sort", kind: "integer", help: "geo.sort.help" },
      ],
    ],
  },
});

export const CountryList = () => <ResourceList def={countryScreen} />;
export const CountryForm = () => <ResourceForm def={countryScreen} />;

// ── the drill-down: states of a country, cities of a state, districts of a city ──────────────

type Level = "state" | "city" | "district";
// each level's words, spelled out so every catalog key is a literal
const WORDS = {
  state: {
    create: "geo.state.create",
    list: "geo.state.list",
    createTitle: "geo.state.createTitle",
    editTitle: "geo.state.editTitle",
    under: "geo.state.under",
    noParent: "geo.state.noParent",
  },
  city: {
    create: "geo.city.create",
    list: "geo.city.list",
    createTitle: "geo.city.createTitle",
    editTitle: "geo.city.editTitle",
    under: "geo.city.under",
    noParent: "geo.city.noParent",
  },
  district: {
    create: "geo.district.create",
    list: "geo.district.list",
    createTitle: "geo.district.createTitle",
    editTitle: "geo.district.editTitle",
    under: "geo.district.under",
    noParent: "geo.district.noParent",
  },
} as const;
const NEXT: Record<Level, { route: string; param: string; label: string; count: string } | null> = {
  state: { route: "country-region-city-list", param: "state", label: "geo.cities", count: "geo.cities.count" },
  city: { route: "country-region-district-list", param: "city", label: "geo.districts", count: "geo.districts.count" },
  district: null,
};

/** Where a drill-down list stands: the chain of parents its loader found (lib: geo.server.ts). */
export interface Trail {
  crumbs: Crumb[];
  /** the parent a new record goes under: a country code (states) or a region id */
  parent: { country?: string; id?: number; name: string } | null;
}

function regionScreen(level: Level, route: string, parentFilter: Extract<FilterSpec, { kind: "country" | "hidden" }>) {
  const next = NEXT[level];
  const w = WORDS[level];
  return defineScreen<RegionRow>({
    route,
    lifecycle: ENABLE_DISABLE,
    name: (r) => r.name,
    list: {
      create: w.create,
      label: w.list,
      defaultOrder: "geo.order.sort",
      filters: [parentFilter, { name: "name", label: "geo.region.name", kind: "text" }, { kind: "state" }],
      columns: [
        { title: "geo.region.name", sort: "name", cell: (r) => <TwoLines first={r.name} second={r.code || "—"} strong /> },
        ...(level === "state"
          ? [
              {
                title: "geo.country",
                cell: (r: RegionRow, c: { t: T }) => `${countryName(r.country_code, localeOf(c.t))} (${r.country_code})`,
              },
            ]
          : []),
        ...(next
          ? [
              {
                title: next.label,
                align: "end" as const,
                cell: (r: RegionRow, c: { t: T }) =>
                  link(`/system/${next.route}?${next.param}=${r.id}`, c.t(next.count, { count: r.children }), `drill-${r.id}`),
              },
            ]
          : []),
        { title: "geo.sort", sort: "sort", align: "end", cell: (r) => r.sort },
        stateColumn(ENABLE_DISABLE),
        updatedColumn,
        actionsColumn,
      ],
    },
    form: {
      id: level,
      title: { create: w.createTitle, update: w.editTitle },
      validator: () => import("./validators").then((m) => (level === "state" ? m.geoValidators.state : m.geoValidators.child)),
      defaults: { sort: 0 },
      conflictLabels: { name: "geo.region.name", code: "geo.region.code", sort: "geo.sort" },
      sections: [
        (f, { t, data }) => {
          if (data?.record) return null;
          const parent = (data as { trail?: Trail }).trail?.parent;
          if (level === "state") return <CountryField field={f.country_code} label={t("geo.country")} />;
          return parent?.id ? (
            <Text as="p">
              <input type="hidden" name="parent_id" value={parent.id} />
              {t(w.under, { name: parent.name })}
            </Text>
          ) : (
            <Text as="p" tone="critical">
              {t(w.noParent)}
            </Text>
          );
        },
        [
          { name: "name", label: "geo.region.name" },
          { name: "code", label: "geo.region.code", help: "geo.region.code.help" },
          { name: "sort", label: "geo.sort", kind: "integer", help: "geo.sort.help" },
        ],
      ],
    },
  });
}

export const stateScreen = regionScreen("state", "country-region-state-list", {
  name: "country",
  kind: "country",
  label: "geo.country",
  Filter: CountryFilter,
});
export const cityScreen = regionScreen("city", "country-region-city-list", { name: "state", kind: "hidden" });
export const districtScreen = regionScreen("district", "country-region-district-list", { name: "city", kind: "hidden" });

const trailAbove = (d: Record<string, unknown>) => {
  const trail = d.trail as Trail | undefined;
  return trail?.crumbs.length ? <Breadcrumbs crumbs={trail.crumbs} /> : null;
};

export const StateList = () => <ResourceList def={stateScreen} above={trailAbove} />;
export const StateForm = () => <ResourceForm def={stateScreen} />;
export const CityList = () => <ResourceList def={cityScreen} above={trailAbove} />;
export const CityForm = () => <ResourceForm def={cityScreen} />;
export const DistrictList = () => <ResourceList def={districtScreen} above={trailAbove} />;
export const DistrictForm = () => <ResourceForm def={districtScreen} />;
