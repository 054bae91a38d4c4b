import { Link, useLocation } from "@remix-run/react";
import { BlockStack, Box, Card, InlineStack, Text } from "@shopify/polaris";
import type { ReactNode } from "react";
import { useT } from "~/lib/i18n";
import { withParams } from "~/lib/url";

export interface Column<Row> {
  title: string;
  render(row: Row): ReactNode;
  align?: "start" | "end";
}

export interface PageData<Row> {
  list: Row[];
  total: number;
  page: number;
  page_size: number;
}

/**
 * One page of a server-paginated list with its pager and empty states. Page links are plain
 * URLs (`?page=`), so paging works with JavaScript off and keeps the filters. A plain semantic
 * table styled with Polaris tokens: these lists select nothing, and IndexTable's selection and
 * sticky-header machinery cost render time and bundle size for no use here.
 */
export function ListTable<Row extends { id: number | string }>({
  data,
  columns,
  filtered,
  pageParam = "page",
  label,
}: {
  data: PageData<Row>;
  columns: Column<Row>[];
  filtered: boolean;
  pageParam?: string;
  label: string;
}) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const pages = Math.max(1, Math.ceil(data.total / data.page_size));
  if (!data.list.length) {
    return (
      <Card>
        <Box padding="800">
          <BlockStack gap="200" inlineAlign="center">
            <Text as="p" variant="headingMd">
              <span data-testid="empty-state">{filtered ? t("common.emptyFiltered") : t("common.empty")}</span>
            </Text>
            <Text as="p" tone="subdued">{t("common.emptyHint")}</Text>
          </BlockStack>
        </Box>
      </Card>
    );
  }
  return (
    <Card padding="0">
      <div className="console-table-wrap">
        <table className="console-table" aria-label={label}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.title} scope="col" className={c.align === "end" ? "end" : undefined}>
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.list.map((row) => (
              <tr key={row.id}>
                {columns.map((c) => (
                  <td key={c.title} className={c.align === "end" ? "end" : undefined}>
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Box padding="300">
        <InlineStack align="space-between" blockAlign="center">
          <Text as="span" tone="subdued">
            <span data-testid="page-info">{t("common.pageOf", { page: data.page, pages, total: data.total })}</span>
          </Text>
          <nav className="console-actions" aria-label={label}>
            {data.page > 1 ? (
              <Link to={withParams(search, { [pageParam]: data.page - 1 }, pathname)} rel="prev">
                ‹ {t("common.previous")}
              </Link>
            ) : null}
            {data.page < pages ? (
              <Link to={withParams(search, { [pageParam]: data.page + 1 }, pathname)} rel="next">
                {t("common.next")} ›
              </Link>
            ) : null}
          </nav>
        </InlineStack>
      </Box>
    </Card>
  );
}
