import type { FieldMetadata } from "@conform-to/react";
import { useLoaderData } from "@remix-run/react";
import { BlockStack, Box, FormLayout, InlineGrid, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { CONTENT_LANGUAGES } from "~/lib/constants";
import { typeTitle } from "~/lib/route-titles";
import { useT } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { formatUsWest } from "~/lib/time";
import { SelectInput, SiteCurrencySelect, TextInput } from "~/ui/fields";
import { DateRangeButton } from "~/ui/DateRangeButton";
import { PageShell } from "~/ui/PageShell";
import { RecordForm, useFormLoad } from "~/ui/RecordForm";
import { UnavailableNotice } from "~/ui/UnavailableNotice";
import { KINDS, type EventKind } from "./kinds";
import { RevisionForm } from "./revision-form";
import { SLOT_ROWS } from "./schemas";
import { EVENT_CROWDS, LAUNCH_CHANNELS, PROMOTION_STRATEGIES } from "~/domain/event-targeting";
import type { EventDetail, EventFull, RevisionRow } from "./types";

export interface EditData {
  kind: EventKind;
  type: "create" | "edit" | "revision";
  event: EventFull | null;
  options: {
    sites: { value: string; label: string; currencies: string[] }[];
    event_category: { value: number; label: string; site: string; enabled: boolean }[];
  };
  keys: string[];
  products: EventDetail["products"] | null;
  pending: RevisionRow | null;
}

type Fields = Record<string, FieldMetadata<unknown>>;

/** The form's values of an event: times in US West, one title/description pair per language, slot rows. */
function defaults(ev: EventFull | null): Record<string, unknown> {
  if (!ev)
    return {
      site: "us",
      currency: "USD",
      event_category: "",
      promotion_strategy: "event_price",
      apply_crowds: ["all_customers"],
      launch_channel: [...LAUNCH_CHANNELS],
    };
  const out: Record<string, unknown> = {
    id: ev.id,
    version: ev.version,
    name: ev.name,
    site: ev.site,
    currency: ev.currency,
    start_at: formatUsWest(ev.start_at),
    end_at: formatUsWest(ev.end_at),
    event_category: ev.event_category ? String(ev.event_category) : "",
    promotion_strategy: ev.promotion_strategy,
    apply_crowds: ev.apply_crowds,
    launch_channel: ev.launch_channel,
  };
  for (const l of ev.languages) {
    out[`title_${l.language}`] = l.title;
    out[`description_${l.language}`] = l.description;
  }
  ev.slots.forEach((s, i) => {
    out[`slot_${i + 1}_start`] = formatUsWest(s.start_at);
    out[`slot_${i + 1}_end`] = formatUsWest(s.end_at);
  });
  return out;
}

/** Create or edit an event (type=create|edit), or propose a revision of a published one (type=revision). */
export function EventEdit() {
  const loaded = useFormLoad(useLoaderData() as EditData | { unavailable: true });
  const { t, locale } = useT();
  if (loaded === undefined)
    return (
      <PageShell>
        <UnavailableNotice />
      </PageShell>
    );
  const d = loaded;
  const k = KINDS[d?.kind ?? "daily_special"];
  const ev = d?.event ?? null;
  const type = d?.type ?? "create";
  // the heading is the title table's (lib/route-titles.ts), as the tab's is; the event's name goes below it
  const title = typeTitle(k.edit, type)![locale];
  const subtitle = type === "create" ? undefined : ev?.name;
  const closeTo = ev ? `/activity/${k.detail}?id=${ev.id}` : `/activity/${k.list}`;
  if (d && !d.keys.includes(k.key)) {
    return (
      <PageShell title={title} subtitle={subtitle} narrow>
        <Card>
          <Text as="p">{t("event.notAllowed")}</Text>
        </Card>
      </PageShell>
    );
  }
  if (type === "revision" && d && ev)
    return (
      <PageShell title={title} subtitle={subtitle}>
        <RevisionForm event={ev} products={d.products!} pending={d.pending} />
      </PageShell>
    );
  const sites = d?.options.sites ?? [];
  return (
    <PageShell title={title} subtitle={subtitle} narrow>
      <RecordForm
        id={`event-${ev?.id ?? "new"}`}
        title={title}
        intent={type === "create" ? "create" : "update"}
        validator={() => import("./validators").then((m) => m.checkEvent)}
        defaultValue={defaults(ev)}
        hidden={ev ? { id: ev.id, version: ev.version } : {}}
        closeTo={closeTo}
        conflictLabels={{ name: t("event.name"), start_at: t("event.start"), end_at: t("event.end") }}
        render={(f: Fields) => (
          <BlockStack gap="500">
            <FormLayout>
              <TextInput field={f.name} label={t("event.name")} />
              <FormLayout.Group>
                <SelectInput
                  field={f.site}
                  label={t("common.site")}
                  options={sites.map((s) => ({ value: s.value, label: `${siteName(t, s.value)} (${s.currencies.join(", ") || "—"})` }))}
                />
                {/* the chosen site's currencies only, its own preselected (issue 41 §2; the API refuses others) */}
                <SiteCurrencySelect
                  field={f.currency}
                  label={t("common.currency")}
                  site={typeof f.site.value === "string" ? f.site.value : ""}
                  siteCurrencies={Object.fromEntries(sites.map((s) => [s.value, s.currencies]))}
                />
              </FormLayout.Group>
              <FormLayout.Group>
                <TextInput field={f.start_at} label={t("event.start")} helpText={t("event.timeHelp")} />
                <TextInput field={f.end_at} label={t("event.end")} helpText={t("event.timeHelp")} />
              </FormLayout.Group>
              <DateRangeButton startId={f.start_at.id} endId={f.end_at.id} withTime label={t("event.period")} />
              <FormLayout.Group>
                <SelectInput
                  field={f.event_category}
                  label={t("event.category")}
                  placeholder={t("event.categoryNone")}
                  options={(d?.options.event_category ?? [])
                    .filter((c) => c.enabled || String(c.value) === String(ev?.event_category ?? ""))
                    .map((c) => ({ value: String(c.value), label: `${siteName(t, c.site)} · ${c.label}` }))}
                />
                <SelectInput
                  field={f.promotion_strategy}
                  label={t("event.strategy")}
                  options={PROMOTION_STRATEGIES.map((s) => ({ value: s, label: t(`event.strategy.${s}`) }))}
                />
              </FormLayout.Group>
            </FormLayout>
            <CheckList
              name="apply_crowds"
              legend={t("event.crowds")}
              values={EVENT_CROWDS}
              checked={ticked(f.apply_crowds)}
              label={(v) => t(`event.crowd.${v}`)}
            />
            <CheckList
              name="launch_channel"
              legend={t("event.channels")}
              values={LAUNCH_CHANNELS}
              checked={ticked(f.launch_channel)}
              label={(v) => t(`event.channel.${v}`)}
            />
            {k.slots ? (
              <fieldset className="console-fieldset">
                <legend>
                  <Text as="span" variant="headingSm">
                    {t("event.slots")}
                  </Text>
                </legend>
                <Text as="p" tone="subdued">
                  {t("event.slotsHelp")}
                </Text>
                <Box paddingBlockStart="200">
                  <InlineGrid columns={{ xs: 1, sm: 2 }} gap="300">
                    {SLOT_ROWS.flatMap((n) => [
                      <TextInput key={`s${n}`} field={f[`slot_${n}_start`]} label={t("event.slotStart", { n })} />,
                      <TextInput key={`e${n}`} field={f[`slot_${n}_end`]} label={t("event.slotEnd", { n })} />,
                    ])}
                  </InlineGrid>
                </Box>
              </fieldset>
            ) : null}
            <fieldset className="console-fieldset">
              <legend>
                <Text as="span" variant="headingSm">
                  {t("event.languages")}
                </Text>
              </legend>
              <Text as="p" tone="subdued">
                {t("event.languagesHelp")}
              </Text>
              <Box paddingBlockStart="200">
                <InlineGrid columns={{ xs: 1, sm: 2 }} gap="300">
                  {CONTENT_LANGUAGES.flatMap((l) => [
                    <TextInput key={`t${l}`} field={f[`title_${l}`]} label={t("event.lang.title", { lang: l })} />,
                    <TextInput key={`d${l}`} field={f[`description_${l}`]} label={t("event.lang.description", { lang: l })} />,
                  ])}
                </InlineGrid>
              </Box>
            </fieldset>
          </BlockStack>
        )}
      />
    </PageShell>
  );
}

/** The ticked values of a checkbox list: what was posted after a refusal (kept, with or without JavaScript), else the record's. */
const ticked = (field: FieldMetadata<unknown> | undefined): string[] => {
  const v = field?.initialValue as unknown;
  return Array.isArray(v) ? v.map(String) : typeof v === "string" && v ? [v] : [];
};

/** A list of checkboxes posting every ticked value under one name (works without JavaScript). */
function CheckList({
  name,
  legend,
  values,
  checked,
  label,
}: {
  name: string;
  legend: string;
  values: readonly string[];
  checked: readonly string[];
  label: (v: string) => string;
}) {
  return (
    <fieldset className="console-fieldset">
      <legend>
        <Text as="span" variant="headingSm">
          {legend}
        </Text>
      </legend>
      <InlineGrid columns={{ xs: 1, sm: 3 }} gap="200">
        {values.map((v) => (
          <label key={v}>
            <input type="checkbox" name={name} value={v} defaultChecked={checked.includes(v)} /> {label(v)}
          </label>
        ))}
      </InlineGrid>
    </fieldset>
  );
}
