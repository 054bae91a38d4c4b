import { Link, useLoaderData } from "@remix-run/react";
import { useT } from "~/lib/i18n";
import { PAGE_SEARCH_MAX } from "~/lib/page-search";
import { Card } from "~/ui/Card";
import { ENHANCE } from "~/ui/enhance";
import { PageShell } from "~/ui/PageShell";
import type { PageSearchData } from "./page-search.server";

/**
 * The page search's results (issue 41 §13): a GET form, so the address holds the query and the page
 * works without JavaScript, and a list of links to the pages found, each with its place in the menu.
 */
export function PageSearchPage() {
  const { q, hits, tooLong } = useLoaderData() as PageSearchData;
  const { t, locale } = useT();
  const other = locale === "zh" ? "en" : "zh";
  const asked = q.trim() !== "" && !tooLong;
  return (
    <PageShell title={t("search.title")} narrow>
      <Card>
        <form method="get" action="/search" role="search" className="console-pagesearch-form" aria-label={t("search.title")} {...ENHANCE}>
          <label htmlFor="page-search-q">{t("search.label")}</label>
          <div className="console-pagesearch-row">
            <input
              id="page-search-q"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={PAGE_SEARCH_MAX}
              className="budget-input"
              aria-invalid={tooLong ? true : undefined}
              aria-describedby={tooLong ? "page-search-q-error" : "page-search-q-hint"}
            />
            <button type="submit" className="budget-button primary">
              {t("search.submit")}
            </button>
          </div>
          {tooLong ? (
            <p id="page-search-q-error" className="console-field-error" role="alert">
              {t("search.tooLong", { n: PAGE_SEARCH_MAX })}
            </p>
          ) : (
            <p id="page-search-q-hint" className="console-muted">
              {t("search.hint")}
            </p>
          )}
        </form>
      </Card>
      {asked ? (
        <Card>
          <h2 className="console-pagesearch-count" data-testid="search-count">
            {hits.length ? t("search.found", { n: hits.length, q: q.trim() }) : t("search.none", { q: q.trim() })}
          </h2>
          {hits.length ? (
            <ul className="console-pagesearch-hits" data-testid="search-hits">
              {hits.map((h) => (
                <li key={h.url}>
                  <Link to={h.url}>{h.title[locale]}</Link>
                  <span className="console-muted"> {[...h.trail.map((g) => g[locale]), h.title[other]].join(" · ")}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </Card>
      ) : null}
    </PageShell>
  );
}
