import { useLoaderData, useLocation, useParams } from "@remix-run/react";
import { FormLayout } from "@shopify/polaris";
import { ALL_SITES, CURRENCY_CODES } from "~/lib/constants";
import { siteName } from "~/lib/sites";
import { useT } from "~/lib/i18n";
import { SelectInput, TextInput } from "~/ui/fields";
import { RecordForm, useFormLoad } from "~/ui/RecordForm";
import { UnavailableNotice } from "~/ui/UnavailableNotice";
import type { currencyFormLoader } from "./currency.server";
import { CURRENCY } from "./keys";
import { currencyName } from "./names";
import { SEPARATOR_FROM_API } from "./separators";

/** Create or edit a country currency, over the list (/currency-manage-list/new or /<id>). */
export function CurrencyForm() {
  const loaded = useFormLoad(useLoaderData<typeof currencyFormLoader>());
  const { id } = useParams();
  const { t } = useT();
  const { search } = useLocation();
  const sepOptions = [
    { value: ",", label: t("cur.sep.comma") },
    { value: ".", label: t("cur.sep.dot") },
    { value: "space", label: t("cur.sep.space") },
    { value: "'", label: t("cur.sep.apostrophe") },
    { value: "none", label: t("cur.sep.none") },
  ];
  if (loaded === undefined) return <UnavailableNotice />;
  const record = loaded?.record ?? null;
  return (
    <RecordForm
      id={id ? `currency-${id}` : "currency-new"}
      intent={id ? "update" : "create"}
      title={id ? t("cur.editTitle", { name: record ? currencyName(record) : `#${id}` }) : t("cur.createTitle")}
      validator={() => import("./validators").then((m) => m.validators.currency)}
      closeTo={`/system/${CURRENCY.route}${search}`}
      hidden={record ? { version: record.version } : {}}
      conflictLabels={{ country_name: t("cur.countryName"), currency_code: t("cur.currencyCode"), symbol: t("cur.symbol"), decimals: t("cur.decimals") }}
      defaultValue={
        record
          ? { ...record, thousands_separator: SEPARATOR_FROM_API[record.thousands_separator] }
          : { symbol_position: "before", decimals: 2, thousands_separator: ",", decimal_separator: "." }
      }
      render={(f) => (
        <FormLayout>
          <FormLayout.Group>
            <TextInput field={f.country_code} label={t("cur.countryCode")} />
            <TextInput field={f.country_name} label={t("cur.countryName")} />
            <SelectInput field={f.site} label={t("common.site")} options={ALL_SITES.map((s) => ({ value: s, label: siteName(t, s) }))} placeholder={t("v.choose")} />
          </FormLayout.Group>
          <FormLayout.Group>
            <SelectInput field={f.currency_code} label={t("cur.currencyCode")} options={CURRENCY_CODES.map((c) => ({ value: c, label: c }))} placeholder={t("v.choose")} />
            <TextInput field={f.symbol} label={t("cur.symbol")} />
            <SelectInput
              field={f.symbol_position}
              label={t("cur.symbolPosition")}
              options={[
                { value: "before", label: t("cur.symbolPosition.before") },
                { value: "after", label: t("cur.symbolPosition.after") },
              ]}
            />
          </FormLayout.Group>
          <FormLayout.Group>
            <TextInput field={f.decimals} label={t("cur.decimals")} inputMode="numeric" />
            <SelectInput field={f.thousands_separator} label={t("cur.thousandsSeparator")} options={sepOptions} />
            <SelectInput field={f.decimal_separator} label={t("cur.decimalSeparator")} options={sepOptions.slice(0, 2)} />
          </FormLayout.Group>
        </FormLayout>
      )}
    />
  );
}
