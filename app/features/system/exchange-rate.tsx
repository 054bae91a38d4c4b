import { exchangeRateKind } from "~/domain/kinds/exchange-rate";
import type { RowOf } from "~/domain/kinds/kind";
import { ENABLE_DISABLE, PERIOD_STATES } from "~/lib/lifecycle";
import type { T } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { Period } from "~/ui/cells";
import { actionsColumn, stateColumn, updatedColumn } from "../resource/columns";
import { kindLogView, kindScreen } from "../resource/kind-screen";
import { ResourceList } from "../resource/ResourceList";
import { CURRENCIES, SITES } from "./choices";
import { exchangeRateName } from "./names";
import { ConfirmField, QuotedRate, SiteCurrencyRate } from "./RateFields";

export type ExchangeRate = RowOf<typeof exchangeRateKind>;

const str = (v: unknown) => String(v ?? "");
const snapshotName = (r: Record<string, unknown>, c: { t: T }) =>
  exchangeRateName({ site: str(r.site), currency: str(r.currency), start_at: str(r.start_at), end_at: str(r.end_at) }, c);

// fields, form and log come from the kind; written here: the rate as quoted, the site's currencies
// beside the site, the "active on" day, and the confirmation the API asks for
export const exchangeRateScreen = kindScreen(
  exchangeRateKind,
  () => import("../resource/kind-validator").then((m) => m.kindValidator(exchangeRateKind)),
  {
    name: exchangeRateName,
    lastOfKind: (r, t) => ({
      filters: { site: r.site, currency: r.currency },
      label: t("rate.kind", { site: siteName(t, r.site), currency: r.currency }),
    }),
    logView: kindLogView(exchangeRateKind, snapshotName),
    list: {
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
    form: { id: "rate" },
    controls: {
      site: (f, { data }) => <SiteCurrencyRate f={f} data={data} />,
      currency: null,
      rate: null,
      float_percent: null,
      confirm_deviation: (f) => <ConfirmField field={f.confirm_deviation} label="rate.confirmDeviation" value="on" />,
    },
  },
);

export const ExchangeRateList = () => <ResourceList def={exchangeRateScreen} />;
