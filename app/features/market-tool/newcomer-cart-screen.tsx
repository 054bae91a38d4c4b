import { CURRENCY_CODES } from "~/lib/constants";
import type { T } from "~/lib/i18n";
import { ENABLE_DISABLE } from "~/lib/lifecycle";
import { siteName } from "~/lib/sites";
import { TwoLines } from "~/ui/cells";
import type { LogView } from "~/ui/LogTable";
import { actionsColumn, stateColumn, updatedColumn } from "../resource/columns";
import { ResourceForm } from "../resource/ResourceForm";
import { ResourceList } from "../resource/ResourceList";
import { defineScreen } from "../resource/screen";
import { SITES } from "./market-task-screen";
import { YES_NO } from "./market-task-schema";
import { formatMoney, minorToText } from "./promo-money";

export const NEWCOMER_LIST = "coupons-for-newcomers";
export const NEWCOMER_DETAIL = "coupons-for-newcomers-detail";
export const CART_LIST = "shopping-cart-manager";

export interface NewcomerPackage {
  id: number;
  name: string;
  site: string;
  voucher_ids: number[];
  /** the picked vouchers' names, in the package's order */
  vouchers: { id: number; name: string }[];
  valid_days: number;
  claim_hours: number;
  quota: number | null;
  claimed: number;
  enabled: boolean;
  version: number;
  updated_by: string;
  updated_at: string;
}

export interface CartConfig {
  id: number;
  site: string;
  max_items: number;
  reserve_minutes: number;
  currency_code: string;
  free_shipping_minor: string;
  recommendations: boolean;
  version: number;
  updated_by: string;
  updated_at: string;
}

export const packageName = (r: { name?: unknown; site?: unknown }) => `${String(r.name ?? "")} (${String(r.site ?? "")})`;
const str = (v: unknown) => String(v ?? "");
const quotaText = (q: unknown, t: T) => (q === null || q === undefined || q === "" ? t("newcomer.noLimit") : str(q));

export function newcomerLogView(t: T): LogView {
  return {
    kind: t("newcomer.list"),
    name: packageName,
    fields: {
      name: { label: t("newcomer.name") },
      site: { label: t("common.site"), format: (v) => siteName(t, str(v)) },
      // packages saved before vouchers were picked logged typed codes
      codes: { label: t("newcomer.codes"), format: (v) => (Array.isArray(v) ? v.join(", ") : "—") },
      voucher_ids: { label: t("newcomer.codes"), format: (v) => (Array.isArray(v) && v.length ? v.map((id) => `#${id}`).join(", ") : "—") },
      valid_days: { label: t("newcomer.validDays") },
      claim_hours: { label: t("newcomer.claimHours") },
      quota: { label: t("newcomer.quota"), format: (v) => quotaText(v, t) },
      enabled: { label: t("common.status"), format: (v) => t(v ? "common.enabled" : "common.disabled") },
    },
  };
}

/** /market-tool/coupons-for-newcomers: the packages; the form is its detail (/new, /<id>). */
export const newcomerScreen = defineScreen<NewcomerPackage>({
  route: NEWCOMER_LIST,
  formRoute: NEWCOMER_DETAIL,
  lifecycle: ENABLE_DISABLE,
  name: packageName,
  logView: newcomerLogView,
  list: {
    create: "newcomer.create",
    label: "newcomer.list",
    defaultOrder: "sort.newestFirst",
    filters: [
      { name: "name", label: "newcomer.name", kind: "text" },
      { name: "site", label: "common.site", kind: "select", ...SITES },
      { kind: "state" },
    ],
    columns: [
      { title: "newcomer.name", sort: "name", cell: (r, { t }) => <TwoLines strong first={r.name} second={siteName(t, r.site)} /> },
      { title: "newcomer.codes", cell: (r) => (r.vouchers.length ? r.vouchers.map((v) => `${v.name} #${v.id}`).join(", ") : "—") },
      { title: "newcomer.validDays", sort: "valid_days", align: "end", cell: (r, { t }) => t("newcomer.daysText", { days: r.valid_days }) },
      {
        title: "newcomer.claimed",
        align: "end",
        cell: (r, { t }) => t("newcomer.claimedText", { claimed: r.claimed, quota: quotaText(r.quota, t) }),
      },
      stateColumn<NewcomerPackage>(ENABLE_DISABLE),
      updatedColumn,
      actionsColumn,
    ],
  },
  form: {
    id: "newcomer",
    title: { create: "newcomer.createTitle", update: "newcomer.editTitle" },
    validator: () => import("./market-task-validator").then((m) => m.validateNewcomer),
    defaults: { site: "us", valid_days: 30, claim_hours: 72 },
    fromRecord: (r) => ({ ...r, voucher_ids: r.voucher_ids.map(String), quota: r.quota ?? "" }),
    conflictLabels: {
      name: "newcomer.name",
      site: "common.site",
      voucher_ids: "newcomer.codes",
      valid_days: "newcomer.validDays",
      claim_hours: "newcomer.claimHours",
      quota: "newcomer.quota",
    },
    sections: [
      [
        { name: "name", label: "newcomer.name" },
        { name: "site", label: "common.site", kind: "select", ...SITES },
      ],
      {
        name: "voucher_ids",
        label: "newcomer.codes",
        kind: "picker",
        source: "voucher",
        site: "site",
        multiple: true,
        help: "newcomer.codes.help",
      },
      [
        { name: "valid_days", label: "newcomer.validDays", kind: "integer", help: "newcomer.validDays.help" },
        { name: "claim_hours", label: "newcomer.claimHours", kind: "integer", help: "newcomer.claimHours.help" },
      ],
      { name: "quota", label: "newcomer.quota", kind: "integer", help: "newcomer.quota.help" },
    ],
  },
});

