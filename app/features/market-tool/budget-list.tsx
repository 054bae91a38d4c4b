import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { Card } from "~/ui/Card";
import { useT } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { formatUsWest } from "~/lib/time";
import { withParams } from "~/lib/url";
import { twoLinesHtml } from "~/ui/cells";
import { ENHANCE_ATTRS, html } from "~/ui/html";
import { MarkupRows } from "~/ui/Markup";
import { FilterBar } from "~/ui/FilterBar";
import { FilterDateRange, FilterSelect, FilterText, PageSizeSelect } from "~/ui/filters";
import { UnavailableListPage } from "~/ui/ListPage";
import { PageShell } from "~/ui/PageShell";
import { reviewBadgeHtml } from "./budget-badge";
import { BudgetCodesPage, type CodesView } from "./budget-codes";
import { BudgetTabs, EmptyList, Pager } from "./budget-list-parts";
import { BUDGET_ROUTES } from "./budget-keys";
import { formatMoney } from "./budget-money";
import { BUDGET_REVIEW, BUDGET_STATES } from "./budget-states";
import type { Budget, BudgetOptions, Page } from "./budget-types";
import { siteName } from "~/lib/sites";
import { actionTextHtml } from "~/ui/action-text";

type Data = {
  page: Page<Budget>;
  options: BudgetOptions;
  filters: Record<string, string | undefined>;
  filtered: boolean;
  sort: string;
  canCreate: boolean;
  canExamine: boolean;
};

