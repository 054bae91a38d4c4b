import { Link, useActionData, useFormAction, useLoaderData, useLocation } from "@remix-run/react";
import { BlockStack, Box, InlineStack, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { ALL_SITES } from "~/lib/constants";
import { useT } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { siteName } from "~/lib/sites";
import { formatUsWest } from "~/lib/time";
import { withParams } from "~/lib/url";
import { useKeys } from "~/ui/Can";
import { ENHANCE } from "~/ui/enhance";
import { FilterBar } from "~/ui/FilterBar";
import { FilterSelect, FilterText } from "~/ui/filters";
import { TextInput } from "~/ui/fields";
import { UnavailableListPage } from "~/ui/ListPage";
import { PageShell } from "~/ui/PageShell";
import { RecordForm } from "~/ui/RecordForm";
import { CATEGORY_MAX_LEVEL, CATEGORY_OTHER_LANGUAGES } from "./category-states";
import type { CategoryRow, DeleteCounts, LevelPage, MallCategory } from "./category-types";
import { CopyPanel } from "./category-copy";
import { PlainBadge } from "~/ui/StatusBadge";
import { ActionText } from "~/ui/action-text";

const ROUTE = "category-manage-list";
const KEY = "category-manage-list-all-right-btns";

type Loaded = {
  keys: string[];
  site: string;
  page: LevelPage;
  filters: { name?: string; is_show?: string };
  filtered: boolean;
  deleting: DeleteCounts | null;
  copying: { category: CategoryRow; to: string | null; targets: CategoryRow[] | null } | null;
  platform: MallCategory[] | null;
  topProducts: boolean;
};

/** One level of a site's category tree (or a name search over the whole tree), with its actions. */
export function CategoryList() {
  const loaded = useLoaderData() as Loaded | { unavailable: true };
  const { t, locale } = useT();
  const { search, pathname } = useLocation();
  const may = useKeys().includes(KEY);
  const sent = useActionData<{ result?: { intent?: unknown } }>();
  if ("unavailable" in loaded) return <UnavailableListPage route={ROUTE} />;
  const { page, site } = loaded;
  const route = routeByName(ROUTE)!;
  const parent = page.parent;
  const here = (changes: Record<string, string | number | null>) => withParams(search, changes, pathname);
  const adding = new URLSearchParams(search).get("add") === "1" || Boolean(sent?.result);
  const canAddHere = !loaded.filters.name && (parent?.level ?? 0) < CATEGORY_MAX_LEVEL;
  return (
    <PageShell
      title={route.title[locale]}
      subtitle={t("category.subtitle", { site: siteName(t, site) })}
      primaryAction={
        may && canAddHere
          ? { content: parent ? t("category.addBelow", { name: parent.name }) : t("category.addFirst"), url: here({ add: 1 }) }
          : undefined
      }
    >
      {loaded.deleting ? <DeletePanel d={loaded.deleting} /> : null}
      {loaded.copying ? <CopyPanel copying={loaded.copying} /> : null}
      {loaded.platform ? <PlatformPanel list={loaded.platform} site={site} /> : null}
      {adding && may && canAddHere ? (
        <RecordForm
          id="category-add"
          title={parent ? t("category.addBelow", { name: parent.name }) : t("category.addFirst")}
          intent="create"
          validator={() => import("./category-validator").then((m) => m.validateAdd)}
          defaultValue={{ name: "", sort: "0" }}
          hidden={{ site, parent_id: parent?.id }}
          closeTo={here({ add: null })}
          render={(f) => (
            <BlockStack gap="300">
              <TextInput field={f.name} label={t("category.field.name")} helpText={t("category.field.nameHelp")} />
              <TextInput field={f.sort} label={t("category.field.sort")} inputMode="numeric" helpText={t("category.field.sortHelp")} />
            </BlockStack>
          )}
        />
      ) : null}
      <FilterBar keep={parent && !loaded.filters.name ? [["parent", String(parent.id)]] : []}>
        <FilterSelect
          name="site"
          label={t("common.site")}
          defaultValue={site}
          options={ALL_SITES.map((s) => ({ value: s, label: siteName(t, s) }))}
        />
        <FilterText name="name" label={t("category.filter.name")} defaultValue={loaded.filters.name} />
        <FilterSelect
          name="is_show"
          label={t("category.filter.state")}
          defaultValue={loaded.filters.is_show}
          options={[
            { value: "true", label: t("category.state.shown") },
            { value: "false", label: t("category.state.hidden") },
          ]}
        />
      </FilterBar>
      <nav aria-label={t("category.path")}>
        <InlineStack gap="200" blockAlign="center">
          <Link to={withParams("", { site }, pathname)}>{t("category.firstLevel", { site: siteName(t, site) })}</Link>
          {page.ancestors.map((a) => (
            <span key={a.id}>
              ›{" "}
              {a.id === parent?.id ? (
                <strong aria-current="page">{a.name}</strong>
              ) : (
                <Link to={withParams("", { site, parent: a.id }, pathname)}>{a.name}</Link>
              )}
            </span>
          ))}
          {may && !parent && !loaded.filters.name ? <Link to={here({ platform: 1 })}>{t("category.platform.open")}</Link> : null}
        </InlineStack>
      </nav>
      {page.list.length === 0 ? (
        <Card>
          <Box padding="800">
            <BlockStack gap="200" inlineAlign="center">
              <Text as="p" variant="headingMd">
                <span data-testid="empty-state">
                  {loaded.filtered
                    ? t("common.emptyFiltered")
                    : parent
                      ? t("category.emptyBelow", { name: parent.name })
                      : t("category.empty")}
                </span>
              </Text>
              {loaded.filtered ? (
                <Link to={withParams("", { site }, pathname)}>{t("category.clearFilters")}</Link>
              ) : may ? (
                <Text as="p" tone="subdued">
                  {t("category.emptyHint")}
                </Text>
              ) : null}
            </BlockStack>
          </Box>
        </Card>
      ) : (
        <Card padding="0">
          <CategoryTable rows={page.list} site={site} search={!!loaded.filters.name} may={may} topProducts={loaded.topProducts} />
          <Pager page={page} />
        </Card>
      )}
      <Text as="p" tone="subdued">
        {t("common.timezone")}
      </Text>
    </PageShell>
  );
}

function CategoryTable({
  rows,
  site,
  search,
  may,
  topProducts,
}: {
  rows: CategoryRow[];
  site: string;
  search: boolean;
  may: boolean;
  topProducts: boolean;
}) {
  const { t } = useT();
  const { search: qs, pathname } = useLocation();
  const action = useFormAction();
  const here = (changes: Record<string, string | number | null>) => withParams(qs, changes, pathname);
  // one form a row: each button names its intent (the two sort buttons their direction)
  const act = (intent: string, label: string) => (
    <button type="submit" name="intent" value={intent} className="console-linkbutton">
      {label}
    </button>
  );
  return (
    <div className="console-table-wrap">
      <table className="console-table" aria-label={t("category.table")}>
        <thead>
          <tr>
            <th scope="col">{t("category.col.name")}</th>
            <th scope="col">{t("category.col.languages")}</th>
            <th scope="col" className="end">
              {t("category.col.sort")}
            </th>
            <th scope="col">{t("category.col.state")}</th>
            <th scope="col" className="end">
              {t("category.col.children")}
            </th>
            <th scope="col">{t("category.col.updated")}</th>
            <th scope="col">{t("common.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c, i) => {
            const translated = CATEGORY_OTHER_LANGUAGES.filter((l) => c.names[l]).length;
            return (
              <tr key={c.id} data-row-id={c.id} data-testid={`category-${c.name}`}>
                <td data-label={t("category.col.name")}>
                  {c.level < CATEGORY_MAX_LEVEL ? (
                    <a
                      href={withParams("", { site, parent: c.id }, pathname)}
                      {...ENHANCE}
                      aria-label={t("category.openLevel", { name: c.name })}
                    >
                      {c.name}
                    </a>
                  ) : (
                    <Text as="span">{c.name}</Text>
                  )}
                  {search ? (
                    <Text as="p" tone="subdued">
                      {t("category.levelN", { level: c.level })}
                    </Text>
                  ) : null}
                </td>
                <td data-label={t("category.col.languages")}>
                  {t("category.translatedOf", { done: translated + 1, all: CATEGORY_OTHER_LANGUAGES.length + 1 })}
                </td>
                <td data-label={t("category.col.sort")} className="end">
                  {c.sort}
                </td>
                <td data-label={t("category.col.state")}>
                  <PlainBadge tone={c.is_show ? "success" : undefined}>
                    {c.is_show ? t("category.state.shown") : t("category.state.hidden")}
                  </PlainBadge>
                </td>
                <td data-label={t("category.col.children")} className="end">
                  {c.children_count}
                </td>
                <td data-label={t("category.col.updated")}>
                  {formatUsWest(c.updated_at)}
                  <Text as="p" tone="subdued">
                    {c.updated_by}
                  </Text>
                </td>
                <td data-label={t("common.actions")}>
                  <div className="console-actions">
                    <a href={`/page-management/category-manage-detail?id=${c.id}`} {...ENHANCE}>
                      <ActionText text={t("category.details")} row={c.name} />
                    </a>
                    {topProducts ? (
                      <a href={`/page-management/category-management-top-products-detail?category_id=${c.id}`} {...ENHANCE}>
                        <ActionText text={t("topprod.open")} row={c.name} />
                      </a>
                    ) : null}
                    {may ? (
                      <form method="post" action={action} {...ENHANCE} className="console-row-form">
                        <input type="hidden" name="id" value={c.id} />
                        <input type="hidden" name="name" value={c.name} />
                        {act(c.is_show ? "hide" : "show", c.is_show ? t("category.action.hide") : t("category.action.show"))}
                        {!search && i > 0 ? act("up", t("category.action.up")) : null}
                        {!search && i < rows.length - 1 ? act("down", t("category.action.down")) : null}
                        <a href={here({ copy: c.id, to: null, delete: null, platform: null, add: null })} {...ENHANCE}>
                          {t("category.action.copy")}
                        </a>
                        {c.level < CATEGORY_MAX_LEVEL ? act("copy-navigation", t("category.action.toNavigation")) : null}
                        {act("translate", t("category.action.translate"))}
                        <a
                          href={here({ delete: c.id, copy: null, platform: null, add: null })}
                          {...ENHANCE}
                          className="console-critical-link"
                        >
                          {t("category.action.delete")}
                        </a>
                      </form>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Pager({ page }: { page: LevelPage }) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const last = Math.max(1, Math.ceil(page.total / page.page_size));
  if (last === 1) return null;
  return (
    <Box padding="300">
      <nav aria-label={t("category.pages")}>
        <InlineStack gap="400" blockAlign="center">
          {page.page > 1 ? (
            <Link to={withParams(search, { page: page.page - 1 }, pathname)} rel="prev">
              ‹ {t("common.previous")}
            </Link>
          ) : null}
          <Text as="span">{t("category.pageOf", { page: page.page, last })}</Text>
          {page.page < last ? (
            <Link to={withParams(search, { page: page.page + 1 }, pathname)} rel="next">
              {t("common.next")} ›
            </Link>
          ) : null}
        </InlineStack>
      </nav>
    </Box>
  );
}

/** The question before deleting a branch: what goes with it, counted by the API. */
function DeletePanel({ d }: { d: DeleteCounts }) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const action = useFormAction();
  const c = d.counts;
  return (
    <Card>
      <section aria-labelledby="delete-title" data-testid="delete-confirm">
        <form method="post" action={action} {...ENHANCE}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={d.category.id} />
          <input type="hidden" name="name" value={d.category.name} />
          <input type="hidden" name="expected_count" value={c.categories} />
          <BlockStack gap="300">
            <Text as="h2" variant="headingMd" id="delete-title">
              {t("category.delete.title", { name: d.category.name })}
            </Text>
            <p role="alert">{t("category.delete.counts", { count: c.categories, below: c.categories - 1 })}</p>
            <ul>
              {Object.entries(c.by_level).map(([level, n]) => (
                <li key={level}>{t("category.delete.level", { level, count: n })}</li>
              ))}
              <li>{t("category.delete.navigations", { count: c.navigations })}</li>
              <li>{t("category.delete.topProducts", { count: c.top_products })}</li>
            </ul>
            <Text as="p" tone="subdued">
              {t("category.delete.undo")}
            </Text>
            <InlineStack gap="300">
              <a href={withParams(search, { delete: null }, pathname)} className="console-button" {...ENHANCE}>
                {t("common.cancel")}
              </a>
              <button type="submit" className="console-button critical">
                {t("category.delete.do", { count: c.categories })}
              </button>
            </InlineStack>
          </BlockStack>
        </form>
      </section>
    </Card>
  );
}

/** The platform's first-level categories, each copied (with what is below it) into this site's first level. */
function PlatformPanel({ list, site }: { list: MallCategory[]; site: string }) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const action = useFormAction();
  return (
    <Card>
      <section aria-labelledby="platform-title">
        <BlockStack gap="300">
          <InlineStack align="space-between">
            <Text as="h2" variant="headingMd" id="platform-title">
              {t("category.platform.title", { site: siteName(t, site) })}
            </Text>
            <Link to={withParams(search, { platform: null }, pathname)}>{t("common.close")}</Link>
          </InlineStack>
          <ul>
            {list.map((m) => (
              <li key={m.id}>
                <form method="post" action={action} {...ENHANCE} className="console-inline-form">
                  <input type="hidden" name="intent" value="copy-platform" />
                  <input type="hidden" name="id" value={m.id} />
                  <input type="hidden" name="name" value={m.name} />
                  {m.name} ({t("category.platform.below", { count: m.children_count })}){" "}
                  <button type="submit" className="console-linkbutton">
                    {t("category.platform.copy", { name: m.name })}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </BlockStack>
      </section>
    </Card>
  );
}
