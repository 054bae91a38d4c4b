import { Outlet, useLocation } from "@remix-run/react";
import { Text } from "@shopify/polaris";
import { PageShell } from "./PageShell";
import type { ReactNode } from "react";
import { useT } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { withParams } from "~/lib/url";
import { FilterBar } from "./FilterBar";
import { LogTable, type LogRow } from "./LogTable";
import type { PageData } from "./ListTable";

/**
 * The shape every list screen shares: title from the route tree, an optional create action, the
 * filter bar, the open form (a child route rendered in the outlet: /new or /<id>), the change
 * log opened with ?logs=, the table and the time-zone note.
 */
export function ListPage({
  route,
  createLabel,
  filters,
  logs,
  children,
  above,
}: {
  route: string;
  /** shown to holders of the write key only */
  createLabel?: string;
  filters: ReactNode;
  logs: PageData<LogRow> | null;
  children: ReactNode;
  above?: ReactNode;
}) {
  const { t, locale } = useT();
  const { search } = useLocation();
  const r = routeByName(route)!;
  return (
    <PageShell
      title={r.title[locale]}
      primaryAction={createLabel ? { content: createLabel, url: `${r.fullPath}/new${search}` } : undefined}
      secondaryAction={{ content: t("common.logs"), url: withParams(search, { logs: "all", logs_page: null }, r.fullPath) }}
    >
      {above}
      <Outlet />
      {logs ? <LogTable data={logs} title={t("log.title")} /> : null}
      <FilterBar>{filters}</FilterBar>
      {children}
      <Text as="p" tone="subdued">{t("common.timezone")}</Text>
    </PageShell>
  );
}
