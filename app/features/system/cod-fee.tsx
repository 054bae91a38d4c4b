import { codFeeKind } from "~/domain/kinds/cod-fee";
import type { RowOf } from "~/domain/kinds/kind";
import { useFormAction, useLocation, useNavigation } from "@remix-run/react";
import { Banner, BlockStack, InlineStack } from "@shopify/polaris";
import { useT } from "~/lib/i18n";
import { ENABLE_DISABLE } from "~/lib/lifecycle";
import { routeByName } from "~/lib/route-tree";
import { withParams } from "~/lib/url";
import { useKeys } from "~/ui/Can";
import { TwoLines } from "~/ui/cells";
import { CountryFilter } from "~/ui/CountryPicker";
import { Markup } from "~/ui/Markup";
import { ENHANCE } from "~/ui/enhance";
import { stateColumn, updatedColumn } from "../resource/columns";
import { ResourceForm } from "../resource/ResourceForm";
import { ResourceList } from "../resource/ResourceList";
import { kindScreen } from "../resource/kind-screen";

export type CodFee = RowOf<typeof codFeeKind>;

const ROUTE = codFeeKind.route;
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

// fields, filters, form and log come from the kind; the list shows money in its currency and a delete link
export const codFeeScreen = kindScreen(codFeeKind, () => import("../resource/kind-validator").then((m) => m.kindValidator(codFeeKind)), {
  countryFilter: CountryFilter,
  list: {
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
  form: { id: "cod-fee" },
});

export const CodFeeList = () => (
  <ResourceList def={codFeeScreen} above={(d) => <DeleteConfirm row={(d.deleting as CodFee | null) ?? null} />} />
);
export const CodFeeForm = () => <ResourceForm def={codFeeScreen} />;