export const cartName = (r: { site?: unknown }, t?: T) => (t ? siteName(t, str(r.site)) : str(r.site));

export function cartLogView(t: T): LogView {
  return {
    kind: t("cart.list"),
    name: (r) => cartName(r, t),
    fields: {
      site: { label: t("common.site"), format: (v) => siteName(t, str(v)) },
      max_items: { label: t("cart.maxItems") },
      reserve_minutes: { label: t("cart.reserveMinutes") },
      currency_code: { label: t("cart.currency") },
      free_shipping_minor: {
        label: t("cart.freeShipping"),
        format: (v, r) => (v === null || v === undefined ? "—" : formatMoney(str(v), str(r.currency_code))),
      },
      recommendations: { label: t("cart.recommendations"), format: (v) => t(v ? "cart.yes" : "cart.no") },
    },
  };
}

/** /market-tool/shopping-cart-manager: one row a site, edited at /<id> below the list. */
export const cartScreen = defineScreen<CartConfig>({
  route: CART_LIST,
  name: (r) => cartName(r),
  logView: cartLogView,
  list: {
    create: "cart.create",
    label: "cart.list",
    defaultOrder: "cart.bySite",
    filters: [{ name: "site", label: "common.site", kind: "select", ...SITES }],
    columns: [
      { title: "common.site", sort: "site", cell: (r, { t }) => <strong>{siteName(t, r.site)}</strong> },
      { title: "cart.maxItems", align: "end", cell: (r) => r.max_items },
      {
        title: "cart.reserveMinutes",
        align: "end",
        cell: (r, { t }) => (r.reserve_minutes ? t("cart.minutesText", { minutes: r.reserve_minutes }) : t("cart.notReserved")),
      },
      { title: "cart.freeShipping", align: "end", cell: (r) => formatMoney(r.free_shipping_minor, r.currency_code) },
      { title: "cart.recommendations", cell: (r, { t }) => t(r.recommendations ? "cart.yes" : "cart.no") },
      updatedColumn,
      actionsColumn,
    ],
  },
  form: {
    id: "cart",
    title: { create: "cart.createTitle", update: "cart.editTitle" },
    validator: () => import("./market-task-validator").then((m) => m.validateCart),
    defaults: { currency_code: "USD", max_items: 100, reserve_minutes: 30, recommendations: "yes" },
    fromRecord: (r) => ({
      ...r,
      free_shipping: minorToText(r.free_shipping_minor, r.currency_code),
      recommendations: r.recommendations ? "yes" : "no",
    }),
    conflictLabels: {
      site: "common.site",
      max_items: "cart.maxItems",
      reserve_minutes: "cart.reserveMinutes",
      currency_code: "cart.currency",
      free_shipping: "cart.freeShipping",
      recommendations: "cart.recommendations",
    },
    sections: [
      [
        { name: "site", label: "common.site", kind: "select", ...SITES },
        { name: "max_items", label: "cart.maxItems", kind: "integer", help: "cart.maxItems.help" },
      ],
      { name: "reserve_minutes", label: "cart.reserveMinutes", kind: "integer", help: "cart.reserveMinutes.help" },
      [
        { name: "currency_code", label: "cart.currency", kind: "select", values: CURRENCY_CODES },
        { name: "free_shipping", label: "cart.freeShipping", kind: "decimal", help: "cart.freeShipping.help" },
      ],
      { name: "recommendations", label: "cart.recommendations", kind: "select", values: YES_NO, option: (v, t) => t(`cart.${v}`) },
    ],
  },
});

export const NewcomerList = () => <ResourceList def={newcomerScreen} />;
export const NewcomerForm = () => <ResourceForm def={newcomerScreen} />;
export const CartList = () => <ResourceList def={cartScreen} />;
export const CartForm = () => <ResourceForm def={cartScreen} />;
