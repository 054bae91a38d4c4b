import { useLocation } from "@remix-run/react";
import { Heading, Muted, Row, Stack, SubmitButton } from "./basic";
import { Card } from "./Card";
import type { T } from "~/lib/i18n";
import { useT } from "~/lib/i18n";
import { formatUsWest } from "~/lib/time";
import { withParams } from "~/lib/url";
import { ENHANCE } from "./enhance";
import { FilterDateRange, FilterText } from "./filters";
import { ListTable, type PageData } from "./ListTable";

export interface LogRow {
  id: number;
  actor_name: string;
  action: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}

/** A field of a logged record as staff read it: its label, and its value as the screen shows it. */
export interface LogField {
  label: string;
  /** `record`: the snapshot the value belongs to (money needs its record's currency) */
  format?: (value: unknown, record: Record<string, unknown>) => string;
}

/** How one kind of record reads in its change log. */
export interface LogView {
  /** the kind, plural, for the whole log's title ("country currencies") */
  kind: string;
  fields: Record<string, LogField>;
  /** the record's name from a logged snapshot */
  name: (record: Record<string, unknown>) => string;
  /** one record without ids of its own (a page's configuration): its log is titled with `kind` */
  single?: boolean;
}

/** Bookkeeping every record carries; the log's who and when already say it. */
const SKIP = new Set(["id", "version", "updated_at", "created_at", "updated_by", "created_by"]);
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as the screens show it when its field says nothing more: times in US West, yes/no, "—" for nothing. */
export function formatLogValue(value: unknown, t: T): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? t("common.yes") : t("common.no");
  if (typeof value === "string" && ISO_INSTANT.test(value)) return formatUsWest(value);
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** Only what changed, one line per field: "label: before → after" (a new record: "label: value"). */
export function describeChange(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  t: T,
  fields: Record<string, LogField> = {},
): string {
  // a deletion: what the record was
  if (!after) return before ? describeChange(null, before, t, fields) : "";
  const show = (k: string, v: unknown, record: Record<string, unknown>) =>
    fields[k]?.format ? fields[k].format!(v, record) : formatLogValue(v, t);
  const keys = Object.keys(after).filter((k) => !SKIP.has(k));
  const label = (k: string) => fields[k]?.label ?? k;
  if (!before) return keys.map((k) => `${label(k)}: ${show(k, after[k], after)}`).join("\n");
  return keys
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => `${label(k)}: ${show(k, before[k], before)} → ${show(k, after[k], after)}`)
    .join("\n");
}

const LOG_PARAMS = ["log_actor", "log_from", "log_to", "logs_page"];

/**
 * Who changed what and when, read from the audit log; opened with ?logs=<id> (one record) or
 * ?logs=all (the page's whole log), titled apart. Filterable by person and US West days; each
 * row's record links to that record's own log.
 */
export function LogTable({ data, view, title }: { data: PageData<LogRow>; view?: LogView; title?: string }) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const params = new URLSearchParams(search);
  const which = params.get("logs") ?? "all";
  const oneRecord = /^\d+$/.test(which);
  const nameOf = (r: LogRow) => {
    const snapshot = r.after ?? r.before;
    return view && snapshot ? view.name(snapshot) : `#${r.entity_id}`;
  };
  const heading =
    title ??
    (view?.single
      ? t("log.titleRecord", { name: view.kind })
      : oneRecord
        ? t("log.titleRecord", { name: data.list[0] ? nameOf(data.list[0]) : `#${which}` })
        : view
          ? t("log.titleAll", { kind: view.kind })
          : t("log.title"));
  const keep = [...params.entries()].filter(([k]) => !LOG_PARAMS.includes(k));
  const filtered = LOG_PARAMS.slice(0, 3).some((k) => params.get(k));
  return (
    <Stack gap="200">
      <Row spread>
        <Heading>
          <span data-testid="log-title">{heading}</span>
        </Heading>
        <Row gap="300">
          {oneRecord ? (
            <a href={withParams(search, { logs: "all", logs_page: null }, pathname)} {...ENHANCE}>
              {t("log.showAll")}
            </a>
          ) : null}
          <a
            href={withParams(search, { logs: null, logs_page: null, log_actor: null, log_from: null, log_to: null }, pathname)}
            {...ENHANCE}
          >
            {t("common.close")}
          </a>
        </Row>
      </Row>
      <Card>
        <form method="get" action={pathname} role="search" aria-label={t("log.filters")} {...ENHANCE}>
          {keep.map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          <div className="console-filters">
            <FilterText name="log_actor" label={t("log.actor")} defaultValue={params.get("log_actor")} />
            <FilterDateRange
              from={{ name: "log_from", label: t("log.from"), value: params.get("log_from") }}
              to={{ name: "log_to", label: t("log.to"), value: params.get("log_to") }}
            />
            <div className="console-filter-actions">
              <SubmitButton>{t("common.search")}</SubmitButton>
            </div>
          </div>
        </form>
      </Card>
      {data.list.length ? (
        <ListTable
          label={heading}
          data={data}
          filtered={filtered}
          pageParam="logs_page"
          columns={[
            { title: t("log.time"), render: (r) => formatUsWest(r.created_at) },
            { title: t("log.actor"), render: (r) => r.actor_name },
            { title: t("log.action"), render: (r) => t(`log.action.${r.action}`) },
            {
              title: t("log.record"),
              render: (r) =>
                oneRecord ? (
                  nameOf(r)
                ) : (
                  <a href={withParams(search, { logs: r.entity_id, logs_page: null }, pathname)} {...ENHANCE}>
                    {nameOf(r)}
                  </a>
                ),
            },
            {
              title: t("log.changes"),
              render: (r) => <pre className="console-pre">{describeChange(r.before, r.after, t, view?.fields)}</pre>,
            },
          ]}
        />
      ) : (
        <Card>
          <Muted>{filtered ? t("common.emptyFiltered") : t("log.empty")}</Muted>
        </Card>
      )}
    </Stack>
  );
}
