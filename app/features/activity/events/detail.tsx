import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { Banner, BlockStack, Box, Button, InlineStack, Text, TextField } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { useState } from "react";
import { CONTENT_LANGUAGES } from "~/lib/constants";
import { tMessage, tMessages, useT, type T } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { allowedTransitions } from "~/lib/lifecycle";
import { usePageTitle } from "~/lib/page-title";
import { routeByName } from "~/lib/route-tree";
import { formatUsWest } from "~/lib/time";
import { withParams } from "~/lib/url";
import { cellInputHtml } from "~/ui/CellInput";
import { ENHANCE_ATTRS, html, type Html } from "~/ui/html";
import { MarkupBlock, MarkupRow } from "~/ui/Markup";
import { PageShell } from "~/ui/PageShell";
import { PageSizeLinks } from "~/ui/PageSizeLinks";
import { ExcelImportStatus } from "~/ui/ExcelImport";
import { UnavailableNotice } from "~/ui/UnavailableNotice";
import { FilterText } from "~/ui/filters";
import { ENHANCE } from "~/ui/enhance";
import { EVENT_STATUS, KINDS, type EventKind } from "./kinds";
import { EventLog } from "./log";
import { ConfirmPanel, EventStatusBadge, EventTimes, IntentButton, OfflineFinal, RevisionBadge, useEventQuestion } from "./parts";
import { RevisionView } from "./revision-view";
import { PickProducts } from "./product-picker";
import type { PickerData } from "../../resource/picker-values";
import type {
  EventDetail,
  PriceImportReport,
  PriceImportStatus,
  EventProduct,
  LogEntry,
  Paged,
  RevisionDetail,
  RevisionRow,
} from "./types";
import { actionTextHtml } from "~/ui/action-text";

type Confirm = { intent: string; id: number; name: string; site?: string; products?: number } | null;
export type DetailData =
  | {
      kind: EventKind;
      mode: "event";
      event: EventDetail;
      log: Paged<LogEntry>;
      revisions: Paged<RevisionRow>;
      importStatus: PriceImportStatus | null;
      sku: string;
      keys: string[];
      confirm: Confirm;
      /** the product picker of a draft, for those who may change it */
      picker: PickerData | null;
    }
  | { kind: EventKind; mode: "revision"; revision: RevisionDetail; keys: string[]; confirm: Confirm }
  | { kind: EventKind; mode: "none"; keys: string[]; confirm: null };

/** An event with its products, revisions and log; or, with ?type=revision, one revision for review. */
export function EventDetailPage() {
  const loaded = useLoaderData() as DetailData | { unavailable: true };
  if ("unavailable" in loaded)
    return (
      <PageShell>
        <UnavailableNotice />
      </PageShell>
    );
  if (loaded.mode === "none") return <NoEvent kind={loaded.kind} />;
  return loaded.mode === "revision" ? <RevisionView data={loaded} /> : <EventView data={loaded} />;
}

function NoEvent({ kind }: { kind: EventKind }) {
  const { t, locale } = useT();
  const k = KINDS[kind];
  return (
    <PageShell title={routeByName(k.detail)!.title[locale]} narrow>
      <Card>
        <BlockStack gap="200">
          <Text as="p">{t("event.noEvent")}</Text>
          <Link to={`/activity/${k.list}`}>{t(k.text.list)}</Link>
        </BlockStack>
      </Card>
    </PageShell>
  );
}

