import { ENABLE_DISABLE, PERIOD_STATES } from "~/lib/lifecycle";
import { siteName } from "~/lib/sites";
import { usWestDate } from "~/lib/time";
import { Period } from "~/ui/cells";
import { actionsColumn, stateColumn, updatedColumn } from "../resource/columns";
import { ResourceList } from "../resource/ResourceList";
import { defineScreen } from "../resource/screen";
import { CURRENCIES, SITES } from "./choices";
import { exchangeRateLogView } from "./exchange-rate-log";
import { exchangeRateName } from "./names";
import { ConfirmField, QuotedRate, SiteCurrencyRate } from "./RateFields";

export interface ExchangeRate {
  id: number;
  site: string;
  currency: string;
  rate: string;
  /** the currency the rate is quoted against: 1 <quote_currency> = <rate> <currency> */
  quote_currency: string;
  float_percent: number;
  start_at: string;
  end_at: string;
  enabled: boolean;
  remark: string;
  version: number;
  updated_by: string;
  updated_at: string;
}

/** A site's rate for one currency; the validity period is picked as US West days. */
export const exchangeRateScreen = defineScreen<ExchangeRate>({
  route: "exchange-rate-list",
  lifecycle: ENABLE_DISABLE,
  name: exchangeRateName,
  lastOfKind: (r, t) => ({
    filters: { site: r.site, currency: r.currency },
    label: t("rate.kind", { site: siteName(t, r.site), currency: r.currency }),
  }),
  logView: exchangeRateLogView,
  list: {
    create: "rate.list.create",
    label: "rate.rate",
    defaultOrder: "sort.newestFirst",
    filters: [
      { name: "site", label: "common.site", kind: "select", ...SITES },
      { name: "currency", label: "common.currency", kind: "select", ...CURRENCIES },
      { name: "active_on", label: "rate.activeOn", kind: "date" },
      { name: "period", label: "common.period", kind: "select", values: PERIOD_STATES, option: (v, t) => t(`period.${v}`) },
      { kind: "state" },
    ],
    columns: [
      { title: "common.site", sort: "site", cell: (r, { t }) => siteName(t, r.site) },
      { title: "common.currency", sort: "currency", cell: (r) => <span className="console-strong">{r.currency}</span> },
      { title: "rate.rate", sort: "rate", cell: (r) => <QuotedRate r={r} />, align: "end" },
      { title: "rate.floatPercent", cell: (r) => `${r.float_percent}%`, align: "end" },
      { title: "rate.validity", sort: "start_at", cell: (r) => <Period start={r.start_at} end={r.end_at} /> },
      stateColumn(ENABLE_DISABLE, { period: ["start_at", "end_at"] }),
      updatedColumn,
      actionsColumn,
    ],
  },
  form: {
    id: "rate",
    title: { create: "rate.list.createTitle", update: "rate.list.editTitle" },
    validator: () => import("./validators").then((m) => m.validators.exchangeRate),
    defaults: { float_percent: 0 },
    fromRecord: (r) => ({ ...r, start_date: usWestDate(r.start_at), end_date: usWestDate(r.end_at) }),
    conflictLabels: { rate: "rate.rate", float_percent: "rate.floatPercent", site: "common.site", currency: "common.currency" },
    sections: [
      (f, { data }) => <SiteCurrencyRate f={f} data={data} />,
      [
        { name: "start_date", label: (t) => `${t("rate.validity")} · ${t("rate.startDate")}`, kind: "date" },
        { name: "end_date", label: (t) => `${t("rate.validity")} · ${t("rate.endDate")}`, kind: "date", help: "common.timezone" },
      ],
      { name: "remark", label: "common.remark", kind: "multiline" },
      (f) => <ConfirmField field={f.confirm_deviation} label="rate.confirmDeviation" />,
    ],
  },
});

export const ExchangeRateList = () => <ResourceList def={exchangeRateScreen} />;
