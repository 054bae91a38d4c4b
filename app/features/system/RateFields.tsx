import type { FieldMetadata } from "@conform-to/react";
import { Checkbox, FormLayout } from "@shopify/polaris";
import { useRef, useState } from "react";
import { CURRENCY_CODES } from "~/lib/constants";
import { tMessages, useT } from "~/lib/i18n";
import { SelectInput, TextInput } from "~/ui/fields";
import { optionsOf } from "../resource/screen";
import { SITES } from "./choices";

type Fields = Record<string, FieldMetadata<unknown>>;
export interface RateFormData {
  options?: { site_currencies: Record<string, string[]> };
  setting?: { base_currency: string };
  record?: { quote_currency?: string } | null;
}

/**
 * Site, then only the currencies that site offers (all offered ones until a site is chosen, and
 * without JavaScript; the API refuses the others), and the rate written as "1 USD = [ ] CAD".
 */
export function SiteCurrencyRate({ f, data }: { f: Fields; data: RateFormData | null }) {
  const { t } = useT();
  const offered = data?.options?.site_currencies ?? {};
  const site = typeof f.site.value === "string" ? f.site.value : "";
  const anySite = [...new Set(Object.values(offered).flat())].sort();
  // with nothing loaded (the API out of reach while a typed form comes back) every code is offered
  const codes = offered[site] ?? (anySite.length ? anySite : CURRENCY_CODES);
  const base = data?.record?.quote_currency ?? data?.setting?.base_currency;
  const currency = typeof f.currency.value === "string" ? f.currency.value : "";
  return (
    <FormLayout>
      <FormLayout.Group>
        <SelectInput field={f.site} label={t("common.site")} options={optionsOf(SITES, t)} placeholder={t("v.choose")} />
        <SelectInput
          field={f.currency}
          label={t("common.currency")}
          options={codes.map((c) => ({ value: c, label: c }))}
          placeholder={t("v.choose")}
        />
      </FormLayout.Group>
      <FormLayout.Group>
        <TextInput
          field={f.rate}
          label={t("rate.rate")}
          inputMode="decimal"
          prefix={base ? `1 ${base} =` : undefined}
          suffix={currency || undefined}
        />
        <TextInput field={f.float_percent} label={t("rate.floatPercent")} inputMode="decimal" helpText={t("rate.floatPercent.help")} />
      </FormLayout.Group>
    </FormLayout>
  );
}

/**
 * A confirmation the API asked for (a rate far from the benchmark, a base-currency change): shown
 * with the API's words once it has asked, ticked to save anyway; posts `value` (a kind's checkbox
 * takes the browser's own `on`).
 */
export function ConfirmField({ field, label, value = "yes" }: { field: FieldMetadata<unknown>; label: string; value?: string }) {
  const { t } = useT();
  // the browser's own check clears the API's message on the next input; the box stays once asked
  const asked = useRef(false);
  if (field.errors?.length || field.initialValue === value) asked.current = true;
  const [checked, setChecked] = useState(field.initialValue === value);
  if (!asked.current) return null;
  return (
    <Checkbox
      id={field.id}
      name={field.name}
      value={value}
      label={t(label)}
      checked={checked}
      onChange={setChecked}
      error={tMessages(t, field.errors)}
    />
  );
}

/** A rate as quoted: "1 USD = 1.360000" (kept on one line). */
export const QuotedRate = ({ r }: { r: { quote_currency: string; rate: string } }) => <span>{`1 ${r.quote_currency} = ${r.rate}`}</span>;
