import { cartKind, newcomerKind } from "~/domain/kinds/newcomer-cart";
import type { RowOf } from "~/domain/kinds/kind";
import type { T } from "~/lib/i18n";
import { ENABLE_DISABLE } from "~/lib/lifecycle";
import { siteName, siteRecordName } from "~/lib/sites";
import { TwoLines } from "~/ui/cells";
import { actionsColumn, stateColumn, updatedColumn } from "../resource/columns";
import { formValuesOf, kindLogView, kindScreen } from "../resource/kind-screen";
import { ResourceForm } from "../resource/ResourceForm";
import { ResourceList } from "../resource/ResourceList";
import { SITES } from "./market-task-screen";
import { formatMoney, minorToText } from "./promo-money";

export const NEWCOMER_LIST = "coupons-for-newcomers";
export const NEWCOMER_DETAIL = "coupons-for-newcomers-detail";
export const CART_LIST = "shopping-cart-manager";

export type NewcomerPackage = RowOf<typeof newcomerKind> & {
  /** the picked vouchers' names, in the package's order */
  vouchers: { id: number; name: string }[];
};
export type CartConfig = RowOf<typeof cartKind>;

export const packageName = siteRecordName;
const str = (v: unknown) => String(v ?? "");
const quotaText = (q: unknown, t: T) => (q === null || q === undefined || q === "" ? t("newcomer.noLimit") : str(q));

/** /market-tool/coupons-for-newcomers: the packages; the form is its detail (/new, /<id>). Fields, form and log come from the kind. */
export const newcomerScreen = kindScreen(
  newcomerKind,
  () => import("../resource/kind-validator").then((m) => m.kindValidator(newcomerKind)),
  {
    name: packageName,
    logView: (t, locale, countries) => {
      const view = kindLogView(newcomerKind, packageName)(t, locale, countries);
      // packages saved before vouchers were picked logged typed codes
      const codes = { label: t("newcomer.codes"), format: (v: unknown) => (Array.isArray(v) ? v.join(", ") : "—") };
      return { ...view, kind: t("newcomer.list"), fields: { ...view.fields, codes } };
    },
    list: {
      filters: [
        { name: "name", label: "newcomer.name", kind: "text" },
        { name: "site", label: "common.site", kind: "select", ...SITES },
        { kind: "state" },
      ],
      columns: [
        { title: "newcomer.name", sort: "name", cell: (r, { t }) => <TwoLines strong first={r.name} second={siteName(t, r.site)} /> },
        {
          title: "newcomer.codes",
          cell: (r) => {
            const picked = (r as NewcomerPackage).vouchers;
            return picked.length ? picked.map((v) => `${v.name} #${v.id}`).join(", ") : "—";
          },
        },
        {
          title: "newcomer.validDays",
          sort: "valid_days",
          align: "end",
          cell: (r, { t }) => t("newcomer.daysText", { days: r.valid_days }),
        },
        {
          title: "newcomer.claimed",
          align: "end",
          cell: (r, { t }) => t("newcomer.claimedText", { claimed: r.claimed, quota: quotaText(r.quota, t) }),
        },
        stateColumn(ENABLE_DISABLE),
        updatedColumn,
        actionsColumn,
      ],
    },
    form: { id: "newcomer" },
  },
);

export const cartName = (r: { site?: unknown }, t?: T) => (t ? siteName(t, str(r.site)) : str(r.site));

/** /market-tool/shopping-cart-manager: one row a site, edited at /<id> below the list. */
export const cartScreen = kindScreen(cartKind, () => import("../resource/kind-validator").then((m) => m.kindValidator(cartKind)), {
  name: (r) => cartName(r),
  logView: (t, locale, countries) => {
    const view = kindLogView(cartKind, (r) => cartName(r, t))(t, locale, countries);
    // the threshold as money in its currency
    const free_shipping_minor = {
      label: t("cart.freeShipping"),
      format: (v: unknown, r: Record<string, unknown>) => (v === null || v === undefined ? "—" : formatMoney(str(v), str(r.currency_code))),
    };
    return { ...view, fields: { ...view.fields, free_shipping_minor } };
  },
  list: {
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
    defaults: { currency_code: "USD", max_items: 100, reserve_minutes: 30, recommendations: "yes" },
    // the threshold as typed in its currency
    fromRecord: (r) => ({
      ...formValuesOf(cartKind, r as Record<string, unknown>),
      free_shipping: minorToText(r.free_shipping_minor, r.currency_code),
    }),
  },
});

export const NewcomerList = () => <ResourceList def={newcomerScreen} />;
export const NewcomerForm = () => <ResourceForm def={newcomerScreen} />;
export const CartList = () => <ResourceList def={cartScreen} />;
export const CartForm = () => <ResourceForm def={cartScreen} />;
