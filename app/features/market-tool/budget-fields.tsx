import { Text } from "@shopify/polaris";
import { tMessage, useT } from "~/lib/i18n";
import { chooseSiteCurrency } from "~/domain/site-currency";

// The budget area's plain form fields (label, input, the error next to it): they work without script
// and keep what was typed (defaultValue) when an action answers with errors.

export function TextInput({
  name,
  label,
  value,
  error,
  max,
  inputMode,
  placeholder,
}: {
  name: string;
  label: string;
  value?: string | null;
  error?: string;
  max?: number;
  inputMode?: "decimal";
  placeholder?: string;
}) {
  const { t } = useT();
  const id = `f-${name.replace(/[^\w]/g, "_")}`;
  return (
    <div className="budget-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        defaultValue={value ?? ""}
        maxLength={max}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="budget-input"
      />
      {error ? (
        <Text as="p" tone="critical">
          <span id={`${id}-error`}>{tMessage(t, error)}</span>
        </Text>
      ) : null}
    </div>
  );
}

export function SelectField({
  name,
  label,
  value,
  options,
  error,
}: {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  error?: string;
}) {
  const { t } = useT();
  const id = `f-${name}`;
  return (
    <div className="budget-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="budget-input"
      >
        <option value="">{t("budget.choose")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <Text as="p" tone="critical">
          <span id={`${id}-error`}>{tMessage(t, error)}</span>
        </Text>
      ) : null}
    </div>
  );
}

/**
 * The budget's currency: only the chosen site's currencies, the site's own chosen unless another of
 * the site's is (issue 41 §2). Drawn again when the site changes (with JavaScript); without it the
 * save is refused next to this field and the form comes back for the site that was sent.
 */
export function SiteCurrencyField({
  label,
  site,
  siteCurrencies,
  value,
  error,
}: {
  label: string;
  site: string;
  siteCurrencies: Record<string, string[]> | undefined;
  value: string;
  error?: string;
}) {
  const offered = (site && siteCurrencies?.[site]) || [];
  // no site yet: every site's currencies, so a person without JavaScript can choose both and save once
  const anySite = site ? [] : [...new Set(Object.values(siteCurrencies ?? {}).flat())].sort();
  return (
    <SelectField
      key={site}
      name="currency"
      label={label}
      value={site ? chooseSiteCurrency(offered, value) : anySite.includes(value) ? value : ""}
      options={(site ? offered : anySite).map((c) => ({ value: c, label: c }))}
      error={error}
    />
  );
}
