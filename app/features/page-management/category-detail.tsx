import { Link, useFormAction, useLoaderData, useLocation } from "@remix-run/react";
import { Badge, BlockStack, InlineGrid, InlineStack, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { useT, type T } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { siteName } from "~/lib/sites";
import { formatUsWest } from "~/lib/time";
import { withParams } from "~/lib/url";
import { useKeys } from "~/ui/Can";
import { ENHANCE } from "~/ui/enhance";
import { TextInput } from "~/ui/fields";
import { PageShell } from "~/ui/PageShell";
import { RecordForm } from "~/ui/RecordForm";
import { UnavailableNotice } from "~/ui/UnavailableNotice";
import type { LogEntry } from "./category-detail.server";
import { PoolCard } from "./category-pool";
import {
  CATEGORY_OTHER_LANGUAGES,
  LANGUAGE_LABEL,
  LOG_ACTION_LABEL,
  LOG_FIELD_LABEL,
  SEO_DESCRIPTION_MAX,
  SEO_KEYWORDS_MAX,
  SEO_TITLE_MAX,
} from "./category-states";
import type { CategoryDetail as Detail, PoolTotals } from "./category-types";

const ROUTE = "category-manage-detail";
const KEY = "category-manage-detail-all-right-btns";
const LIST = "/page-management/category-manage-list";

/** One category: names in every language, SEO, its place and branch, and its change log. */
export function CategoryDetail() {
  const loaded = useLoaderData() as
    | { category: Detail | null; logs: LogEntry[] | null; pool: PoolTotals | null; poolForm: string | null; poolLink: boolean }
    | { unavailable: true };
  const { t, locale } = useT();
  const { search, pathname } = useLocation();
  const may = useKeys().includes(KEY);
  const action = useFormAction();
  if ("unavailable" in loaded) {
    return (
      <PageShell title={routeByName(ROUTE)!.title[locale]}>
        <UnavailableNotice />
      </PageShell>
    );
  }
  const c = loaded.category;
  if (!c) {
    return (
      <PageShell title={routeByName(ROUTE)!.title[locale]}>
        <Card>
          <BlockStack gap="200">
            <Text as="p">{t("category.detail.none")}</Text>
            <Link to={LIST}>{t("category.detail.toList")}</Link>
          </BlockStack>
        </Card>
      </PageShell>
    );
  }
  const tab = new URLSearchParams(search).get("tab") === "seo" ? "seo" : "names";
  const tabLink = (to: string) => withParams(search, { tab: to === "names" ? null : to }, pathname);
  const back = withParams("", { site: c.site, parent: c.parent_id }, LIST);
  return (
    <PageShell
      title={routeByName(ROUTE)!.title[locale]}
      subtitle={`${c.name} · ${t("category.detail.subtitle", { site: siteName(t, c.site), level: c.level })}`}
    >
      <nav aria-label={t("category.path")}>
        <InlineStack gap="200">
          <Link to={withParams("", { site: c.site }, LIST)}>{t("category.firstLevel", { site: siteName(t, c.site) })}</Link>
          {c.ancestors.map((a) => (
            <span key={a.id}>
              › <Link to={withParams("", { site: c.site, parent: a.id }, LIST)}>{a.name}</Link>
            </span>
          ))}
          <span>
            › <strong aria-current="page">{c.name}</strong>
          </span>
        </InlineStack>
      </nav>
      <Card>
        <dl className="console-facts">
          <Fact
            label={t("category.col.state")}
            value={
              <Badge tone={c.is_show ? "success" : undefined}>{c.is_show ? t("category.state.shown") : t("category.state.hidden")}</Badge>
            }
          />
          <Fact label={t("category.col.sort")} value={c.sort} />
          <Fact
            label={t("category.detail.branch")}
            value={t("category.delete.counts", { count: c.subtree.categories, below: c.subtree.categories - 1 })}
          />
          <Fact label={t("category.col.updated")} value={`${formatUsWest(c.updated_at)} · ${c.updated_by}`} />
        </dl>
      </Card>
      <InlineStack gap="400">
        {tab === "names" ? <strong>{t("category.detail.names")}</strong> : <Link to={tabLink("names")}>{t("category.detail.names")}</Link>}
        {tab === "seo" ? <strong>{t("category.detail.seo")}</strong> : <Link to={tabLink("seo")}>{t("category.detail.seo")}</Link>}
        {may ? (
          <form method="post" action={action} {...ENHANCE} className="console-inline-form">
            <input type="hidden" name="intent" value="translate" />
            <input type="hidden" name="id" value={c.id} />
            <input type="hidden" name="category_name" value={c.name} />
            <button type="submit" className="console-linkbutton">
              {t("category.action.translate")}
            </button>
          </form>
        ) : null}
      </InlineStack>
      {!may ? (
        <ReadOnly c={c} t={t} />
      ) : tab === "names" ? (
        <RecordForm
          id={`category-names-${c.id}-${c.version}`}
          title={t("category.detail.names")}
          intent="names"
          validator={() => import("./category-validator").then((m) => m.validateNames)}
          defaultValue={{ name: c.name, ...Object.fromEntries(CATEGORY_OTHER_LANGUAGES.map((l) => [`name_${l}`, c.names[l] ?? ""])) }}
          hidden={{ id: c.id, version: c.version }}
          closeTo={back}
          conflictLabels={{ name: t("category.field.name") }}
          render={(f) => (
            <InlineGrid columns={{ xs: 1, md: 2 }} gap="300">
              <TextInput field={f.name} label={t("category.lang.en")} />
              {CATEGORY_OTHER_LANGUAGES.map((l) => (
                <TextInput key={l} field={f[`name_${l}`]} label={t(LANGUAGE_LABEL[l])} />
              ))}
            </InlineGrid>
          )}
        />
      ) : (
        <RecordForm
          id={`category-seo-${c.id}-${c.version}`}
          title={t("category.detail.seo")}
          intent="seo"
          validator={() => import("./category-validator").then((m) => m.validateSeo)}
          defaultValue={{
            url_slug: c.url_slug ?? "",
            seo_title: c.seo_title,
            seo_description: c.seo_description,
            seo_keywords: c.seo_keywords,
          }}
          hidden={{ id: c.id, version: c.version, category_name: c.name }}
          closeTo={back}
          render={(f) => (
            <BlockStack gap="300">
              <TextInput field={f.url_slug} label={t("category.seo.slug")} helpText={t("category.seo.slugHelp")} />
              <TextInput field={f.seo_title} label={t("category.seo.title")} helpText={t("category.seo.max", { max: SEO_TITLE_MAX })} />
              <TextInput
                field={f.seo_description}
                label={t("category.seo.description")}
                multiline={3}
                helpText={t("category.seo.max", { max: SEO_DESCRIPTION_MAX })}
              />
              <TextInput
                field={f.seo_keywords}
                label={t("category.seo.keywords")}
                helpText={t("category.seo.max", { max: SEO_KEYWORDS_MAX })}
              />
            </BlockStack>
          )}
        />
      )}
      {loaded.pool ? <PoolCard c={c} totals={loaded.pool} may={may} poolLink={loaded.poolLink} open={loaded.poolForm} /> : null}
      {loaded.logs ? <CategoryLog logs={loaded.logs} /> : null}
      <Text as="p" tone="subdued">
        {t("common.timezone")}
      </Text>
    </PageShell>
  );
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="console-fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** What a reader without the key sees: the names and SEO as they are. */
function ReadOnly({ c, t }: { c: Detail; t: T }) {
  return (
    <Card>
      <BlockStack gap="200">
        <Text as="p" tone="subdued">
          {t("category.detail.readOnly")}
        </Text>
        <dl className="console-facts">
          <Fact label={t("category.lang.en")} value={c.name} />
          {CATEGORY_OTHER_LANGUAGES.map((l) => (
            <Fact key={l} label={t(LANGUAGE_LABEL[l])} value={c.names[l] ?? "—"} />
          ))}
          <Fact label={t("category.seo.slug")} value={c.url_slug ?? "—"} />
          <Fact label={t("category.seo.title")} value={c.seo_title || "—"} />
        </dl>
      </BlockStack>
    </Card>
  );
}

const shown = (v: unknown) => (v === null || v === undefined || v === "" ? "—" : typeof v === "object" ? JSON.stringify(v) : String(v));

/** The category's changes, newest first: who, when, what (before → after). */
function CategoryLog({ logs }: { logs: LogEntry[] }) {
  const { t } = useT();
  return (
    <Card padding="0">
      <section aria-labelledby="category-log-title">
        <div style={{ padding: "var(--p-space-400)" }}>
          <Text as="h2" variant="headingMd" id="category-log-title">
            {t("category.log.title")}
          </Text>
        </div>
        {logs.length === 0 ? (
          <div style={{ padding: "var(--p-space-400)" }}>
            <Text as="p" tone="subdued">
              {t("category.log.empty")}
            </Text>
          </div>
        ) : (
          <div className="console-table-wrap">
            <table className="console-table" aria-label={t("category.log.title")}>
              <thead>
                <tr>
                  <th scope="col">{t("category.log.when")}</th>
                  <th scope="col">{t("category.log.who")}</th>
                  <th scope="col">{t("category.log.what")}</th>
                  <th scope="col">{t("category.log.change")}</th>
                </tr>
              </thead>
              <tbody>
                {logs.map((l) => {
                  const fields = [
                    "name",
                    "names",
                    "is_show",
                    "sort",
                    "url_slug",
                    "seo_title",
                    "seo_description",
                    "seo_keywords",
                    "pool_id",
                    "product_count",
                  ].filter((k) => l.after && k in l.after && JSON.stringify(l.before?.[k]) !== JSON.stringify(l.after[k]));
                  return (
                    <tr key={l.id}>
                      <td data-label={t("category.log.when")}>{formatUsWest(l.created_at)}</td>
                      <td data-label={t("category.log.who")}>{l.actor_name}</td>
                      <td data-label={t("category.log.what")}>{t(LOG_ACTION_LABEL[l.action] ?? l.action)}</td>
                      <td data-label={t("category.log.change")}>
                        {fields.map((k) => (
                          <div key={k}>
                            {t(LOG_FIELD_LABEL[k])}: {shown(l.before?.[k])} → {shown(l.after?.[k])}
                          </div>
                        ))}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </Card>
  );
}
