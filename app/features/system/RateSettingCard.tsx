import { Link, useLocation } from "@remix-run/react";
import { BlockStack, InlineGrid, InlineStack, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { useT } from "~/lib/i18n";
import { formatUsWest } from "~/lib/time";
import { withParams } from "~/lib/url";
import { Can } from "~/ui/Can";
import { who } from "~/ui/cells";
import { RATE_SETTING } from "./keys";

export interface RateSetting {
  base_currency: string;
  float_percent: number;
  decimals: number;
  auto_sync: boolean;
  sync_hour: number;
  remark: string;
  version: number;
  updated_by: string;
  updated_at: string;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <BlockStack gap="100">
      <Text as="span" tone="subdued">
        {label}
      </Text>
      <Text as="span" fontWeight="semibold">
        {value}
      </Text>
    </BlockStack>
  );
}

/** The base exchange-rate configuration, a single record shown above the benchmark rates. */
export function RateSettingCard({ setting }: { setting: RateSetting }) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between">
          <Text as="h2" variant="headingMd">
            {t("rate.base.title")}
          </Text>
          <InlineStack gap="300">
            <Link to={withParams(search, { logs: "setting", logs_page: null }, "/system/setting")}>{t("common.logs")}</Link>
            {pathname !== "/system/setting/edit" ? (
              <Can need={RATE_SETTING.key}>
                <Link to={`/system/setting/edit${search}`} data-testid="edit-setting">
                  {t("common.edit")}
                </Link>
              </Can>
            ) : null}
          </InlineStack>
        </InlineStack>
        <Text as="p" tone="subdued">
          {t("rate.base.help")}
        </Text>
        <InlineGrid columns={{ xs: 2, md: 5 }} gap="400">
          <Fact label={t("rate.baseCurrency")} value={setting.base_currency} />
          <Fact label={t("rate.floatPercent")} value={`${setting.float_percent}%`} />
          <Fact label={t("rate.decimals")} value={String(setting.decimals)} />
          <Fact label={t("rate.autoSync")} value={setting.auto_sync ? `${t("common.yes")} · ${setting.sync_hour}:00` : t("common.no")} />
          <Fact label={t("common.updatedAt")} value={`${formatUsWest(setting.updated_at)} · ${who(t, setting.updated_by)}`} />
        </InlineGrid>
        {setting.remark ? <Text as="p">{setting.remark}</Text> : null}
      </BlockStack>
    </Card>
  );
}
