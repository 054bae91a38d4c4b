import { Link, useLocation } from "@remix-run/react";
import { BlockStack, InlineStack, Text } from "@shopify/polaris";
import { useT } from "~/lib/i18n";
import { formatUsWest } from "~/lib/time";
import { withParams } from "~/lib/url";
import { Can } from "./Can";
import { FilterSelect } from "./fields";
import { TransitionButton } from "./TransitionButton";

/** A time in US West with who did it underneath. */
export function WhenWho({ at, by }: { at: string; by: string }) {
  return (
    <BlockStack gap="050">
      <span>{formatUsWest(at)}</span>
      <Text as="span" tone="subdued">{by}</Text>
    </BlockStack>
  );
}

/** The enabled / disabled status filter of a list. */
export function EnabledFilter({ defaultValue }: { defaultValue?: string | null }) {
  const { t } = useT();
  return (
    <FilterSelect
      name="enabled"
      label={t("common.status")}
      defaultValue={defaultValue}
      options={[
        { value: "true", label: t("common.enabled") },
        { value: "false", label: t("common.disabled") },
      ]}
    />
  );
}

/** Edit, enable/disable (for holders of the key) and the record's change log. */
export function RecordActions({ id, enabled, keys, need }: { id: number; enabled: boolean; keys: readonly string[]; need: string }) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  return (
    <InlineStack gap="200" blockAlign="center" wrap={false}>
      <Can keys={keys} need={need}>
        <Link to={withParams(search, { edit: id, create: null }, pathname)} data-testid={`edit-${id}`}>
          {t("common.edit")}
        </Link>
        <TransitionButton
          intent={enabled ? "disable" : "enable"}
          id={id}
          label={enabled ? t("common.disable") : t("common.enable")}
          tone={enabled ? "critical" : undefined}
        />
      </Can>
      <Link to={withParams(search, { logs: id, logs_page: null }, pathname)} data-testid={`logs-${id}`}>
        {t("common.logs")}
      </Link>
    </InlineStack>
  );
}
