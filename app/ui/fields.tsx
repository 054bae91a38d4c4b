import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { chooseSiteCurrency } from "~/domain/site-currency";
import { tMessages, useT, type T } from "~/lib/i18n";
import { useFieldState } from "./field-state";

type Field = FieldMetadata<unknown>;

const initialOf = (field: Field) => (field.initialValue == null ? "" : String(field.initialValue));

function useFieldValue(field: Field) {
  // a new record, or the server's echo of a rejected submission, replaces what is shown
  return useFieldState(initialOf(field), field.id, field.key);
}

/**
 * How a box holds its value: controlled (`value` and `onChange`), or left to the element
 * (`defaultValue`), where a row of a keyed list keeps what is typed in it when rows before it are
 * added or removed (conform's item key moves the element with its row; a controlled value would
 * follow the index instead).
 */
type Binding =
  { value: string; onChange(value: string): void; defaultValue?: never } | { defaultValue: string; value?: never; onChange?: never };

const bound = (b: Binding) =>
  b.onChange
    ? { value: b.value, onChange: (e: { currentTarget: { value: string } }) => b.onChange(e.currentTarget.value) }
    : { defaultValue: b.defaultValue };

/** A conform field's binding: its state, or (uncontrolled) only its initial value. */
function useBinding(field: Field, uncontrolled: boolean): Binding {
  const [value, setValue] = useFieldValue(field);
  return uncontrolled ? { defaultValue: initialOf(field) } : { value, onChange: setValue };
}

function errorText(field: Field, t: T) {
  return tMessages(t, field.errors);
}

/**
 * A day is typed as YYYY-MM-DD, as the lists show it, in every browser locale: a native date input
 * would show and parse it in the browser's own order (MM/DD/YYYY, DD.MM.YYYY…).
 */
export const DAY_INPUT = { type: "text", inputMode: "numeric", placeholder: "YYYY-MM-DD", maxLength: 10 } as const;

// Form fields are Polaris' text field and select drawn as plain markup with Polaris' own classes
// (label, field, inline error, help text), as the list filters are (filters.tsx): the components
// brought ~6 KB of JavaScript to every page's first load, and cost the server more per field.

const ids = (id: string, error?: string, helpText?: string) =>
  [error ? `${id}Error` : "", helpText ? `${id}HelpText` : ""].filter(Boolean).join(" ") || undefined;

/** Label above, inline error and help text below (in the look of Polaris' Labelled, ui/fields.css). */
function Labelled({
  id,
  label,
  labelHidden,
  error,
  helpText,
  children,
}: {
  id: string;
  label: string;
  labelHidden?: boolean;
  error?: string;
  helpText?: string;
  children: ReactNode;
}) {
  return (
    <div className={labelHidden ? "console-field label-hidden" : "console-field"}>
      <div className="console-label">
        <label id={`${id}Label`} htmlFor={id}>
          {label}
        </label>
      </div>
      {children}
      {error ? (
        <div id={`${id}Error`} className="console-inline-error">
          <span className="console-icon">
            <svg viewBox="0 0 20 20" focusable="false" aria-hidden="true">
              <path d="M10 6a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5a.75.75 0 0 1 .75-.75Z" />
              <path d="M11 13a1 1 0 1 1-2 0 1 1 0 0 1 2 0Z" />
              <path fillRule="evenodd" d="M17 10a7 7 0 1 1-14 0 7 7 0 0 1 14 0Zm-1.5 0a5.5 5.5 0 1 1-11 0 5.5 5.5 0 0 1 11 0Z" />
            </svg>
          </span>
          <span>{error}</span>
        </div>
      ) : null}
      {helpText ? (
        <div className="console-help" id={`${id}HelpText`}>
          {helpText}
        </div>
      ) : null}
    </div>
  );
}

/** A text field in the look of Polaris' (ui/fields.css). */
export function TextBox({
  id,
  name,
  label,
  labelHidden,
  error,
  helpText,
  placeholder,
  type = "text",
  inputMode,
  multiline,
  prefix,
  suffix,
  ...binding
}: {
  id: string;
  name?: string;
  label: string;
  labelHidden?: boolean;
  error?: string;
  helpText?: string;
  placeholder?: string;
  type?: "text" | "date" | "email";
  inputMode?: "decimal" | "numeric" | "text";
  multiline?: number;
  /** text before and after the value inside the field ("1 USD =", "CAD") */
  prefix?: string;
  suffix?: string;
} & Binding) {
  const common = {
    id,
    name,
    className: "console-textfield-input",
    ...bound(binding),
    placeholder,
    autoComplete: "off",
    "aria-labelledby": [`${id}Label`, prefix ? `${id}-Prefix` : "", suffix ? `${id}-Suffix` : ""].filter(Boolean).join(" "),
    "aria-describedby": ids(id, error, helpText),
    "aria-invalid": !!error,
  };
  return (
    <Labelled id={id} label={label} labelHidden={labelHidden} error={error} helpText={helpText}>
      <div className={`console-textfield${error ? " has-error" : ""}${multiline ? " multiline" : ""}`}>
        {prefix ? (
          <div className="console-affix" id={`${id}-Prefix`}>
            {prefix}
          </div>
        ) : null}
        {multiline ? (
          <textarea {...common} rows={multiline} />
        ) : (
          <input {...common} {...(type === "date" ? DAY_INPUT : { type, inputMode })} />
        )}
        {suffix ? (
          <div className="console-affix" id={`${id}-Suffix`}>
            {suffix}
          </div>
        ) : null}
        <div className="console-field-box" />
      </div>
    </Labelled>
  );
}

