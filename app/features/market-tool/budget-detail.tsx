import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Banner, BlockStack, Box, Button, InlineGrid, InlineStack, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { useT } from "~/lib/i18n";
import { usePageTitle } from "~/lib/page-title";
import { UnavailableListPage } from "~/ui/ListPage";
import { PageShell } from "~/ui/PageShell";
import { ReviewBadge } from "./budget-badge";
import { DecideCard } from "./decide-card";
import { BUDGET_ROUTES, type DetailType } from "./budget-keys";
import { formatMoney } from "./budget-money";
import { BUDGET_REVIEW } from "./budget-states";
import type { BudgetDetail, BudgetLine, Revision, ReviewStep } from "./budget-types";
import { siteName } from "~/lib/sites";

type Data = {
  type: DetailType;
  kind: "budget" | "revision";
  record: BudgetDetail | Revision;
  steps: ReviewStep[];
  log: { id: number; action: string; actor: string; at: string }[];
  userId: number;
  can: { examine: boolean; submit: boolean; edit: boolean };
  already: ReviewStep | null;
};
type ActionData = { error: string | null; result: { error?: Record<string, string[] | null> } | null } | undefined;

/** One budget or revision: its figures, its review so far, and the step the viewer may take. */
export function BudgetDetailPage() {
  const pageTitle = usePageTitle("budget-detail");
  const loaded = useLoaderData() as Data | { unavailable: true };
  const action = useActionData() as ActionData;
  const { t } = useT();
  if ("unavailable" in loaded) return <UnavailableListPage route={BUDGET_ROUTES.detail} />;
  const { record, kind, type } = loaded;
  const revision = kind === "revision" ? (record as Revision) : null;
  const budget = kind === "budget" ? (record as BudgetDetail) : null;
  const code = revision ? revision.budget_code : budget!.code;
  const stateLabel = (s: string) => t((BUDGET_REVIEW.states as Record<string, { label: string }>)[s]?.label ?? s);
  const examineMode = type === "common_examine" || type === "revision_examine";
  const mayDecide = record.status === "pending" && loaded.can.examine;
  const reasonError = action?.result?.error?.reason?.[0];
  return (
    <PageShell title={pageTitle} subtitle={`${code} · ${record.purpose}`}>
      {loaded.already ? (
        <Banner tone="info">
          <span data-testid="already">
            {t("budget.already", { state: stateLabel(loaded.already.to), by: loaded.already.by, at: loaded.already.at })}
          </span>
        </Banner>
      ) : null}
      {action?.error ? (
        <Banner tone="critical">
          <span data-testid="action-error">{action.error}</span>
        </Banner>
      ) : null}
      <Card>
        <BlockStack gap="300">
          <InlineStack gap="300" blockAlign="center">
            <Text as="h2" variant="headingMd">
              {code}
            </Text>
            <span data-testid="status">
              <ReviewBadge status={record.status} />
            </span>
          </InlineStack>
          <InlineGrid columns={{ xs: 1, md: 3 }} gap="300">
            <Field label={t("budget.field.department")} value={budget?.department ?? revision?.budget.department ?? ""} />
            <Field label={t("common.site")} value={siteName(t, record.site)} />
            <Field label={t("budget.field.amount")} value={formatMoney(record.currency, record.amount)} testId="amount" />
            {/* what its codes book and what is left: a revision shows its budget's, against which it is decided */}
            <Field
              label={t(revision ? "budget.field.budgetCommitted" : "budget.field.committed")}
              value={formatMoney(record.currency, (budget ?? revision!.budget).committed)}
              testId="committed"
            />
            <Field
              label={t(revision ? "budget.field.budgetRemaining" : "budget.field.remaining")}
              value={formatMoney(record.currency, (budget ?? revision!.budget).remaining)}
              testId="remaining"
            />
            <Field label={t("budget.field.period")} value={`${record.period_start} – ${record.period_end}`} />
            <Field label={t("budget.field.createdBy")} value={record.created_by_name} />
            <Field label={t("budget.field.submittedBy")} value={record.submitter_name ?? "—"} />
          </InlineGrid>
          {revision ? (
            <Banner tone="info">
              {t("budget.revision.compare", {
                amount: formatMoney(revision.budget.currency, revision.budget.amount),
                period: `${revision.budget.period_start} – ${revision.budget.period_end}`,
              })}
              {revision.note ? ` ${t("budget.revision.note")}: ${revision.note}` : ""}
            </Banner>
          ) : null}
          <Lines lines={record.lines} currency={record.currency} />
        </BlockStack>
      </Card>
      {mayDecide && examineMode ? (
        <DecideCard
          blocked={record.decide_block}
          version={record.version}
          passHint={t("budget.passHint", { name: code })}
          intents={{ pass: "pass", reject: "reject" }}
          reasonError={reasonError}
        />
      ) : null}
      <Card>
        <InlineStack gap="400" blockAlign="center">
          {mayDecide && !examineMode ? (
            <Link to={`?type=${kind === "budget" ? "common_examine" : "revision_examine"}`}>{t("budget.examine")}</Link>
          ) : null}
          {(record.status === "draft" || record.status === "rejected") && loaded.can.submit ? (
            <Form method="post">
              <input type="hidden" name="intent" value="submit" />
              <Button submit variant="primary">
                {t("budget.action.submit")}
              </Button>
            </Form>
          ) : null}
          {(record.status === "draft" || record.status === "rejected") && loaded.can.edit ? (
            <Link
              to={
                revision ? `/market-tool/budget-edit?type=revision&id=${revision.id}` : `/market-tool/budget-edit?type=edit&id=${record.id}`
              }
            >
              {t("budget.edit")}
            </Link>
          ) : null}
          {budget && budget.status === "passed" && loaded.can.edit && !budget.open_revision ? (
            <Link to={`/market-tool/budget-edit?type=revision&budget_id=${budget.id}`}>{t("budget.revise")}</Link>
          ) : null}
          {budget?.open_revision ? (
            <Link to={`/market-tool/budget-detail/${budget.open_revision.id}?type=revision`}>
              {t("budget.openRevision", { state: stateLabel(budget.open_revision.status) })}
            </Link>
          ) : null}
          {revision ? <Link to={`/market-tool/budget-detail/${revision.budget_id}?type=common`}>{t("budget.backToBudget")}</Link> : null}
          <Link to="/market-tool/budget-list">{t("budget.backToList")}</Link>
        </InlineStack>
      </Card>
      <Card>
        <BlockStack gap="200">
          <Text as="h2" variant="headingMd">
            {t("budget.reviewLog")}
          </Text>
          {loaded.steps.length === 0 ? (
            <Text as="p" tone="subdued">
              {t("budget.reviewLog.empty")}
            </Text>
          ) : (
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
                {loaded.steps.map((s, i) => (
                  <tr key={i} data-testid="review-step">
                    <td>{s.at}</td>
                    <td>{s.by}</td>
                    <td>{s.from === "new" ? stateLabel(s.to) : `${stateLabel(s.from)} → ${stateLabel(s.to)}`}</td>
                    <td>{s.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </BlockStack>
      </Card>
      {loaded.log.length ? (
        <Card>
          <BlockStack gap="200">
            <Text as="h2" variant="headingMd">
              {t("budget.changeLog")}
            </Text>
            <ul>
              {loaded.log.map((l) => (
                <li key={l.id}>
                  {l.at} · {l.actor} · {t(`budget.logAction.${l.action}`)}
                </li>
              ))}
            </ul>
          </BlockStack>
        </Card>
      ) : null}
      <Box paddingBlockEnd="600" />
    </PageShell>
  );
}

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <BlockStack gap="050">
      <Text as="span" tone="subdued">
        {label}
      </Text>
      <Text as="span" fontWeight="medium">
        <span data-testid={testId}>{value}</span>
      </Text>
    </BlockStack>
  );
}

function Lines({ lines, currency }: { lines: BudgetLine[]; currency: string }) {
  const { t } = useT();
  return (
    <table className="console-table" aria-label={t("budget.field.lines")}>
      <thead>
        <tr>
          <th scope="col">{t("budget.field.item")}</th>
          <th scope="col" className="end">
            {t("budget.field.amount")}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l, i) => (
          <tr key={i}>
            <td>{l.item}</td>
            <td className="end">{formatMoney(currency, l.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /market-tool/budget-detail without an id. */
export function BudgetDetailIndex() {
  const { t } = useT();
  const title = usePageTitle("budget-detail");
  return (
    <PageShell title={title}>
      <Card>
        <BlockStack gap="200">
          <Text as="p">{t("budget.detail.none")}</Text>
          <Link to="/market-tool/budget-list">{t("budget.backToList")}</Link>
        </BlockStack>
      </Card>
    </PageShell>
  );
}
