import { useLoaderData, useLocation } from "@remix-run/react";
import { FormLayout, Text } from "@shopify/polaris";
import { ConfirmField } from "~/features/system/RateFields";
import { rateSettingFormAction, settingFormLoader } from "~/features/system/rate-setting.server";
import { CURRENCY_CODES } from "~/lib/constants";
import { useT } from "~/lib/i18n";
import { SelectInput, TextInput } from "~/ui/fields";
import { RecordForm, useFormLoad } from "~/ui/RecordForm";
import { UnavailableNotice } from "~/ui/UnavailableNotice";
export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";
export { keepScreenAfterOutage as shouldRevalidate } from "~/lib/revalidate";

export const loader = settingFormLoader;
export const action = rateSettingFormAction;

/** /system/setting/edit: the base exchange-rate configuration. */
export default function RateSettingForm() {
  const loaded = useFormLoad(useLoaderData<typeof loader>());
  const { t } = useT();
  const { search } = useLocation();
  if (loaded === undefined) return <UnavailableNotice />;
  const setting = loaded?.setting ?? null;
  return (
    <RecordForm
      id="setting"
      title={t("rate.base.title")}
      validator={() => import("~/features/system/validators").then((m) => m.validators.rateSetting)}
      closeTo={`/system/setting${search}`}
      hidden={{ version: setting?.version }}
      conflictLabels={{ base_currency: t("rate.baseCurrency"), float_percent: t("rate.floatPercent"), decimals: t("rate.decimals") }}
      defaultValue={setting ? { ...setting, auto_sync: setting.auto_sync ? "yes" : "no" } : {}}
      render={(f) => (
        <FormLayout>
          <FormLayout.Group>
            <SelectInput
              field={f.base_currency}
              label={t("rate.baseCurrency")}
              options={CURRENCY_CODES.map((c) => ({ value: c, label: c }))}
            />
            <TextInput field={f.float_percent} label={t("rate.floatPercent")} inputMode="decimal" helpText={t("rate.floatPercent.help")} />
            <TextInput field={f.decimals} label={t("rate.decimals")} inputMode="numeric" />
          </FormLayout.Group>
          <FormLayout.Group>
            <SelectInput
              field={f.auto_sync}
              label={t("rate.autoSync")}
              options={[
                { value: "yes", label: t("common.yes") },
                { value: "no", label: t("common.no") },
              ]}
            />
            <TextInput field={f.sync_hour} label={t("rate.syncHour")} inputMode="numeric" />
          </FormLayout.Group>
          <TextInput field={f.remark} label={t("common.remark")} multiline={2} />
          <Text as="p" tone="subdued">
            {t("rate.baseCurrency.help")}
          </Text>
          <ConfirmField field={f.confirm_base_change} label="rate.confirmBaseChange" />
        </FormLayout>
      )}
    />
  );
}
