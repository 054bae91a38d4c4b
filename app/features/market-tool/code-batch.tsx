import { FormLayout, BlockStack, InlineStack, ProgressBar, Text } from "@shopify/polaris";
import { useLoaderData, useLocation, useRevalidator } from "@remix-run/react";
import { Card } from "~/ui/Card";
import { useEffect } from "react";
import { useT } from "~/lib/i18n";
import { usePageTitle } from "~/lib/page-title";
import { routeByName } from "~/lib/route-tree";
import { siteName } from "~/lib/sites";
import { formatUsWest } from "~/lib/time";
import { withParams } from "~/lib/url";
import { Period, TwoLines, WhenWho } from "~/ui/cells";
import { ENHANCE } from "~/ui/enhance";
import { TextInput } from "~/ui/fields";
import { ListTable } from "~/ui/ListTable";
import { PageShell } from "~/ui/PageShell";
import { RecordForm } from "~/ui/RecordForm";
import { UnavailableNotice } from "~/ui/UnavailableNotice";
import { BATCH_COUNT, CODE_LENGTH } from "./discount-rules";
import { discountOff } from "./discount";
import type { Batch, BatchPageData } from "./code-batch.server";
import { PlainBadge } from "~/ui/StatusBadge";

// bath-code-create: a discount's batches and a new batch, or one batch's progress, codes and
// export. The progress bar is the batch's count so far: a Refresh link reloads it without
// JavaScript; with JavaScript the page polls while the job runs.

const ROUTE = "bath-code-create";
const TONE = { queued: "attention", running: "info", done: "success", failed: "critical" } as const;

function StatusBadge({ status }: { status: Batch["status"] }) {
  const { t } = useT();
  return <PlainBadge tone={TONE[status]}>{t(`promo.batch.status.${status}`)}</PlainBadge>;
}

/** Asks the loader again every second while the batch is being made (JavaScript only). */
function usePollWhile(active: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => state === "idle" && revalidate(), 1000);
    return () => clearTimeout(timer);
  });
}

