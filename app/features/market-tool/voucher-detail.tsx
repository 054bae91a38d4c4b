import type { FieldMetadata } from "@conform-to/react";
import { useLoaderData, useLocation, useRevalidator } from "@remix-run/react";
import { Badge, BlockStack, FormLayout, InlineStack, ProgressBar, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { useEffect } from "react";
import { tMessages, useT } from "~/lib/i18n";
import { formatUsWest } from "~/lib/time";
import { periodOf } from "~/lib/lifecycle";
import { usePageTitle } from "~/lib/page-title";
import { routeByName } from "~/lib/route-tree";
import { siteName } from "~/lib/sites";
import { withParams } from "~/lib/url";
import { Period, WhenWho } from "~/ui/cells";
import { ENHANCE } from "~/ui/enhance";
import { TextInput } from "~/ui/fields";
import { ListTable } from "~/ui/ListTable";
import { PageShell } from "~/ui/PageShell";
import { RecordForm } from "~/ui/RecordForm";
import { UnavailableNotice } from "~/ui/UnavailableNotice";
import { PeriodBadge, StateBadge } from "../resource/columns";
import { ENABLE_DISABLE } from "~/lib/lifecycle";
import { formatMoney } from "./promo-money";
import { DETAIL_PATH, VoucherForm, voucherOff } from "./voucher";
import type { SendLineResult, SendStatus, VoucherDetailData, VoucherSend } from "./voucher-detail.server";
import {
  SEND_MAX_LINES,
  SEND_RESULTS,
  SEND_UPLOAD_MAX_BYTES,
  SEND_UPLOAD_MAX_LINES,
  SEND_UPLOAD_TYPES,
  sendFinished,
  type SendResult,
} from "./voucher-rules";

// voucher-detail by `?type=`: detail (the voucher and its sends), send (the same with the send form:
// a pasted list, or a file), result-detail (one send's per-customer results, paged and filtered by
// result, with the progress of an uploaded send while its job works it); create and edit
// are the resource form at /new and /<id>.

const ROUTE = "voucher-detail";
const TONE: Record<SendResult, "success" | "attention" | "warning" | "critical"> = {
  sent: "success",
  unknown_customer: "critical",
  duplicate: "attention",
  out_of_stock: "warning",
  voucher_disabled: "critical",
  voucher_expired: "critical",
};
/** the results only a stopped send has: shown when it has them */
const STOP_RESULTS: readonly SendResult[] = ["voucher_disabled", "voucher_expired"];
const resultsOf = (send: VoucherSend) => SEND_RESULTS.filter((r) => !STOP_RESULTS.includes(r) || send[r] > 0);

function ResultBadge({ result }: { result: SendResult }) {
  const { t } = useT();
  return <Badge tone={TONE[result]}>{t(`voucher.result.${result}`)}</Badge>;
}

function Counts({ send }: { send: VoucherSend }) {
  const { t } = useT();
  return (
    <InlineStack gap="300">
      {resultsOf(send).map((r) => (
        <span key={r} data-testid={`count-${r}`}>
          <ResultBadge result={r} /> {send[r]}
        </span>
      ))}
      <span>{t("voucher.send.requested", { n: send.requested })}</span>
    </InlineStack>
  );
}

function Pick({ canCreate }: { canCreate: boolean }) {
  const { t, locale } = useT();
  const list = routeByName("voucher-list")!;
  return (
    <PageShell title={routeByName(ROUTE)!.title[locale]}>
      <Card>
        <BlockStack gap="300">
          <Text as="p">{t("voucher.pick")}</Text>
          <InlineStack gap="400">
            <a href={list.fullPath}>{list.title[locale]}</a>
            {canCreate ? <a href={`${routeByName(ROUTE)!.fullPath}/new`}>{t("voucher.create")}</a> : null}
          </InlineStack>
        </BlockStack>
      </Card>
    </PageShell>
  );
}

function SendForm({ voucherId, name }: { voucherId: number; name: string }) {
  const { t } = useT();
  return (
    <RecordForm
      id={`voucher-send-${voucherId}`}
      intent="send"
      title={t("voucher.send.title")}
      submitLabel={t("voucher.send.batch")}
      validator={() => import("./promo-validators").then((m) => m.promoValidators.send)}
      closeTo={`${DETAIL_PATH}/${voucherId}?type=detail`}
      hidden={{ voucher_id: voucherId }}
      defaultValue={{ customers: "" }}
      multipart
      render={(f) => (
        <FormLayout>
          <TextInput
            field={f.customers}
            label={t("voucher.send.customers")}
            multiline={8}
            helpText={t("voucher.send.customers.help", { max: SEND_MAX_LINES })}
          />
          <ListFileField field={f.file} />
          <ConfirmSendField field={f.confirmed} name={name} />
        </FormLayout>
      )}
    />
  );
}

/** The question a send asks first, as a box to tick: it works the same without JavaScript, and its error shows beside it. */
function ConfirmSendField({ field, name }: { field: FieldMetadata<unknown>; name: string }) {
  const { t } = useT();
  const error = tMessages(t, field.errors) ?? null;
  return (
    <BlockStack gap="100">
      <label>
        <input
          id={field.id}
          type="checkbox"
          name={field.name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${field.id}-error` : undefined}
          data-testid="voucher-send-confirm"
        />{" "}
        {t("voucher.send.confirm", { name })}
      </label>
      {error ? (
        <Text as="p" tone="critical" id={`${field.id}-error`}>
          <span role="alert">{error}</span>
        </Text>
      ) : null}
    </BlockStack>
  );
}

/** The customer-list file beside the paste box: a plain file input, so it posts without JavaScript. */
function ListFileField({ field }: { field: FieldMetadata<unknown> }) {
  const { t } = useT();
  const error = tMessages(t, field.errors) ?? null;
  const help = t("voucher.send.file.help", { max: SEND_UPLOAD_MAX_LINES.toLocaleString("en-US"), mb: SEND_UPLOAD_MAX_BYTES / 1024 / 1024 });
  return (
    <BlockStack gap="100">
      <label htmlFor={field.id}>{t("voucher.send.file")}</label>
      <input
        id={field.id}
        type="file"
        name={field.name}
        accept={SEND_UPLOAD_TYPES.map((x) => `.${x}`).join(",")}
        aria-describedby={`${field.id}-help`}
        aria-invalid={error ? true : undefined}
        data-testid="voucher-send-file"
      />
      <Text as="p" tone="subdued" id={`${field.id}-help`}>
        {help}
      </Text>
      {error ? (
        <Text as="p" tone="critical">
          <span role="alert">{error}</span>
        </Text>
      ) : null}
    </BlockStack>
  );
}

function Detail(data: Extract<VoucherDetailData, { mode: "detail" | "send" }>) {
  const { t } = useT();
  const { voucher: v, sends, canSend, canEdit, mode } = data;
  const sendable = v.enabled && periodOf(v.start_at, v.end_at) !== "expired";
  const title = usePageTitle(ROUTE);
  return (
    <PageShell
      title={title}
      subtitle={v.name}
      secondaryAction={{
        content: t("voucher.backToList"),
        url: routeByName(v.enabled && sendable ? "voucher-list" : "voucher-invalid")!.fullPath,
      }}
    >
      <Card>
        <BlockStack gap="200">
          <InlineStack gap="200">
            <StateBadge lifecycle={ENABLE_DISABLE} row={v as unknown as Record<string, unknown>} />{" "}
            <PeriodBadge lifecycle={ENABLE_DISABLE} row={v as unknown as Record<string, unknown>} start={v.start_at} end={v.end_at} />
          </InlineStack>
          <Text as="p">
            {siteName(t, v.site)} · {voucherOff(v)} ·{" "}
            {t("promo.minOrder.short", { amount: formatMoney(v.min_order_minor, v.currency_code) })}
          </Text>
          <Text as="p">
            <Period start={v.start_at} end={v.end_at} />
          </Text>
          <Text as="p">
            <span data-testid="voucher-stock">
              {t("voucher.stockLeft", { left: v.total_stock - v.issued, total: v.total_stock })} ·{" "}
              {t("voucher.perCustomerShort", { n: v.per_customer })}
            </span>
          </Text>
          {v.remark ? (
            <Text as="p" tone="subdued">
              {v.remark}
            </Text>
          ) : null}
          <InlineStack gap="400">
            {canEdit ? <a href={`${DETAIL_PATH}/${v.id}`}>{t("common.edit")}</a> : null}
            {canSend && sendable && mode !== "send" ? (
              <a href={`${DETAIL_PATH}/${v.id}?type=send`} data-testid="voucher-send-open" {...ENHANCE}>
                {t("voucher.send.open")}
              </a>
            ) : null}
          </InlineStack>
          {!sendable ? (
            <Text as="p" tone="caution">
              {t("voucher.send.notSendable")}
            </Text>
          ) : null}
        </BlockStack>
      </Card>
      {mode === "send" && canSend && sendable ? <SendForm voucherId={v.id} name={v.name} /> : null}
      <ListTable<VoucherSend>
        label={t("voucher.sends")}
        data={sends}
        filtered={false}
        pageSizes={false}
        defaultOrder={t("sort.newestFirst")}
        columns={[
          {
            title: t("voucher.send.batch"),
            render: (s) => (
              <a href={`${DETAIL_PATH}/${v.id}?type=result-detail&send=${s.id}`} data-testid={`send-${s.id}`} {...ENHANCE}>
                {t("voucher.send.number", { id: s.id })}
              </a>
            ),
          },
          {
            title: t("voucher.send.results"),
            render: (s) => (
              <BlockStack gap="100">
                {s.status !== "done" ? (
                  <InlineStack gap="200">
                    <StatusBadge status={s.status} /> {t("voucher.send.progress.short", { done: s.done, total: s.requested })}
                  </InlineStack>
                ) : null}
                <Counts send={s} />
              </BlockStack>
            ),
          },
          { title: t("common.createdAt"), render: (s) => <WhenWho at={s.created_at} by={s.created_by} /> },
        ]}
      />
    </PageShell>
  );
}

/** Asks the loader again every second while a queued send is worked (JavaScript only). */
function usePollWhile(active: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => state === "idle" && revalidate(), 1000);
    return () => clearTimeout(timer);
  });
}

/** A queued send's state and how far its job is: a bar, and a reload link that works without JavaScript. */
function SendProgress({ send }: { send: VoucherSend }) {
  const { t } = useT();
  const { pathname, search } = useLocation();
  const working = !sendFinished(send.status);
  usePollWhile(working);
  const percent = send.requested ? Math.floor((send.done * 100) / send.requested) : 0;
  return (
    <BlockStack gap="200">
      <InlineStack gap="300" blockAlign="center">
        <StatusBadge status={send.status} />
        {send.file_name ? <Text as="p">{t("voucher.send.fromFile", { file: send.file_name })}</Text> : null}
      </InlineStack>
      {send.status === "stopped" ? (
        <Text as="p" tone="critical">
          {t("voucher.send.stoppedNote")}
        </Text>
      ) : null}
      <div aria-live="polite" data-testid="send-progress">
        <Text as="p">
          {t("voucher.send.progress", { done: send.done.toLocaleString("en-US"), total: send.requested.toLocaleString("en-US"), percent })}
        </Text>
      </div>
      <ProgressBar progress={percent} ariaLabelledBy="send-progress-label" />
      <span id="send-progress-label" hidden>
        {t("voucher.send.progressLabel")}
      </span>
      {working ? (
        <p>
          <a href={`${pathname}${search}`} data-testid="send-refresh">
            {t("voucher.send.refresh")}
          </a>
        </p>
      ) : null}
    </BlockStack>
  );
}

const STATUS_TONE = { queued: "attention", running: "info", done: "success", stopped: "critical" } as const;

function StatusBadge({ status }: { status: SendStatus }) {
  const { t } = useT();
  return <Badge tone={STATUS_TONE[status]}>{t(`voucher.send.status.${status}`)}</Badge>;
}

function Results({ send, results, result }: Extract<VoucherDetailData, { mode: "result-detail" }>) {
  const { t } = useT();
  const { pathname, search } = useLocation();
  const title = usePageTitle(ROUTE);
  return (
    <PageShell
      title={title}
      subtitle={t("voucher.resultTitle", { id: send.id, name: send.voucher_name })}
      secondaryAction={{ content: t("voucher.backToVoucher"), url: `${DETAIL_PATH}/${send.voucher_id}?type=detail` }}
    >
      <Card>
        <BlockStack gap="200">
          {send.source === "upload" ? <SendProgress send={send} /> : null}
          {send.source === "turnplate" ? <Text as="p">{t("voucher.send.fromTurnplate")}</Text> : null}
          <Counts send={send} />
          <Text as="p" tone="subdued">
            {siteName(t, send.site)} · <WhenWho at={send.created_at} by={send.created_by} />
            {send.finished_at && send.source === "upload" ? ` · ${t("voucher.send.finished", { at: formatUsWest(send.finished_at) })}` : ""}
          </Text>
          <nav aria-label={t("voucher.result.filter")}>
            <InlineStack gap="300">
              {[null, ...resultsOf(send)].map((r) =>
                r === result ? (
                  <strong key={r ?? "all"} aria-current="page">
                    {r ? t(`voucher.result.${r}`) : t("voucher.result.all")}
                  </strong>
                ) : (
                  <a key={r ?? "all"} href={withParams(search, { result: r, page: null }, pathname)} {...ENHANCE}>
                    {r ? t(`voucher.result.${r}`) : t("voucher.result.all")}
                  </a>
                ),
              )}
            </InlineStack>
          </nav>
        </BlockStack>
      </Card>
      <ListTable<SendLineResult>
        label={t("voucher.send.results")}
        data={results}
        filtered={result !== null}
        columns={[
          { title: t("voucher.result.line"), align: "end", render: (r) => String(r.line) },
          { title: t("voucher.result.input"), render: (r) => r.input },
          {
            title: t("voucher.result.customer"),
            render: (r) => (r.customer_id ? `#${r.customer_id} ${r.customer_name ?? ""} ${r.customer_email ?? ""}`.trim() : "—"),
          },
          { title: t("common.status"), render: (r) => <ResultBadge result={r.result} /> },
        ]}
      />
    </PageShell>
  );
}

/** /market-tool/voucher-detail/<id>: the form (create, edit), or a page of the voucher (detail, send, result-detail). */
export function VoucherRecordPage() {
  const data = useLoaderData() as VoucherDetailData | { unavailable: true } | { record: unknown };
  if (!("mode" in data)) return <VoucherForm />;
  return <VoucherDetailPage />;
}

export default function VoucherDetailPage() {
  const data = useLoaderData() as VoucherDetailData | { unavailable: true };
  if ("unavailable" in data) return <UnavailableNotice />;
  if (data.mode === "form") return <VoucherForm />;
  if (data.mode === "pick") return <Pick canCreate={data.canCreate} />;
  if (data.mode === "result-detail") return <Results {...data} />;
  return <Detail {...data} />;
}
