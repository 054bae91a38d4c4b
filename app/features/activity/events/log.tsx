import { Link, useLocation } from "@remix-run/react";
import { Box, InlineStack, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { useT, type T } from "~/lib/i18n";
import { formatUsWest } from "~/lib/time";
import { withParams } from "~/lib/url";
import { who } from "~/ui/cells";
import { html, type Html } from "~/ui/html";
import { MarkupRows } from "~/ui/Markup";
import { EVENT_STATUS } from "./kinds";
import { LOG_SKUS_SHOWN } from "./log-heads";
import type { LogEntry, Paged, RevisionChange } from "./types";

// An event's change log as staff read it: translated actions, and what changed per SKU (before → after).

const FIELD_LABEL: Record<string, string> = {
  price: "event.price",
  stock: "event.stock",
  up_order: "event.upOrder",
  discount: "event.discount",
  special_priority: "event.priority",
};
const trimmed = (v: unknown) => (typeof v === "string" && /^\d+\.\d+$/.test(v) ? v.replace(/\.?0+$/, "") : String(v));
const statusLabel = (t: T, s: unknown) => {
  const st = EVENT_STATUS.states[String(s) as keyof typeof EVENT_STATUS.states];
  return st ? t(st.label) : String(s);
};

/** One line per SKU figure changed; otherwise the fields that changed. */
export function describe(t: T, e: LogEntry): string[] {
  const before = e.before as Record<string, unknown> | Record<string, unknown>[] | null;
  const after = e.after as Record<string, unknown> | Record<string, unknown>[] | null;
  if (e.action.startsWith("adjust_") && Array.isArray(before) && Array.isArray(after)) {
    const field = e.action.slice("adjust_".length);
    return after.map((a, i) => `${a.sku_code} ${t(FIELD_LABEL[field] ?? field)}: ${trimmed(before[i]?.[field])} → ${trimmed(a[field])}`);
  }
  if (e.action === "add_products" && Array.isArray(after))
    return after.map((p) => `${p.sku_code} ${p.product_name} · ${trimmed(p.price)} · ${p.stock}`);
  if (e.action === "remove_products" && Array.isArray(before)) return before.map((p) => `${p.sku_code} ${p.product_name}`);
  if (e.action === "publish" || e.action === "offline")
    return [
      `${statusLabel(t, (before as Record<string, unknown>)?.status)} → ${statusLabel(t, (after as Record<string, unknown>)?.status)}`,
    ];
  if (e.action.startsWith("revision_")) {
    const a = (after ?? {}) as { revision?: number; changes?: RevisionChange[] };
    const lines = [`${t("event.rev.id")} #${a.revision ?? (before as { revision?: number })?.revision ?? ""}`];
    for (const c of a.changes ?? []) {
      for (const f of Object.keys(c.new))
        lines.push(`${c.sku_code} ${t(FIELD_LABEL[f] ?? f)}: ${c.old[f as keyof typeof c.old] ?? ""} → ${c.new[f as keyof typeof c.new]}`);
    }
    return lines;
  }
  if (e.action === "update" && before && after && !Array.isArray(before) && !Array.isArray(after)) {
    return ["name", "site", "currency", "start_at", "end_at"]
      .filter((f) => String(before[f]) !== String(after[f]))
      .map((f) =>
        f.endsWith("_at")
          ? `${f === "start_at" ? t("event.start") : t("event.end")}: ${formatUsWest(String(before[f]))} → ${formatUsWest(String(after[f]))}`
          : `${f === "name" ? t("event.name") : f === "site" ? t("common.site") : t("common.currency")}: ${before[f]} → ${after[f]}`,
      );
  }
  return [];
}

/** The entries as markup: a page of ten can name fifty SKUs, each a line of its own. */
function logRowsHtml(t: T, list: LogEntry[]): Html {
  const title = { when: t("event.log.when"), who: t("event.log.who"), what: t("event.log.what"), details: t("event.log.details") };
  return html`${list.map(
    (e) =>
      html`<tr data-testid="log-${e.action}"><td data-label="${title.when}">${formatUsWest(e.created_at)}</td><td data-label="${title.who}">${who(t, e.actor_name)}</td><td data-label="${title.what}">${t(`event.log.${e.action}`)}</td><td data-label="${title.details}"><span class="console-lines">${describe(t, e).map((line) => html`<span>${line}</span>`)}${
        e.sku_lines > LOG_SKUS_SHOWN
          ? html`<span class="console-sub">${t("event.log.more", { count: e.sku_lines - LOG_SKUS_SHOWN })}</span>`
          : null
      }</span></td></tr>`,
  )}`;
}

export function EventLog({ log }: { log: Paged<LogEntry> }) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const pages = Math.max(1, Math.ceil(log.total / log.page_size));
  return (
    <Card padding="0">
      <Box padding="400">
        <Text as="h2" variant="headingMd">
          {t("event.log")}
        </Text>
      </Box>
      {log.list.length === 0 ? (
        <Box padding="400">
          <Text as="p" tone="subdued">
            {t("event.logEmpty")}
          </Text>
        </Box>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table" aria-label={t("event.log")}>
            <thead>
              <tr>
                <th scope="col">{t("event.log.when")}</th>
                <th scope="col">{t("event.log.who")}</th>
                <th scope="col">{t("event.log.what")}</th>
                <th scope="col">{t("event.log.details")}</th>
              </tr>
            </thead>
            <MarkupRows html={logRowsHtml(t, log.list)} />
          </table>
        </div>
      )}
      {pages > 1 ? (
        <Box padding="300">
          <InlineStack gap="400">
            {log.page > 1 ? <Link to={withParams(search, { log_page: log.page - 1 }, pathname)}>‹ {t("common.previous")}</Link> : null}
            {log.page < pages ? <Link to={withParams(search, { log_page: log.page + 1 }, pathname)}>{t("common.next")} ›</Link> : null}
          </InlineStack>
        </Box>
      ) : null}
    </Card>
  );
}
