import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { BlockStack, Box, Button, InlineStack, Text, TextField } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { useState } from "react";

import { useT, type T } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { usePageTitle } from "~/lib/page-title";
import { withParams } from "~/lib/url";
import { Can } from "~/ui/Can";
import { Period, WhenWho, who } from "~/ui/cells";
import { ENHANCE } from "~/ui/enhance";
import { ExcelImportForm, ExcelImportStatus, type ImportStatusView } from "~/ui/ExcelImport";
import type { PageData } from "~/ui/ListTable";
import { UnavailableListPage } from "~/ui/ListPage";
import { PageShell } from "~/ui/PageShell";
import { formatUsWest } from "~/lib/time";
import { AddBySpu } from "../pool-detail";
import { ProductTable, ProductsEmpty } from "../ProductTable";
import type { ProductPage } from "../types";
import type { Label } from "./label";
import type { FoundEvent, ProductLog, Relation } from "./label-detail.server";
import { LabelChip } from "./LabelChip";
import { ActionText } from "~/ui/action-text";

const ROUTE = "label-manage-detail";
const KEY = "label-manage-detail-all-right-btns";
type Data = {
  label: Label;
  page: ProductPage;
  relations: Relation[];
  logs: PageData<ProductLog>;
  found: FoundEvent[] | null;
  eventQ: string;
  atStart: boolean;
  importStatus: ImportStatusView | null;
  importError: string | null;
};

const kindOf = (t: T, kind: string) => (kind === "flash_sale" ? t("label.kind.flash_sale") : t("label.kind.daily_special"));
const EVENT_STATUS: Record<string, string> = {
  draft: "event.status.draft",
  published: "event.status.published",
  offline: "event.status.offline",
};
const statusOf = (t: T, s: string) => (EVENT_STATUS[s] ? t(EVENT_STATUS[s]) : s);
const eventName = (e: { id: number; name: string }) => `#${e.id} ${e.name}`;

/** One label: the events carrying it, its products (add by SPU, remove ticked, export) and the label-product log. */
export function LabelDetail() {
  const loaded = useLoaderData() as Data | { choose: true } | { unavailable: true };
  const failed = useActionData() as { errors: { spus?: string }; spus: string } | undefined;
  const { t } = useT();
  const title = usePageTitle(ROUTE);
  if ("unavailable" in loaded) return <UnavailableListPage route={ROUTE} />;
  if ("choose" in loaded) {
    return (
      <PageShell title={title}>
        <Card>
          <Link to="/goods/label-manage-list">{t("label.choose")}</Link>
        </Card>
      </PageShell>
    );
  }
  const { label, page } = loaded;
  return (
    <PageShell
      title={title}
      subtitle={
        `${label.name} · ` +
        t("label.summary", { site: siteName(t, label.site), type: t(`label.type.${label.type}`), count: label.product_count })
      }
    >
      <InlineStack gap="400" blockAlign="center">
        <LabelChip name={label.name} text={label.text_color} bg={label.bg_color} />
        <Link to="/goods/label-manage-list">{t("label.back")}</Link>
        <Link to={`/goods/label-manage-list/${label.id}`}>{t("label.edit")}</Link>
      </InlineStack>
      <Events data={loaded} />
      <Text as="h2" variant="headingMd">
        {t("label.products")}
      </Text>
      <Can need={KEY}>
        <Card>
          <Form method="post" id="remove-form">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="label_name" value={label.name} />
            <Button submit tone="critical">
              {t("label.removeTicked")}
            </Button>
          </Form>
        </Card>
      </Can>
      <ProductTable
        page={page}
        label={t("label.productsTable", { name: label.name })}
        atStart={loaded.atStart}
        select={{ form: "remove-form", name: "product_id" }}
        empty={<ProductsEmpty filtered={false} none={t("label.noProducts")} />}
      />
      <Can need={KEY}>
        {/* a plain form: its answer is a file, not a page */}
        <form method="post" action="/goods/label-manage-detail/export">
          <input type="hidden" name="intent" value="export" />
          <input type="hidden" name="label_id" value={label.id} />
          <button type="submit" className="console-button" data-testid="export">
            {t("label.export")}
          </button>
        </form>
        <AddBySpu key={label.product_count} failed={failed} hidden={{ label_name: label.name }} label="label.addBySpu" />
        <LabelSheet data={loaded} />
      </Can>
      <ProductLogTable label={label} logs={loaded.logs} />
    </PageShell>
  );
}