function EventView({ data: d }: { data: Extract<DetailData, { mode: "event" }> }) {
  const { t } = useT();
  const question = useEventQuestion();
  const { search, pathname } = useLocation();
  const ev = d.event;
  const k = KINDS[d.kind];
  const can = d.keys.includes(k.key);
  const pageTitle = usePageTitle(k.detail);
  const action = pathname + search;
  const draft = ev.status === "draft";
  const fact = (label: string, value: React.ReactNode) => (
    <div className="console-fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <PageShell
      title={pageTitle}
      subtitle={ev.name}
      primaryAction={
        can && draft
          ? { content: t("event.edit"), url: `/activity/${k.edit}?type=edit&id=${ev.id}` }
          : can && ev.status === "published"
            ? { content: t("event.revise"), url: `/activity/${k.edit}?type=revision&id=${ev.id}` }
            : undefined
      }
      secondaryAction={{ content: t(k.text.list), url: `/activity/${k.list}` }}
    >
      {d.confirm ? (
        <ConfirmPanel
          intent={d.confirm.intent}
          id={ev.id}
          action={withParams(search, { confirm: null, confirm_id: null }, pathname)}
          question={question(d.confirm)}
        >
          {d.confirm.intent === "offline" ? <OfflineFinal kind={d.kind} /> : null}
        </ConfirmPanel>
      ) : null}
      {ev.status === "offline" ? (
        <Banner tone="info">
          <span data-testid="offline-done">{t("event.offlineDone")}</span>
        </Banner>
      ) : null}
      {ev.conflicts.length && ev.status !== "offline" ? (
        <Banner tone="warning" title={t("event.conflicts")}>
          <BlockStack gap="100">
            {ev.conflicts.map((c) => (
              <p key={`${c.event_id}-${c.sku_code}`} data-testid="conflict">
                <Link to={`/activity/${KINDS[c.kind].detail}?id=${c.event_id}`}>
                  {t("event.conflict", { sku: c.sku_code, name: c.event_name, id: c.event_id })}
                </Link>
              </p>
            ))}
            {draft ? <p>{t("event.conflictsHelp")}</p> : null}
          </BlockStack>
        </Banner>
      ) : null}
      {ev.status === "published" ? (
        <Banner tone="info">
          <p>{t("event.lockedHelp")}</p>
        </Banner>
      ) : null}
      <Card>
        <BlockStack gap="400">
          <InlineStack align="space-between" blockAlign="center" gap="300">
            <InlineStack gap="200" blockAlign="center">
              <EventStatusBadge status={ev.status} />
              {ev.pending_revision ? (
                <Link to={`/activity/${k.detail}?type=revision&id=${ev.pending_revision}`}>
                  {t("event.pendingRevision", { id: ev.pending_revision })}
                </Link>
              ) : null}
            </InlineStack>
            {can ? (
              <span className="console-actions">
                {allowedTransitions(EVENT_STATUS, ev as unknown as Record<string, unknown>).map((name) =>
                  name === "offline" ? (
                    <Link
                      key={name}
                      to={withParams(search, { confirm: "offline", confirm_id: ev.id }, pathname)}
                      className="console-critical"
                    >
                      {t("event.offline")}
                    </Link>
                  ) : (
                    <IntentButton
                      key={name}
                      intent={name}
                      id={ev.id}
                      action={action}
                      label={t(EVENT_STATUS.transitions[name].label)}
                      primary
                    />
                  ),
                )}
                <IntentButton intent="copy" id={ev.id} action={action} label={t("event.copy")} />
              </span>
            ) : null}
          </InlineStack>
          <dl className="console-facts">
            {fact(t("event.id"), ev.id)}
            {fact(t("common.site"), `${siteName(t, ev.site)} · ${ev.currency}`)}
            {fact(t("event.period"), <EventTimes start={ev.start_at} end={ev.end_at} status={ev.status} />)}
            {fact(t("event.saleStatus"), t(`event.saleStatus.${ev.sale_status}`))}
            {fact(t("event.category"), ev.event_category_name ?? t("event.categoryNone"))}
            {fact(t("event.crowds"), ev.apply_crowds.map((c) => t(`event.crowd.${c}`)).join(", "))}
            {fact(t("event.channels"), ev.launch_channel.map((c) => t(`event.channel.${c}`)).join(", "))}
            {fact(t("event.strategy"), t(`event.strategy.${ev.promotion_strategy}`))}
            {fact(t("common.createdBy"), `${ev.created_by} · ${formatUsWest(ev.created_at)}`)}
          </dl>
          {k.slots ? (
            <BlockStack gap="100">
              <Text as="h2" variant="headingSm">
                {t("event.slots")}
              </Text>
              <ul>
                {ev.slots.map((s, i) => (
                  <li key={i}>
                    {t("event.slot", { n: i + 1 })}: {formatUsWest(s.start_at)} – {formatUsWest(s.end_at)}
                  </li>
                ))}
              </ul>
            </BlockStack>
          ) : null}
          <BlockStack gap="100">
            <Text as="h2" variant="headingSm">
              {t("event.languages")}
            </Text>
            <ul>
              {ev.languages.map((l) => (
                <li key={l.language} lang={l.language}>
                  <strong>{l.language}</strong> · {l.title}
                  {l.description ? ` — ${l.description}` : ""}
                </li>
              ))}
            </ul>
          </BlockStack>
          {can && ev.status !== "offline" ? <TranslateForm event={ev} action={action} /> : null}
          <Text as="p" tone="subdued">
            {t("common.timezone")}
          </Text>
        </BlockStack>
      </Card>
      <Products event={ev} editable={can && draft} sku={d.sku} />
      {can || d.keys.includes(k.reviewKey) ? (
        <PriceSheet
          event={ev}
          importStatus={d.importStatus}
          kindDetail={k.detail}
          action={action}
          exportAction={`/activity/${k.detail}/export`}
          exportIntent={can ? "export-products" : "export-for-review"}
          canImport={can}
          editable={draft || ev.status === "published"}
        />
      ) : null}
      {can && draft && d.picker ? <PickProducts eventId={ev.id} version={ev.version} picker={d.picker} /> : null}
      {can && draft ? <AddProducts version={ev.version} eventId={ev.id} exportAction={`/activity/${k.detail}/export`} /> : null}
      <Revisions kind={d.kind} list={d.revisions.list} />
      <EventLog log={d.log} />
    </PageShell>
  );
}

