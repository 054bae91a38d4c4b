import { ALL_SITES } from "~/lib/constants";
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
import { detailUrl, LIST_ROUTE, EDIT_ROUTE, rankingLogView, rankingName, type Ranking } from "./ranking";
import { productLines } from "../product-lines";
import { RANKING_METRICS } from "./ranking-rules";

const SITES = { values: ALL_SITES, option: (v: string, t: T) => siteName(t, v) };
const METRICS = { values: RANKING_METRICS, option: (v: string, t: T) => t(`rank.metric.${v}`) };

/** /activity/ranking-list: the product rankings; the form is ranking-list-edit (/new, /<id>), the ranking itself ranking-list-detail. */
export const rankingScreen = defineScreen<Ranking>({
  route: LIST_ROUTE,
  formRoute: EDIT_ROUTE,
  lifecycle: ONLINE_OFFLINE,
  name: rankingName,
  logView: rankingLogView,
  list: {
    create: "rank.create",
    label: "rank.list",
    defaultOrder: "sort.newestFirst",
    filters: [
      { name: "name", label: "rank.name", kind: "text" },
      { name: "site", label: "common.site", kind: "select", ...SITES },
      { name: "metric", label: "rank.metric", kind: "select", ...METRICS },
      { name: "period", label: "common.period", kind: "select", values: PERIOD_STATES, option: (v, t) => t(`period.${v}`) },
      { kind: "state" },
    ],
    columns: [
      {
        title: "rank.name",
        sort: "name",
        cell: (r, { t }) => (
          <a href={detailUrl(r.id)} data-testid={`detail-${r.id}`} {...ENHANCE}>
            <TwoLines strong first={r.name} second={siteName(t, r.site)} />
          </a>
        ),
      },
      { title: "rank.metric", cell: (r, { t }) => t(`rank.metric.${r.metric}`) },
      {
        title: "rank.top",
        cell: (r) =>
          r.products
            .slice(0, 3)
            .map((p) => `${p.position}. ${p.product_name}`)
            .join(" · "),
      },
      { title: "rank.productsCount", align: "end", cell: (r) => r.products_count },
      { title: "rank.period", sort: "start_at", cell: (r) => <Period start={r.start_at} end={r.end_at} /> },
      stateColumn<Ranking>(ONLINE_OFFLINE, { period: ["start_at", "end_at"] }),
      updatedColumn,
      actionsColumn,
    ],
  },
  form: {
    id: "ranking",
    title: { create: "rank.createTitle", update: "rank.editTitle" },
    validator: () => import("./ranking-validator").then((m) => m.validateRanking),
    defaults: { site: "us", metric: "best_sellers" },
    fromRecord: (r) => ({
      ...r,
      start_day: formatUsWestDate(r.start_at),
      end_day: formatUsWestDate(r.end_at),
      products: productLines(r.products),
    }),
    conflictLabels: {
      name: "rank.name",
      metric: "rank.metric",
      start_day: "rank.startDay",
      end_day: "rank.endDay",
      products: "rank.products",
    },
    sections: [
      [
        { name: "name", label: "rank.name" },
        { name: "site", label: "common.site", kind: "select", ...SITES },
      ],
      { name: "metric", label: "rank.metric", kind: "select", ...METRICS },
      [
        { name: "start_day", label: "rank.startDay", kind: "date" },
        { name: "end_day", label: "rank.endDay", kind: "date" },
      ],
      // a list of up to 50 lines: a taller box than the generic multiline field
      (f, { t }) => <TextInput field={f.products} label={t("rank.products")} multiline={8} helpText={t("rank.products.help")} />,
    ],
  },
});

export const RankingList = () => <ResourceList def={rankingScreen} />;
export const RankingForm = () => <ResourceForm def={rankingScreen} />;
