import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Box, Card, InlineStack, Text } from "@shopify/polaris";
import { useT } from "~/lib/i18n";
import { PAGE_SIZES } from "~/lib/list-query";
import { withParams } from "~/lib/url";
import { ENHANCE } from "./enhance";
import { FilterBar } from "./FilterBar";
import { EmptyList } from "./ListTable";
import { PageShell } from "./PageShell";

// A read-only record list paged by keyset (newest first, `after` / `before` an id, no total): the
// filters in the URL, a table whose rows stack as cards at 390 px, page sizes and previous / next.
export interface KeysetPageData<Row> {
  list: Row[];
  page_size: number;
  next: number | null;
  prev: number | null;
}

export function KeysetRecords<Row extends { id: number }>(props: {
  title: string;
  /** the table's accessible name */
  label: string;
  filters: ReactNode;
  pageSize?: string;
  filtered: boolean;
  empty: string;
  page: KeysetPageData<Row>;
  columns: [string, (r: Row) => ReactNode][];
}) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const { page, columns, label } = props;
  return (
    <PageShell title={props.title}>
      <FilterBar>
        {props.filters}
        {props.pageSize ? <input type="hidden" name="page_size" value={props.pageSize} /> : null}
      </FilterBar>
      {page.list.length === 0 ? (
        <EmptyList filtered={props.filtered} clearHref={props.pageSize ? `${pathname}?page_size=${props.pageSize}` : pathname} none={props.empty} />
      ) : (
        <Card padding="0">
          <div className="console-sortnote">
            <span data-testid="sort-note">{t("sort.default", { order: t("sort.newestFirst") })}</span>
          </div>
          <div className="console-table-wrap">
            <table className="console-table" aria-label={label}>
              <thead>
                <tr>
                  {columns.map(([title]) => (
                    <th key={title} scope="col">{title}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {page.list.map((r) => (
                  <tr key={r.id} data-row-id={r.id}>
                    {columns.map(([title, cell]) => (
                      <td key={title} data-label={title}>{cell(r)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Box padding="300">
            <InlineStack align="space-between" blockAlign="center" gap="300">
              <nav className="console-actions" aria-label={t("common.pageSize")} data-testid="page-sizes">
                <span className="console-muted">{t("common.pageSize")}</span>
                {PAGE_SIZES.map((n) =>
                  n === page.page_size ? (
                    <span key={n} aria-current="true" className="console-strong">{n}</span>
                  ) : (
                    <a key={n} href={withParams(search, { page_size: n === PAGE_SIZES[0] ? null : n, after: null, before: null }, pathname)} {...ENHANCE}>{n}</a>
                  ),
                )}
              </nav>
              <nav className="console-actions" aria-label={label}>
                {page.prev ? (
                  <a href={withParams(search, { before: page.prev, after: null }, pathname)} rel="prev" {...ENHANCE}>‹ {t("common.previous")}</a>
                ) : null}
                {page.next ? (
                  <a href={withParams(search, { after: page.next, before: null }, pathname)} rel="next" {...ENHANCE}>{t("common.next")} ›</a>
                ) : null}
              </nav>
            </InlineStack>
          </Box>
        </Card>
      )}
      <Text as="p" tone="subdued">{t("common.timezone")}</Text>
    </PageShell>
  );
}
