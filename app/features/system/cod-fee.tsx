import { useFormAction, useLocation, useNavigation } from "@remix-run/react";
import { Banner } from "@shopify/polaris/build/esm/components/Banner/Banner.js";
import { BlockStack } from "@shopify/polaris/build/esm/components/BlockStack/BlockStack.js";
import { InlineStack } from "@shopify/polaris/build/esm/components/InlineStack/InlineStack.js";
import { useT } from "~/lib/i18n";
import { ENABLE_DISABLE } from "~/lib/lifecycle";
import { routeByName } from "~/lib/route-tree";
import { withParams } from "~/lib/url";
import { useKeys } from "~/ui/Can";
import { TwoLines } from "~/ui/cells";
import { Markup } from "~/ui/Markup";
import { ENHANCE } from "~/ui/enhance";
import { stateColumn, updatedColumn } from "../resource/columns";
import { ResourceForm } from "../resource/ResourceForm";
import { ResourceList } from "../resource/ResourceList";
import { defineScreen } from "../resource/screen";
import { CURRENCIES } from "./choices";

export interface CodFee {
  id: number;
  country_code: string;
  currency_code: string;
  custom_duty: number;
  fee_type: "constant" | "percentage";
  fee_value: number;
  tax_exemption: number;
  order_total_limit: number;
  daily_order_limit: number;
  enabled: boolean;
  version: number;
  updated_by: string;
  updated_at: string;
}

const ROUTE = "cod-country-fee-list";
const intlLocale = (locale: string) => (locale === "zh" ? "zh-CN" : "en-US");

