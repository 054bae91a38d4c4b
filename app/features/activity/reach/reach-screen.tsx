import { reachKind } from "~/domain/kinds/reach";
import { siteName } from "~/lib/sites";
import { Period, TwoLines } from "~/ui/cells";
import { ENHANCE } from "~/ui/enhance";
import { actionsColumn, stateColumn, updatedColumn } from "../../resource/columns";
import { kindScreen } from "../../resource/kind-screen";
import { ResourceForm } from "../../resource/ResourceForm";
import { ResourceList } from "../../resource/ResourceList";
import { productListControls } from "../product-pickers";
import { ONLINE_OFFLINE } from "../offers/special-offer-rules";
import { detailUrl, reachLogView, reachName, type ExclusiveOffer } from "./reach";

/** /activity/reach-list: fields, filters, form and log from the kind; the list's cells (a link to reach-detail) are its own. */
export const reachScreen = kindScreen(reachKind, () => import("../../resource/kind-validator").then((m) => m.kindValidator(reachKind)), {
  name: reachName,
  logView: reachLogView,
  // the form's element ids (#reach-new) as the pages had them before the kind
  form: { id: "reach" },
  controls: { products: productListControls({ label: "reach.products", help: "reach.products.help", price: true }) },
  list: {
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
      { title: "reach.productsCount", align: "end", cell: (r) => `${String(r.products_count)} · ${r.currency}` },
      { title: "reach.limit", align: "end", cell: (r) => r.per_customer_limit },
      { title: "reach.period", sort: "start_at", cell: (r) => <Period start={r.start_at} end={r.end_at} /> },
      stateColumn<ExclusiveOffer>(ONLINE_OFFLINE, { period: ["start_at", "end_at"] }),
      updatedColumn,
      actionsColumn,
    ],
  },
});

export const ReachList = () => <ResourceList def={reachScreen} />;
export const ReachForm = () => <ResourceForm def={reachScreen} />;
