import type { FieldMetadata } from "@conform-to/react";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Badge, BlockStack, Box, InlineGrid, InlineStack, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { tMessage, useT, type T } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { formatUsWest } from "~/lib/time";
import { ConfirmTransition } from "~/ui/ConfirmTransition";
import { ENHANCE } from "~/ui/enhance";
import { ImageField } from "~/ui/ImageField";
import { SelectInput, TextInput } from "~/ui/fields";
import { UnavailableListPage } from "~/ui/ListPage";
import { PageShell } from "~/ui/PageShell";
import { RecordForm } from "~/ui/RecordForm";
import type { Confirmation } from "~/lib/transitions";
import { HELP_FORMATS, HELP_LANGUAGES, RTL_LANGUAGES } from "./constants";
import { HelpContent } from "./HelpContent";
import { HELP_STEP_SLOTS } from "./help-form-schema";
import type { Placement } from "./help-rules";
import { CONTACT_SECTION, HELP_SECTION, type HelpSectionDef } from "./help-sections";
import { ActionText } from "~/ui/action-text";

export interface HelpNode {
  id: number;
  parent_id: number | null;
  level: number;
  is_article: boolean;
  has_level3: boolean | null;
  content_format: string | null;
  top_faq: boolean;
  sort: number;
  title: string;
  languages: string[] | null;
  updated_by: string;
  updated_at: string;
}
type LangTexts = { title: string; long_title: string; prompt: string; content: string };
export interface HelpEntry {
  id: number;
  parent_id: number | null;
  level: number;
  is_article: boolean;
  texts: Record<string, LangTexts | undefined>;
  icon: string;
  has_level3: boolean | null;
  content_format: string | null;
  steps: { title: string; text: string; image: string }[];
  show_email: boolean;
  show_order_no: boolean;
  associate_sku: boolean | null;
  top_faq: boolean;
  serial_number: number;
  sort: number;
  version: number;
  delete_count: number;
  path: { id: number; level: number; title: string }[];
}

/** The entry form's address: below the route, the level the form is for where the section says so. */
const detailUrl = (def: HelpSectionDef, level: number, q: string) =>
  `${routeByName(def.detailRoute)!.fullPath}${def.levelInPath ? `/${level}` : ""}${q ? `?${q}` : ""}`;

/** The tree: every entry under its parent, with add-below, edit and delete where allowed. */
function HelpTree({ def }: { def: HelpSectionDef }) {
  const loaded = useLoaderData() as { nodes: HelpNode[]; confirm: Confirmation | null; keys: string[] } | { unavailable: true };
  const { t, locale } = useT();
  if ("unavailable" in loaded) return <UnavailableListPage route={def.route} />;
  const route = routeByName(def.route)!;
  const canEdit = loaded.keys.includes(def.key);
  const byParent = new Map<number | null, HelpNode[]>();
  for (const n of loaded.nodes) byParent.set(n.parent_id, [...(byParent.get(n.parent_id) ?? []), n]);
  const w = def.words;
  return (
    <PageShell title={route.title[locale]} primaryAction={canEdit ? { content: t(w.addTop), url: detailUrl(def, 1, "") } : undefined}>
      {loaded.confirm ? <ConfirmTransition key={loaded.confirm.id} confirm={loaded.confirm} /> : null}
      <Card>
        {loaded.nodes.length === 0 ? (
          <Box padding="600">
            <Text as="p" alignment="center" tone="subdued">
              <span data-testid="empty-state">{t(w.empty)}</span>
            </Text>
          </Box>
        ) : (
          <nav aria-label={t(w.tree)}>
            <Branch def={def} nodes={byParent.get(null) ?? []} byParent={byParent} canEdit={canEdit} t={t} />
          </nav>
        )}
      </Card>
      <Text as="p" tone="subdued">
        {t("common.timezone")}
      </Text>
    </PageShell>
  );
}