function Events({ data }: { data: Data }) {
  const { t } = useT();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const { label, relations, found, eventQ } = data;
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {t("label.events")}
        </Text>
        {relations.length ? (
          <div className="console-table-wrap">
            <table className="console-table" aria-label={t("label.eventsTable", { name: label.name })}>
              <thead>
                <tr>
                  <th scope="col">{t("label.event")}</th>
                  <th scope="col">{t("label.eventKind")}</th>
                  <th scope="col">{t("label.eventStatus")}</th>
                  <th scope="col">{t("label.period")}</th>
                  <th scope="col">{t("label.relatedBy")}</th>
                  <th scope="col">{t("common.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {relations.map((r) => (
                  <tr key={r.relation_id} data-testid={`relation-${r.id}`}>
                    <td data-label={t("label.event")}>{eventName(r)}</td>
                    <td data-label={t("label.eventKind")}>{kindOf(t, r.kind)}</td>
                    <td data-label={t("label.eventStatus")}>{statusOf(t, r.status)}</td>
                    <td data-label={t("label.period")}>
                      <Period start={r.start_at} end={r.end_at} />
                    </td>
                    <td data-label={t("label.relatedBy")}>
                      <WhenWho at={r.created_at} by={r.created_by} />
                    </td>
                    <td data-label={t("common.actions")}>
                      <Can need={KEY}>
                        <form method="post" action={here} {...ENHANCE}>
                          <input type="hidden" name="intent" value="unrelate" />
                          <input type="hidden" name="relation_id" value={r.relation_id} />
                          <input type="hidden" name="event_name" value={eventName(r)} />
                          <button type="submit" className="console-linkbutton critical">
                            <ActionText text={t("label.unrelate")} row={eventName(r)} />
                          </button>
                        </form>
                      </Can>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <Text as="p">{t("label.noEvents")}</Text>
        )}
        <Can need={KEY}>
          <FindEvent label={label} eventQ={eventQ} found={found} related={new Set(relations.map((r) => r.id))} />
        </Can>
      </BlockStack>
    </Card>
  );
}

function FindEvent({ label, eventQ, found, related }: { label: Label; eventQ: string; found: FoundEvent[] | null; related: Set<number> }) {
  const { t } = useT();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const [q, setQ] = useState(eventQ);
  return (
    <BlockStack gap="200">
      <Form method="get">
        <input type="hidden" name="id" value={label.id} />
        <InlineStack gap="200" blockAlign="end">
          <TextField
            label={t("label.findEvent")}
            name="event_q"
            value={q}
            onChange={setQ}
            autoComplete="off"
            helpText={t("label.findEventHelp")}
          />
          <Button submit>{t("label.find")}</Button>
        </InlineStack>
      </Form>
      {found && !found.length ? <Text as="p">{t("label.noneFound", { q: eventQ })}</Text> : null}
      {found?.length ? (
        <ul aria-label={t("label.found")}>
          {found.map((e) => (
            <li key={e.id} data-testid={`found-${e.id}`}>
              <InlineStack gap="200" blockAlign="center">
                <span>
                  {eventName(e)} · {siteName(t, e.site)} · {kindOf(t, e.kind)} · {statusOf(t, e.status)}
                </span>
                {e.site === label.site && !related.has(e.id) ? (
                  <form method="post" action={here} {...ENHANCE}>
                    <input type="hidden" name="intent" value="relate" />
                    <input type="hidden" name="event_id" value={e.id} />
                    <input type="hidden" name="event_name" value={eventName(e)} />
                    <button type="submit" className="console-linkbutton">
                      <ActionText text={t("label.relate")} row={eventName(e)} />
                    </button>
                  </form>
                ) : null}
              </InlineStack>
            </li>
          ))}
        </ul>
      ) : null}
    </BlockStack>
  );
}

function ProductLogTable({ label, logs }: { label: Label; logs: PageData<ProductLog> }) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const pages = Math.max(1, Math.ceil(logs.total / logs.page_size));
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {t("label.productLog")}
        </Text>
        {logs.list.length ? (
          <div className="console-table-wrap">
            <table className="console-table" aria-label={t("label.productLogTable", { name: label.name })}>
              <thead>
                <tr>
                  <th scope="col">{t("log.time")}</th>
                  <th scope="col">{t("log.actor")}</th>
                  <th scope="col">{t("log.action")}</th>
                  <th scope="col">{t("label.plog.spus")}</th>
                </tr>
              </thead>
              <tbody>
                {logs.list.map((r) => (
                  <tr key={r.id}>
                    <td data-label={t("log.time")}>{formatUsWest(r.created_at)}</td>
                    <td data-label={t("log.actor")}>{who(t, r.actor_name)}</td>
                    <td data-label={t("log.action")}>{r.action === "add" ? t("label.plog.add") : t("label.plog.remove")}</td>
                    <td data-label={t("label.plog.spus")}>{r.spus.join(", ")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <Text as="p">{t("label.noProductLog")}</Text>
        )}
        {pages > 1 ? (
          <Box>
            <nav aria-label={t("label.productLog")}>
              <InlineStack gap="400">
                {logs.page > 1 ? (
                  <Link to={withParams(search, { plog_page: logs.page - 1 }, pathname)}>‹ {t("common.previous")}</Link>
                ) : null}
                {logs.page < pages ? (
                  <Link to={withParams(search, { plog_page: logs.page + 1 }, pathname)}>{t("common.next")} ›</Link>
                ) : null}
              </InlineStack>
            </nav>
          </Box>
        ) : null}
      </BlockStack>
    </Card>
  );
}

/** The label's products by spreadsheet: the template to fill, the upload, and the upload's progress and outcome. */
function LabelSheet({ data }: { data: Data }) {
  const { t } = useT();
  const { label, importStatus } = data;
  const sheetUrl = "/goods/label-manage-detail/export";
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {t("label.sheet.heading")}
        </Text>
        <Text as="p">{t("label.sheet.help")}</Text>
        {/* plain links: the answer is a file; a refusal comes back as this page with a toast */}
        <a href={`${sheetUrl}?template=1`} data-testid="label-template">
          {t("label.sheet.template")}
        </a>
        {importStatus ? (
          <ExcelImportStatus
            status={importStatus}
            reportUrl={`${sheetUrl}?id=${label.id}&import_report=${importStatus.id}`}
            refreshUrl={`/goods/label-manage-detail?id=${label.id}&import=${importStatus.id}`}
          />
        ) : null}
        <ExcelImportForm intent="import" label={t("label.sheet.upload")} error={data.importError ?? undefined} testId="label-import" />
      </BlockStack>
    </Card>
  );
}
