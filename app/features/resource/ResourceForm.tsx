import { useLoaderData, useLocation, useParams } from "@remix-run/react";
import type { CountryNames } from "~/lib/country-names";
import { FormLayout } from "@shopify/polaris";
import type { FieldMetadata } from "@conform-to/react";
import { useT, type T } from "~/lib/i18n";
import { titleFor } from "~/lib/route-titles";
import { formIntent, routeByName } from "~/lib/route-tree";
import { CountryField } from "~/ui/CountryPicker";
import { DateRangeButton } from "~/ui/DateRangeButton";
import { SelectInput, SiteCurrencySelect, TextInput } from "~/ui/fields";
import { ImageField } from "~/ui/ImageField";
import { ChecksField } from "./ChecksField";
import { PickerField } from "./PickerField";
import type { PickerData } from "./picker-values";
import { RecordDetail } from "./RecordDetail";
import { RecordForm, useFormLoad } from "~/ui/RecordForm";
import { PageShell } from "~/ui/PageShell";
import { UnavailableNotice } from "~/ui/UnavailableNotice";
import { labelOf, optionsOf, type FieldSpec, type FormSection, type ScreenDef } from "./screen";

type Fields = Record<string, FieldMetadata<unknown>>;

function Field({ spec, f, t, data }: { spec: FieldSpec; f: Fields; t: T; data: unknown }) {
  const label = labelOf(spec.label, t, data);
  if (spec.kind === "select") {
    return (
      <SelectInput
        field={f[spec.name]}
        label={label}
        options={optionsOf(spec, t)}
        placeholder={spec.placeholder ? t("v.choose") : undefined}
      />
    );
  }
  if (spec.kind === "picker")
    return (
      <PickerField
        field={f[spec.name]}
        label={label}
        help={spec.help ? t(spec.help) : undefined}
        multiple={spec.multiple}
        adds={Boolean(spec.adds)}
        picker={(data as { pickers?: Record<string, PickerData> } | null)?.pickers?.[spec.name]}
        t={t}
      />
    );
  if (spec.kind === "siteCurrency") {
    const site = f[spec.site].value;
    return (
      <SiteCurrencySelect
        field={f[spec.name]}
        label={label}
        site={typeof site === "string" ? site : ""}
        siteCurrencies={(data as { site_currencies?: Record<string, string[]> } | null)?.site_currencies}
      />
    );
  }
  if (spec.kind === "country") return <CountryField field={f[spec.name]} label={label} />;
  if (spec.kind === "image" || spec.kind === "video")
    return (
      <ImageField
        media={spec.kind}
        name={spec.name}
        label={label}
        value={f[spec.name].initialValue}
        error={f[spec.name].errors?.[0]}
        help={spec.help ? t(spec.help) : undefined}
        storefront={"storefront" in spec ? spec.storefront : undefined}
      />
    );
  if (spec.kind === "checkbox" || spec.kind === "multiSelect") return <ChecksField spec={spec} field={f[spec.name]} label={label} t={t} />;
  const kind = spec.kind ?? "text";
  const input = (
    <TextInput
      field={f[spec.name]}
      label={label}
      type={kind === "date" ? "date" : "text"}
      inputMode={kind === "decimal" ? "decimal" : kind === "integer" ? "numeric" : undefined}
      multiline={kind === "multiline" ? (spec.rows ?? 2) : undefined}
      helpText={spec.help ? t(spec.help) : undefined}
    />
  );
  return spec.dir ? <div dir={spec.dir}>{input}</div> : input;
}

export function Section({ section, f, t, data }: { section: FormSection; f: Fields; t: T; data: unknown }) {
  if (typeof section === "function") return <>{section(f, { t, data })}</>;
  if (!Array.isArray(section)) return <Field spec={section} f={f} t={t} data={data} />;
  // two days side by side are a range (start, end): with JavaScript they are also picked together
  // in the date-range picker; typed as they are without it
  const days = section.filter((spec) => spec.kind === "date");
  return (
    <>
      <FormLayout.Group>
        {section.map((spec) => (
          <Field key={spec.name} spec={spec} f={f} t={t} data={data} />
        ))}
      </FormLayout.Group>
      {days.length === 2 ? <DateRangeButton startId={f[days[0].name].id} endId={f[days[1].name].id} label={t("dateRange.period")} /> : null}
    </>
  );
}

/**
 * The create / edit form of a resource, over its list (/<list>/new, /<list>/<id>): which of the two
 * is the route tree's `forms`, the fields are the definition's.
 */
export function ResourceForm<Row extends { id: number; version?: number }>({ def }: { def: ScreenDef<Row> }) {
  const loaded = useFormLoad(
    useLoaderData() as
      | { record: Row | null; readOnly?: true; countryNames?: CountryNames; typed?: Record<string, unknown>; added?: string }
      | { unavailable: true },
  );
  const { id } = useParams();
  const { t, locale } = useT();
  const { search, pathname } = useLocation();
  const route = routeByName(def.route)!;
  const formRoute = routeByName(def.formRoute ?? def.route)!;
  const form = def.form!;
  if (loaded === undefined) return <UnavailableNotice />;
  // a reader without the write key: the record, not a disabled form
  if (loaded?.readOnly && loaded.record && def.detail) return <RecordDetail def={def} record={loaded.record} data={loaded} />;
  const record = loaded?.record ?? null;
  // the record's id: in the path (/<list>/<id>) or, on a form route of its own, in ?id=
  const byQuery = formRoute.forms[""] !== undefined;
  const editing =
    formIntent(formRoute, pathname, search) === "update"
      ? byQuery
        ? (new URLSearchParams(search).get("id") ?? undefined)
        : id
      : undefined;
  const recordForm = (
    <RecordForm
      key={loaded?.added ?? "form"}
      id={`${form.id}-${editing ?? "new"}`}
      intent={editing ? "update" : "create"}
      title={
        editing
          ? t(form.title.update ?? form.title.create, {
              id: editing,
              name: record && def.name ? def.name(record, { t, locale, countries: loaded?.countryNames }) : `#${editing}`,
            })
          : t(form.title.create)
      }
      validator={form.validator}
      multipart={form.multipart}
      closeTo={byQuery ? route.fullPath : `${route.fullPath}${search}`}
      hidden={record ? { version: record.version } : {}}
      conflictLabels={Object.fromEntries(Object.entries(form.conflictLabels ?? {}).map(([k, v]) => [k, t(v)]))}
      // after a picker's search, what was typed came back in the address
      defaultValue={loaded?.typed ?? (record ? (form.fromRecord?.(record) ?? record) : (form.defaults ?? {}))}
      render={(f) => (
        <FormLayout>
          {form.sections.map((section, i) => (
            <Section key={i} section={section} f={f} t={t} data={loaded} />
          ))}
        </FormLayout>
      )}
    />
  );
  // a form on a route of its own is a page: its heading is the title its type gives (create, edit),
  // as its tab's and the document's are
  return def.formRoute ? <PageShell title={titleFor(formRoute, pathname + search)[locale]}>{recordForm}</PageShell> : recordForm;
}
