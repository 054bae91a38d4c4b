import { Text } from "@shopify/polaris";
import { tMessage, useT } from "~/lib/i18n";

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
