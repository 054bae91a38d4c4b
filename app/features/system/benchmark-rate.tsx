import { BENCHMARK_SOURCES } from "~/lib/constants";
import type { T } from "~/lib/i18n";
import { createdColumn } from "../resource/columns";
import { ResourceList } from "../resource/ResourceList";
import { defineScreen } from "../resource/screen";
import { CURRENCIES } from "./choices";
import { benchmarkLogView, rateSettingLogView } from "./rates-log";
import { benchmarkName } from "./names";
import { QuotedRate } from "./RateFields";
import { RateSettingCard, type RateSetting } from "./RateSettingCard";

export interface BenchmarkRate {
  id: number;
  currency: string;
  rate: string;
  quote_currency: string;
  effective_date: string;
  source: string;
  remark: string;
  created_by: string;
  created_at: string;
}

const sources = { values: BENCHMARK_SOURCES, option: (v: string, t: T) => t(`rate.source.${v}`) };
/** "Rate (1 USD =)": quoted per 1 unit of the base currency the page loaded */
const perBase = (t: T, data: { setting?: RateSetting } | null) =>
  data?.setting ? `${t("rate.rate")} (1 ${data.setting.base_currency} =)` : t("rate.rate");

/** Benchmark rates, listed under the base configuration on /system/setting and added at /system/setting/new. */
export const benchmarkScreen = defineScreen<BenchmarkRate>({
  route: "setting",
  name: benchmarkName,
  // the page's two logs: ?logs=setting the base configuration, otherwise the benchmark rates
  logView: (t) => (which) => (which === "setting" ? rateSettingLogView(t) : benchmarkLogView(t)),
  list: {
    create: "rate.bench.create",
    label: "rate.bench.title",
    heading: "rate.bench.title",
    defaultOrder: "sort.latestEffectiveFirst",
    filters: [
      { name: "currency", label: "common.currency", kind: "select", ...CURRENCIES },
      { name: "source", label: "rate.source", kind: "select", ...sources },
      { name: "date_from", label: "rate.dateFrom", kind: "date" },
      { name: "date_to", label: "rate.dateTo", kind: "date" },
    ],
    columns: [
      { title: "common.currency", sort: "currency", cell: (r) => <span className="console-strong">{r.currency}</span> },
      { title: "rate.rate", sort: "rate", cell: (r) => <QuotedRate r={r} />, align: "end" },
      { title: "rate.effectiveDate", sort: "effective_date", cell: (r) => r.effective_date },
      { title: "rate.source", cell: (r, { t }) => t(`rate.source.${r.source}`) },
      { title: "common.remark", cell: (r) => r.remark },
      createdColumn,
    ],
  },
  form: {
    id: "benchmark",
    title: { create: "rate.bench.create" },
    validator: () => import("./validators").then((m) => m.validators.benchmark),
    defaults: { source: "manual" },
    sections: [
      [
        { name: "currency", label: "common.currency", kind: "select", placeholder: true, ...CURRENCIES },
        { name: "rate", label: perBase, kind: "decimal" },
      ],
      [
        { name: "effective_date", label: "rate.effectiveDate", kind: "date" },
        { name: "source", label: "rate.source", kind: "select", ...sources },
      ],
      { name: "remark", label: "common.remark", kind: "multiline" },
    ],
  },
});

/** /system/setting: the base configuration above the benchmark rates. */
export const RateSettingPage = () => (
  <ResourceList def={benchmarkScreen} above={(d) => <RateSettingCard setting={d.setting as RateSetting} />} />
);
