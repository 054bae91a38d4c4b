import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useActionData, useLocation, useNavigate } from "@remix-run/react";
import { UnsavedGuard } from "~/ui/form-guard";
import { Banner, BlockStack, Button, InlineGrid, InlineStack, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { tMessages, useT } from "~/lib/i18n";
import { usePageTitle } from "~/lib/page-title";
import { routeByName } from "~/lib/route-tree";
import { formatUsWest } from "~/lib/time";
import { withParams } from "~/lib/url";
import { useBlurCheck } from "~/ui/blur-check";
import { TwoLines } from "~/ui/cells";
import { FilterBar } from "~/ui/FilterBar";
import { FilterSelect, FilterText, PageSizeSelect } from "~/ui/filters";
import { PageShell } from "~/ui/PageShell";
import { ReviewBadge } from "./budget-badge";
import { DecideCard } from "./decide-card";
import type { BatchBudget, BudgetCode, CodeBatch, CodeBudget, CodeLogEntry } from "./budget-code-types";
import { BatchReview } from "./code-batch-review";
import type { loadCodesView } from "./budget-codes.server";
import { SelectField, TextInput } from "./budget-fields";
import { BUDGET_ROUTES } from "./budget-keys";
import { BudgetTabs, EmptyList, Pager } from "./budget-list-parts";
import { formatMoney } from "./budget-money";
import { BUDGET_CODE_REVIEW, BUDGET_CODE_STATES } from "./budget-states";
import type { ReviewStep } from "./budget-types";
import { ActionText } from "~/ui/action-text";

// The budget codes in the console: budget-list?view=codes (see budget-codes.server.ts).

export type CodesView = Awaited<ReturnType<typeof loadCodesView>>;
type ActionData = { result: Parameters<typeof useForm>[0]["lastResult"] | null; error: string | null } | undefined;

const CODES = "/market-tool/budget-list?view=codes";
/** A budget in the picker with what its live codes leave of it, so a cap is chosen knowing the room. */
const budgetLabel = (t: (key: string, v?: Record<string, string>) => string, b: CodeBudget) =>
  t("budgetcode.budgetOption", {
    code: b.code,
    purpose: b.purpose,
    amount: formatMoney(b.currency, b.amount),
    remaining: formatMoney(b.currency, b.remaining),
    end: b.period_end,
  });

export function BudgetCodesPage({ data }: { data: CodesView }) {
  switch (data.view) {
    case "code":
      return <CodeDetail data={data} />;
    case "batch":
      return <BatchResult batch={data.batch} codes={data.codes} budget={data.budget} canExamine={data.can.examine} />;
    case "list":
      return <CodeList data={data} />;
    case "new":
      return <CodeCreate mode={data.mode} budgets={data.budgets} batches={data.batches} budgetId={data.budgetId} />;
  }
}

function Shell({
  title,
  subtitle,
  children,
  actions,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  actions?: { primary?: { content: string; url: string }; secondary?: { content: string; url: string } };
}) {
  return (
    <PageShell title={title} subtitle={subtitle} primaryAction={actions?.primary} secondaryAction={actions?.secondary}>
      <BudgetTabs current="codes" />
      {children}
    </PageShell>
  );
}

function StateLabel({ status }: { status: string }) {
  const { t } = useT();
  const s = (BUDGET_CODE_REVIEW.states as Record<string, { label: string }>)[status];
  return <>{s ? t(s.label) : status}</>;
}

function CodeRows({ rows, label, canExamine }: { rows: BudgetCode[]; label: string; canExamine: boolean }) {
  const { t } = useT();
  // "examine" only for those who may decide, and never on their own codes
  const examine = (c: BudgetCode) => canExamine && c.status === "pending" && !c.mine;
  return (
    <div className="console-table-wrap">
      <table className="console-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t("budgetcode.field.code")}</th>
            <th scope="col">{t("budgetcode.field.budget")}</th>
            <th scope="col" className="end">
              {t("budgetcode.field.cap")}
            </th>
            <th scope="col">{t("common.status")}</th>
            <th scope="col">{t("budgetcode.field.createdAt")}</th>
            <th scope="col">{t("common.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.id} data-testid={`code-${c.code}`}>
              <td data-label={t("budgetcode.field.code")}>
                <TwoLines first={c.code} second={c.name} strong />
              </td>
              <td data-label={t("budgetcode.field.budget")}>{c.budget_code}</td>
              <td data-label={t("budgetcode.field.cap")} className="end">
                {formatMoney(c.currency, c.cap)}
              </td>
              <td data-label={t("common.status")}>
                <ReviewBadge status={c.status} lifecycle={BUDGET_CODE_REVIEW} />
              </td>
              <td data-label={t("budgetcode.field.createdAt")}>
                <TwoLines first={formatUsWest(c.created_at)} second={c.created_by_name} />
              </td>
              <td data-label={t("common.actions")}>
                <Link to={`${CODES}&code=${c.id}`}>
                  <ActionText text={examine(c) ? t("budgetcode.examine") : t("budgetcode.open")} row={c.code} />
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CodeList({ data }: { data: Extract<CodesView, { view: "list" }> }) {
  const { t, locale } = useT();
  const { page, filters } = data;
  const { search } = useLocation();
  const route = routeByName(BUDGET_ROUTES.list)!;
  return (
    <Shell
      title={route.title[locale]}
      subtitle={t("budgetcode.list.order")}
      actions={
        data.can.work
          ? {
              primary: { content: t("budgetcode.create"), url: `${CODES}&new=code` },
              secondary: { content: t("budgetcode.batchCreate"), url: `${CODES}&new=batch` },
            }
          : undefined
      }
    >
      <FilterBar keep={[["view", "codes"]]} resetTo={CODES}>
        <FilterText name="keyword" label={t("budgetcode.filter.keyword")} defaultValue={filters.keyword} />
        <FilterSelect
          name="status"
          label={t("common.status")}
          defaultValue={filters.status}
          options={BUDGET_CODE_STATES.map((s) => ({ value: s, label: t(BUDGET_CODE_REVIEW.states[s].label) }))}
        />
        <FilterSelect
          name="budget_id"
          label={t("budgetcode.field.budget")}
          defaultValue={filters.budget_id}
          options={data.budgets.map((b) => ({ value: String(b.id), label: b.code }))}
        />
        <PageSizeSelect value={page.page_size} />
      </FilterBar>
      {page.list.length === 0 ? (
        <EmptyList
          filtered={data.filtered}
          empty={t("budgetcode.empty")}
          hint={data.can.work ? t("budgetcode.emptyHint") : undefined}
          clearTo={CODES}
        />
      ) : (
        <Card padding="0">
          <CodeRows rows={page.list} label={t("budgetcode.tab.codes")} canExamine={data.can.examine} />
          <Pager page={page} label={t("budgetcode.pages")} summary={(v) => t("budgetcode.pageOf", v)} />
          {data.can.work ? (
            <div className="console-actions" style={{ padding: "0 var(--p-space-300) var(--p-space-300)" }}>
              {/* a download, not a page: the browser follows it itself */}
              <Link reloadDocument to={withParams(search, { view: null, page: null, page_size: null }, "/market-tool/budget-list/export")}>
                {t("budgetcode.export")}
              </Link>
            </div>
          ) : null}
        </Card>
      )}
    </Shell>
  );
}

type CodeCheck = (typeof import("./code-validators"))["codeValidators"]["create"];

/**
 * A conform form over the shared schema: typed values and field errors come back after a refused
 * post. The browser's check loads when the form opens (code-validators.ts); until then, and
 * without JavaScript, the action's own check answers.
 */
function useCodeForm(kind: "create" | "batch" | "edit") {
  const action = useActionData() as ActionData;
  const [check, setCheck] = useState<{ kind: string; run: CodeCheck } | null>(null);
  useEffect(() => {
    let live = true;
    import("./code-validators").then(
      (m) => live && setCheck({ kind, run: m.codeValidators[kind] }),
      () => {
        /* the server still validates */
      },
    );
    return () => {
      live = false;
    };
  }, [kind]);
  const run = check?.kind === kind ? check.run : null;
  const [form] = useForm({
    lastResult: action?.result ?? undefined,
    shouldValidate: "onSubmit", // and on leaving a changed field (useBlurCheck)
    shouldRevalidate: "onInput",
    onValidate: run ? ({ formData }) => run(formData) as never : undefined,
  });
  const errors = form.allErrors as Record<string, string[]>;
  const typed = form.initialValue as Record<string, string | undefined> | undefined;
  return {
    form,
    blurCheck: useBlurCheck(form, run !== null),
    err: (name: string) => errors[name]?.[0],
    typed: (name: string, fallback?: string | number) => typed?.[name] ?? (fallback === undefined ? undefined : String(fallback)),
    formErrors: [...((form.errors ?? []) as string[]), ...(action?.error && !action.result ? [action.error] : [])],
  };
}

function FormErrors({ errors }: { errors: string[] }) {
  const { t } = useT();
  if (!errors.length) return null;
  return (
    <Banner tone="critical">
      <span data-testid="form-error">{tMessages(t, errors)}</span>
    </Banner>
  );
}

function CodeCreate({
  mode,
  budgets,
  batches,
  budgetId,
}: {
  mode: "code" | "batch";
  budgets: CodeBudget[];
  batches: CodeBatch[];
  budgetId: number | null;
}) {
  const { t } = useT();
  const f = useCodeForm(mode === "code" ? "create" : "batch");
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const options = budgets.map((b) => ({ value: String(b.id), label: budgetLabel(t, b) }));
  return (
    <Shell title={t(mode === "code" ? "budgetcode.title.create" : "budgetcode.title.batch")}>
      <FormErrors errors={f.formErrors} />
      {budgets.length === 0 ? <Banner tone="warning">{t("budgetcode.noBudgets")}</Banner> : null}
      <Card>
        <UnsavedGuard formRef={formRef} onDiscard={() => navigate(CODES)} />
        <Form
          method="post"
          {...getFormProps(f.form)}
          {...f.blurCheck}
          noValidate
          ref={formRef}
          aria-label={t(mode === "code" ? "budgetcode.title.create" : "budgetcode.title.batch")}
        >
          <input type="hidden" name="intent" value={mode === "code" ? "code_create" : "code_batch"} />
          <BlockStack gap="300">
            <Text as="p" tone="subdued">
              {t(mode === "code" ? "budgetcode.create.hint" : "budgetcode.batch.hint")}
            </Text>
            <SelectField
              name="budget_id"
              label={t("budgetcode.field.budget")}
              value={f.typed("budget_id", budgetId ?? "") ?? ""}
              options={options}
              error={f.err("budget_id")}
            />
            <InlineGrid columns={{ xs: 1, md: 2 }} gap="300">
              {mode === "code" ? (
                <>
                  <TextInput name="code" label={t("budgetcode.field.code")} value={f.typed("code")} error={f.err("code")} max={32} />
                  <TextInput name="name" label={t("budgetcode.field.name")} value={f.typed("name")} error={f.err("name")} max={100} />
                </>
              ) : (
                <>
                  <TextInput
                    name="prefix"
                    label={t("budgetcode.field.prefix")}
                    value={f.typed("prefix")}
                    error={f.err("prefix")}
                    max={12}
                  />
                  <TextInput
                    name="count"
                    label={t("budgetcode.field.count")}
                    value={f.typed("count")}
                    error={f.err("count")}
                    inputMode="decimal"
                  />
                </>
              )}
              <TextInput name="cap" label={t("budgetcode.field.capIn")} value={f.typed("cap")} error={f.err("cap")} inputMode="decimal" />
            </InlineGrid>
            <InlineStack gap="300" blockAlign="center">
              <button type="submit" className="budget-button primary">
                {t(mode === "code" ? "budgetcode.createSubmit" : "budgetcode.batchSubmit")}
              </button>
              <Link to={CODES}>{t("common.cancel")}</Link>
            </InlineStack>
          </BlockStack>
        </Form>
      </Card>
      {mode === "batch" ? (
        <Card>
          <BlockStack gap="200">
            <Text as="h2" variant="headingMd">
              {t("budgetcode.batch.recent")}
            </Text>
            {batches.length === 0 ? (
              <Text as="p" tone="subdued">
                {t("budgetcode.batch.none")}
              </Text>
            ) : (
              <ul>
                {batches.map((b) => (
                  <li key={b.id}>
                    <Link to={`${CODES}&batch_id=${b.id}`}>{t("budgetcode.batch.open", { id: b.id })}</Link> · {b.prefix} · {b.budget_code}{" "}
                    · {b.count} · {formatUsWest(b.created_at)}
                  </li>
                ))}
              </ul>
            )}
          </BlockStack>
        </Card>
      ) : null}
    </Shell>
  );
}

function BatchResult({
  batch,
  codes,
  budget,
  canExamine,
}: {
  batch: CodeBatch;
  codes: BudgetCode[];
  budget: BatchBudget;
  canExamine: boolean;
}) {
  const { t } = useT();
  const first = codes[0];
  const passed = codes.filter((c) => c.status === "passed").length;
  return (
    <Shell title={t("budgetcode.batch.title", { id: batch.id, prefix: batch.prefix })}>
      <Card>
        <Text as="p">
          <span data-testid="batch-summary">
            {t("budgetcode.batch.summary", {
              count: batch.count,
              cap: formatMoney(first?.currency ?? "", batch.cap),
              budget: first?.budget_code ?? `#${batch.budget_id}`,
              by: batch.created_by_name,
              at: formatUsWest(batch.created_at),
              passed,
            })}
          </span>
        </Text>
      </Card>
      {/* keyed by the waiting codes and their versions: the ticks start afresh once a decision or an edit changed them */}
      <BatchReview
        key={codes
          .filter((c) => c.status === "pending")
          .map((c) => `${c.id}:${c.version}`)
          .join(",")}
        batchId={batch.id}
        codes={codes}
        budget={budget}
        canExamine={canExamine}
      />
      <Card padding="0">
        <CodeRows rows={codes} label={t("budgetcode.batch.title", { id: batch.id, prefix: batch.prefix })} canExamine={canExamine} />
      </Card>
      <Link to={CODES}>{t("budgetcode.backToCodes")}</Link>
    </Shell>
  );
}

function CodeDetail({ data }: { data: Extract<CodesView, { view: "code" }> }) {
  const { t } = useT();
  const action = useActionData() as ActionData;
  const { record, can } = data;
  const mayDecide = record.status === "pending" && can.examine;
  const reasonError = (action?.result as { error?: Record<string, string[] | null> } | null | undefined)?.error?.reason?.[0];
  const here = `${CODES}&code=${record.id}`;
  // the heading is the page's title, as its tab and <title> read; the code is named beneath it
  const title = usePageTitle(BUDGET_ROUTES.list);
  return (
    <Shell title={title} subtitle={`${record.code} · ${record.name}`}>
      {data.already ? (
        <Banner tone="info">
          <span data-testid="already">
            {t("budget.already", {
              state: t((BUDGET_CODE_REVIEW.states as Record<string, { label: string }>)[data.already.to]?.label ?? data.already.to),
              by: data.already.by,
              at: data.already.at,
            })}
          </span>
        </Banner>
      ) : null}
      {action?.error && !data.editing ? (
        <Banner tone="critical">
          <span data-testid="action-error">{action.error}</span>
        </Banner>
      ) : null}
      <Card>
        <BlockStack gap="300">
          <InlineStack gap="300" blockAlign="center">
            <Text as="h2" variant="headingMd">
              {record.code}
            </Text>
            <span data-testid="status">
              <ReviewBadge status={record.status} lifecycle={BUDGET_CODE_REVIEW} />
            </span>
          </InlineStack>
          <InlineGrid columns={{ xs: 1, md: 3 }} gap="300">
            <Field label={t("budgetcode.field.name")} value={record.name} />
            <Field
              label={t("budgetcode.field.budget")}
              value={record.budget_code}
              link={`/market-tool/budget-detail/${record.budget_id}?type=common`}
            />
            <Field label={t("budgetcode.field.cap")} value={formatMoney(record.currency, record.cap)} testId="cap" />
            {record.budget_figures ? (
              <>
                <Field
                  label={t("budget.field.budgetCommitted")}
                  value={`${formatMoney(record.currency, record.budget_figures.committed)} / ${formatMoney(record.currency, record.budget_figures.amount)}`}
                  testId="budget-committed"
                />
                <Field
                  label={t("budget.field.budgetRemaining")}
                  value={formatMoney(record.currency, record.budget_figures.remaining)}
                  testId="budget-remaining"
                />
              </>
            ) : null}
            <Field label={t("budget.field.createdBy")} value={`${record.created_by_name} · ${formatUsWest(record.created_at)}`} />
            {record.batch_id ? (
              <Field label={t("budgetcode.field.batch")} value={`#${record.batch_id}`} link={`${CODES}&batch_id=${record.batch_id}`} />
            ) : null}
          </InlineGrid>
        </BlockStack>
      </Card>
      {mayDecide ? (
        <DecideCard
          blocked={record.decide_block ?? null}
          version={record.version}
          passHint={t("budgetcode.passHint", { name: record.code })}
          intents={{ pass: "code_pass", reject: "code_reject" }}
          id={record.id}
          reasonError={reasonError}
        />
      ) : null}
      {data.confirming ? (
        <Card>
          <Form method="post" action={here} aria-label={t("budgetcode.disable", { name: record.code })}>
            <input type="hidden" name="intent" value="code_disable" />
            <input type="hidden" name="id" value={record.id} />
            <input type="hidden" name="confirmed" value="yes" />
            <BlockStack gap="200">
              <Text as="p">
                <span data-testid="confirm-question">{t("budgetcode.disableHint", { name: record.code })}</span>
              </Text>
              <InlineStack gap="300" blockAlign="center">
                <Button submit tone="critical" variant="primary">
                  {t("budgetcode.disableConfirm")}
                </Button>
                <Link to={here}>{t("common.cancel")}</Link>
              </InlineStack>
            </BlockStack>
          </Form>
        </Card>
      ) : null}
      {data.editing ? <CodeEdit record={record} /> : null}
      <Card>
        <InlineStack gap="400" blockAlign="center">
          {can.work && (record.status === "pending" || record.status === "rejected") && !data.editing ? (
            <Link to={`${here}&edit=1`}>{t("budget.edit")}</Link>
          ) : null}
          {can.work && record.status === "passed" && !data.confirming ? (
            <Form method="post" action={here}>
              <input type="hidden" name="intent" value="code_disable" />
              <input type="hidden" name="id" value={record.id} />
              <Button submit tone="critical">
                {t("budgetcode.disable", { name: record.code })}
              </Button>
            </Form>
          ) : null}
          <Link to={CODES}>{t("budgetcode.backToCodes")}</Link>
        </InlineStack>
      </Card>
      <ReviewLog steps={record.review} />
      {data.log.length ? <ChangeLog log={data.log} /> : null}
    </Shell>
  );
}

function CodeEdit({ record }: { record: BudgetCode }) {
  const { t } = useT();
  const f = useCodeForm("edit");
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  return (
    <Card>
      <UnsavedGuard formRef={formRef} onDiscard={() => navigate(`${CODES}&code=${record.id}`)} />
      <Form
        method="post"
        {...getFormProps(f.form)}
        {...f.blurCheck}
        noValidate
        ref={formRef}
        aria-label={t("budgetcode.title.edit", { name: record.code })}
      >
        <input type="hidden" name="intent" value="code_update" />
        <input type="hidden" name="id" value={record.id} />
        <input type="hidden" name="version" value={record.version} />
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd">
            {t("budgetcode.title.edit", { name: record.code })}
          </Text>
          <FormErrors errors={f.formErrors} />
          <InlineGrid columns={{ xs: 1, md: 2 }} gap="300">
            <TextInput
              name="name"
              label={t("budgetcode.field.name")}
              value={f.typed("name", record.name)}
              error={f.err("name")}
              max={100}
            />
            <TextInput
              name="cap"
              label={t("budgetcode.field.capIn")}
              value={f.typed("cap", record.cap)}
              error={f.err("cap")}
              inputMode="decimal"
            />
          </InlineGrid>
          <InlineStack gap="300" blockAlign="center">
            {/* pending or rejected: either way the edit goes (back) to review (issue 39) */}
            <button type="submit" className="budget-button primary">
              {t("budgetcode.saveResubmit")}
            </button>
            <Link to={`${CODES}&code=${record.id}`}>{t("common.cancel")}</Link>
          </InlineStack>
        </BlockStack>
      </Form>
    </Card>
  );
}

function ReviewLog({ steps }: { steps: ReviewStep[] }) {
  const { t } = useT();
  return (
    <Card>
      <BlockStack gap="200">
        <Text as="h2" variant="headingMd">
          {t("budget.reviewLog")}
        </Text>
        <table className="console-table" aria-label={t("budget.reviewLog")}>
          <thead>
            <tr>
              <th scope="col">{t("budget.log.when")}</th>
              <th scope="col">{t("budget.log.who")}</th>
              <th scope="col">{t("budget.log.step")}</th>
              <th scope="col">{t("budget.field.reason")}</th>
            </tr>
          </thead>
          <tbody>
            {steps.map((s, i) => (
              <tr key={i} data-testid="review-step">
                <td>{s.at}</td>
                <td>{s.by}</td>
                <td>
                  {s.from === "new" ? (
                    <StateLabel status={s.to} />
                  ) : (
                    <>
                      <StateLabel status={s.from} /> → <StateLabel status={s.to} />
                    </>
                  )}
                </td>
                <td>{s.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </BlockStack>
    </Card>
  );
}

function ChangeLog({ log }: { log: CodeLogEntry[] }) {
  const { t } = useT();
  return (
    <Card>
      <BlockStack gap="200">
        <Text as="h2" variant="headingMd">
          {t("budget.changeLog")}
        </Text>
        <ul>
          {log.map((l) => (
            <li key={l.id}>
              {l.at} · {l.actor} · {t(`budgetcode.logAction.${l.action}`)}
            </li>
          ))}
        </ul>
      </BlockStack>
    </Card>
  );
}

function Field({ label, value, testId, link }: { label: string; value: string; testId?: string; link?: string }) {
  return (
    <BlockStack gap="050">
      <Text as="span" tone="subdued">
        {label}
      </Text>
      <Text as="span" fontWeight="medium">
        {link ? <Link to={link}>{value}</Link> : <span data-testid={testId}>{value}</span>}
      </Text>
    </BlockStack>
  );
}
