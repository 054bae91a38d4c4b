import { Link } from "@remix-run/react";
import { BlockStack, Text } from "@shopify/polaris";

import { useT } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { formatUsWest } from "~/lib/time";
import { Card } from "~/ui/Card";
import type { ProductUses } from "./product-edit.server";

const DETAIL_ROUTE = {
  daily_special: "/activity/daily-specials-detail",
  flash_sale: "/activity/flash-sale-detail",
} as const;

/** Read-only: where the product is used (events with their SKUs, labels, pools), each with its state and times in US West. */
export function ProductUsesCard({ uses }: { uses: ProductUses }) {
  const { t } = useT();
  const more = (cut: { more: boolean }) =>
    cut.more ? (
      <Text as="p" tone="subdued">
        {t("goods.edit.uses.more")}
      </Text>
    ) : null;
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {t("goods.edit.uses.title")}
        </Text>
        <section aria-label={t("goods.edit.uses.events")}>
          <Text as="h3" variant="headingSm">
            {t("goods.edit.uses.events")}
          </Text>
          {uses.events.list.length ? (
            <div className="console-table-wrap">
              <table className="console-table" aria-label={t("goods.edit.uses.events")}>
                <thead>
                  <tr>
                    <th scope="col">{t("goods.edit.uses.name")}</th>
                    <th scope="col">{t("goods.edit.uses.kind")}</th>
                    <th scope="col">{t("common.status")}</th>
                    <th scope="col">{t("goods.edit.uses.period")}</th>
                    <th scope="col">{t("goods.edit.uses.skus")}</th>
                  </tr>
                </thead>
                <tbody>
                  {uses.events.list.map((e) => (
                    <tr key={e.id}>
                      <td>
                        <Link to={`${DETAIL_ROUTE[e.kind]}?id=${e.id}`}>{e.name}</Link> · {siteName(t, e.site)}
                      </td>
                      <td>{t(`goods.edit.uses.kind.${e.kind}`)}</td>
                      <td>{t(`event.status.${e.status}`)}</td>
                      <td>{`${formatUsWest(e.start_at)} – ${formatUsWest(e.end_at)}`}</td>
                      <td>{e.sku_codes.join(", ")}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <Text as="p" tone="subdued">
              {t("goods.edit.uses.noEvents")}
            </Text>
          )}
          {more(uses.events)}
        </section>
        <section aria-label={t("goods.edit.uses.labels")}>
          <Text as="h3" variant="headingSm">
            {t("goods.edit.uses.labels")}
          </Text>
          {uses.labels.list.length ? (
            <ul>
              {uses.labels.list.map((l) => (
                <li key={l.id}>
                  {t("goods.edit.uses.labelLine", {
                    name: l.name,
                    site: siteName(t, l.site),
                    type: t(`label.type.${l.type}`),
                    state: t(l.enabled ? "common.enabled" : "common.disabled"),
                    at: formatUsWest(l.added_at),
                  })}
                </li>
              ))}
            </ul>
          ) : (
            <Text as="p" tone="subdued">
              {t("goods.edit.uses.noLabels")}
            </Text>
          )}
          {more(uses.labels)}
        </section>
        <section aria-label={t("goods.edit.uses.pools")}>
          <Text as="h3" variant="headingSm">
            {t("goods.edit.uses.pools")}
          </Text>
          {uses.pools.list.length ? (
            <ul>
              {uses.pools.list.map((p) => (
                <li key={p.id}>
                  {t("goods.edit.uses.poolLine", {
                    name: p.name,
                    site: siteName(t, p.site),
                    state: t(p.enabled ? "common.enabled" : "common.disabled"),
                    at: formatUsWest(p.added_at),
                  })}
                </li>
              ))}
            </ul>
          ) : (
            <Text as="p" tone="subdued">
              {t("goods.edit.uses.noPools")}
            </Text>
          )}
          {more(uses.pools)}
        </section>
      </BlockStack>
    </Card>
  );
}
