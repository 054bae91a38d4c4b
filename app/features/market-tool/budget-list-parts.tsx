import { Link, useLocation } from "@remix-run/react";
import { BlockStack, Box, InlineStack, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { useT } from "~/lib/i18n";
import { withParams } from "~/lib/url";

// What the budget-list page's two views (budgets, budget codes) share: the tabs between them, the
// empty state ("no match — clear filters" apart from "none yet") and the pager.

export function BudgetTabs({ current }: { current: "budgets" | "codes" }) {
  const { t } = useT();
  const tab = (key: "budgets" | "codes", to: string) => (
    <Link to={to} aria-current={current === key ? "page" : undefined} className={current === key ? "budget-tab current" : "budget-tab"}>
      {t(key === "budgets" ? "budgetcode.tab.budgets" : "budgetcode.tab.codes")}
    </Link>
  );
  return (
    <nav aria-label={t("budgetcode.tabs")}>
      <InlineStack gap="400">
        {tab("budgets", "/market-tool/budget-list")}
        {tab("codes", "/market-tool/budget-list?view=codes")}
      </InlineStack>
    </nav>
  );
}

/** `hint` only where it points at something the page shows this person (its create button). */
export function EmptyList({ filtered, empty, hint, clearTo }: { filtered: boolean; empty: string; hint?: string; clearTo: string }) {
  const { t } = useT();
  return (
    <Card>
      <Box padding="800">
        <BlockStack gap="200" inlineAlign="center">
          <Text as="p" variant="headingMd">
            <span data-testid="empty-state">{filtered ? t("common.emptyFiltered") : empty}</span>
          </Text>
          {filtered ? (
            <Link to={clearTo}>{t("budget.clearFilters")}</Link>
          ) : hint ? (
            <Text as="p" tone="subdued">
              {hint}
            </Text>
          ) : null}
        </BlockStack>
      </Box>
    </Card>
  );
}

export function Pager({
  page,
  label,
  summary,
}: {
  page: { page: number; page_size: number; total: number };
  label: string;
  summary: (v: { page: number; pages: number; total: number }) => string;
}) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const pages = Math.max(1, Math.ceil(page.total / page.page_size));
  return (
    <Box padding="300">
      <nav className="console-actions" aria-label={label}>
        <InlineStack gap="400" blockAlign="center">
          <Text as="span" tone="subdued">
            {summary({ page: page.page, pages, total: page.total })}
          </Text>
          {page.page > 1 ? (
            <Link to={withParams(search, { page: page.page - 1 }, pathname)} rel="prev">
              ‹ {t("common.previous")}
            </Link>
          ) : null}
          {page.page < pages ? (
            <Link to={withParams(search, { page: page.page + 1 }, pathname)} rel="next">
              {t("common.next")} ›
            </Link>
          ) : null}
        </InlineStack>
      </nav>
    </Box>
  );
}
