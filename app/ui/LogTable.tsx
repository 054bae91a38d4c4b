import { Link, useLocation } from "@remix-run/react";
import { BlockStack, Card, InlineStack, Text } from "@shopify/polaris";
import { useT } from "~/lib/i18n";
import { formatUsWest } from "~/lib/time";
import { withParams } from "~/lib/url";
import { ListTable, type PageData } from "./ListTable";

export interface LogRow {
  id: number;
  actor_name: string;
  action: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}

const SKIP = new Set(["version", "updated_at", "created_at", "updated_by"]);

/** Only what changed: field: before → after. */
export function describeChange(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  // a deletion: what the record was
  if (!after) return before ? describeChange(null, before) : "";
  const keys = Object.keys(after).filter((k) => !SKIP.has(k));
  if (!before) return keys.map((k) => `${k}: ${String(after[k])}`).join("\n");
  return keys
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => `${k}: ${String(before[k])} → ${String(after[k])}`)
    .join("\n");
}

/** Who changed what and when, read from the audit log; opened with ?logs=<id|all>. */
export function LogTable({ data, title }: { data: PageData<LogRow>; title: string }) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  return (
    <BlockStack gap="200">
      <InlineStack align="space-between">
        <Text as="h2" variant="headingMd">{title}</Text>
        <Link to={withParams(search, { logs: null, logs_page: null }, pathname)}>{t("common.close")}</Link>
      </InlineStack>
      {data.list.length ? (
        <ListTable
          label={t("log.title")}
          data={data}
          filtered={false}
          pageParam="logs_page"
          columns={[
            { title: t("log.time"), render: (r) => formatUsWest(r.created_at) },
            { title: t("log.actor"), render: (r) => r.actor_name },
            { title: t("log.action"), render: (r) => t(`log.action.${r.action}`) },
            { title: t("log.record"), render: (r) => `#${r.entity_id}` },
            { title: t("log.changes"), render: (r) => <pre className="console-pre">{describeChange(r.before, r.after)}</pre> },
          ]}
        />
      ) : (
        <Card>
          <Text as="p" tone="subdued">{t("log.empty")}</Text>
        </Card>
      )}
    </BlockStack>
  );
}
