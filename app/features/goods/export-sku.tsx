import { useLoaderData } from "@remix-run/react";
import { BlockStack, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { useT } from "~/lib/i18n";
import { useKeys } from "~/ui/Can";
import { PageShell } from "~/ui/PageShell";
import { ProductFilters } from "./ProductFilters";

const KEY = "export-sku-all-right-btns";

/** /goods/export-sku: choose the products (the list's filters), then download their SKUs as a spreadsheet. */
export function ExportSku() {
  const { filters, filter, filtered } = useLoaderData() as {
    filters: Record<string, string | undefined>;
    filter: string;
    filtered: boolean;
  };
  const { t } = useT();
  const may = useKeys().includes(KEY);
  return (
    <PageShell title={t("exportSku.title")}>
      <ProductFilters filters={filters} options paged={false} />
      <Card>
        <BlockStack gap="300">
          <Text as="p">{filtered ? t("exportSku.filtered") : t("exportSku.all")}</Text>
          <Text as="p" tone="subdued">
            {t("exportSku.columns")}
          </Text>
          {/* a plain post: the browser saves the answer as a file, with or without JavaScript */}
          {may ? (
            <form method="post" action="/goods/export-sku/download" data-testid="export-form">
              <input type="hidden" name="intent" value="export" />
              <input type="hidden" name="filter" value={filter} />
              <button type="submit" className="console-button primary">
                {t("exportSku.download")}
              </button>
            </form>
          ) : (
            <Text as="p">{t("exportSku.noKey")}</Text>
          )}
        </BlockStack>
      </Card>
    </PageShell>
  );
}