/**
 * What lies under a native select: the box and its chevron (ui/fields.css). The native control
 * shows its own choice, so a choice made without JavaScript shows too.
 */
export function SelectUnderlay() {
  return (
    <>
      <div className="console-select-face" aria-hidden="true">
        <span className="console-select-chevron" />
      </div>
      <div className="console-field-box" />
    </>
  );
}

/** A select in the look of Polaris' (ui/fields.css): the native control stays visible. */
export function SelectBox({
  id,
  name,
  label,
  options,
  error,
  ...binding
}: {
  id: string;
  name?: string;
  label: string;
  options: { label: string; value: string }[];
  error?: string;
} & Binding) {
  return (
    <Labelled id={id} label={label} error={error}>
      <div className={`console-selectbox${error ? " has-error" : ""}`}>
        <select id={id} name={name} className="console-select" {...bound(binding)} aria-invalid={!!error} aria-describedby={ids(id, error)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <SelectUnderlay />
      </div>
    </Labelled>
  );
}

/**
 * A text field bound to a conform field: a real named input, so it posts without JS. `uncontrolled`:
 * what is typed stays in the element (the rows of a keyed list, see Binding).
 */
export function TextInput({
  field,
  label,
  type = "text",
  inputMode,
  helpText,
  multiline,
  prefix,
  suffix,
  uncontrolled = false,
}: {
  field: Field;
  label: string;
  type?: "text" | "date" | "email";
  inputMode?: "decimal" | "numeric" | "text";
  helpText?: string;
  multiline?: number;
  prefix?: string;
  suffix?: string;
  uncontrolled?: boolean;
}) {
  const { t } = useT();
  const binding = useBinding(field, uncontrolled);
  return (
    <TextBox
      id={field.id}
      name={field.name}
      label={label}
      {...binding}
      error={errorText(field, t)}
      helpText={helpText}
      type={type}
      inputMode={inputMode}
      multiline={multiline}
      prefix={prefix}
      suffix={suffix}
    />
  );
}

/** A select bound to a conform field; the empty option means "not chosen". `uncontrolled` as TextInput's. */
export function SelectInput({
  field,
  label,
  options,
  placeholder,
  uncontrolled = false,
}: {
  field: Field;
  label: string;
  options: { label: string; value: string }[];
  placeholder?: string;
  uncontrolled?: boolean;
}) {
  const { t } = useT();
  const binding = useBinding(field, uncontrolled);
  return (
    <SelectBox
      id={field.id}
      name={field.name}
      label={label}
      options={placeholder === undefined ? options : [{ label: placeholder, value: "" }, ...options]}
      {...binding}
      error={errorText(field, t)}
    />
  );
}

/**
 * The currency of a money form (issue 41 §2): only the chosen site's currencies, the site's own first
 * and preselected unless another of the site's is chosen. With JavaScript the choices follow the site
 * as it changes. Without it the page is drawn for the site the form holds (the record's, or the one a
 * refused save sent back): after changing the site, the save is refused next to this field (the API
 * takes only the site's currencies) and the form comes back offering the new site's, its own chosen.
 */
export function SiteCurrencySelect({
  field,
  label,
  site,
  siteCurrencies,
}: {
  field: Field;
  label: string;
  /** the site the form holds now */
  site: string;
  /** each site's currencies, its own first (API market/site_currencies) */
  siteCurrencies: Record<string, readonly string[]> | undefined;
}) {
  const { t } = useT();
  const [value, setValue] = useFieldValue(field);
  const offered = (site && siteCurrencies?.[site]) || [];
  // no site yet: every site's currencies, so a person without JavaScript can choose both and save once
  const anySite = site ? [] : [...new Set(Object.values(siteCurrencies ?? {}).flat())].sort();
  const options = offered.length
    ? offered.map((c) => ({ value: c, label: c }))
    : [{ value: "", label: t(site ? "money.currency.none" : "money.currency.siteFirst") }, ...anySite.map((c) => ({ value: c, label: c }))];
  return (
    <SelectBox
      id={field.id}
      name={field.name}
      label={label}
      options={options}
      value={site ? chooseSiteCurrency(offered, value) : anySite.includes(value) ? value : ""}
      onChange={setValue}
      error={errorText(field, t)}
    />
  );
}
