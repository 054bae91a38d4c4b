import type { T } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { formatUsWestDate } from "~/lib/time";
import type { LogView } from "~/ui/LogTable";
import { str, type Snapshot } from "./log-views";
import { exchangeRateName } from "./names";

export function exchangeRateLogView(t: T): LogView {
  return {
    kind: t("rate.kindPlural"),
    name: (r: Snapshot) =>
      exchangeRateName({ site: str(r.site), currency: str(r.currency), start_at: str(r.start_at), end_at: str(r.end_at) }),
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
