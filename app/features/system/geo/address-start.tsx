import { Card } from "~/ui/Card";
import { Text } from "@shopify/polaris";
import { useT } from "~/lib/i18n";
import { usePageTitle } from "~/lib/page-title";
import { PageShell } from "~/ui/PageShell";

/** /system/address-configure-edit: says where a change request starts. */
export function AddressRequestStart() {
  const { t } = useT();
  const title = usePageTitle("address-configure-edit");
  return (
    <PageShell
      title={title}
      primaryAction={{ content: t("geo.address.startNew"), url: "/system/address-configure-edit/new" }}
      secondaryAction={{ content: t("geo.address.startBack"), url: "/system/address" }}
    >
      <Card>
        <Text as="p">{t("geo.address.startText")}</Text>
      </Card>
    </PageShell>
  );
}
