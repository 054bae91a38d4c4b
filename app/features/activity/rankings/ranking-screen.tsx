import { rankingKind } from "~/domain/kinds/ranking";
import { siteName } from "~/lib/sites";
import { Period, TwoLines } from "~/ui/cells";
import { ENHANCE } from "~/ui/enhance";
import { actionsColumn, stateColumn, updatedColumn } from "../../resource/columns";
import { kindScreen } from "../../resource/kind-screen";
import { ResourceForm } from "../../resource/ResourceForm";
import { ResourceList } from "../../resource/ResourceList";
import { productListControls } from "../product-pickers";
import { ONLINE_OFFLINE } from "../offers/special-offer-rules";
import { detailUrl, rankingLogView, rankingName, type Ranking } from "./ranking";

/** /activity/ranking-list: fields, filters, form and log from the kind; the list's cells (a link to ranking-list-detail, the top three) are its own. */
export const rankingScreen = kindScreen(
  rankingKind,
  () => import("../../resource/kind-validator").then((m) => m.kindValidator(rankingKind)),
  {
    name: rankingName,
    logView: rankingLogView,
    controls: { products: productListControls({ label: "rank.products", help: "rank.products.help", price: false }) },
    list: {
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
        { title: "rank.productsCount", align: "end", cell: (r) => String(r.products_count) },
        { title: "rank.period", sort: "start_at", cell: (r) => <Period start={r.start_at} end={r.end_at} /> },
        stateColumn<Ranking>(ONLINE_OFFLINE, { period: ["start_at", "end_at"] }),
        updatedColumn,
        actionsColumn,
      ],
    },
  },
);

export const RankingList = () => <ResourceList def={rankingScreen} />;
export const RankingForm = () => <ResourceForm def={rankingScreen} />;
