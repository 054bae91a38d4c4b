import { useLocation } from "@remix-run/react";
import { BlockStack, InlineGrid, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { ColumnsTable, type TableColumn } from "~/ui/ColumnsTable";
import { ENHANCE } from "~/ui/enhance";
import { KeysetTable } from "~/ui/KeysetTable";
import { useT } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { withParams } from "~/lib/url";
import { DayColumns } from "./charts";
import type { EventFigures, Figures, FigureSums } from "./figures.server";

// The dashboard's business figures (issue 41 §11): orders per day as a chart drawn on the server
// (plain SVG, no script) beside the same days as a table (its accessible reading), the totals per
// currency, and one row per event by keyset pages. The event chosen is in the URL (`event`).

const COUNT = new Intl.NumberFormat("en-US");
/** digits grouped by thousands, the API's decimals kept as they are (money is exact text) */
const amount = (text: string) => {
  const [whole, frac] = text.split(".");
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${frac === undefined ? "" : `.${frac}`}`;
};
const percent = (c: string | null) => (c === null ? "—" : `${c}%`);

/** A small table of figure rows: the first column names the row (a currency, a day), then the sums. */
function SumsTable<R extends FigureSums & { key: string }>({
  label,
  name,
  extra = [],
  rows,
}: {
  label: string;
  name: string;
  extra?: TableColumn<R>[];
  rows: R[];
}) {
  const { t } = useT();
  const cols: TableColumn<R>[] = [
    [name, (r) => r.key],
    [t("figures.visitors"), (r) => COUNT.format(r.visitors)],
    [t("figures.orders"), (r) => COUNT.format(r.orders)],
    [t("figures.units"), (r) => COUNT.format(r.units)],
    ...extra,
    [t("figures.conversion"), (r) => percent(r.conversion)],
  ];
  return <ColumnsTable label={label} rows={rows} columns={cols} rowKey={(r) => r.key} />;
}

export function FiguresSection({ figures, eventGone, from, to }: { figures: Figures; eventGone: boolean; from: string; to: string }) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const only = (id: number | null) => withParams(search, { event: id, after: null, before: null }, pathname);
  const title = t("figures.byDay");
  const empty = !figures.by_currency.length;
  return (
    <section aria-labelledby="stats-figures">
      <BlockStack gap="400">
        <Text as="h2" variant="headingLg" id="stats-figures">
          {t("figures.title")}
        </Text>
        <Text as="p">{t("figures.intro")}</Text>
        {figures.event ? (
          <p data-testid="figures-chosen">
            {t("figures.chosen", { name: figures.event.name, site: siteName(t, figures.event.site) })}{" "}
            <a href={only(null)} {...ENHANCE}>
              {t("figures.allEvents")}
            </a>
          </p>
        ) : null}
        {eventGone ? <Text as="p">{t("figures.eventGone")}</Text> : null}
        {empty ? (
          <Card>
            <Text as="p" tone="subdued">
              {t("figures.empty")}
            </Text>
          </Card>
        ) : (
          <>
            <Card>
              <section aria-labelledby="figures-totals">
                <BlockStack gap="300">
                  <Text as="h3" variant="headingMd" id="figures-totals">
                    {t("figures.totals")}
                  </Text>
                  <div className="console-table-wrap">
                    <SumsTable
                      label={t("figures.totals")}
                      name={t("figures.currency")}
                      extra={[[t("figures.sales"), (r) => amount(r.sales)]]}
                      rows={figures.by_currency.map((r) => ({ ...r, key: r.currency }))}
                    />
                  </div>
                </BlockStack>
              </section>
            </Card>
            <Card>
              <section aria-labelledby="figures-day">
                <BlockStack gap="300">
                  <Text as="h3" variant="headingMd" id="figures-day">
                    {title}
                  </Text>
                  <InlineGrid columns={{ xs: 1, md: 1 }} gap="400">
                    <DayColumns
                      title={title}
                      desc={t("figures.byDayDesc", { from, to })}
                      bars={figures.by_day.map((d) => ({ label: d.day, value: d.orders }))}
                    />
                    {/* the days' table scrolls: focusable, so the keyboard can scroll it too (axe's scrollable-region-focusable) */}
                    <div
                      className="console-table-wrap"
                      style={{ maxHeight: 240, overflowY: "auto" }}
                      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is focused only to be scrolled
                      tabIndex={0}
                      role="region"
                      aria-label={t("figures.dayTable")}
                    >
                      <SumsTable
                        label={t("figures.dayTable")}
                        name={t("stats.day")}
                        rows={figures.by_day.map((d) => ({ ...d, key: d.day }))}
                      />
                    </div>
                  </InlineGrid>
                </BlockStack>
              </section>
            </Card>
          </>
        )}
        <Text as="h3" variant="headingMd">
          {t("figures.events")}
        </Text>
        <KeysetTable<EventFigures>
          label={t("figures.events")}
          page={figures.events}
          sizes
          sortNote={t("figures.sortNote")}
          testId="figures-events"
          columns={[
            [
              t("figures.event"),
              (r) => (
                <a href={only(r.id)} {...ENHANCE}>
                  {r.name}
                </a>
              ),
            ],
            [t("figures.kind"), (r) => t(`stats.kind.${r.kind}`)],
            [t("common.site"), (r) => siteName(t, r.site)],
            [t("figures.visitors"), (r) => COUNT.format(r.visitors)],
            [t("figures.orders"), (r) => COUNT.format(r.orders)],
            [t("figures.units"), (r) => COUNT.format(r.units)],
            [t("figures.sales"), (r) => `${r.currency} ${amount(r.sales)}`],
            [t("figures.conversion"), (r) => percent(r.conversion)],
          ]}
        />
      </BlockStack>
    </section>
  );
}
