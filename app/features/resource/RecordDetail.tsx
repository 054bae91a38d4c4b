import { Banner } from "@shopify/polaris";
import type { CountryNames } from "~/lib/country-names";
import { useT } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { Card } from "~/ui/Card";
import { Html } from "~/ui/html";
import { Markup } from "~/ui/Markup";
import { PageShell } from "~/ui/PageShell";
import { labelOf, type ScreenDef } from "./screen";

/**
 * A record read-only (issue 36 §2): what a reader without the write key sees on the record's form
 * page — each field as the list shows it, in a description list — instead of a disabled form.
 */
export function RecordDetail<Row extends { id: number }>({ def, record, data }: { def: ScreenDef<Row>; record: Row; data: unknown }) {
  const { t, locale } = useT();
  const route = routeByName(def.route)!;
  const title = def.name
    ? def.name(record, { t, locale, countries: (data as { countryNames?: CountryNames }).countryNames })
    : `#${record.id}`;
  const c = { t, locale, data, actions: () => new Html("") };
  return (
    <PageShell title={title} secondaryAction={{ content: t("common.close"), url: route.fullPath }}>
      <Banner tone="info">{t("detail.readOnly")}</Banner>
      <Card>
        <dl className="console-detail" data-testid="record-detail">
          {def.detail!.map((row, i) => {
            const value = row.cell(record, c);
            return (
              <div key={i}>
                <dt>{labelOf(row.label, t, data)}</dt>
                <dd>{value instanceof Html ? <Markup html={value} /> : (value ?? "—")}</dd>
              </div>
            );
          })}
        </dl>
      </Card>
    </PageShell>
  );
}
