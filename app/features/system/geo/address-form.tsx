import { useLoaderData, useParams } from "@remix-run/react";
import type { FieldMetadata } from "@conform-to/react";
import { Checkbox, FormLayout, Text } from "@shopify/polaris";
import { useEffect, useState } from "react";
import { ALL_SITES, CONTENT_LANGUAGES } from "~/lib/constants";
import { countryName } from "~/lib/countries";
import { useT } from "~/lib/i18n";
import { usePageTitle } from "~/lib/page-title";
import { siteName } from "~/lib/sites";
import { CountryField } from "~/ui/CountryPicker";
import { SelectInput, TextInput } from "~/ui/fields";
import { RecordForm, useFormLoad } from "~/ui/RecordForm";
import { UnavailableNotice } from "~/ui/UnavailableNotice";
import { PageShell } from "~/ui/PageShell";
import type { AddressFormat } from "./address";
import { ADDRESS_FIELDS } from "./geo-rules";
import { formOfLines } from "./schemas";

type Fields = Record<string, FieldMetadata<unknown>>;

/** "Required" for one line: a real checkbox named req_<line>, so it posts without JavaScript. */
function RequiredBox({ field, label }: { field: FieldMetadata<unknown>; label: string }) {
  const initial = field.initialValue === "on";
  const [checked, setChecked] = useState(initial);
  useEffect(() => setChecked(initial), [initial, field.key]);
  return <Checkbox id={field.id} name={field.name} value="on" label={label} checked={checked} onChange={setChecked} />;
}

function Lines({ f }: { f: Fields }) {
  const { t } = useT();
  const positions = ADDRESS_FIELDS.map((_, i) => ({ value: String(i + 1), label: String(i + 1) }));
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>
        <Text as="span" variant="headingSm">
          {t("geo.address.lines")}
        </Text>
      </legend>
      <Text as="p" tone="subdued">
        {t("geo.address.lines.help")}
      </Text>
      <FormLayout>
        {ADDRESS_FIELDS.map((line) => (
          <FormLayout.Group key={line} condensed>
            <SelectInput
              field={f[`pos_${line}`]}
              label={t("geo.address.position", { line: t(`geo.line.${line}`) })}
              options={positions}
              placeholder={t("geo.address.notUsed")}
            />
            <RequiredBox field={f[`req_${line}`]} label={t("geo.address.required", { line: t(`geo.line.${line}`) })} />
          </FormLayout.Group>
        ))}
      </FormLayout>
    </fieldset>
  );
}

/** The request form: a new format (/new) or a change of one (/<format id>); it applies once checked. */
export function AddressRequestForm() {
  const loaded = useFormLoad(useLoaderData() as { format: AddressFormat | null } | { unavailable: true });
  const { t, locale } = useT();
  const { id } = useParams();
  const title = usePageTitle("address-configure-edit");
  if (loaded === undefined)
    return (
      <PageShell title={title}>
        <UnavailableNotice />
      </PageShell>
    );
  const format = loaded?.format ?? null;
  const sites = ALL_SITES.map((s) => ({ value: s, label: siteName(t, s) }));
  const languages = CONTENT_LANGUAGES.map((l) => ({ value: l, label: t(`geo.language.${l}`) }));
  const defaults = format
    ? {
        country_code: format.country_code,
        site: format.site,
        language: format.language,
        postal_pattern: format.postal_pattern,
        example: format.example,
        ...formOfLines(format.fields),
      }
    : {};
  return (
    <PageShell title={title} narrow>
      <RecordForm
        id={`address-${id ?? "new"}`}
        intent="request"
        title={
          format
            ? t("geo.address.changeTitle", {
                name: `${countryName(format.country_code, locale)} (${format.country_code}) · ${siteName(t, format.site)} · ${t(`geo.language.${format.language}`)}`,
              })
            : t("geo.address.newTitle")
        }
        validator={() => import("./validators").then((m) => m.geoValidators.address)}
        closeTo="/system/address"
        hidden={format ? { version: format.version } : {}}
        defaultValue={defaults}
        render={(f) => (
          <FormLayout>
            <Text as="p" tone="subdued">
              {t("geo.address.checkedNote")}
            </Text>
            {format ? (
              <>
                <input type="hidden" name="country_code" value={format.country_code} />
                <input type="hidden" name="site" value={format.site} />
                <input type="hidden" name="language" value={format.language} />
              </>
            ) : (
              <FormLayout.Group>
                <CountryField field={f.country_code} label={t("geo.country")} />
                <SelectInput field={f.site} label={t("common.site")} options={sites} placeholder={t("v.choose")} />
                <SelectInput field={f.language} label={t("geo.language")} options={languages} placeholder={t("v.choose")} />
              </FormLayout.Group>
            )}
            <Lines f={f} />
            <TextInput field={f.postal_pattern} label={t("geo.address.pattern")} helpText={t("geo.address.pattern.help")} />
            <TextInput field={f.example} label={t("geo.address.example")} multiline={3} />
            <TextInput field={f.remark} label={t("geo.change.remark")} helpText={t("geo.change.remark.help")} multiline={2} />
          </FormLayout>
        )}
      />
    </PageShell>
  );
}
