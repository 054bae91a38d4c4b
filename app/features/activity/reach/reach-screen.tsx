import { ALL_SITES, CURRENCY_CODES } from "~/lib/constants";
import type { T } from "~/lib/i18n";
import { PERIOD_STATES } from "~/lib/lifecycle";
import { siteName } from "~/lib/sites";
import { formatUsWestDate } from "~/lib/time";
import { Period, TwoLines } from "~/ui/cells";
import { ENHANCE } from "~/ui/enhance";
import { TextInput } from "~/ui/fields";
import { actionsColumn, stateColumn, updatedColumn } from "../../resource/columns";
import { ResourceForm } from "../../resource/ResourceForm";
import { ResourceList } from "../../resource/ResourceList";
import { defineScreen } from "../../resource/screen";
import { ONLINE_OFFLINE } from "../offers/special-offer-rules";
import { productLines } from "../product-lines";
import { detailUrl, EDIT_ROUTE, LIST_ROUTE, reachLogView, reachName, type ExclusiveOffer } from "./reach";
import { REACH_AUDIENCES } from "./reach-rules";

const SITES = { values: ALL_SITES, option: (v: string, t: T) => siteName(t, v) };
const AUDIENCES = { values: REACH_AUDIENCES, option: (v: string, t: T) => t(`reach.audience.${v}`) };

/** /activity/reach-list: the exclusive offers; the form is reach-edit (/new, /<id>), the offer itself reach-detail. */
export const reachScreen = defineScreen<ExclusiveOffer>({
  route: LIST_ROUTE,
  formRoute: EDIT_ROUTE,
  lifecycle: ONLINE_OFFLINE,
  name: reachName,
  logView: reachLogView,
  list: {
    create: "reach.create",
    label: "reach.list",
    defaultOrder: "sort.newestFirst",
    filters: [
      { name: "name", label: "reach.name", kind: "text" },
      { name: "site", label: "common.site", kind: "select", ...SITES },
      { name: "audience", label: "reach.audience", kind: "select", ...AUDIENCES },
      { name: "period", label: "common.period", kind: "select", values: PERIOD_STATES, option: (v, t) => t(`period.${v}`) },
      { kind: "state" },
    ],
    columns: [
      {
        title: "reach.name",
        sort: "name",
        cell: (r, { t }) => (
          <a href={detailUrl(r.id)} data-testid={`detail-${r.id}`} {...ENHANCE}>
            <TwoLines strong first={r.name} second={siteName(t, r.site)} />
          </a>
        ),
      },
      { title: "reach.audience", cell: (r, { t }) => t(`reach.audience.${r.audience}`) },
      { title: "reach.productsCount", align: "end", cell: (r) => `${r.products_count} · ${r.currency}` },
      { title: "reach.limit", align: "end", cell: (r) => r.per_customer_limit },
      { title: "reach.period", sort: "start_at", cell: (r) => <Period start={r.start_at} end={r.end_at} /> },
      stateColumn<ExclusiveOffer>(ONLINE_OFFLINE, { period: ["start_at", "end_at"] }),
      updatedColumn,
      actionsColumn,
    ],
  },
  form: {
    id: "reach",
    title: { create: "reach.createTitle", update: "reach.editTitle" },
    validator: () => import("./reach-validator").then((m) => m.validateReach),
    defaults: { site: "us", currency: "USD", audience: "new_customers", per_customer_limit: 1 },
    fromRecord: (r) => ({
      ...r,
      start_day: formatUsWestDate(r.start_at),
      end_day: formatUsWestDate(r.end_at),
      products: productLines(r.products),
    }),
    conflictLabels: {
      name: "reach.name",
      audience: "reach.audience",
      start_day: "reach.startDay",
      end_day: "reach.endDay",
      products: "reach.products",
    },
    sections: [
      [
        { name: "name", label: "reach.name" },
        { name: "site", label: "common.site", kind: "select", ...SITES },
      ],
      [
        { name: "currency", label: "reach.currency", kind: "select", values: CURRENCY_CODES },
        { name: "audience", label: "reach.audience", kind: "select", ...AUDIENCES },
      ],
      { name: "per_customer_limit", label: "reach.limit", kind: "integer", help: "reach.limit.help" },
      [
        { name: "start_day", label: "reach.startDay", kind: "date" },
        { name: "end_day", label: "reach.endDay", kind: "date" },
      ],
      // up to 200 lines: a taller box than the generic multiline field
      (f, { t }) => <TextInput field={f.products} label={t("reach.products")} multiline={8} helpText={t("reach.products.help")} />,
    ],
  },
});

export const ReachList = () => <ResourceList def={reachScreen} />;
export const ReachForm = () => <ResourceForm def={reachScreen} />;