interface RowReply {
  row?: number;
  result?: { error?: Record<string, string[] | null>; initialValue?: Record<string, string> };
}

/** The products, one page by keyset; on a draft each row is its own form (inputs point at it) and rows can be removed. */
function Products({ event: ev, editable, sku }: { event: EventDetail; editable: boolean; sku: string }) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const reply = useActionData<RowReply>();
  const products = ev.products;
  const action = pathname + search;
  const cols = rowColumns(t, editable);
  return (
    <Card padding="0">
      <Box padding="400">
        <InlineStack align="space-between" blockAlign="end" gap="300">
          <Text as="h2" variant="headingMd">
            {t("event.products")} · {t("event.productCount", { count: ev.product_count })}
          </Text>
          <form method="get" action={pathname} role="search" {...ENHANCE}>
            <input type="hidden" name="id" value={ev.id} />
            <InlineStack gap="200" blockAlign="end">
              <FilterText name="sku" label={t("event.skuFilter")} defaultValue={sku} />
              <Button submit>{t("common.search")}</Button>
            </InlineStack>
          </form>
        </InlineStack>
      </Box>
      {products.list.length === 0 ? (
        <Box padding="400">
          <Text as="p" tone="subdued">
            {sku ? t("event.productsNoMatch") : t("event.productsEmpty")}
          </Text>
        </Box>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table" aria-label={t("event.products")}>
            <thead>
              <tr>
                {editable ? (
                  <th scope="col">
                    <span className="console-sub">{t("event.removeSelected")}</span>
                  </th>
                ) : null}
                <th scope="col">{t("event.sku")}</th>
                <th scope="col">{t("event.product")}</th>
                <th scope="col">{`${t("event.price")} (${ev.currency})`}</th>
                <th scope="col">{t("event.stock")}</th>
                <th scope="col">{t("event.upOrder")}</th>
                <th scope="col">{t("event.discount")}</th>
                <th scope="col">{t("event.priority")}</th>
                {editable ? <th scope="col">{t("common.actions")}</th> : null}
              </tr>
            </thead>
            <tbody>
              {products.list.map((p) => (
                <MarkupRow
                  key={p.id}
                  testId={`product-${p.sku_code}`}
                  html={productRowHtml(p, cols, reply?.row === p.id ? reply.result : undefined)}
                />
              ))}
            </tbody>
          </table>
          {editable ? <MarkupBlock html={rowFormsHtml(products.list, action, ev.version)} /> : null}
        </div>
      )}
      <Box padding="300">
        <InlineStack gap="400" blockAlign="center">
          {new URLSearchParams(search).get("after") ? (
            <a href={withParams(search, { after: null }, pathname)} {...ENHANCE}>
              « {t("event.firstProducts")}
            </a>
          ) : null}
          {products.next ? (
            <a href={withParams(search, { after: products.next }, pathname)} rel="next" {...ENHANCE}>
              {t("event.moreProducts")} ›
            </a>
          ) : null}
          <PageSizeLinks current={products.page_size} label={t("event.products")} reset={["after"]} />
          {editable && products.list.length ? (
            <form method="post" action={action} id="remove-products" {...ENHANCE}>
              <input type="hidden" name="intent" value="remove-products" />
              <input type="hidden" name="version" value={ev.version} />
              <Button submit tone="critical">
                {t("event.removeSelected")}
              </Button>
            </form>
          ) : null}
        </InlineStack>
      </Box>
    </Card>
  );
}

