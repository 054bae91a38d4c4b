import { Form, Link, useNavigation, useRevalidator } from "@remix-run/react";
import { BlockStack, Button, InlineStack, ProgressBar, Text } from "@shopify/polaris";
import { Card } from "./Card";
import { useEffect } from "react";
import { useT, type T } from "~/lib/i18n";
import { formatUsWest } from "~/lib/time";

// The console half of a spreadsheet import (server/excel): a multipart form that posts the file
// with its intent (works without JavaScript), and the import's status with a progress bar while
// the job runs. With JavaScript the status refreshes itself; without, a link reloads it.

export interface ImportStatusView {
  id: number;
  file_name: string;
  status: "queued" | "checking" | "applying" | "applied" | "rejected" | "failed";
  done: number;
  total: number | null;
  bad_rows: number;
  has_report: boolean;
  message: string | null;
  created_by_name: string;
  created_at: string;
}

const RUNNING = ["queued", "checking", "applying"];

export function ExcelImportForm({ intent, label, error, testId }: { intent: string; label: string; error?: string; testId: string }) {
  const { t } = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const inputId = `${testId}-file`;
  return (
    <Form method="post" encType="multipart/form-data" data-testid={testId}>
      <input type="hidden" name="intent" value={intent} />
      <BlockStack gap="200">
        <label htmlFor={inputId}>
          <Text as="span" variant="headingSm">
            {label}
          </Text>
        </label>
        <input
          id={inputId}
          type="file"
          name="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={`${inputId}-help`}
          aria-invalid={error ? true : undefined}
        />
        <Text as="p" tone="subdued" id={`${inputId}-help`}>
          {t("excel.importHelp")}
        </Text>
        {error ? (
          <Text as="p" tone="critical">
            <span role="alert">{error}</span>
          </Text>
        ) : null}
        <InlineStack>
          <Button submit loading={busy}>
            {t("excel.upload")}
          </Button>
        </InlineStack>
      </BlockStack>
    </Form>
  );
}

/** The import's state: a progress bar while it runs, then applied, refused with a report, or failed. */
export function ExcelImportStatus({
  status: s,
  reportUrl,
  refreshUrl,
}: {
  status: ImportStatusView;
  reportUrl: string;
  refreshUrl: string;
}) {
  const { t } = useT();
  const running = RUNNING.includes(s.status);
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => state === "idle" && revalidate(), 1500);
    return () => clearTimeout(timer);
  }, [running, revalidate, state, s.done, s.status]);
  const percent = s.total ? Math.round((s.done / s.total) * 100) : s.status === "applied" ? 100 : 0;
  return (
    <Card>
      <section aria-labelledby="import-status-heading" data-testid="import-status" data-status={s.status}>
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd" id="import-status-heading">
            {t("excel.statusHeading", { file: s.file_name })}
          </Text>
          <Text as="p" tone="subdued">
            {t("excel.startedBy", { name: s.created_by_name, at: formatUsWest(s.created_at) })}
          </Text>
          <Text
            as="p"
            tone={s.status === "applied" ? "success" : s.status === "rejected" || s.status === "failed" ? "critical" : undefined}
          >
            <span role="status">{statusText(t, s)}</span>
          </Text>
          {running ? (
            <ProgressBar progress={s.status === "checking" && !s.total ? 50 : percent} ariaLabelledBy="import-status-heading" />
          ) : null}
          {s.status === "failed" && s.message ? <Text as="p">{s.message}</Text> : null}
          <InlineStack gap="400">
            {s.has_report ? <a href={reportUrl}>{t("excel.downloadReport", { count: s.bad_rows })}</a> : null}
            {running ? <Link to={refreshUrl}>{t("excel.refresh")}</Link> : null}
          </InlineStack>
        </BlockStack>
      </section>
    </Card>
  );
}

function statusText(t: T, s: ImportStatusView): string {
  switch (s.status) {
    case "queued":
      return t("excel.state.queued");
    case "checking":
      return t("excel.state.checking", { done: s.done });
    case "applying":
      return t("excel.state.applying", { total: s.total ?? 0 });
    case "applied":
      return t("excel.state.applied", { total: s.total ?? 0 });
    case "rejected":
      return t("excel.state.rejected", { bad: s.bad_rows, total: s.total ?? 0 });
    default:
      return t("excel.state.failed");
  }
}
