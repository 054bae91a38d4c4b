import { Link, useFormAction, useLoaderData, useLocation } from "@remix-run/react";
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
import { FilterSelect } from "~/ui/filters";
import { UnavailableListPage } from "~/ui/ListPage";
import { PageShell } from "~/ui/PageShell";
import type { NavEntry } from "./nav.server";
import { PlainBadge } from "~/ui/StatusBadge";
import { ActionText } from "~/ui/action-text";

const ROUTE = "management-nav-list";
const KEY = "management-nav-list-all-right-btns";
const INSTALL = "/page-management/management-nav-install";

/** A site's storefront navigation: first-level entries, each followed by the entries below it. */
export function NavList() {
  const loaded = useLoaderData() as
    { site: string; entries: NavEntry[]; deleting: NavEntry | null; children: number } | { unavailable: true };
  const { t, locale } = useT();
  const { search, pathname } = useLocation();
  const action = useFormAction();
  const may = useKeys().includes(KEY);
  if ("unavailable" in loaded) return <UnavailableListPage route={ROUTE} />;
  const { site, entries } = loaded;
  const post = (intent: string, e: NavEntry, label: string) => (
    <form method="post" action={action} {...ENHANCE} className="console-inline-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={e.id} />
      <input type="hidden" name="version" value={e.version} />
      <input type="hidden" name="name" value={e.name} />
      <button type="submit" className={intent === "delete" ? "console-button critical" : "console-linkbutton"}>
        {label}
      </button>
    </form>
  );
  return (
    <PageShell
      title={routeByName(ROUTE)!.title[locale]}
      primaryAction={may ? { content: t("nav.add"), url: withParams("", { site }, INSTALL) } : undefined}
    >
      {loaded.deleting ? (
        <Card>
          <section aria-labelledby="nav-delete-title" data-testid="delete-confirm">
            <BlockStack gap="300">
              <Text as="h2" variant="headingMd" id="nav-delete-title">
                {t("nav.delete.title", { name: loaded.deleting.name })}
              </Text>
              <p role="alert">{t("nav.delete.body", { count: loaded.children })}</p>
              <InlineStack gap="300">
                <a href={withParams(search, { delete: null }, pathname)} className="console-button" {...ENHANCE}>
                  {t("common.cancel")}
                </a>
                {post("delete", loaded.deleting, t("nav.delete.do"))}
              </InlineStack>
            </BlockStack>
          </section>
        </Card>
      ) : null}
      <FilterBar>
        <FilterSelect
          name="site"
          label={t("common.site")}
          defaultValue={site}
          options={ALL_SITES.map((s) => ({ value: s, label: siteName(t, s) }))}
        />
      </FilterBar>
      {entries.length === 0 ? (
        <Card>
          <Box padding="800">
            <BlockStack gap="200" inlineAlign="center">
              <Text as="p" variant="headingMd">
                <span data-testid="empty-state">{t("nav.empty", { site: siteName(t, site) })}</span>
              </Text>
              {may ? (
                <Text as="p" tone="subdued">
                  {t("nav.emptyHint")}
                </Text>
              ) : null}
            </BlockStack>
          </Box>
        </Card>
      ) : (
        <Card padding="0">
          <div className="console-table-wrap">
            <table className="console-table" aria-label={t("nav.table", { site: siteName(t, site) })}>
              <thead>
                <tr>
                  <th scope="col">{t("nav.col.name")}</th>
                  <th scope="col">{t("nav.col.opens")}</th>
                  <th scope="col" className="end">
                    {t("category.col.sort")}
                  </th>
                  <th scope="col">{t("category.col.state")}</th>
                  <th scope="col">{t("category.col.updated")}</th>
                  <th scope="col">{t("common.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={e.id} data-row-id={e.id} data-testid={`nav-${e.id}`}>
                    <td data-label={t("nav.col.name")}>
                      {e.level === 2 ? <span aria-hidden="true">└ </span> : null}
                      {e.level === 1 ? <strong>{e.name}</strong> : e.name}
                      {e.level === 2 ? (
                        <Text as="p" tone="subdued">
                          {t("nav.secondLevel")}
                        </Text>
                      ) : null}
                    </td>
                    <td data-label={t("nav.col.opens")}>
                      {e.category_id
                        ? t("nav.opensCategory", { name: e.category_name ?? String(e.category_id) })
                        : e.link_url
                          ? e.link_url
                          : t("nav.categoryGone")}
                    </td>
                    <td data-label={t("category.col.sort")} className="end">
                      {e.sort}
                    </td>
                    <td data-label={t("category.col.state")}>
                      <PlainBadge tone={e.is_show ? "success" : undefined}>
                        {e.is_show ? t("category.state.shown") : t("category.state.hidden")}
                      </PlainBadge>
                    </td>
                    <td data-label={t("category.col.updated")}>{formatUsWest(e.updated_at)}</td>
                    <td data-label={t("common.actions")}>
                      <div className="console-actions">
                        <Link to={withParams("", { id: e.id }, INSTALL)}>
                          <ActionText text={t("nav.edit")} row={e.name} />
                        </Link>
                        {may ? (
                          <>
                            {post(e.is_show ? "hide" : "show", e, e.is_show ? t("category.action.hide") : t("category.action.show"))}
                            {e.level === 1 ? <Link to={withParams("", { site, parent: e.id }, INSTALL)}>{t("nav.addBelow")}</Link> : null}
                            <Link to={withParams(search, { delete: e.id }, pathname)} className="console-critical-link">
                              {t("category.action.delete")}
                            </Link>
                          </>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      )}
      <Text as="p" tone="subdued">
        {t("common.timezone")}
      </Text>
    </PageShell>
  );
}
