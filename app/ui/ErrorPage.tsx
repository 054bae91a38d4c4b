import { Banner, BlockStack, Button, Card, Text } from "@shopify/polaris";
import { PageShell } from "./PageShell";
import { useT } from "~/lib/i18n";

const MESSAGE_KEYS: Record<string, string> = {
  "api-unavailable": "error.unavailable.body",
  forbidden: "error.forbidden",
  "cross-site-refused": "error.crossSite",
};

/** What a person sees when a page cannot be shown: never a blank page or a stack trace. */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const { t } = useT();
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
  const unavailable = status === 503 || message === "api-unavailable";
  const title = unavailable ? t("error.unavailable.title") : status === 403 ? t("error.forbidden") : t("error.generic");
  return (
    <PageShell narrow title={title}>
      <BlockStack gap="400">
        <Banner tone={unavailable ? "warning" : "critical"} title={title}>
          <p>{message && MESSAGE_KEYS[message] ? t(MESSAGE_KEYS[message]) : unavailable ? t("error.unavailable.body") : t("error.generic")}</p>
        </Banner>
        <div>
          {/* a plain link: reloads the page from the server, with or without JavaScript */}
          <a href="">{t("error.retry")}</a>
        </div>
      </BlockStack>
    </PageShell>
  );
}