function Branch({
  def,
  nodes,
  byParent,
  canEdit,
  t,
}: {
  def: HelpSectionDef;
  nodes: HelpNode[];
  byParent: Map<number | null, HelpNode[]>;
  canEdit: boolean;
  t: T;
}) {
  const w = def.words;
  return (
    <ul className="console-tree">
      {nodes.map((n) => {
        const children = byParent.get(n.id) ?? [];
        const canAdd = !n.is_article && n.level < (def.section === "help" ? 4 : 2);
        return (
          <li key={n.id} data-testid={`help-node-${n.id}`} data-level={n.level}>
            <Box paddingBlock="200" paddingInlineStart={n.level > 1 ? "400" : "0"}>
              <InlineStack gap="300" blockAlign="center" wrap>
                <Badge>{t(w.level, { level: n.level })}</Badge>
                <Text as="span" variant={n.level === 1 ? "headingSm" : "bodyMd"}>
                  {n.title}
                </Text>
                {n.is_article && n.content_format ? <Badge tone="info">{t(`help.format.${n.content_format}`)}</Badge> : null}
                {n.top_faq ? <Badge tone="success">{t("help.topFaq")}</Badge> : null}
                {/* spec section 3: level 1 and 2 carry their sorting and operator */}
                {n.level <= 2 ? (
                  <Text as="span" tone="subdued">
                    {t("help.sortOperator", { sort: n.sort, operator: n.updated_by })}
                  </Text>
                ) : null}
                <Text as="span" tone="subdued">
                  {(n.languages ?? []).join(" · ")}
                </Text>
                <Text as="span" tone="subdued">
                  {formatUsWest(n.updated_at)}
                </Text>
                {canEdit ? (
                  <InlineStack gap="300">
                    {canAdd ? (
                      <Link to={detailUrl(def, n.level + 1, `parent=${n.id}`)}>
                        <ActionText text={t(w.addBelow)} row={n.title} />
                      </Link>
                    ) : null}
                    <Link to={detailUrl(def, n.level, `id=${n.id}`)}>
                      <ActionText text={t("common.edit")} row={n.title} />
                    </Link>
                    <Form method="post" {...ENHANCE} style={{ display: "inline" }}>
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="id" value={n.id} />
                      <button type="submit" className="console-linkbutton">
                        <ActionText text={t("help.delete")} row={n.title} />
                      </button>
                    </Form>
                  </InlineStack>
                ) : null}
              </InlineStack>
            </Box>
            {children.length ? <Branch def={def} nodes={children} byParent={byParent} canEdit={canEdit} t={t} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

type FormData = { entry: HelpEntry | null; parent: HelpEntry | null; placement: Placement; keys: string[] };

/** The entry form: the fields its level asks for, each language's texts (Arabic right to left). */
function HelpEntryForm({ def }: { def: HelpSectionDef }) {
  const loaded = useLoaderData() as FormData | { unavailable: true };
  const { t, locale } = useT();
  const list = routeByName(def.route)!.fullPath;
  if ("unavailable" in loaded) return <UnavailableListPage route={def.route} />;
  const { entry, parent, placement: p } = loaded;
  const w = def.words;
  const where = entry ? entry.path : parent ? [...parent.path] : [];
  const title = entry ? t("help.editTitle", { name: entry.texts.en?.title ?? "", level: p.level }) : t("help.newTitle", { level: p.level });
  const yesNo = (v: boolean | null | undefined) => (v === true ? "yes" : v === false ? "no" : undefined);
  const defaults = entry
    ? {
        texts: Object.fromEntries(HELP_LANGUAGES.map((l) => [l, entry.texts[l] ?? {}])),
        icon: entry.icon,
        has_level3: yesNo(entry.has_level3),
        content_format: entry.content_format ?? undefined,
        show_email: entry.show_email ? "on" : undefined,
        show_order_no: entry.show_order_no ? "on" : undefined,
        associate_sku: yesNo(entry.associate_sku),
        top_faq: entry.top_faq ? "on" : undefined,
        serial_number: entry.serial_number,
        sort: entry.sort,
      }
    : { sort: 0, serial_number: 0 };
  return (
    <PageShell title={routeByName(def.detailRoute)!.title[locale]}>
      {where.length ? (
        <nav aria-label={t("help.path")}>
          <Text as="p" tone="subdued">
            {where.map((x) => x.title).join(" › ")}
          </Text>
        </nav>
      ) : null}
      <RecordForm
        id={entry ? `help-${entry.id}` : `help-new-${parent?.id ?? 0}`}
        title={title}
        intent={entry ? "update" : "create"}
        validator={() => import("./help-validator").then((m) => m.helpValidator(p))}
        defaultValue={defaults}
        hidden={{ version: entry?.version }}
        closeTo={list}
        multipart
        render={(f) => <EntryFields f={f} p={p} w={w} t={t} saved={entry?.texts} savedSteps={entry?.steps} />}
      />
    </PageShell>
  );
}

function EntryFields({
  f,
  p,
  w,
  t,
  saved,
  savedSteps,
}: {
  f: Record<string, FieldMetadata<unknown>>;
  p: Placement;
  w: HelpSectionDef["words"];
  t: T;
  saved?: HelpEntry["texts"];
  savedSteps?: HelpEntry["steps"];
}) {
  const texts = (f.texts as FieldMetadata<Record<string, Record<string, string>>>).getFieldset();
  const yesNo = [
    { label: t("help.yes"), value: "yes" },
    { label: t("help.no"), value: "no" },
  ];
  return (
    <BlockStack gap="400">
      {p.section === "help" && p.level === 1 ? (
        <ImageField name="icon" label={t("help.icon")} value={f.icon.initialValue} error={f.icon.errors?.[0]} help={t("help.icon.help")} />
      ) : null}
      {p.section === "help" && p.level === 2 ? (
        <SelectInput field={f.has_level3} label={t("help.hasLevel3")} options={yesNo} placeholder={t("v.choose")} />
      ) : null}
      {HELP_LANGUAGES.map((l) => {
        const lang = (texts[l] as FieldMetadata<Record<string, string>>).getFieldset();
        return (
          <details key={l} open={l === "en"} lang={l} dir={RTL_LANGUAGES.includes(l) ? "rtl" : "ltr"}>
            <summary>{t(`help.lang.${l}`)}</summary>
            <BlockStack gap="300">
              <TextInput field={lang.title} label={t("help.title")} />
              {p.is_article ? (
                <>
                  {saved?.[l]?.content ? (
                    <BlockStack gap="100">
                      <Text as="p" tone="subdued">
                        {t("help.preview")}
                      </Text>
                      <HelpContent html={saved[l]!.content} lang={l} />
                    </BlockStack>
                  ) : null}
                  <TextInput field={lang.long_title} label={t("help.longTitle")} />
                  <TextInput field={lang.prompt} label={t("help.prompt")} />
                  <TextInput field={lang.content} label={t("help.content")} helpText={t("help.content.help")} multiline={5} />
                </>
              ) : null}
            </BlockStack>
          </details>
        );
      })}
      {p.is_article ? (
        <>
          <InlineGrid columns={{ xs: 1, md: 2 }} gap="400">
            <SelectInput
              field={f.content_format}
              label={t("help.format")}
              options={HELP_FORMATS.map((v) => ({ value: v, label: t(`help.format.${v}`) }))}
              placeholder={t("v.choose")}
            />
            <SelectInput field={f.associate_sku} label={t("help.sku")} options={yesNo} placeholder={t("v.choose")} />
          </InlineGrid>
          <InlineStack gap="600">
            <Check field={f.show_email} label={t("help.showEmail")} />
            <Check field={f.show_order_no} label={t("help.showOrderNo")} />
            <Check field={f.top_faq} label={t("help.topFaq")} />
          </InlineStack>
          <fieldset className="console-fieldset">
            <legend>{t("help.steps")}</legend>
            <Text as="p" tone="subdued">
              {t("help.steps.help")}
            </Text>
            {f.steps.errors?.length ? (
              <Text as="p" tone="critical">
                <span role="alert">{tMessage(t, f.steps.errors[0])}</span>
              </Text>
            ) : null}
            <BlockStack gap="300">
              {Array.from({ length: HELP_STEP_SLOTS }, (_, i) => (
                <StepSlot key={i} index={i} t={t} errors={f.steps.allErrors} saved={savedSteps?.[i]} />
              ))}
            </BlockStack>
          </fieldset>
        </>
      ) : null}
      <InlineGrid columns={{ xs: 1, md: 2 }} gap="400">
        <TextInput field={f.sort} label={t("help.sort")} inputMode="numeric" />
        {p.is_article ? <TextInput field={f.serial_number} label={t("help.serial")} inputMode="numeric" /> : null}
      </InlineGrid>
      <Text as="p" tone="subdued">
        {t(w.formHint)}
      </Text>
    </BlockStack>
  );
}

/**
 * One step's three inputs: plain named inputs (steps[i].title …) that keep their DOM node whatever
 * conform knows of the list, so typing is never lost to a re-render; errors come from conform.
 */
function StepSlot({ index, t, errors, saved }: { index: number; t: T; errors: Record<string, string[]>; saved?: Record<string, string> }) {
  return (
    <InlineGrid columns={{ xs: 1, md: 3 }} gap="300">
      {(["title", "text"] as const).map((k) => {
        const id = `step-${index}-${k}`;
        const error = errors[`steps[${index}].${k}`]?.[0];
        return (
          <div key={k} className="console-plain-field">
            <label htmlFor={id}>{t(`help.step.${k}`, { n: index + 1 })}</label>
            <input
              id={id}
              name={`steps[${index}].${k}`}
              type="text"
              defaultValue={saved?.[k] ?? ""}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error ? (
              <Text as="p" tone="critical">
                <span id={`${id}-error`}>{tMessage(t, error)}</span>
              </Text>
            ) : null}
          </div>
        );
      })}
      <ImageField
        name={`steps[${index}].image`}
        label={t("help.step.image", { n: index + 1 })}
        value={saved?.image}
        error={errors[`steps[${index}].image`]?.[0]}
      />
    </InlineGrid>
  );
}

function Check({ field, label }: { field: FieldMetadata<unknown>; label: string }) {
  return (
    <label className="console-check">
      <input type="checkbox" name={field.name} value="on" defaultChecked={field.initialValue === "on"} /> {label}
    </label>
  );
}

export const HelpCenterTree = () => <HelpTree def={HELP_SECTION} />;
export const HelpCenterForm = () => <HelpEntryForm def={HELP_SECTION} />;
export const ContactUsTree = () => <HelpTree def={CONTACT_SECTION} />;
export const ContactUsForm = () => <HelpEntryForm def={CONTACT_SECTION} />;
