import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { Button, Card, InlineStack } from "@shopify/polaris";
import type { ReactNode } from "react";
import { useT } from "~/lib/i18n";

/** Filters as a GET form: the URL holds them, so a filtered list can be shared and reloaded. */
export function FilterBar({ children, keep = [] }: { children: ReactNode; keep?: [string, string][] }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location?.pathname === pathname;
  return (
    <Card>
      <Form method="get" role="search" aria-label={t("common.filters")}>
        {keep.map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <div className="console-filters">
          {children}
          <InlineStack gap="200">
            <Button submit variant="primary" loading={searching}>
              {t("common.search")}
            </Button>
            <Link to={pathname}>{t("common.reset")}</Link>
          </InlineStack>
        </div>
      </Form>
    </Card>
  );
}
