import { useLocation, useNavigation } from "@remix-run/react";
import { Card } from "./Card";
import type { ReactNode } from "react";
import { useT } from "~/lib/i18n";
import { sortParam } from "~/lib/list-query";
import { withParams } from "~/lib/url";
import { Heading, Muted, Row, Stack } from "./basic";
import { ENHANCE } from "./enhance";
import { Html, html, type Part } from "./html";
import { Markup, MarkupRows } from "./Markup";
import { PageSizeLinks } from "./PageSizeLinks";

/** What a cell holds: markup from ui/html.ts, text, or React's nodes (which cost more: see below). */
export type Cell = ReactNode | Html;

export interface Column<Row> {
  title: string;
  render(row: Row): Cell;
  align?: "start" | "end";
  /** the list's sort key for this column (the loader and the API allow the same keys) */
  sort?: string;
}

export interface PageData<Row> {
  list: Row[];
  total: number;
  page: number;
  page_size: number;
  /** a list that pages by keyset too: the cursor after this page's last row (null: nothing after) */
  next?: string | null;
}

/** A page reached by keyset (`?after=<cursor>`): no count, no number, the cursor of the next. */
export interface KeysetPage<Row> {
  list: Row[];
  page_size: number;
  next: string | null;
}

/** A cell React can write as it is, or that is already markup. */
const isPlain = (v: Cell): v is Exclude<Part, readonly Part[]> =>
  v === null || v === undefined || typeof v === "string" || typeof v === "number" || typeof v === "boolean" || v instanceof Html;

/** Search params that are not filters: clearing the filters keeps them. */
const VIEW_PARAMS = ["sort", "page_size"];

/**
 * One page of a server-paginated list with its pager, page sizes, sortable headers and empty
 * states. Every control is a plain URL (`?page=`, `?page_size=`, `?sort=-key`), so it works with
 * JavaScript off and a copied link reopens the same view. A plain semantic table styled with
 * Polaris tokens: these lists select nothing, and IndexTable's selection and sticky-header
 * machinery cost render time and bundle size for no use here. Each cell carries its column's
 * title, which narrow screens show beside the value when rows stack as cards.
 *
 * When every cell is text or markup (ui/html.ts) the rows are written as one string: React spends
 * microseconds on each element it renders, and a page of rows is most of a list page's elements.
 * A cell of React nodes renders the table the ordinary way. While a form of the page is being
 * sent the table is marked busy, which locks its row buttons (the rows are not redrawn for it).
 */
