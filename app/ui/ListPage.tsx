import { PolarisScope } from "./PolarisScope";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef } from "react";
import { Muted } from "./basic";
import { PageShell } from "./PageShell";
import type { ReactNode } from "react";
import { useT } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { withParams } from "~/lib/url";
import type { Confirmation } from "~/lib/transitions";
import { useKeys } from "./Can";
import { FilterBar } from "./FilterBar";
import type { LogRow, LogView } from "./LogTable";
import type { PageData } from "./ListTable";

// Shown only when the URL asks (?confirm=, ?logs=) or the API is out of reach: their code loads
// with them, not with every list (issue 42). The server renders them in full either way (entry.server.tsx waits for the whole page
// and inlines every boundary), so the page reads the same without JavaScript.
const ConfirmTransition = lazy(() => import("./ConfirmTransition").then((m) => ({ default: m.ConfirmTransition })));
const UnavailableNotice = lazy(() => import("./UnavailableNotice").then((m) => ({ default: m.UnavailableNotice })));
const LogTable = lazy(() => import("./LogTable").then((m) => ({ default: m.LogTable })));

/**
 * The shape every list screen shares: title from the route tree, an optional create action, the
 * filter bar, the open form (a child route rendered in the outlet: /new or /<id>), the change
 * log opened with ?logs=, the table and the time-zone note. A transition waiting for confirmation
 * (the loader's `confirm`, see lib/confirm.server.ts) is asked over it.
 */
export function ListPage({
  route,
  create,
  filters,
  logs,
  log,
  children,
  above,
}: {
  route: string;
  /** the create button, shown to holders of its key only */
  create?: { label: string; need: string; /** the form's path when it is not `<list>/new` */ path?: string };
  filters: ReactNode;
  logs: PageData<LogRow> | null;
  /** how the log reads (field labels, values, record names); a function when the page logs several kinds (?logs=<kind>) */
  log?: LogView | ((which: string) => LogView | undefined);
  children: ReactNode;
  above?: ReactNode;
}) {
  const { t, locale } = useT();
  const { search } = useLocation();
  const r = routeByName(route)!;
  const canCreate = useKeys().includes(create?.need ?? "");
  useFocusAfterForm(r.fullPath);
  const confirm = (useLoaderData() as { confirm?: Confirmation | null } | null)?.confirm;
  return (
    <PageShell
      title={r.title[locale]}
      primaryAction={create && canCreate ? { content: create.label, url: `${create.path ?? `${r.fullPath}/new`}${search}` } : undefined}
      secondaryAction={{ content: t("log.pageLink"), url: withParams(search, { logs: "all", logs_page: null }, r.fullPath) }}
    >
      {confirm ? (
        <Suspense fallback={null}>
          <ConfirmTransition key={`${confirm.intent}-${confirm.id}`} confirm={confirm} />
        </Suspense>
      ) : null}
      {above}
      {/* the form opened over the list gets Polaris' provider here, if it needs it: the list itself is not wrapped */}
      <PolarisScope>
        <Outlet />
      </PolarisScope>
      {logs ? (
        <Suspense fallback={null}>
          <LogTable data={logs} view={typeof log === "function" ? log(new URLSearchParams(search).get("logs") ?? "all") : log} />
        </Suspense>
      ) : null}
      <FilterBar>{filters}</FilterBar>
      {children}
      <Muted>{t("common.timezone")}</Muted>
    </PageShell>
  );
}

/**
 * When a form over the list closes (saved or cancelled), focus goes back to where the person was:
 * the edited row's first action, else the list's heading — so the keyboard carries on from there.
 */
function useFocusAfterForm(listPath: string) {
  const { pathname } = useLocation();
  const openChild = useRef<string | null>(null);
  useEffect(() => {
    const child = pathname.startsWith(`${listPath}/`) ? pathname.slice(listPath.length + 1) : null;
    const closed = openChild.current;
    openChild.current = child;
    if (!closed || child) return;
    const row = document.querySelector<HTMLElement>(
      `tr[data-row-id="${CSS.escape(closed)}"] a, tr[data-row-id="${CSS.escape(closed)}"] button`,
    );
    const heading = document.querySelector<HTMLElement>("main h1");
    if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    (row ?? heading)?.focus();
  }, [pathname, listPath]);
}

/**
 * A list screen whose data the API could not give: its title and the notice, and still the open
 * form over it, so a save that failed on the outage shows again with what was typed.
 */
export function UnavailableListPage({ route, children }: { route: string; children?: ReactNode }) {
  const { locale } = useT();
  const r = routeByName(route)!;
  return (
    <PageShell title={r.title[locale]}>
      <Suspense fallback={null}>
        <UnavailableNotice />
      </Suspense>
      {children}
      {/* the form opened over the list gets Polaris' provider here, if it needs it: the list itself is not wrapped */}
      <PolarisScope>
        <Outlet />
      </PolarisScope>
    </PageShell>
  );
}
