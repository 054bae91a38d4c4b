import { useLocation } from "@remix-run/react";
import { Box, InlineStack } from "@shopify/polaris";
import { Card } from "./Card";
import { useT } from "~/lib/i18n";
import { withParams } from "~/lib/url";
import { ColumnsTable, type TableColumn } from "./ColumnsTable";
import { ENHANCE } from "./enhance";
import { PageSizeLinks } from "./PageSizeLinks";

/** One keyset page from the API: newest first, `next` / `prev` the cursors (ids), no total. */
export interface KeysetPageData<Row> {
  list: Row[];
  page_size: number;
  next: number | null;
  prev: number | null;
}

const byId = (r: { id: number }) => r.id;

/**
 * A table of keyset pages (newest first, `{ list, page_size, next, prev }` from the API): previous /
 * next links carry the cursor in the URL under the given names, so several tables can share a page;
 * page sizes 20/50/100 when `sizes` is given. At 390 px rows stack as cards (each cell its title).
 */
export function KeysetTable<Row extends { id: number }>({
  label,
  page,
  columns,
  cursor = { after: "after", before: "before" },
  sizes = false,
  sortNote,
  testId,
}: {
  label: string;
  page: KeysetPageData<Row>;
  columns: TableColumn<Row>[];
  cursor?: { after: string; before: string };
  /** show the 20/50/100 choice (`page_size` in the URL) */
  sizes?: boolean;
  /** the order stated above the table (newest first, when the table is a page's main list) */
  sortNote?: string;
  testId?: string;
}) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  return (
    <Card padding="0">
      {sortNote ? (
        <div className="console-sortnote">
          <span data-testid="sort-note">{sortNote}</span>
        </div>
      ) : null}
      <div className="console-table-wrap">
        <ColumnsTable label={label} rows={page.list} columns={columns} rowKey={byId} rowId={byId} testId={testId} />
      </div>
      <Box padding="300">
        <InlineStack align="space-between" blockAlign="center" gap="300">
          {sizes ? <PageSizeLinks current={page.page_size} label={label} reset={[cursor.after, cursor.before]} /> : <span />}
          <nav className="console-actions" aria-label={label}>
            {page.prev ? (
              <a href={withParams(search, { [cursor.before]: page.prev, [cursor.after]: null }, pathname)} rel="prev" {...ENHANCE}>
                ‹ {t("common.previous")}
              </a>
            ) : null}
            {page.next ? (
              <a href={withParams(search, { [cursor.after]: page.next, [cursor.before]: null }, pathname)} rel="next" {...ENHANCE}>
                {t("common.next")} ›
              </a>
            ) : null}
          </nav>
        </InlineStack>
      </Box>
    </Card>
  );
}
