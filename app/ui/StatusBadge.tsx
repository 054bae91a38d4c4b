import { Badge } from "@shopify/polaris/build/esm/components/Badge/Badge.js";
import { useT } from "~/lib/i18n";

export function EnabledBadge({ enabled }: { enabled: boolean }) {
  const { t } = useT();
  return <Badge tone={enabled ? "success" : undefined}>{enabled ? t("common.enabled") : t("common.disabled")}</Badge>;
}