function BatchResult({ batch, codes, keys }: Extract<BatchPageData, { mode: "batch" }>) {
  const { t } = useT();
  const { pathname, search } = useLocation();
  const working = batch.status === "queued" || batch.status === "running";
  usePollWhile(working);
  const percent = batch.requested ? Math.floor((batch.generated * 100) / batch.requested) : 0;
  const route = routeByName(ROUTE)!;
  const canExport = keys.includes(route.intents.export);
  const title = usePageTitle(ROUTE);
  return (
    <PageShell
      title={title}
      subtitle={t("promo.batch.title", { id: batch.id, name: batch.discount_name })}
      secondaryAction={{ content: t("promo.batch.back"), url: `${pathname}?discount_id=${batch.discount_id}` }}
    >
      <Card>
        <BlockStack gap="300">
          <InlineStack gap="300" blockAlign="center">
            <StatusBadge status={batch.status} />
            <Text as="p">{t("promo.batch.shape", { prefix: batch.prefix || "—", length: batch.code_length })}</Text>
          </InlineStack>
          <div aria-live="polite" data-testid="batch-progress">
            <Text as="p">
              {t("promo.batch.progress", {
                done: batch.generated.toLocaleString("en-US"),
                total: batch.requested.toLocaleString("en-US"),
                percent,
              })}
            </Text>
          </div>
          <ProgressBar progress={percent} tone={batch.status === "failed" ? "critical" : "primary"} ariaLabelledBy="batch-progress-label" />
          <span id="batch-progress-label" hidden>
            {t("promo.batch.progressLabel")}
          </span>
          {working ? (
            <p>
              <a href={`${pathname}${search}`} data-testid="batch-refresh">
                {t("promo.batch.refresh")}
              </a>
            </p>
          ) : null}
          {batch.status === "failed" ? (
            <Text as="p" tone="critical">
              {t("promo.batch.failed")}
            </Text>
          ) : null}
          <Text as="p" tone="subdued">
            {t("promo.batch.asked", { who: batch.created_by, at: formatUsWest(batch.created_at) })}
            {batch.finished_at ? ` · ${t("promo.batch.finished", { at: formatUsWest(batch.finished_at) })}` : ""}
          </Text>
          {batch.status === "done" && canExport ? (
            <p>
              <a href={`${route.fullPath}/export?batch=${batch.id}`} data-testid="batch-export">
                {t("promo.batch.export")}
              </a>
            </p>
          ) : null}
        </BlockStack>
      </Card>
      <Card>
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd">
            {t("promo.batch.codes")}
          </Text>
          {codes === null ? (
            <Text as="p" tone="subdued">
              {t("promo.batch.codesNeedExport")}
            </Text>
          ) : codes.list.length ? (
            <table className="console-table" aria-label={t("promo.batch.codes")}>
              <thead>
                <tr>
                  <th scope="col">{t("promo.batch.code")}</th>
                </tr>
              </thead>
              <tbody>
                {codes.list.map((c) => (
                  <tr key={c.id}>
                    <td data-label={t("promo.batch.code")}>
                      <code>{c.code}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <Text as="p" tone="subdued">
              {t("promo.batch.noCodes")}
            </Text>
          )}
          <InlineStack gap="400">
            {new URLSearchParams(search).get("after") ? (
              <a href={withParams(search, { after: null }, pathname)} {...ENHANCE}>
                {t("promo.batch.firstPage")}
              </a>
            ) : null}
            {codes?.next ? (
              <a href={withParams(search, { after: codes.next }, pathname)} data-testid="codes-next" {...ENHANCE}>
                {t("promo.batch.nextPage")}
              </a>
            ) : null}
          </InlineStack>
        </BlockStack>
      </Card>
    </PageShell>
  );
}

function NewBatch({ discountId }: { discountId: number }) {
  const { t } = useT();
  return (
    <RecordForm
      id={`code-batch-${discountId}`}
      intent="generate"
      title={t("promo.batch.new")}
      validator={() => import("./promo-validators").then((m) => m.promoValidators.batch)}
      closeTo={routeByName("discountList")!.fullPath}
      hidden={{ discount_id: discountId }}
      defaultValue={{ prefix: "", code_length: 8, count: 1000 }}
      render={(f) => (
        <FormLayout>
          <FormLayout.Group>
            <TextInput field={f.prefix} label={t("promo.batch.prefix")} helpText={t("promo.batch.prefix.help")} />
            <TextInput
              field={f.code_length}
              label={t("promo.batch.length")}
              inputMode="numeric"
              helpText={t("promo.batch.length.help", CODE_LENGTH)}
            />
            <TextInput
              field={f.count}
              label={t("promo.batch.count")}
              inputMode="numeric"
              helpText={t("promo.batch.count.help", BATCH_COUNT)}
            />
          </FormLayout.Group>
        </FormLayout>
      )}
    />
  );
}

function DiscountBatches({ discount, batches, keys }: Extract<BatchPageData, { mode: "list" }>) {
  const { t } = useT();
  const { pathname } = useLocation();
  const canGenerate = keys.includes(routeByName(ROUTE)!.intents.generate);
  const title = usePageTitle(ROUTE);
  return (
    <PageShell title={title} subtitle={discount ? t("promo.batch.forDiscount", { name: discount.name }) : t("promo.batch.all")}>
      {discount ? (
        <Card>
          <BlockStack gap="200">
            <Text as="p">
              {siteName(t, discount.site)} · {discountOff(discount)} · <Period start={discount.start_at} end={discount.end_at} />
            </Text>
            <Text as="p">{t("promo.codes.count", { count: discount.codes })}</Text>
            {!discount.enabled ? (
              <Text as="p" tone="caution">
                {t("promo.batch.disabledDiscount")}
              </Text>
            ) : null}
          </BlockStack>
        </Card>
      ) : null}
      {discount && discount.enabled && canGenerate ? <NewBatch discountId={discount.id} /> : null}
      <ListTable<Batch>
        label={t("promo.batch.list")}
        data={batches}
        filtered={false}
        defaultOrder={t("sort.newestFirst")}
        columns={[
          {
            title: t("promo.batch.batch"),
            render: (b) => (
              <a href={`${pathname}?batch=${b.id}`} data-testid={`batch-${b.id}`} {...ENHANCE}>
                {t("promo.batch.number", { id: b.id })}
              </a>
            ),
          },
          { title: t("promo.discount.name"), render: (b) => <TwoLines first={b.discount_name} second={siteName(t, b.site)} /> },
          { title: t("promo.batch.shapeShort"), render: (b) => `${b.prefix || "—"} + ${b.code_length}` },
          {
            title: t("promo.batch.count"),
            align: "end",
            render: (b) => `${b.generated.toLocaleString("en-US")} / ${b.requested.toLocaleString("en-US")}`,
          },
          { title: t("common.status"), render: (b) => <StatusBadge status={b.status} /> },
          { title: t("common.createdAt"), render: (b) => <WhenWho at={b.created_at} by={b.created_by} /> },
        ]}
      />
    </PageShell>
  );
}

export default function CodeBatchPage() {
  const data = useLoaderData() as BatchPageData | { unavailable: true };
  if ("unavailable" in data) return <UnavailableNotice />;
  return data.mode === "batch" ? <BatchResult {...data} /> : <DiscountBatches {...data} />;
}
