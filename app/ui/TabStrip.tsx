import { useLocation } from "@remix-run/react";
import { useT } from "~/lib/i18n";
import { routeByName, routeForPath } from "~/lib/route-tree";
import { titleFor } from "~/lib/route-titles";
import { tabKey, tabRecord } from "~/lib/tab-key";
import { ENHANCE } from "./enhance";

function TabForm({
  op,
  name,
  current,
  redirectTo,
  label,
  testId,
}: {
  op: string;
  name: string;
  current?: string;
  redirectTo: string;
  label: string;
  testId: string;
}) {
  return (
    <form method="post" action="/tabs" {...ENHANCE}>
      <input type="hidden" name="op" value={op} />
      <input type="hidden" name="name" value={name} />
      {current ? <input type="hidden" name="current" value={current} /> : null}
      {/* where to come back to while the current page's tab stays open */}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" className="console-linkbutton" aria-label={label} title={label} data-testid={testId}>
        {op === "close" ? "×" : label}
      </button>
    </form>
  );
}

type TabLink = { name: string; url: string };

/** What a tab says: what its page's heading says, the title its type gives (create, edit, revision…), and its record. */
function tabTitle(tab: TabLink, locale: "zh" | "en") {
  const tabRoute = routeByName(tab.name);
  const record = tabRecord(tab);
  return (tabRoute ? titleFor(tabRoute, tab.url)[locale] : tab.name) + (record ? ` #${record}` : "");
}

/**
 * Opened pages: close one, close left, right, others or all — each a plain form post. `closed`: the
 * tabs the cap of 15 closed on this visit, named beneath the strip (never silently; Home is never one).
 */
export function TabStrip({ tabs, closed = [], pathname }: { tabs: TabLink[]; closed?: TabLink[]; pathname: string }) {
  const { t, locale } = useT();
  const here = pathname + useLocation().search;
  const route = routeForPath(pathname);
  const current = route ? tabKey({ name: route.name, url: here }) : undefined;
  if (!tabs.length) return null;
  // only the operations that would close something
  const at = tabs.findIndex((tab) => tabKey(tab) === current);
  return (
    <div className="console-tabs" role="navigation" aria-label={t("tabs.label")} data-testid="tabs">
      {tabs.map((tab) => {
        const key = tabKey(tab);
        const title = tabTitle(tab, locale);
        return (
          <span key={key} className="console-tab" aria-current={key === current ? "page" : undefined} data-tab={key}>
            <a href={tab.url} {...ENHANCE}>
              {title}
            </a>
            <TabForm
              op="close"
              name={key}
              current={current}
              redirectTo={here}
              label={t("tabs.close", { title })}
              testId={`tab-close-${key}`}
            />
          </span>
        );
      })}
      {current ? (
        <span className="console-tabs-ops">
          {at > 0 ? (
            <TabForm op="left" name={current} current={current} redirectTo={here} label={t("tabs.closeLeft")} testId="tabs-close-left" />
          ) : null}
          {at >= 0 && at < tabs.length - 1 ? (
            <TabForm op="right" name={current} current={current} redirectTo={here} label={t("tabs.closeRight")} testId="tabs-close-right" />
          ) : null}
          {tabs.length > 1 ? (
            <TabForm
              op="others"
              name={current}
              current={current}
              redirectTo={here}
              label={t("tabs.closeOthers")}
              testId="tabs-close-others"
            />
          ) : null}
          <TabForm op="all" name={current} current={current} redirectTo={here} label={t("tabs.closeAll")} testId="tabs-close-all" />
        </span>
      ) : null}
      {closed.length ? (
        <p className="console-tabs-closed" role="status" data-testid="tabs-closed">
          {t("tabs.capClosed", { titles: closed.map((tab) => tabTitle(tab, locale)).join(locale === "zh" ? "、" : ", ") })}
        </p>
      ) : null}
    </div>
  );
}
