import { Banner } from "@shopify/polaris/build/esm/components/Banner/Banner.js";
import { BlockStack } from "@shopify/polaris/build/esm/components/BlockStack/BlockStack.js";
import { useT } from "~/lib/i18n";

/** The API is out of reach: said inside the page, which keeps its frame and any open form. */
export function UnavailableNotice() {
  const { t } = useT();
  return (
    <BlockStack gap="200">
      <Banner tone="warning" title={t("error.unavailable.title")}>
        <p>{t("error.unavailable.body")}</p>
      </Banner>
      <div>
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- a plain link: reloads the page from the server, with or without JavaScript */}
        <a href="">{t("error.retry")}</a>
      </div>
    </BlockStack>
  );
}
