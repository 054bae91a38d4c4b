import { Form, useLoaderData } from "@remix-run/react";
import { BlockStack, Button, InlineStack, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { countryName } from "~/lib/countries";
import { useT } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { useKeys } from "~/ui/Can";
import { CountryFilter } from "~/ui/CountryPicker";
import { WhenWho } from "~/ui/cells";
import { ENHANCE } from "~/ui/enhance";
import { PageShell } from "~/ui/PageShell";
import { UnavailableNotice } from "~/ui/UnavailableNotice";
import { StateBadge } from "../../resource/columns";
import type { CountryRow } from "./countries";
import { ENABLE_DISABLE } from "~/lib/lifecycle";

interface Loaded {
  code: string | null;
  country: CountryRow | null;
  shipping: number | null;
  formats: number | null;
}

const EDIT_KEY = routeByName("country-region-list")!.intents.update;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <InlineStack gap="400" wrap={false}>
      <div style={{ minWidth: "10rem" }}>
        <Text as="span" tone="subdued">
          {label}
        </Text>
      </div>
      <div>{children}</div>
    </InlineStack>
  );
}

/** One country: its names and codes, and links to its states, shipping and address formats. */
export function CountryDetail() {
  const loaded = useLoaderData() as Loaded | { unavailable: true };
  const { t, locale } = useT();
  const keys = useKeys();
  const title = routeByName("country-region-detail")!.title[locale];
  if ("unavailable" in loaded)
    return (
      <PageShell title={title}>
        <UnavailableNotice />
      </PageShell>
    );
  const c = loaded.country;
  return (
    <PageShell title={title} subtitle={c ? `${countryName(c.code, locale)} (${c.code})` : undefined}>
      <Card>
        <Form method="get">
          <InlineStack gap="300" blockAlign="end">
            <CountryFilter name="country" label={t("geo.country.choose")} defaultValue={loaded.code} />
            <Button submit>{t("geo.country.open")}</Button>
          </InlineStack>
        </Form>
      </Card>
      {loaded.code && !c ? (
        <Text as="p" tone="critical">
          {t("geo.country.notListed", { code: loaded.code })}
        </Text>
      ) : null}
      {c ? (
        <Card>
          <BlockStack gap="300">
            <Row label={t("geo.country.code")}>{c.code}</Row>
            <Row label={t("geo.country.nameEn")}>{c.name_en}</Row>
            <Row label={t("geo.country.nameZh")}>{c.name_zh}</Row>
            <Row label={t("geo.country.phone")}>{c.phone_code || "—"}</Row>
            <Row label={t("geo.sort")}>{c.sort}</Row>
            <Row label={t("common.status")}>
              <StateBadge lifecycle={ENABLE_DISABLE} row={c as unknown as Record<string, unknown>} />
            </Row>
            <Row label={t("common.updatedAt")}>
              <WhenWho at={c.updated_at} by={c.updated_by} />
            </Row>
            <Row label={t("geo.states")}>
              <a href={`/system/country-region-state-list?country=${c.code}`} data-testid="detail-states" {...ENHANCE}>
                {t("geo.states.count", { count: c.states })}
              </a>
            </Row>
            {loaded.shipping !== null ? (
              <Row label={t("geo.shipping.list")}>
                <a href={`/system/country-region-shipping-list?country=${c.code}`} {...ENHANCE}>
                  {t("geo.shipping.count", { count: loaded.shipping })}
                </a>
              </Row>
            ) : null}
            {loaded.formats !== null ? (
              <Row label={t("geo.address.formats")}>
                <a href={`/system/address?country=${c.code}`} {...ENHANCE}>
                  {t("geo.address.count", { count: loaded.formats })}
                </a>
              </Row>
            ) : null}
            {keys.includes(EDIT_KEY) ? (
              <InlineStack>
                <Button url={`/system/country-region-list/${c.id}`}>{t("common.edit")}</Button>
              </InlineStack>
            ) : null}
          </BlockStack>
        </Card>
      ) : null}
    </PageShell>
  );
}
