import type { T } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { formatUsWestDate } from "~/lib/time";
import type { LogView } from "~/ui/LogTable";
import { benchmarkName, currencyName, exchangeRateName } from "./names";
import { SEPARATOR_FROM_API } from "./separators";

// How each System record reads in its change log: the form's labels, values as the lists show them.
type Snapshot = Record<string, unknown>;
const str = (v: unknown) => String(v ?? "");

export function currencyLogView(t: T): LogView {
  const names: Record<string, string> = { ",": "comma", ".": "dot", space: "space", "'": "apostrophe", none: "none" };
  const sep = (v: unknown) => t(`cur.sep.${names[SEPARATOR_FROM_API[str(v)] ?? ""] ?? "none"}`);
  return {
    kind: t("cur.kindPlural"),
    name: (r: Snapshot) => currencyName({ country_name: str(r.country_name), country_code: str(r.country_code) }),
    fields: {
      country_code: { label: t("cur.countryCode") },
      country_name: { label: t("cur.countryName") },
      site: { label: t("common.site"), format: (v) => siteName(t, str(v)) },
      currency_code: { label: t("cur.currencyCode") },
      symbol: { label: t("cur.symbol") },
      symbol_position: { label: t("cur.symbolPosition"), format: (v) => t(`cur.symbolPosition.${str(v)}`) },
      decimals: { label: t("cur.decimals") },
      thousands_separator: { label: t("cur.thousandsSeparator"), format: sep },
      decimal_separator: { label: t("cur.decimalSeparator"), format: sep },
      enabled: { label: t("common.status"), format: (v) => (v ? t("common.enabled") : t("common.disabled")) },
    },
  };
}

export function exchangeRateLogView(t: T): LogView {
  return {
    kind: t("rate.kindPlural"),
    name: (r: Snapshot) => exchangeRateName({ site: str(r.site), currency: str(r.currency), start_at: str(r.start_at), end_at: str(r.end_at) }),
    fields: {
      site: { label: t("common.site"), format: (v) => siteName(t, str(v)) },
      currency: { label: t("common.currency") },
      rate: { label: t("rate.rate") },
      float_percent: { label: t("rate.floatPercent"), format: (v) => `${str(v)}%` },
      start_at: { label: t("rate.startDate"), format: (v) => formatUsWestDate(str(v)) },
      end_at: { label: t("rate.endDate"), format: (v) => formatUsWestDate(str(v)) },
      enabled: { label: t("common.status"), format: (v) => (v ? t("common.enabled") : t("common.disabled")) },
      remark: { label: t("common.remark") },
    },
  };
}

export function rateSettingLogView(t: T): LogView {
  return {
    kind: t("rate.base.title"),
    single: true,
    name: () => t("rate.base.title"),
    fields: {
      base_currency: { label: t("rate.baseCurrency") },
      float_percent: { label: t("rate.floatPercent"), format: (v) => `${str(v)}%` },
      decimals: { label: t("rate.decimals") },
      auto_sync: { label: t("rate.autoSync") },
      sync_hour: { label: t("rate.syncHour"), format: (v) => `${str(v)}:00` },
      remark: { label: t("common.remark") },
    },
  };
}

export function benchmarkLogView(t: T): LogView {
  return {
    kind: t("rate.bench.title"),
    name: (r: Snapshot) => benchmarkName({ currency: str(r.currency), effective_date: str(r.effective_date) }),
    fields: {
      currency: { label: t("common.currency") },
      rate: { label: t("rate.rate") },
      effective_date: { label: t("rate.effectiveDate") },
      source: { label: t("rate.source"), format: (v) => t(`rate.source.${str(v)}`) },
      remark: { label: t("common.remark") },
    },
  };
}
