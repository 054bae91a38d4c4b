import { useLoaderData } from "@remix-run/react";
import { BlockStack, InlineGrid, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { ALL_SITES } from "~/lib/constants";
import { useT } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { siteName } from "~/lib/sites";
import { FilterBar } from "~/ui/FilterBar";
import { FilterDateRange, FilterSelect } from "~/ui/filters";
import { PageShell } from "~/ui/PageShell";
import { UnavailableNotice } from "~/ui/UnavailableNotice";
import { DayColumns, HorizontalBars, type Bar } from "./charts";
import type { Statistics } from "./statics.server";
import type { Figures } from "./figures.server";
import { FiguresSection } from "./figures";

/** A chart and the same numbers as a table, side by side (stacked on narrow screens). */
function ChartCard({ id, title, bars, days, head }: { id: string; title: string; bars: Bar[]; days?: boolean; head: [string, string] }) {
  const { t } = useT();
  return (
    <Card>
      <section aria-labelledby={id}>
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd" id={id}>
            {title}
          </Text>
          {bars.length ? (
            <InlineGrid columns={{ xs: 1, md: days ? 1 : 2 }} gap="400">
              {days ? <DayColumns title={title} bars={bars} /> : <HorizontalBars title={title} bars={bars} />}
              {/* the days' table scrolls: focusable, so the keyboard can scroll it too */}
              <div
                className="console-table-wrap"
                style={days ? { maxHeight: 240, overflowY: "auto" } : undefined}
                tabIndex={days ? 0 : undefined}
                role={days ? "region" : undefined}
                aria-label={days ? t("stats.dayTable") : undefined}
              >
                <table className="console-table">
                  <thead>
                    <tr>
                      <th scope="col">{head[0]}</th>
                      <th scope="col">{head[1]}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {bars.map((b) => (
                      <tr key={b.label}>
                        <td>{b.label}</td>
                        <td>{b.value}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </InlineGrid>
          ) : (
            <Text as="p" tone="subdued">
              {t("stats.empty")}
            </Text>
          )}
        </BlockStack>
      </section>
    </Card>
  );
}

/** /activity/activity-statics: events by status, site and day over a range of US West days. */
export function StaticsPage() {
  const loaded = useLoaderData() as
    { stats: Statistics; figures: Figures; eventGone: boolean; from: string; to: string; site: string } | { unavailable: true };
  const { t, locale } = useT();
  const title = routeByName("activity-statics")!.title[locale];
  if ("unavailable" in loaded) {
    return (
      <PageShell title={title}>
        <UnavailableNotice />
      </PageShell>
    );
  }
  const { stats } = loaded;
  const statusLabel = (r: { kind: string; status: string }) => `${t(`stats.kind.${r.kind}`)} · ${t(`stats.status.${r.status}`)}`;
  return (
    <PageShell title={title} subtitle={t("stats.source")}>
      <FilterBar keep={loaded.figures.event ? [["event", String(loaded.figures.event.id)]] : []}>
        <FilterDateRange
          from={{ name: "from", label: t("stats.from"), value: loaded.from }}
          to={{ name: "to", label: t("stats.to"), value: loaded.to }}
        />
        <FilterSelect
          name="site"
          label={t("common.site")}
          defaultValue={loaded.site}
          options={ALL_SITES.map((s) => ({ value: s, label: siteName(t, s) }))}
        />
      </FilterBar>
      <Text as="p">{t("stats.range", { from: loaded.from, to: loaded.to })}</Text>
      <FiguresSection figures={loaded.figures} eventGone={loaded.eventGone} from={loaded.from} to={loaded.to} />
      <Text as="h2" variant="headingLg">
        {t("stats.counts")}
      </Text>
      <ChartCard
        id="stats-status"
        title={t("stats.byStatus")}
        head={[t("common.status"), t("stats.count")]}
        bars={stats.by_status.map((r) => ({ label: statusLabel(r), value: r.count }))}
      />
      <ChartCard
        id="stats-site"
        title={t("stats.bySite")}
        head={[t("common.site"), t("stats.count")]}
        bars={stats.by_site.map((r) => ({ label: siteName(t, r.site), value: r.count }))}
      />
      <ChartCard
        id="stats-day"
        title={t("stats.byDay")}
        head={[t("stats.day"), t("stats.running")]}
        days
        bars={stats.by_day.map((r) => ({ label: r.day, value: r.count }))}
      />
      <Text as="p" tone="subdued">
        {t("common.timezone")}
      </Text>
    </PageShell>
  );
}
