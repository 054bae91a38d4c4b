import { Link, useLocation } from "@remix-run/react";
import { Badge } from "@shopify/polaris/build/esm/components/Badge/Badge.js";
import { BlockStack } from "@shopify/polaris/build/esm/components/BlockStack/BlockStack.js";
import { Box } from "@shopify/polaris/build/esm/components/Box/Box.js";
import { Card } from "@shopify/polaris/build/esm/components/Card/Card.js";
import { InlineStack } from "@shopify/polaris/build/esm/components/InlineStack/InlineStack.js";
import { Text } from "@shopify/polaris/build/esm/components/Text/Text.js";
import type { ReactNode } from "react";
import { siteLabel } from "~/lib/constants";
import { useT } from "~/lib/i18n";
import { formatUsWest } from "~/lib/time";
import { withParams } from "~/lib/url";
import type { KeysetPage, Product } from "./types";

const TONE: Record<string, "success" | "attention" | "critical" | undefined> = { on_sale: "success", off_sale: "attention", sold_out: "critical" };

export function ProductStatus({ status }: { status: string }) {
  const { t } = useT();
  return <Badge tone={TONE[status]}>{t(`goods.status.${status}`)}</Badge>;
}

/**
 * Products as a table with keyset pages (no total, no page numbers): the list, a pool's members and
 * the picker. `select` names a form whose checkboxes tick rows; `actions` renders a row's actions.
 */
export function ProductTable({
  page,
  label,
  empty,
  atStart,
  select,
  actions,
}: {
  page: KeysetPage<Product>;
  label: string;
  empty: ReactNode;
  atStart: boolean;
  select?: { form: string; name: string; disabled?: (p: Product) => boolean };
  actions?: (p: Product) => ReactNode;
}) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  if (!page.list.length) {
    return (
      <Card>
        <Box padding="800">
          <BlockStack gap="200" inlineAlign="center">
            {empty}
          </BlockStack>
        </Box>
      </Card>
    );
  }
  return (
    <Card padding="0">
      <div className="console-table-wrap">
        <table className="console-table" aria-label={label}>
          <thead>
            <tr>
              {select ? <th scope="col">{t("goods.pick")}</th> : null}
              <th scope="col">{t("goods.product")}</th>
              <th scope="col">{t("common.status")}</th>
              <th scope="col">{t("goods.prices")}</th>
              <th scope="col" className="end">{t("goods.stock")}</th>
              <th scope="col">{t("goods.designer")}</th>
              <th scope="col">{t("common.updatedAt")}</th>
              {actions ? <th scope="col">{t("common.actions")}</th> : null}
            </tr>
          </thead>
          <tbody>
            {page.list.map((p) => (
              <tr key={p.id} data-testid={`product-${p.spu}`}>
                {select ? (
                  <td>
                    <input
                      type="checkbox"
                      form={select.form}
                      name={select.name}
                      value={p.id}
                      disabled={select.disabled?.(p)}
                      aria-label={t("goods.pickNamed", { spu: p.spu })}
                    />
                  </td>
                ) : null}
                <td>
                  <InlineStack gap="200" blockAlign="center" wrap={false}>
                    {p.image_url ? <img src={p.image_url} alt="" width={40} height={40} loading="lazy" style={{ objectFit: "cover" }} /> : null}
                    <BlockStack gap="050">
                      <Text as="span" fontWeight="semibold">{p.spu}</Text>
                      <Text as="span">{p.name}</Text>
                      {p.recommended ? <Text as="span" tone="subdued">{t("goods.recommendedBadge")}</Text> : null}
                      {p.in_pool ? <Text as="span" tone="success">{t("goods.inPool")}</Text> : null}
                    </BlockStack>
                  </InlineStack>
                </td>
                <td><ProductStatus status={p.status} /></td>
                <td>
                  {(p.prices ?? []).map((r) => (
                    <div key={r.site}>
                      {siteLabel(r.site)}: {r.min === r.max ? r.min : `${r.min}–${r.max}`} {r.currency}
                    </div>
                  ))}
                </td>
                <td className="end">{p.stock}</td>
                <td>{p.designer}</td>
                <td>{formatUsWest(p.updated_at)}</td>
                {actions ? <td>{actions(p)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Box padding="300">
        <nav className="console-actions" aria-label={t("goods.pages")}>
          <InlineStack gap="400">
            {!atStart ? <Link to={withParams(search, { after: null, before: null }, pathname)}>« {t("goods.firstPage")}</Link> : null}
            {page.prev ? <Link to={withParams(search, { after: null, before: page.prev }, pathname)} rel="prev">‹ {t("common.previous")}</Link> : null}
            {page.next ? <Link to={withParams(search, { before: null, after: page.next }, pathname)} rel="next">{t("common.next")} ›</Link> : null}
          </InlineStack>
        </nav>
      </Box>
    </Card>
  );
}

/** The empty state: "no match — clear filters" apart from "none yet". */
export function ProductsEmpty({ filtered, none }: { filtered: boolean; none: string }) {
  const { t } = useT();
  const { pathname, search } = useLocation();
  const keepId = new URLSearchParams(search).get("id");
  return (
    <>
      <Text as="p" variant="headingMd">
        <span data-testid="empty-state">{filtered ? t("common.emptyFiltered") : none}</span>
      </Text>
      {filtered ? <Link to={keepId ? `${pathname}?id=${keepId}` : pathname}>{t("common.clearFilters")}</Link> : null}
    </>
  );
}
