import type { FieldMetadata } from "@conform-to/react";
import { useEffect, useMemo, useState } from "react";
import { COUNTRIES, searchCountries, type Country } from "~/lib/countries";
import { tMessages, useT } from "~/lib/i18n";
import { useFieldState } from "./field-state";
import { Stack } from "./basic";
import { SelectBox, TextBox } from "./fields";

// The one way System forms and filters choose a country (issue 15 item 13): an ISO 3166-1 list
// with English and Chinese names, never free text. Without JavaScript it is a plain <select> of
// every country; with it, a search box above narrows the select by code, English or Chinese name.

const label = (c: Country, locale: string) => (locale === "en" ? `${c[1]} (${c[0]})` : `${c[2]} ${c[1]} (${c[0]})`);

function useHydrated() {
  const [on, setOn] = useState(false);
  useEffect(() => setOn(true), []);
  return on;
}

function Picker(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange(v: string): void;
  empty: string;
  error?: string;
  /** codes offered (all of ISO 3166-1 when absent) */
  codes?: readonly string[];
}) {
  const { t, locale } = useT();
  const hydrated = useHydrated();
  const [query, setQuery] = useState("");
  const offered = useMemo(() => {
    const allowed = props.codes ? new Set(props.codes) : null;
    const hits = (query ? searchCountries(query) : [...COUNTRIES]).filter((c) => !allowed || allowed.has(c[0]));
    // the chosen country stays in the list whatever the search says
    return props.value && !hits.some((c) => c[0] === props.value) ? [...COUNTRIES.filter((c) => c[0] === props.value), ...hits] : hits;
  }, [query, props.codes, props.value]);
  const options = [{ label: props.empty, value: "" }, ...offered.map((c) => ({ label: label(c, locale), value: c[0] }))];
  return (
    <Stack gap="100">
      <SelectBox
        id={props.id}
        name={props.name}
        label={props.label}
        options={options}
        value={props.value}
        onChange={props.onChange}
        error={props.error}
      />
      {hydrated ? (
        // under the select its label names: the search is the browser's helper only, the select is what the form posts
        <TextBox
          id={`${props.id}-search`}
          label={t("geo.country.search", { field: props.label })}
          labelHidden
          placeholder={t("geo.country.searchPlaceholder")}
          value={query}
          onChange={(q) => {
            setQuery(q);
            // a search that leaves one country chooses it: type "日本" or "japan" and go on
            const hits = q ? searchCountries(q).filter((c) => !props.codes || props.codes.includes(c[0])) : [];
            if (hits.length === 1) props.onChange(hits[0][0]);
          }}
        />
      ) : null}
    </Stack>
  );
}

/** A form field (conform) holding an ISO 3166-1 alpha-2 code. */
export function CountryField({ field, label: text, codes }: { field: FieldMetadata<unknown>; label: string; codes?: readonly string[] }) {
  const { t } = useT();
  const [value, setValue] = useFieldState(field.initialValue == null ? "" : String(field.initialValue), field.id, field.key);
  const error = tMessages(t, field.errors);
  return (
    <Picker
      id={field.id}
      name={field.name}
      label={text}
      value={value}
      onChange={setValue}
      empty={t("v.choose")}
      error={error}
      codes={codes}
    />
  );
}

/** A list filter (GET form) by country; empty is every country. */
export function CountryFilter({
  name,
  label: text,
  defaultValue,
  codes,
}: {
  name: string;
  label: string;
  defaultValue?: string | null;
  codes?: readonly string[];
}) {
  const { t } = useT();
  const [value, setValue] = useFieldState(defaultValue ?? "", `filter-${name}`);
  return <Picker id={`filter-${name}`} name={name} label={text} value={value} onChange={setValue} empty={t("common.all")} codes={codes} />;
}
