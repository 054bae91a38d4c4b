import { ENABLE_DISABLE, PERIOD_STATES } from "~/lib/lifecycle";
import { useT, type T } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { formatUsWestDate } from "~/lib/time";
import { Period, TwoLines } from "~/ui/cells";
import { ENHANCE } from "~/ui/enhance";
import { actionsColumn, stateColumn, updatedColumn } from "../resource/columns";
import { ResourceForm } from "../resource/ResourceForm";
import { ResourceList } from "../resource/ResourceList";
import { defineScreen, type ColumnSpec, type ScreenDef } from "../resource/screen";
import { ALL_SITES } from "~/lib/constants";
import { formatMoney, minorToText } from "./promo-money";
import { voucherLogView } from "./voucher-log";
import { VOUCHER_KINDS } from "./voucher-rules";

export interface Voucher {
  id: number;
  name: string;
  site: string;
  currency_code: string;
  kind: "percent" | "amount";
  percent_off: number | null;
  amount_off_minor: string | null;
  min_order_minor: string;
  start_at: string;
  end_at: string;
  per_customer: number;
  total_stock: number;
  issued: number;
  enabled: boolean;
  remark: string;
  version: number;
  updated_by: string;
  updated_at: string;
}

const SITES = { values: ALL_SITES, option: (abbr: string, t: T) => siteName(t, abbr) };
const KINDS = { values: VOUCHER_KINDS, option: (v: string, t: T) => t(`promo.kind.${v}`) };

/** "15 %" or "CAD 10.00": what the voucher takes off. */
export const voucherOff = (v: Pick<Voucher, "kind" | "percent_off" | "amount_off_minor" | "currency_code">) =>
  v.kind === "percent" ? `${v.percent_off} %` : formatMoney(v.amount_off_minor ?? 0, v.currency_code);

export const DETAIL_PATH = "/market-tool/voucher-detail";

/** The voucher's details and sends, and its send form for those who may send. */
function SendsCell({ row }: { row: Voucher }) {
  const { t } = useT();
  return (
    <a href={`${DETAIL_PATH}/${row.id}?type=detail`} data-testid={`voucher-detail-${row.id}`} {...ENHANCE}>
      {t("voucher.openDetail")}
    </a>
  );
}

const columns: ColumnSpec<Voucher>[] = [
  { title: "voucher.name", sort: "name", cell: (v, { t }) => <TwoLines first={v.name} second={siteName(t, v.site)} strong /> },
  {
    title: "voucher.off",
    cell: (v, { t }) => (
      <TwoLines first={voucherOff(v)} second={t("promo.minOrder.short", { amount: formatMoney(v.min_order_minor, v.currency_code) })} />
    ),
  },
  { title: "promo.period", sort: "end_at", cell: (v) => <Period start={v.start_at} end={v.end_at} /> },
  {
    title: "voucher.stock",
    align: "end",
    cell: (v, { t }) => (
      <TwoLines
        first={t("voucher.stockLeft", { left: v.total_stock - v.issued, total: v.total_stock })}
        second={t("voucher.perCustomerShort", { n: v.per_customer })}
      />
    ),
  },
  { title: "voucher.sends", cell: (v) => <SendsCell row={v} /> },
  stateColumn<Voucher>(ENABLE_DISABLE, { period: ["start_at", "end_at"] }),
  updatedColumn,
  actionsColumn,
];

const filters: ScreenDef<Voucher>["list"]["filters"] = [
  { name: "name", label: "voucher.name", kind: "text" },
  { name: "site", label: "common.site", kind: "select", ...SITES },
  { name: "kind", label: "promo.kind", kind: "select", ...KINDS },
  { name: "period", label: "promo.period", kind: "select", values: PERIOD_STATES, option: (v, t) => t(`period.${v}`) },
];

export const voucherScreen = defineScreen<Voucher>({
  route: "voucher-list",
  formRoute: "voucher-detail",
  lifecycle: ENABLE_DISABLE,
  name: (v) => v.name,
  logView: voucherLogView,
  list: {
    create: "voucher.create",
    label: "voucher.table",
    defaultOrder: "sort.newestFirst",
    filters,
    columns,
  },
  form: {
    id: "voucher",
    title: { create: "voucher.createTitle", update: "voucher.editTitle" },
    validator: () => import("./promo-validators").then((m) => m.promoValidators.voucher),
    defaults: { kind: "amount", per_customer: 1, min_order: "0", currency_code: "", site: "us", remark: "" },
    fromRecord: (v) => ({
      ...v,
      voucher_off: v.kind === "percent" ? String(v.percent_off) : minorToText(v.amount_off_minor ?? 0, v.currency_code),
      min_order: minorToText(v.min_order_minor, v.currency_code),
      start_day: formatUsWestDate(v.start_at),
      end_day: formatUsWestDate(v.end_at),
    }),
    conflictLabels: {
      name: "voucher.name",
      voucher_off: "voucher.off",
      start_day: "promo.startDay",
      end_day: "promo.endDay",
      total_stock: "voucher.totalStock",
    },
    sections: [
      [
        { name: "name", label: "voucher.name" },
        { name: "site", label: "common.site", kind: "select", placeholder: true, ...SITES },
      ],
      [
        { name: "kind", label: "promo.kind", kind: "select", ...KINDS },
        { name: "voucher_off", label: "voucher.off", kind: "decimal", help: "voucher.off.help" },
        { name: "currency_code", label: "promo.currency", kind: "siteCurrency", site: "site" },
      ],
      [
        { name: "min_order", label: "promo.minOrder", kind: "decimal", help: "voucher.minOrder.help" },
        { name: "per_customer", label: "voucher.perCustomer", kind: "integer", help: "voucher.perCustomer.help" },
        { name: "total_stock", label: "voucher.totalStock", kind: "integer", help: "voucher.totalStock.help" },
      ],
      [
        { name: "start_day", label: "promo.startDay", kind: "date" },
        { name: "end_day", label: "promo.endDay", kind: "date" },
      ],
      { name: "remark", label: "voucher.remark", kind: "multiline", help: "voucher.remark.help" },
    ],
  },
});

/** voucher-invalid: the same records and row actions, the expired or disabled ones, no create. */
export const invalidVoucherScreen = defineScreen<Voucher>({
  ...voucherScreen,
  route: "voucher-invalid",
  list: { label: "voucher.invalidTable", defaultOrder: "sort.newestFirst", filters, columns },
});

export const VoucherList = () => <ResourceList def={voucherScreen} />;
export const InvalidVoucherList = () => <ResourceList def={invalidVoucherScreen} />;
export const VoucherForm = () => <ResourceForm def={voucherScreen} />;
