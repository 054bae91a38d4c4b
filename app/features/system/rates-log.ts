import type { T } from "~/lib/i18n";
import type { LogView } from "~/ui/LogTable";
import { str, type Snapshot } from "./log-views";
import { benchmarkName } from "./names";

// the base configuration page logs two kinds: the configuration and the benchmark rates

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
