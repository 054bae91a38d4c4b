import { useLocation } from "@remix-run/react";
import { Banner } from "@shopify/polaris/build/esm/components/Banner/Banner.js";
import { BlockStack } from "@shopify/polaris/build/esm/components/BlockStack/BlockStack.js";
import { Button } from "@shopify/polaris/build/esm/components/Button/Button.js";
import { Card } from "./Card";
import { Text } from "@shopify/polaris/build/esm/components/Text/Text.js";
import { useT } from "~/lib/i18n";
import { routeForPath } from "~/lib/route-tree";
import { ENHANCE } from "./enhance";
import { PageShell } from "./PageShell";

const MESSAGE_KEYS: Record<string, string> = {
  "api-unavailable": "error.unavailable.body",
  forbidden: "error.forbidden",
  "cross-site-refused": "error.crossSite",
};

/** What a person sees when a page cannot be shown: never a blank page or a stack trace. */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const { t } = useT();
  const { pathname, search } = useLocation();
  if (status === 404) {
    return (
      <PageShell narrow title={t("error.notFound.title")}>
        <Card>
          <BlockStack gap="400">
            <Text as="p">{t("error.notFound.body")}</Text>
            <div>
              <Button url="/dashboard/welcome">{t("error.backHome")}</Button>
            </div>
          </BlockStack>
        </Card>
      </PageShell>
    );
  }
  if (status === 403) {
    // said once, with the way back: a form the user may not use opens over its list, which stays
    const route = routeForPath(pathname);
    const back =
      route && route.fullPath !== pathname
        ? { url: route.fullPath + search, label: t("error.backToList") }
        : { url: "/dashboard/welcome", label: t("error.backHome") };
    return (
      <div data-testid="forbidden">
        <Banner tone="warning" title={t("error.forbidden.title")}>
          <BlockStack gap="200">
            <p>{t("error.forbidden.body")}</p>
            <p>
              <a href={back.url} {...ENHANCE}>
                {back.label}
              </a>
            </p>
          </BlockStack>
        </Banner>
      </div>
    );
  }
  const unavailable = status === 503 || message === "api-unavailable";
  const title = unavailable ? t("error.unavailable.title") : t("error.generic");
  return (
    <PageShell narrow title={title}>
      <BlockStack gap="400">
        <Banner tone={unavailable ? "warning" : "critical"} title={title}>
          <p>
            {message && MESSAGE_KEYS[message] ? t(MESSAGE_KEYS[message]) : unavailable ? t("error.unavailable.body") : t("error.generic")}
          </p>
        </Banner>
        <div>
          {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- a plain link: reloads the page from the server, with or without JavaScript */}
          <a href="">{t("error.retry")}</a>
        </div>
      </BlockStack>
    </PageShell>
  );
}