export function ListTable<Row extends { id: number | string }>({
  data,
  columns,
  filtered,
  pageParam = "page",
  label,
  defaultOrder,
  pageSizes = pageParam === "page",
  create,
}: {
  data: PageData<Row> | KeysetPage<Row>;
  columns: Column<Row>[];
  filtered: boolean;
  pageParam?: string;
  label: string;
  /** how the list is ordered when no column is chosen, e.g. "newest first" */
  defaultOrder?: string;
  /** offer 20 / 50 / 100 rows a page (the main list of a page does) */
  pageSizes?: boolean;
  /** the create button's label when the page shows it to this person: an empty list points at it, and at nothing else */
  create?: string;
}) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const busy = useNavigation().state === "submitting";
  const params = new URLSearchParams(search);
  const numbered = "total" in data ? data : null;
  const pages = numbered ? Math.max(1, Math.ceil(numbered.total / data.page_size)) : 1;
  // a keyset page's next link carries the cursor; a numbered page of such a list goes on by cursor too
  const next = data.next
    ? withParams(search, { after: data.next, [pageParam]: null }, pathname)
    : numbered && data.next === undefined && numbered.page < pages
      ? withParams(search, { [pageParam]: numbered.page + 1 }, pathname)
      : null;
  const prev = !numbered
    ? withParams(search, { after: null, [pageParam]: null }, pathname)
    : numbered.page > 1
      ? withParams(search, { [pageParam]: numbered.page - 1, after: null }, pathname)
      : null;
  const sort = sortParam(
    params.get("sort"),
    columns.flatMap((c) => (c.sort ? [c.sort] : [])),
  );
  if (!data.list.length) {
    const keep = new URLSearchParams(VIEW_PARAMS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])));
    return <EmptyList filtered={filtered} clearHref={withParams(keep, {}, pathname)} create={create} />;
  }
  const sorted = sort ? columns.find((c) => c.sort === sort.replace(/^-/, "")) : undefined;
  const orderNote = sorted
    ? t("sort.by", { column: sorted.title, direction: t(sort!.startsWith("-") ? "sort.desc" : "sort.asc") })
    : defaultOrder
      ? t("sort.default", { order: defaultOrder })
      : null;
  return (
    <Card padding="0">
      {orderNote ? (
        <div className="console-sortnote">
          <span data-testid="sort-note">{orderNote}</span>
          {sorted ? (
            <a href={withParams(search, { sort: null, [pageParam]: null, after: null }, pathname)} {...ENHANCE}>
              {t("sort.reset")}
            </a>
          ) : null}
        </div>
      ) : null}
      <div className="console-table-wrap">
        <table className="console-table" aria-label={label} aria-busy={busy || undefined}>
          <thead>
            <tr>
              {columns.map((c) => {
                const active = sorted === c;
                const desc = active && sort!.startsWith("-");
                return (
                  <th
                    key={c.title}
                    scope="col"
                    className={c.align === "end" ? "end" : undefined}
                    aria-sort={active ? (desc ? "descending" : "ascending") : undefined}
                  >
                    {c.sort ? (
                      // first click sorts ascending, the next one flips it
                      <a
                        href={withParams(
                          search,
                          { sort: active && !desc ? `-${c.sort}` : c.sort, [pageParam]: null, after: null },
                          pathname,
                        )}
                        className="console-sortlink"
                        {...ENHANCE}
                      >
                        {c.title}
                        <span aria-hidden="true">{active ? (desc ? " ↓" : " ↑") : " ↕"}</span>
                      </a>
                    ) : (
                      c.title
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <Rows rows={data.list} columns={columns} />
        </table>
      </div>
      <div className="console-list-foot">
        <Row spread>
          <Muted as="span">
            <span data-testid="page-info">
              {numbered ? t("common.pageOf", { page: numbered.page, pages, total: numbered.total }) : t("list.keysetPage")}
            </span>
          </Muted>
          {pageSizes ? <PageSizeLinks current={data.page_size} reset={[pageParam, "after"]} /> : null}
          <nav className="console-actions" aria-label={label}>
            {prev ? (
              <a href={prev} rel={numbered ? "prev" : "first"} {...ENHANCE}>
                ‹ {t(numbered ? "common.previous" : "list.firstPage")}
              </a>
            ) : null}
            {next ? (
              <a href={next} rel="next" {...ENHANCE}>
                {t("common.next")} ›
              </a>
            ) : null}
          </nav>
        </Row>
      </div>
    </Card>
  );
}

function Rows<Row extends { id: number | string }>({ rows, columns }: { rows: Row[]; columns: Column<Row>[] }) {
  const cells = rows.map((row) => columns.map((c) => c.render(row)));
  if (cells.every((r) => r.every(isPlain))) {
    const body = html`${rows.map(
      (row, i) =>
        html`<tr data-row-id="${row.id}">${columns.map(
          (c, j) => html`<td${c.align === "end" ? html` class="end"` : null} data-label="${c.title}">${cells[i][j] as Part}</td>`,
        )}</tr>`,
    )}`;
    return <MarkupRows html={body} />;
  }
  return (
    <tbody>
      {rows.map((row, i) => (
        <tr key={row.id} data-row-id={row.id}>
          {columns.map((c, j) => {
            const v = cells[i][j];
            const className = c.align === "end" ? "end" : undefined;
            return (
              <td key={c.title} className={className} data-label={c.title}>
                {v instanceof Html ? <Markup html={v} /> : v}
              </td>
            );
          })}
        </tr>
      ))}
    </tbody>
  );
}

/**
 * A list with no rows: "no match — clear filters" (keeping the view's own parameters) apart from "no
 * records yet", which names the create button only when the page shows it to this person.
 */
export function EmptyList({
  filtered,
  clearHref,
  none,
  create,
}: {
  filtered: boolean;
  clearHref: string;
  /** what "none yet" says, where the list knows better */ none?: string;
  /** the label of the create button the page shows this person */ create?: string;
}) {
  const { t } = useT();
  return (
    <Card>
      <div className="console-list-empty">
        <Stack center>
          <Heading as="p">
            <span data-testid="empty-state">{filtered ? t("common.emptyFiltered") : (none ?? t("common.empty"))}</span>
          </Heading>
          {filtered ? (
            <a href={clearHref} data-testid="clear-filters" {...ENHANCE}>
              {t("common.clearFilters")}
            </a>
          ) : none || !create ? null : (
            <Muted>{t("common.emptyHint", { button: create })}</Muted>
          )}
        </Stack>
      </div>
    </Card>
  );
}
