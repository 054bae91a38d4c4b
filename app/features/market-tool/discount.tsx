import { ENABLE_DISABLE, PERIOD_STATES } from "~/lib/lifecycle";
import type { T } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { siteName } from "~/lib/sites";
import { formatUsWestDate } from "~/lib/time";
import { periodHtml, twoLinesHtml } from "~/ui/cells";
import { ENHANCE_ATTRS, html } from "~/ui/html";
import { actionsColumn, stateColumn, updatedColumn } from "../resource/columns";
import { ResourceForm } from "../resource/ResourceForm";
import { ResourceList } from "../resource/ResourceList";
import { defineScreen } from "../resource/screen";
import { ALL_SITES } from "~/lib/constants";
import { discountLogView } from "./discount-log";
import { DISCOUNT_KINDS } from "./discount-rules";
import { formatMoney, minorToText } from "./promo-money";

export interface Discount {
  id: number;
  name: string;
  site: string;
  currency_code: string;
  kind: "percent" | "amount";
  percent_off: number | null;
  amount_off_minor: string | null;
  min_order_minor: string;
  uses_per_code: number;
  start_at: string;
  end_at: string;
  enabled: boolean;
  codes: number;
  version: number;
  updated_by: string;
  updated_at: string;
}

const SITES = { values: ALL_SITES, option: (abbr: string, t: T) => siteName(t, abbr) };
const KINDS = { values: DISCOUNT_KINDS, option: (v: string, t: T) => t(`promo.kind.${v}`) };

/** "15 %" or "CAD 10.00": what one code takes off. */
export const discountOff = (d: Pick<Discount, "kind" | "percent_off" | "amount_off_minor" | "currency_code">) =>
  d.kind === "percent" ? `${d.percent_off} %` : formatMoney(d.amount_off_minor ?? 0, d.currency_code);

/** The discount's codes: how many, and a link to its batches for those who may open them. */
function codesCell(row: Discount, t: T, keys: string[]) {
  const batches = routeByName("bath-code-create")!;
  return html`<span class="console-actions"><span>${t("promo.codes.count", { count: row.codes })}</span>${
    keys.includes(batches.intents.generate)
      ? html`<a href="${batches.fullPath}?discount_id=${row.id}" data-testid="codes-${row.id}" ${ENHANCE_ATTRS}>${t("promo.codes.manage")}</a>`
      : null
  }</span>`;
}

export const discountScreen = defineScreen<Discount>({
  route: "discountList",
  formRoute: "discountList-edit",
  lifecycle: ENABLE_DISABLE,
  name: (d) => d.name,
  logView: discountLogView,
  list: {
    create: "promo.discount.create",
    label: "promo.discount.table",
    defaultOrder: "sort.newestFirst",
    filters: [
      { name: "name", label: "promo.discount.name", kind: "text" },
      { name: "site", label: "common.site", kind: "select", ...SITES },
      { name: "kind", label: "promo.kind", kind: "select", ...KINDS },
      { name: "period", label: "promo.period", kind: "select", values: PERIOD_STATES, option: (v, t) => t(`period.${v}`) },
      { kind: "state" },
    ],
    columns: [
      { title: "promo.discount.name", sort: "name", cell: (d, { t }) => twoLinesHtml(d.name, siteName(t, d.site), true) },
      {
        title: "promo.discount.off",
        cell: (d, { t }) =>
          twoLinesHtml(discountOff(d), t("promo.minOrder.short", { amount: formatMoney(d.min_order_minor, d.currency_code) })),
      },
      { title: "promo.period", sort: "start_at", cell: (d, { t }) => periodHtml(t, d.start_at, d.end_at) },
      { title: "promo.codes", cell: (d, { t, data }) => codesCell(d, t, data.keys) },
      stateColumn<Discount>(ENABLE_DISABLE, { period: ["start_at", "end_at"] }),
      updatedColumn,
      actionsColumn,
    ],
  },
  form: {
    id: "discount",
    title: { create: "promo.discount.createTitle", update: "promo.discount.editTitle" },
    validator: () => import("./promo-validators").then((m) => m.promoValidators.discount),
    defaults: { kind: "percent", uses_per_code: 1, min_order: "0", currency_code: "", site: "us" },
    fromRecord: (d) => ({
      ...d,
      discount_off: d.kind === "percent" ? String(d.percent_off) : minorToText(d.amount_off_minor ?? 0, d.currency_code),
      min_order: minorToText(d.min_order_minor, d.currency_code),
      start_day: formatUsWestDate(d.start_at),
      end_day: formatUsWestDate(d.end_at),
    }),
    conflictLabels: {
      name: "promo.discount.name",
      discount_off: "promo.discount.off",
      start_day: "promo.startDay",
      end_day: "promo.endDay",
    },
    sections: [
      [
        { name: "name", label: "promo.discount.name" },
        { name: "site", label: "common.site", kind: "select", placeholder: true, ...SITES },
      ],
      [
        { name: "kind", label: "promo.kind", kind: "select", ...KINDS },
        { name: "discount_off", label: "promo.discount.off", kind: "decimal", help: "promo.discount.off.help" },
        { name: "currency_code", label: "promo.currency", kind: "siteCurrency", site: "site" },
      ],
      [
        { name: "min_order", label: "promo.minOrder", kind: "decimal", help: "promo.minOrder.help" },
        { name: "uses_per_code", label: "promo.usesPerCode", kind: "integer", help: "promo.usesPerCode.help" },
      ],
      [
        { name: "start_day", label: "promo.startDay", kind: "date" },
        { name: "end_day", label: "promo.endDay", kind: "date" },
      ],
    ],
  },
});

export const DiscountList = () => <ResourceList def={discountScreen} />;
export const DiscountForm = () => <ResourceForm def={discountScreen} />;