/** The country's name in the console's language, after its ISO code. */
export function countryName(code: string, locale: string) {
  try {
    return new Intl.DisplayNames([intlLocale(locale)], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** An amount written with its currency (US$15.00, AED 15.00). */
export function money(amount: number, currency: string, locale: string) {
  return new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency }).format(amount);
}

function Money({ value, currency }: { value: number; currency: string }) {
  const { locale } = useT();
  return <span className="console-nowrap">{money(value, currency, locale)}</span>;
}

function Country({ code }: { code: string }) {
  const { locale } = useT();
  return <TwoLines first={countryName(code, locale)} second={code} strong />;
}

function ServiceFee({ row }: { row: CodFee }) {
  const { t } = useT();
  if (row.fee_type === "percentage") return <>{t("cod.fee.percentageOf", { value: row.fee_value })}</>;
  return <Money value={row.fee_value} currency={row.currency_code} />;
}

/** Opens the confirmation (?delete=<id>), which works the same with JavaScript off. */
function DeleteLink({ id }: { id: number }) {
  const { t } = useT();
  const { search } = useLocation();
  const route = routeByName(ROUTE)!;
  if (!useKeys().includes(route.intents.delete)) return null;
  return (
    <a href={withParams(search, { delete: id, logs: null }, route.fullPath)} data-testid={`delete-${id}`} {...ENHANCE}>
      {t("common.delete")}
    </a>
  );
}

/** The confirmation above the list, naming the record about to go. */
function DeleteConfirm({ row }: { row: CodFee | null }) {
  const { t, locale } = useT();
  const { search } = useLocation();
  const action = useFormAction();
  const busy = useNavigation().formData?.get("intent") === "delete";
  if (!row) return null;
  const name = `${countryName(row.country_code, locale)} (${row.country_code}, ${row.currency_code})`;
  return (
    <Banner tone="critical" title={t("cod.delete.title", { name })}>
      <BlockStack gap="200">
        <p>{t("cod.delete.body")}</p>
        <InlineStack gap="300" blockAlign="center">
          <form method="post" action={action} className="console-inline-form" {...ENHANCE}>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={row.id} />
            <input type="hidden" name="version" value={row.version} />
            <button type="submit" className="console-linkbutton critical" aria-busy={busy} disabled={busy} data-testid="confirm-delete">
              {t("cod.delete.confirm")}
            </button>
          </form>
          <a href={withParams(search, { delete: null }, routeByName(ROUTE)!.fullPath)} {...ENHANCE}>
            {t("common.cancel")}
          </a>
        </InlineStack>
      </BlockStack>
    </Banner>
  );
}

export const codFeeScreen = defineScreen<CodFee>({
  route: ROUTE,
  lifecycle: ENABLE_DISABLE,
  list: {
    create: "cod.create",
    label: "cod.label",
    filters: [
      { name: "country", label: "cod.countryCode", kind: "country" },
      { name: "currency", label: "cur.currencyCode", kind: "select", ...CURRENCIES },
      {
        name: "fee_type",
        label: "cod.feeType",
        kind: "select",
        values: ["constant", "percentage"],
        option: (v, t) => t(`cod.feeType.${v}`),
      },
      { kind: "state" },
    ],
    columns: [
      { title: "cod.country", sort: "country_code", cell: (r) => <Country code={r.country_code} /> },
      { title: "cur.currencyCode", cell: (r) => r.currency_code },
      { title: "cod.fee", cell: (r) => <ServiceFee row={r} /> },
      { title: "cod.customDuty", align: "end", cell: (r) => <Money value={r.custom_duty} currency={r.currency_code} /> },
      { title: "cod.taxExemption", align: "end", cell: (r) => <Money value={r.tax_exemption} currency={r.currency_code} /> },
      { title: "cod.orderTotalLimit", align: "end", cell: (r) => <Money value={r.order_total_limit} currency={r.currency_code} /> },
      { title: "cod.dailyOrderLimit", align: "end", cell: (r) => r.daily_order_limit },
      stateColumn(ENABLE_DISABLE),
      updatedColumn,
      {
        title: "common.actions",
        cell: (r, c) => (
          <span className="console-actions">
            <Markup html={c.actions(r)} />
            <DeleteLink id={r.id} />
          </span>
        ),
      },
    ],
  },
  form: {
    id: "cod-fee",
    title: { create: "cod.createTitle", update: "cod.editTitle" },
    validator: () => import("./cod-fee-validator").then((m) => m.validateCodFee),
    defaults: { fee_type: "constant", custom_duty: 0, tax_exemption: 0, daily_order_limit: 1 },
    conflictLabels: { fee_value: "cod.feeValue", order_total_limit: "cod.orderTotalLimit", daily_order_limit: "cod.dailyOrderLimit" },
    sections: [
      [
        // an ISO 3166-1 country from the shared picker (issue 15: no free-text countries)
        { name: "country_code", label: "cod.countryCode", kind: "country", help: "cod.countryCode.help" },
        { name: "currency_code", label: "cur.currencyCode", kind: "select", placeholder: true, ...CURRENCIES },
      ],
      [
        {
          name: "fee_type",
          label: "cod.feeType",
          kind: "select",
          values: ["constant", "percentage"],
          option: (v, t) => t(`cod.feeType.${v}`),
        },
        { name: "fee_value", label: "cod.feeValue", kind: "decimal", help: "cod.feeValue.help" },
        { name: "custom_duty", label: "cod.customDuty", kind: "decimal" },
      ],
      [
        { name: "tax_exemption", label: "cod.taxExemption", kind: "decimal", help: "cod.taxExemption.help" },
        { name: "order_total_limit", label: "cod.orderTotalLimit", kind: "decimal", help: "cod.orderTotalLimit.help" },
        { name: "daily_order_limit", label: "cod.dailyOrderLimit", kind: "integer", help: "cod.dailyOrderLimit.help" },
      ],
    ],
  },
});

export const CodFeeList = () => (
  <ResourceList def={codFeeScreen} above={(d) => <DeleteConfirm row={(d.deleting as CodFee | null) ?? null} />} />
);
export const CodFeeForm = () => <ResourceForm def={codFeeScreen} />;
