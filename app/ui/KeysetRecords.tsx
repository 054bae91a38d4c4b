import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Text } from "@shopify/polaris";
import { useT } from "~/lib/i18n";
import { FilterBar } from "./FilterBar";
import { KeysetTable, type KeysetPageData } from "./KeysetTable";
import { EmptyList } from "./ListTable";
import { PageShell } from "./PageShell";

// A record list paged by keyset (newest first, `after` / `before` an id, no total): the
// filters in the URL, a table whose rows stack as cards at 390 px, page sizes and previous / next.
export type { KeysetPageData };

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
  /** a link beside the title (another screen of the same records) */
  secondaryAction?: { content: string; url: string };
  /** shown above the filters: what a refused row action said */
  notice?: ReactNode;
}) {
  const { t } = useT();
  const { pathname } = useLocation();
  return (
    <PageShell title={props.title} secondaryAction={props.secondaryAction}>
      {props.notice}
      <FilterBar>
        {props.filters}
        {props.pageSize ? <input type="hidden" name="page_size" value={props.pageSize} /> : null}
      </FilterBar>
      {props.page.list.length === 0 ? (
        <EmptyList
          filtered={props.filtered}
          clearHref={props.pageSize ? `${pathname}?page_size=${props.pageSize}` : pathname}
          none={props.empty}
        />
      ) : (
        <KeysetTable
          label={props.label}
          page={props.page}
          columns={props.columns}
          sizes
          sortNote={t("sort.default", { order: t("sort.newestFirst") })}
        />
      )}
      <Text as="p" tone="subdued">
        {t("common.timezone")}
      </Text>
    </PageShell>
  );
}