/** The budget orders: filters in the URL, pages, sort by creation, amount or period. */
export function BudgetList() {
  const loaded = useLoaderData() as Data | { unavailable: true } | { codes: CodesView };
  const { t, locale } = useT();
  const { search, pathname } = useLocation();
  if ("unavailable" in loaded) return <UnavailableListPage route={BUDGET_ROUTES.list} />;
  if ("codes" in loaded) return <BudgetCodesPage data={loaded.codes} />;
  const { page, options, filters } = loaded;
  const route = routeByName(BUDGET_ROUTES.list)!;
  const sortLink = (key: string) => {
    const next = loaded.sort === `-${key}` ? key : `-${key}`;
    return withParams(search, { sort: next, page: null }, pathname);
  };
  const arrow = (key: string) => (loaded.sort === key ? " ↑" : loaded.sort === `-${key}` ? " ↓" : "");
  // each row's cells carry their column's title (shown beside the value on narrow screens)
  const titles = {
    code: t("budget.field.code"),
    department: t("budget.field.department"),
    site: t("common.site"),
    amount: t("budget.field.amount"),
    committed: t("budget.field.committed"),
    remaining: t("budget.field.remaining"),
    period: t("budget.field.period"),
    status: t("common.status"),
    createdAt: t("budget.field.createdAt"),
    actions: t("common.actions"),
  };
  // "examine" only where the row waits for this person's decision (never on figures they made);
  // the link's name starts with its visible word (WCAG 2.5.3)
  const examine = (b: Budget) => loaded.canExamine && b.status === "pending" && !b.mine;
  const reviseOpen = (b: Budget) => !loaded.canExamine || Boolean(b.pending_revision_mine);
  const rowActions = (b: Budget) =>
    html`<a href="/market-tool/budget-detail/${b.id}?type=${examine(b) ? "common_examine" : "common"}" ${ENHANCE_ATTRS}>${actionTextHtml(examine(b) ? t("budget.examine") : t("budget.open"), b.code)}</a>${
      b.pending_revision
        ? html` <a href="/market-tool/budget-detail/${b.pending_revision}?type=${reviseOpen(b) ? "revision" : "revision_examine"}" ${ENHANCE_ATTRS}>${t(reviseOpen(b) ? "budget.revisionOpenNamed" : "budget.revisionExamineNamed", { name: b.code })}</a>`
        : ""
    }`;
  return (
    <PageShell
      title={route.title[locale]}
      subtitle={t("budget.list.order")}
      primaryAction={loaded.canCreate ? { content: t("budget.create"), url: "/market-tool/budget-edit?type=create" } : undefined}
    >
      <BudgetTabs current="budgets" />
      <FilterBar>
        <FilterText name="keyword" label={t("budget.filter.keyword")} defaultValue={filters.keyword} />
        <FilterSelect
          name="status"
          label={t("common.status")}
          defaultValue={filters.status}
          options={BUDGET_STATES.map((s) => ({ value: s, label: t(BUDGET_REVIEW.states[s].label) }))}
        />
        <FilterSelect
          name="revision"
          label={t("budget.filter.revision")}
          defaultValue={filters.revision}
          options={[{ value: "pending", label: t("budget.filter.revisionPending") }]}
        />
        <FilterSelect
          name="department_id"
          label={t("budget.field.department")}
          defaultValue={filters.department_id}
          options={options.departments.map((d) => ({ value: String(d.id), label: d.name }))}
        />
        <FilterSelect
          name="site"
          label={t("common.site")}
          defaultValue={filters.site}
          options={options.sites.map((s) => ({ value: s, label: siteName(t, s) }))}
        />
        <FilterSelect
          name="currency"
          label={t("budget.field.currency")}
          defaultValue={filters.currency}
          options={options.currencies.map((c) => ({ value: c, label: c }))}
        />
        <FilterDateRange
          from={{ name: "period_from", label: t("budget.filter.periodFrom"), value: filters.period_from }}
          to={{ name: "period_to", label: t("budget.filter.periodTo"), value: filters.period_to }}
        />
        <PageSizeSelect value={page.page_size} />
      </FilterBar>
      {page.list.length === 0 ? (
        <EmptyList
          filtered={loaded.filtered}
          empty={t("budget.empty")}
          hint={loaded.canCreate ? t("budget.emptyHint") : undefined}
          clearTo={pathname}
        />
      ) : (
        <Card padding="0">
          <div className="console-table-wrap">
            <table className="console-table" aria-label={route.title[locale]}>
              <thead>
                <tr>
                  <th scope="col">{t("budget.field.code")}</th>
                  <th scope="col">{t("budget.field.department")}</th>
                  <th scope="col">{t("common.site")}</th>
                  <th scope="col" className="end">
                    <Link to={sortLink("amount")}>
                      {t("budget.field.amount")}
                      {arrow("amount")}
                    </Link>
                  </th>
                  <th scope="col" className="end">
                    {t("budget.field.committed")}
                  </th>
                  <th scope="col" className="end">
                    {t("budget.field.remaining")}
                  </th>
                  <th scope="col">
                    <Link to={sortLink("period_start")}>
                      {t("budget.field.period")}
                      {arrow("period_start")}
                    </Link>
                  </th>
                  <th scope="col">{t("common.status")}</th>
                  <th scope="col">
                    <Link to={sortLink("created_at")}>
                      {t("budget.field.createdAt")}
                      {arrow("created_at")}
                    </Link>
                  </th>
                  <th scope="col">{t("common.actions")}</th>
                </tr>
              </thead>
              {/* rows as one string of markup (ui/html.ts): links taken over by the document handler */}
              <MarkupRows
                html={html`${page.list.map(
                  (b) =>
                    html`<tr data-testid="budget-${b.id}"><td data-label="${titles.code}">${twoLinesHtml(b.code, b.purpose, true)}</td><td data-label="${titles.department}">${b.department}</td><td data-label="${titles.site}">${siteName(t, b.site)}</td><td data-label="${titles.amount}" class="end">${formatMoney(b.currency, b.amount)}</td><td data-label="${titles.committed}" class="end">${formatMoney(b.currency, b.committed)}</td><td data-label="${titles.remaining}" class="end">${formatMoney(b.currency, b.remaining)}</td><td data-label="${titles.period}">${b.period_start} – ${b.period_end}</td><td data-label="${titles.status}">${reviewBadgeHtml(t, b.status)}</td><td data-label="${titles.createdAt}">${twoLinesHtml(formatUsWest(b.created_at), b.created_by_name)}</td><td data-label="${titles.actions}"><span class="console-actions">${rowActions(b)}</span></td></tr>`,
                )}`}
              />
            </table>
          </div>
          <Pager page={page} label={t("budget.pages")} summary={(v) => t("budget.pageOf", v)} />
        </Card>
      )}
    </PageShell>
  );
}
