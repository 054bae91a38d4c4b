import { useLocation } from "@remix-run/react";
import { BlockStack, Box, Card, IndexTable, InlineStack, Pagination, Text } from "@shopify/polaris";
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
 * URLs (`?page=`), so paging works with JavaScript off and keeps the filters.
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
            <Text as="p" variant="headingMd" data-testid="empty-state">
              {filtered ? t("common.emptyFiltered") : t("common.empty")}
            </Text>
            <Text as="p" tone="subdued">{t("common.emptyHint")}</Text>
          </BlockStack>
        </Box>
      </Card>
    );
  }
  return (
    <Card padding="0">
      <IndexTable
        itemCount={data.list.length}
        selectable={false}
        headings={columns.map((c) => ({ title: c.title, alignment: c.align })) as never}
        resourceName={{ singular: label, plural: label }}
      >
        {data.list.map((row, i) => (
          <IndexTable.Row id={String(row.id)} key={row.id} position={i}>
            {columns.map((c, j) => (
              <IndexTable.Cell key={j}>{c.render(row)}</IndexTable.Cell>
            ))}
          </IndexTable.Row>
        ))}
      </IndexTable>
      <Box padding="300">
        <InlineStack align="space-between" blockAlign="center">
          <Text as="span" tone="subdued" data-testid="page-info">
            {t("common.pageOf", { page: data.page, pages, total: data.total })}
          </Text>
          <Pagination
            hasPrevious={data.page > 1}
            previousURL={withParams(search, { [pageParam]: data.page - 1 }, pathname)}
            hasNext={data.page < pages}
            nextURL={withParams(search, { [pageParam]: data.page + 1 }, pathname)}
            accessibilityLabels={{ previous: t("common.previous"), next: t("common.next") }}
          />
        </InlineStack>
      </Box>
    </Card>
  );
}
