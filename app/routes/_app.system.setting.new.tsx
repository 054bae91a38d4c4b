import { useLoaderData, useLocation } from "@remix-run/react";
import { FormLayout } from "@shopify/polaris";
import { benchmarkFormAction, settingFormLoader } from "~/features/system/rate-setting.server";
import { BENCHMARK_SOURCES, CURRENCY_CODES } from "~/lib/constants";
import { useT } from "~/lib/i18n";
import { SelectInput, TextInput } from "~/ui/fields";
import { RecordForm, useFormLoad } from "~/ui/RecordForm";
import { UnavailableNotice } from "~/ui/UnavailableNotice";
export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";
export { keepScreenAfterOutage as shouldRevalidate } from "~/lib/revalidate";

export const loader = settingFormLoader;
export const action = benchmarkFormAction;

/** /system/setting/new: a benchmark rate, quoted per 1 unit of the base currency. */
export default function BenchmarkForm() {
  const loaded = useFormLoad(useLoaderData<typeof loader>());
  const { t } = useT();
  const { search } = useLocation();
  if (loaded === undefined) return <UnavailableNotice />;
  const setting = loaded?.setting ?? null;
  return (
    <RecordForm
      id="benchmark-new"
      intent="create"
      title={t("rate.bench.create")}
      validator={() => import("~/features/system/validators").then((m) => m.validators.benchmark)}
      closeTo={`/system/setting${search}`}
      defaultValue={{ source: "manual" }}
      render={(f) => (
        <FormLayout>
          <FormLayout.Group>
            <SelectInput field={f.currency} label={t("common.currency")} options={CURRENCY_CODES.map((c) => ({ value: c, label: c }))} placeholder={t("v.choose")} />
            <TextInput field={f.rate} label={setting ? `${t("rate.rate")} (1 ${setting.base_currency} =)` : t("rate.rate")} inputMode="decimal" />
          </FormLayout.Group>
          <FormLayout.Group>
            <TextInput field={f.effective_date} type="date" label={t("rate.effectiveDate")} />
            <SelectInput field={f.source} label={t("rate.source")} options={BENCHMARK_SOURCES.map((s) => ({ value: s, label: t(`rate.source.${s}`) }))} />
          </FormLayout.Group>
          <TextInput field={f.remark} label={t("common.remark")} multiline={2} />
        </FormLayout>
      )}
    />
  );
}
