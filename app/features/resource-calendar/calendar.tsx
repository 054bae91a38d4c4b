import { Link, useLoaderData } from "@remix-run/react";
import type { CalendarWindowShape } from "./calendar-grid";
import { CalendarGrid, ClashList } from "./calendar-grid";
import type { CalendarGroup } from "./calendar.server";
import { CALENDAR_ROUTE } from "~/domain/resource/calendar";
import { ALL_SITES } from "~/lib/constants";
import { useT } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { siteName } from "~/lib/sites";
import { Card } from "~/ui/Card";
import { FilterBar } from "~/ui/FilterBar";
import { FilterSelect, FilterText } from "~/ui/filters";
import { PageShell } from "~/ui/PageShell";
import { UnavailableNotice } from "~/ui/UnavailableNotice";

type Loaded =
  | { site: string; window: CalendarWindowShape; groups: CalendarGroup[]; clashes: { kind: string; ids: [number, number] }[] }
  | { unavailable: true };

/** /resource/calendar: one site's storefront campaigns and events on one timeline, US West days. */
export function CalendarPage() {
  const loaded = useLoaderData() as Loaded;
  const { t, locale } = useT();
  const title = routeByName(CALENDAR_ROUTE)!.title[locale];
  if ("unavailable" in loaded) {
    return (
      <PageShell title={title}>
        <UnavailableNotice />
      </PageShell>
    );
  }
  const { site, window: w, groups, clashes } = loaded;
  const link = (start: string) => `?${new URLSearchParams({ site, period: w.period, start })}`;
  const count = groups.reduce((n, g) => n + g.rows.length, 0);
  return (
    <PageShell title={title} subtitle={t("calendar.subtitle")}>
      <FilterBar>
        <FilterSelect
          all={false}
          name="site"
          label={t("common.site")}
          defaultValue={site}
          options={ALL_SITES.map((s) => ({ value: s, label: siteName(t, s) }))}
        />
        <FilterSelect
          all={false}
          name="period"
          label={t("calendar.period")}
          defaultValue={w.period}
          options={[
            { value: "month", label: t("calendar.period.month") },
            { value: "2w", label: t("calendar.period.2w") },
          ]}
        />
        <FilterText name="start" type="date" label={t("calendar.start")} defaultValue={w.from} />
      </FilterBar>
      <nav aria-label={t("calendar.periods")} className="calendar-periods">
        <Link to={link(w.prev)} rel="prev">
          {t("calendar.prev")}
        </Link>
        <strong>{t("calendar.range", { site: siteName(t, site), from: w.from, to: w.to })}</strong>
        <Link to={link(w.next)} rel="next">
          {t("calendar.next")}
        </Link>
      </nav>
      <ClashList groups={groups} clashes={clashes} />
      <Card>
        {count ? (
          <CalendarGrid groups={groups} window={w} site={site} />
        ) : (
          <p className="console-muted">{t("calendar.empty", { site: siteName(t, site) })}</p>
        )}
      </Card>
      <p className="console-muted">{t("common.timezone")}</p>
    </PageShell>
  );
}
