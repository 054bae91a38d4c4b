import { Banner } from "@shopify/polaris";
import type { RowOf } from "~/domain/kinds/kind";
import { turnplateKind } from "~/domain/kinds/turnplate";
import { prizeText } from "~/domain/kinds/turnplate-prizes";
import { chosenIn, type ValueBox } from "~/domain/kinds/turnplate-slot-rows";
import { siteName } from "~/lib/sites";
import { Period, TwoLines } from "~/ui/cells";
import { actionsColumn, stateColumn, updatedColumn } from "../resource/columns";
import { formValuesOf, kindScreen } from "../resource/kind-screen";
import { ResourceForm } from "../resource/ResourceForm";
import { ResourceList } from "../resource/ResourceList";
import { idsOf } from "../resource/picker-values";
import type { FieldSpec, FormSection } from "../resource/screen";
import { REWARDS_ROUTE, turnplateLogView, turnplateName, type Turnplate } from "./turnplate";
import { TURNPLATE_LIFECYCLE, type Prize } from "./turnplate-rules";
import { TurnplateSlots } from "./turnplate-slots";

// the lists a slot's row chooses its product or voucher from: the shared pickers of the wheel's site
// (searched by the person; what is ticked, and what the rows chose, stays listed)
const valueLists: FieldSpec[] = [
  {
    name: "products",
    label: "turnplate.products",
    kind: "picker",
    source: "product",
    site: "site",
    multiple: true,
    help: "turnplate.products.help",
  },
  {
    name: "vouchers",
    label: "turnplate.vouchers",
    kind: "picker",
    source: "voucher",
    site: "site",
    multiple: true,
    help: "turnplate.vouchers.help",
  },
];
const ticked = (values: Record<string, unknown>, name: string, rows: unknown, box: ValueBox) =>
  [...new Set([...idsOf(values[name]), ...chosenIn(rows, box)])].map(String);
const storedIds = (prizes: Prize[], kind: ValueBox) => prizes.filter((p) => p.kind === kind).map((p) => p.value);

/**
 * /market-tool/turnplate-list: fields, filters, form and log from the kind; the list's cells (the
 * name links to its reward records, the slots one a line) and the online note above the form are its own.
 */
const derived = kindScreen(turnplateKind, () => import("../resource/kind-validator").then((m) => m.kindValidator(turnplateKind)), {
  name: turnplateName,
  controls: {
    products: { stack: valueLists },
    prizes: (f, { t, data }) => <TurnplateSlots fields={f} t={t} data={data} />,
  },
  logView: turnplateLogView,
  list: {
    columns: [
      {
        title: "turnplate.name",
        sort: "name",
        cell: (r, { t }) => (
          <a href={`/market-tool/${REWARDS_ROUTE}?turnplate_id=${r.id}`} data-testid={`rewards-${r.id}`}>
            <TwoLines strong first={r.name} second={siteName(t, r.site)} />
            <span className="console-visually-hidden"> {t("turnplate.rewardRecords")}</span>
          </a>
        ),
      },
      {
        title: "turnplate.prizes",
        cell: (r, { t }) => (
          <ul>
            {r.prizes.map((p, i) => (
              <li key={i}>{prizeText(p, t)}</li>
            ))}
          </ul>
        ),
      },
      { title: "turnplate.limits", cell: (r, { t }) => t("turnplate.limitsText", { daily: r.daily_limit, total: r.total_limit }) },
      { title: "turnplate.period", sort: "start_at", cell: (r) => <Period start={r.start_at} end={r.end_at} /> },
      stateColumn<Turnplate>(TURNPLATE_LIFECYCLE, { period: ["start_at", "end_at"] }),
      updatedColumn,
      actionsColumn,
    ],
  },
});

// an online wheel takes only stock changes (the API refuses the rest): said before anything is typed
const onlineNote: FormSection = (_f, { t, data }) =>
  (data as { record?: Turnplate | null } | null)?.record?.status === "online" ? (
    <Banner tone="info">
      <span data-testid="turnplate-online-note">{t("turnplate.onlineStockOnly")}</span>
    </Banner>
  ) : null;
export const turnplateScreen = {
  ...derived,
  form: {
    ...derived.form!,
    sections: [onlineNote, ...derived.form!.sections],
    // a new wheel opens with the two slots it needs at least: a prize and a "nothing"
    defaults: { ...derived.form!.defaults, prizes: [{ kind: "points" }, { kind: "nothing" }] },
    // the pickers open with the products and vouchers the stored slots give
    fromRecord: (r: RowOf<typeof turnplateKind>) => ({
      ...formValuesOf(turnplateKind, r),
      products: storedIds(r.prizes, "product"),
      vouchers: storedIds(r.prizes, "voucher"),
    }),
    // after a search: what the rows chose stays listed beside what is ticked
    fromTyped: (v: Record<string, unknown>) => ({
      ...v,
      products: ticked(v, "products", v.prizes, "product"),
      vouchers: ticked(v, "vouchers", v.prizes, "voucher"),
    }),
  },
};

export const TurnplateList = () => <ResourceList def={turnplateScreen} />;
export const TurnplateForm = () => <ResourceForm def={turnplateScreen} />;