/** A row's editable figures, in the order its one hidden `orig` field lists them (space-separated). */
const ROW_FIELDS = ["price", "stock", "up_order", "discount", "special_priority"] as const;
const FIELD_TITLE = {
  price: "event.price",
  stock: "event.stock",
  up_order: "event.upOrder",
  discount: "event.discount",
  special_priority: "event.priority",
} as const;

type RowColumns = { editable: boolean; t: T; sku: string; product: string; titles: Record<RowField, string> };
type RowField = (typeof ROW_FIELDS)[number];

/** What every row's cells say, read once a table. */
function rowColumns(t: T, editable: boolean): RowColumns {
  const titles = Object.fromEntries(ROW_FIELDS.map((f) => [f, t(FIELD_TITLE[f])])) as Record<RowField, string>;
  return { editable, t, sku: t("event.sku"), product: t("event.product"), titles };
}

/**
 * A product's row as markup. On a draft its figures are inputs of the row's form (`row-<id>`,
 * written after the table by rowFormsHtml, so the event's version there changes no row) and the
 * save button is the form's own; a refused save shows what was sent and the reasons beside it.
 */
function productRowHtml(p: EventProduct, c: RowColumns, refused: RowReply["result"]): Html {
  const cells = ROW_FIELDS.map((f) => {
    const shown = f === "price" ? p.price.replace(/\.?0+$/, "") : String(p[f]);
    const value = c.editable
      ? cellInputHtml({
          id: `row-${p.id}-${f}`,
          form: `row-${p.id}`,
          name: f,
          label: `${c.titles[f]} ${p.sku_code}`,
          value: refused?.initialValue?.[f] ?? shown,
          inputMode: f === "price" ? "decimal" : "numeric",
          size: 7,
          error: tMessages(c.t, refused?.error?.[f]),
        })
      : shown;
    return html`<td data-label="${c.titles[f]}" data-testid="${p.sku_code}-${f}">${value}</td>`;
  });
  return html`${c.editable ? html`<td><input type="checkbox" name="product_ids" value="${p.id}" form="remove-products" aria-label="${c.t("event.select", { sku: p.sku_code })}"></td>` : null}<td data-label="${c.sku}">${p.sku_code}</td><td data-label="${c.product}">${p.product_name}</td>${cells}${
    c.editable
      ? html`<td><button type="submit" form="row-${p.id}" class="console-linkbutton" >${actionTextHtml(c.t("event.saveRow"), p.sku_code)}</button></td>`
      : null
  }`;
}

/** Each row's form: what a save sends besides the figures (among it the figures as loaded, to tell what changed). */
function rowFormsHtml(list: EventProduct[], action: string, version: number): Html {
  return html`${list.map(
    (p) =>
      html`<form method="post" action="${action}" id="row-${p.id}" ${ENHANCE_ATTRS}><input type="hidden" name="intent" value="adjust"><input type="hidden" name="version" value="${version}"><input type="hidden" name="product_id" value="${p.id}"><input type="hidden" name="sku" value="${p.sku_code}"><input type="hidden" name="orig" value="${ROW_FIELDS.map((f) => p[f]).join(" ")}"></form>`,
  )}`;
}

