import { useLoaderData, useLocation, useParams } from "@remix-run/react";
import { FormLayout } from "@shopify/polaris";
import { ALL_SITES, CURRENCY_CODES } from "~/lib/constants";
import { siteName } from "~/lib/sites";
import { useT } from "~/lib/i18n";
import { usWestDate } from "~/lib/time";
import { SelectInput, TextInput } from "~/ui/fields";
import { RecordForm, useFormLoad } from "~/ui/RecordForm";
import { UnavailableNotice } from "~/ui/UnavailableNotice";
import type { exchangeRateFormLoader } from "./exchange-rate.server";
import { EXCHANGE_RATE } from "./keys";
import { exchangeRateName } from "./names";

/** Create or edit a site's exchange rate; the validity period is picked as US West days. */
export function ExchangeRateForm() {
  const loaded = useFormLoad(useLoaderData<typeof exchangeRateFormLoader>());
  const { id } = useParams();
  const { t } = useT();
  const { search } = useLocation();
  if (loaded === undefined) return <UnavailableNotice />;
  const record = loaded?.record ?? null;
  return (
    <RecordForm
      id={id ? `rate-${id}` : "rate-new"}
      intent={id ? "update" : "create"}
      title={id ? t("rate.list.editTitle", { name: record ? exchangeRateName(record) : `#${id}` }) : t("rate.list.createTitle")}
      validator={() => import("./validators").then((m) => m.validators.exchangeRate)}
      closeTo={`/system/${EXCHANGE_RATE.route}${search}`}
      hidden={record ? { version: record.version } : {}}
      conflictLabels={{ rate: t("rate.rate"), float_percent: t("rate.floatPercent"), site: t("common.site"), currency: t("common.currency") }}
      defaultValue={record ? { ...record, start_date: usWestDate(record.start_at), end_date: usWestDate(record.end_at) } : { float_percent: 0 }}
      render={(f) => (
        <FormLayout>
          <FormLayout.Group>
            <SelectInput field={f.site} label={t("common.site")} options={ALL_SITES.map((s) => ({ value: s, label: siteName(t, s) }))} placeholder={t("v.choose")} />
            <SelectInput field={f.currency} label={t("common.currency")} options={CURRENCY_CODES.map((c) => ({ value: c, label: c }))} placeholder={t("v.choose")} />
          </FormLayout.Group>
          <FormLayout.Group>
            <TextInput field={f.rate} label={t("rate.rate")} inputMode="decimal" />
            <TextInput field={f.float_percent} label={t("rate.floatPercent")} inputMode="decimal" helpText={t("rate.floatPercent.help")} />
          </FormLayout.Group>
          <FormLayout.Group>
            <TextInput field={f.start_date} type="date" label={`${t("rate.validity")} · ${t("rate.startDate")}`} />
            <TextInput field={f.end_date} type="date" label={`${t("rate.validity")} · ${t("rate.endDate")}`} helpText={t("common.timezone")} />
          </FormLayout.Group>
          <TextInput field={f.remark} label={t("common.remark")} multiline={2} />
        </FormLayout>
      )}
    />
  );
}
