import type { FieldMetadata } from "@conform-to/react";
import { Select } from "@shopify/polaris/build/esm/components/Select/Select.js";
import { TextField } from "@shopify/polaris/build/esm/components/TextField/TextField.js";
import { tMessage, useT, type T } from "~/lib/i18n";
import { useFieldState } from "./field-state";

type Field = FieldMetadata<unknown>;

function useFieldValue(field: Field) {
  // a new record, or the server's echo of a rejected submission, replaces what is shown
  return useFieldState(field.initialValue == null ? "" : String(field.initialValue), field.id, field.key);
}

function errorText(field: Field, t: T) {
  return field.errors?.length ? field.errors.map((e) => tMessage(t, e)).join(" ") : undefined;
}

/**
 * A day is typed as YYYY-MM-DD, as the lists show it, in every browser locale: a native date input
 * would show and parse it in the browser's own order (MM/DD/YYYY, DD.MM.YYYY…).
 */
export const DAY_INPUT = { type: "text", inputMode: "numeric", placeholder: "YYYY-MM-DD", maxLength: 10 } as const;

/** A Polaris text field bound to a conform field: a real named input, so it posts without JS. */
export function TextInput({
  field,
  label,
  type = "text",
  inputMode,
  helpText,
  multiline,
  prefix,
  suffix,
}: {
  field: Field;
  label: string;
  type?: "text" | "date" | "email";
  inputMode?: "decimal" | "numeric" | "text";
  helpText?: string;
  multiline?: number;
  /** text before and after the value inside the field ("1 USD =", "CAD") */
  prefix?: string;
  suffix?: string;
}) {
  const { t } = useT();
  const [value, setValue] = useFieldValue(field);
  return (
    <TextField
      id={field.id}
      name={field.name}
      label={label}
      {...(type === "date" ? DAY_INPUT : { type, inputMode })}
      value={value}
      onChange={setValue}
      error={errorText(field, t)}
      helpText={helpText}
      multiline={multiline}
      prefix={prefix}
      suffix={suffix}
      autoComplete="off"
    />
  );
}

/** A Polaris select bound to a conform field; the empty option means "not chosen". */
export function SelectInput({
  field,
  label,
  options,
  placeholder,
}: {
  field: Field;
  label: string;
  options: { label: string; value: string }[];
  placeholder?: string;
}) {
  const { t } = useT();
  const [value, setValue] = useFieldValue(field);
  return (
    <Select
      id={field.id}
      name={field.name}
      label={label}
      options={placeholder === undefined ? options : [{ label: placeholder, value: "" }, ...options]}
      value={value}
      onChange={setValue}
      error={errorText(field, t)}
    />
  );
}