/** A language version copied into others (their starting point for a translator); kept ones stay unless replaced. */
function TranslateForm({ event: ev, action }: { event: EventDetail; action: string }) {
  const { t } = useT();
  const have = ev.languages.map((l) => l.language);
  return (
    <Form method="post" action={action} aria-labelledby="translate-heading" data-testid="translate">
      <BlockStack gap="200">
        <Text as="h2" variant="headingSm" id="translate-heading">
          {t("event.translate.title")}
        </Text>
        <Text as="p" tone="subdued">
          {t("event.translate.help")}
        </Text>
        <input type="hidden" name="intent" value="translate" />
        <input type="hidden" name="version" value={ev.version} />
        <InlineStack gap="400" blockAlign="center">
          <span>
            <label htmlFor="translate-from">{t("event.translate.from")}</label>{" "}
            <select id="translate-from" name="from" defaultValue={have[0]} className="console-input">
              {have.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </span>
          <fieldset className="console-fieldset">
            <legend>{t("event.translate.to")}</legend>
            {CONTENT_LANGUAGES.map((l) => (
              <label key={l} className="console-check">
                <input type="checkbox" name="to" value={l} /> {l}
                {have.includes(l) ? ` (${t("event.translate.has")})` : ""}
              </label>
            ))}
          </fieldset>
          <label className="console-check">
            <input type="checkbox" name="overwrite" value="yes" /> {t("event.translate.overwrite")}
          </label>
          <button type="submit" className="console-button">
            {t("event.translate.submit")}
          </button>
        </InlineStack>
      </BlockStack>
    </Form>
  );
}

const IMPORT_COLUMN = { sku: "event.sku", price: "event.import.eventPrice", stock: "event.stock" } as const;

interface ImportReply {
  form?: string;
  importError?: string;
  importReport?: PriceImportReport;
}

/**
 * The products as a spreadsheet (SKU, site price, event price, stock, discount) and new event prices
 * from one: every row is written or none, the refused rows listed. On a draft they are the live
 * prices; on a published event they go into its revision for an approver (the API decides). Plain posts, not
 * Remix forms, so the browser itself saves the file and sends the upload (with or without JavaScript).
 */
function PriceSheet({
  event: ev,
  importStatus,
  kindDetail,
  action,
  exportAction,
  exportIntent,
  canImport,
  editable,
}: {
  event: EventDetail;
  importStatus: PriceImportStatus | null;
  kindDetail: string;
  action: string;
  exportAction: string;
  exportIntent: string;
  canImport: boolean;
  editable: boolean;
}) {
  const { t, locale } = useT();
  const reply = useActionData<ImportReply>();
  const mine = reply?.form === "import" ? reply : undefined;
  const report = mine?.importReport;
  const describedBy = mine?.importError || report ? "event-import-error" : undefined;
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center" gap="300">
          <Text as="h2" variant="headingMd" id="event-prices-heading">
            {t("event.import.sheetTitle")}
          </Text>
          <form method="post" action={exportAction}>
            <input type="hidden" name="intent" value={exportIntent} />
            <input type="hidden" name="id" value={ev.id} />
            <button type="submit" className="console-linkbutton" data-testid="export-products">
              {t("event.export")}
            </button>
          </form>
        </InlineStack>
        {importStatus ? <BackgroundImport status={importStatus} kindDetail={kindDetail} exportAction={exportAction} /> : null}
        {!canImport ? null : editable ? (
          <form
            method="post"
            action={action}
            encType="multipart/form-data"
            aria-labelledby="event-import-title"
            data-testid="import-prices"
          >
            <BlockStack gap="200">
              <Text as="h3" variant="headingSm" id="event-import-title">
                {t("event.import.title")}
              </Text>
              <Text as="p">{t("event.import.help")}</Text>
              {ev.status === "published" ? (
                <Text as="p" fontWeight="semibold">
                  {t("event.import.intoRevision")}
                </Text>
              ) : null}
              <input type="hidden" name="intent" value="import-prices" />
              <input type="hidden" name="version" value={ev.version} />
              <label htmlFor="event-import-file">{t("event.import.file")}</label>
              <input id="event-import-file" type="file" name="file" accept=".xlsx" aria-describedby={describedBy} />
              {mine?.importError ? (
                <Text as="p" id="event-import-error" tone="critical">
                  <span role="alert">{t(mine.importError)}</span>
                </Text>
              ) : null}
              {report ? (
                <Banner tone="critical" title={t("event.import.refused")}>
                  <p id="event-import-error" role="alert">
                    {tMessage(t, report.message)}
                  </p>
                  {report.rows.length ? (
                    <table className="console-table" data-testid="import-report">
                      <caption>{t("event.import.report", { shown: report.rows.length, total: report.total })}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t("event.import.row")}</th>
                          <th scope="col">{t("event.import.column")}</th>
                          <th scope="col">{t("event.import.problem")}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {report.rows.map((r, i) => (
                          <tr key={i}>
                            <td>{r.row}</td>
                            <td>{r.column in IMPORT_COLUMN ? t(IMPORT_COLUMN[r.column as keyof typeof IMPORT_COLUMN]) : "—"}</td>
                            <td>{locale === "zh" ? r.message_zh : r.message}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  ) : null}
                </Banner>
              ) : null}
              <span>
                <button type="submit" className="console-button">
                  {t("event.import.submit")}
                </button>
              </span>
            </BlockStack>
          </form>
        ) : (
          <Text as="p" tone="subdued">
            {t("event.import.locked")}
          </Text>
        )}
      </BlockStack>
    </Card>
  );
}

/**
 * A long sheet imported in the background: the shared import status (progress bar, refreshed by
 * itself with JavaScript, a refresh link without), then what it did or why it wrote nothing, with
 * the report of the bad rows to download.
 */
function BackgroundImport({
  status: s,
  kindDetail,
  exportAction,
}: {
  status: PriceImportStatus;
  kindDetail: string;
  exportAction: string;
}) {
  const { t, locale } = useT();
  const { search, pathname } = useLocation();
  const r = s.result;
  const said = r && r.kind !== "done" ? (locale === "zh" ? r.message_zh : r.message) : s.message;
  return (
    <BlockStack gap="200">
      <ExcelImportStatus
        status={{ ...s, message: said }}
        reportUrl={`${exportAction}?import_report=${s.id}`}
        refreshUrl={pathname + search}
      />
      {r?.kind === "done" ? (
        <Text as="p" tone="success">
          <span data-testid="import-result">
            {r.revision ? (
              <Link to={`/activity/${kindDetail}?type=revision&id=${r.revision}`}>
                {t("event.toast.pricesProposed", { name: String(r.proposed ?? 0) })}
              </Link>
            ) : (
              t("event.toast.pricesImported", { name: String(r.updated) })
            )}
          </span>
        </Text>
      ) : r?.kind === "refused" ? (
        <Text as="p" tone="critical">
          <span data-testid="import-result">{said}</span>
        </Text>
      ) : null}
      {RUNNING_IMPORT.includes(s.status) ? null : (
        <Link to={withParams(search, { import: null }, pathname)}>{t("event.import.dismiss")}</Link>
      )}
    </BlockStack>
  );
}
const RUNNING_IMPORT = ["queued", "checking", "applying"];

interface AddReply {
  form?: string;
  error?: string;
  lines?: string;
}

/** Products pasted as lines (SKU, name, price, stock): all are added or none, the refused line named. */
function AddProducts({ version, eventId, exportAction }: { version: number; eventId: number; exportAction: string }) {
  const { t } = useT();
  const reply = useActionData<AddReply>();
  const navigation = useNavigation();
  const error = reply?.form === "add" && reply.error ? tMessage(t, reply.error) : undefined;
  const [lines, setLines] = useState(reply?.lines ?? "");
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd" id="add-heading">
          {t("event.addProducts")}
        </Text>
        <PoolSheetForm eventId={eventId} action={exportAction} />
        <Form method="post" aria-labelledby="add-heading">
          <BlockStack gap="300">
            <input type="hidden" name="intent" value="add-products" />
            <input type="hidden" name="version" value={version} />
            <TextField
              name="lines"
              label={t("event.addLines")}
              helpText={t("event.addProductsHelp")}
              multiline={4}
              value={lines}
              onChange={setLines}
              error={error}
              autoComplete="off"
              placeholder="SKU-1001, Girls Floral Dress, 12.99, 100"
            />
            <InlineStack align="end">
              <Button
                submit
                variant="primary"
                loading={navigation.state === "submitting" && navigation.formData?.get("intent") === "add-products"}
              >
                {t("event.addProducts")}
              </Button>
            </InlineStack>
          </BlockStack>
        </Form>
      </BlockStack>
    </Card>
  );
}

/**
 * A pool's SKUs as a sheet (prices prefilled from the site, SKUs already on sale named) to edit
 * before adding them here and importing the prices. A plain post, not a Remix form, so the
 * browser itself saves the file, with or without JavaScript.
 */
function PoolSheetForm({ eventId, action }: { eventId: number; action: string }) {
  const { t } = useT();
  return (
    <form method="post" action={action} aria-labelledby="pool-sheet-title" data-testid="pool-sheet">
      <BlockStack gap="200">
        <Text as="h3" variant="headingSm" id="pool-sheet-title">
          {t("event.pool.title")}
        </Text>
        <Text as="p" tone="subdued" id="pool-sheet-help">
          {t("event.pool.help")}
        </Text>
        <input type="hidden" name="intent" value="export-pool" />
        <input type="hidden" name="id" value={eventId} />
        <InlineStack gap="200" blockAlign="center">
          <label htmlFor="pool-sheet-id">{t("event.pool.id")}</label>
          <input
            id="pool-sheet-id"
            name="pool_id"
            inputMode="numeric"
            pattern="[0-9]*"
            required
            size={8}
            className="console-input"
            aria-describedby="pool-sheet-help"
          />
          <button type="submit" className="console-button">
            {t("event.pool.download")}
          </button>
        </InlineStack>
      </BlockStack>
    </form>
  );
}

function Revisions({ kind, list }: { kind: EventKind; list: RevisionRow[] }) {
  const { t } = useT();
  const k = KINDS[kind];
  return (
    <Card padding="0">
      <Box padding="400">
        <Text as="h2" variant="headingMd">
          {t("event.revisions")}
        </Text>
      </Box>
      {list.length === 0 ? (
        <Box padding="400">
          <Text as="p" tone="subdued">
            {t("event.revisionsEmpty")}
          </Text>
        </Box>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table" aria-label={t("event.revisions")}>
            <thead>
              <tr>
                <th scope="col">{t("event.rev.id")}</th>
                <th scope="col">{t("common.status")}</th>
                <th scope="col">{t("event.rev.skuCount")}</th>
                <th scope="col">{t("event.rev.author")}</th>
                <th scope="col">{t("event.rev.reviewer")}</th>
                <th scope="col">{t("common.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <tr key={r.id} data-testid={`revision-${r.id}`}>
                  <td data-label={t("event.rev.id")}>#{r.id}</td>
                  <td data-label={t("common.status")}>
                    <RevisionBadge status={r.status} />
                  </td>
                  <td data-label={t("event.rev.skuCount")}>{r.sku_count}</td>
                  <td data-label={t("event.rev.author")}>
                    {r.created_by} · {formatUsWest(r.created_at)}
                  </td>
                  <td data-label={t("event.rev.reviewer")}>{r.reviewed_by ? `${r.reviewed_by} · ${formatUsWest(r.reviewed_at)}` : "—"}</td>
                  <td data-label={t("common.actions")}>
                    <Link to={`/activity/${k.detail}?type=revision&id=${r.id}`}>
                      {r.status === "pending" ? t("event.rev.open") : t("event.detail")}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
