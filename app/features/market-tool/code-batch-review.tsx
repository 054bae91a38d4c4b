import { Form, useActionData, useNavigation } from "@remix-run/react";
import { Banner, BlockStack, InlineStack, Text } from "@shopify/polaris";
import { useState } from "react";
import { Card } from "~/ui/Card";
import { tMessage, useT } from "~/lib/i18n";
import { ReviewBadge } from "./budget-badge";
import type { BatchBudget, BatchRefused, BudgetCode } from "./budget-code-types";
import { formatMoney, fromCents, toCents } from "./budget-money";
import { BUDGET_CODE_REVIEW } from "./budget-states";

// One decision on a code batch (issue 41 §7): the approver ticks the batch's waiting codes (all
// by default), sees one summary — how many, their total cap, what the budget has left — and passes
// or rejects them with one post. Each ticked box carries the code's version as shown, so a code
// changed since refuses the whole decision and the page names it. Without JavaScript the summary
// is the whole batch's; with it, it follows the ticks.

type BatchAction = { batchErrors?: Record<string, string>; error: string | null; refused?: BatchRefused[] } | undefined;

export function BatchReview({
  batchId,
  codes,
  budget,
  canExamine,
}: {
  batchId: number;
  codes: BudgetCode[];
  budget: BatchBudget;
  canExamine: boolean;
}) {
  const { t, locale } = useT();
  const action = useActionData() as BatchAction;
  const busy = useNavigation().state === "submitting";
  const waiting = codes.filter((c) => c.status === "pending");
  const open = waiting.filter((c) => !c.mine);
  const [ticked, setTicked] = useState<Set<number>>(() => new Set(open.map((c) => c.id)));
  const chosen = open.filter((c) => ticked.has(c.id));
  const total = fromCents(chosen.reduce((sum, c) => sum + toCents(c.cap), 0n));
  const errors = action?.batchErrors ?? {};
  const toggle = (id: number, on: boolean) =>
    setTicked((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {t("budgetcode.batch.review")}
        </Text>
        <Text as="p">
          <span data-testid="batch-budget">
            {t("budgetcode.batch.budgetFigures", {
              code: budget.code,
              amount: formatMoney(budget.currency, budget.amount),
              committed: formatMoney(budget.currency, budget.committed),
              remaining: formatMoney(budget.currency, budget.remaining),
            })}
          </span>
        </Text>
        {action?.error ? (
          <Banner tone="critical">
            <BlockStack gap="100">
              <span data-testid="batch-error">{action.error}</span>
              {action.refused?.length ? (
                <ul data-testid="batch-refused">
                  {action.refused.map((r) => (
                    <li key={r.id}>
                      <strong>{r.name}</strong>: {r.what[locale]}
                    </li>
                  ))}
                </ul>
              ) : null}
            </BlockStack>
          </Banner>
        ) : null}
        {waiting.length === 0 ? (
          <Text as="p" tone="subdued">
            <span data-testid="batch-nothing-waits">{t("budgetcode.batch.nothingWaits")}</span>
          </Text>
        ) : !canExamine ? null : open.length === 0 ? (
          <Text as="p" tone="caution">
            <span data-testid="batch-all-mine">{t("budgetcode.batch.allMine", { n: waiting.length })}</span>
          </Text>
        ) : (
          <Form method="post" aria-label={t("budgetcode.batch.review")}>
            <input type="hidden" name="batch_id" value={batchId} />
            <BlockStack gap="300">
              <Text as="p">
                <span data-testid="batch-decide-summary" aria-live="polite">
                  {t("budgetcode.batch.decideSummary", {
                    n: chosen.length,
                    total: formatMoney(budget.currency, total),
                    remaining: formatMoney(budget.currency, budget.remaining),
                  })}
                </span>
              </Text>
              {waiting.length > open.length ? (
                <Text as="p" tone="caution">
                  <span data-testid="batch-some-mine">{t("budgetcode.batch.someMine", { n: waiting.length - open.length })}</span>
                </Text>
              ) : null}
              <fieldset aria-describedby={errors.pick ? "batch-pick-error" : undefined}>
                <legend>{t("budgetcode.batch.pick")}</legend>
                <div className="console-table-wrap">
                  <table className="console-table" aria-label={t("budgetcode.batch.pick")}>
                    <thead>
                      <tr>
                        <th scope="col">{t("budgetcode.batch.tick")}</th>
                        <th scope="col">{t("budgetcode.field.code")}</th>
                        <th scope="col" className="end">
                          {t("budgetcode.field.cap")}
                        </th>
                        <th scope="col">{t("common.status")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {open.map((c) => (
                        <tr key={c.id} data-testid={`pick-${c.code}`}>
                          <td data-label={t("budgetcode.batch.tick")}>
                            <input
                              type="checkbox"
                              name="pick"
                              id={`pick-${c.id}`}
                              value={`${c.id}:${c.version}`}
                              checked={ticked.has(c.id)}
                              onChange={(e) => toggle(c.id, e.currentTarget.checked)}
                            />
                          </td>
                          <td data-label={t("budgetcode.field.code")}>
                            <label htmlFor={`pick-${c.id}`}>{c.code}</label>
                          </td>
                          <td data-label={t("budgetcode.field.cap")} className="end">
                            {formatMoney(c.currency, c.cap)}
                          </td>
                          <td data-label={t("common.status")}>
                            <ReviewBadge status={c.status} lifecycle={BUDGET_CODE_REVIEW} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                {errors.pick ? (
                  <Text as="p" tone="critical" id="batch-pick-error">
                    {tMessage(t, errors.pick)}
                  </Text>
                ) : null}
              </fieldset>
              <BlockStack gap="100">
                <label htmlFor="batch-reason">{t("budgetcode.batch.reason")}</label>
                <textarea
                  id="batch-reason"
                  name="reason"
                  rows={3}
                  maxLength={500}
                  aria-invalid={errors.reason ? true : undefined}
                  aria-describedby={errors.reason ? "batch-reason-error" : undefined}
                  style={{ width: "100%" }}
                />
                {errors.reason ? (
                  <Text as="p" tone="critical" id="batch-reason-error">
                    {tMessage(t, errors.reason)}
                  </Text>
                ) : null}
              </BlockStack>
              <InlineStack gap="300">
                <button
                  type="submit"
                  name="intent"
                  value="code_batch_pass"
                  className="console-button primary"
                  aria-busy={busy || undefined}
                >
                  {t("budgetcode.batch.pass")}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="code_batch_reject"
                  className="console-button critical"
                  aria-busy={busy || undefined}
                >
                  {t("budgetcode.batch.reject")}
                </button>
              </InlineStack>
            </BlockStack>
          </Form>
        )}
      </BlockStack>
    </Card>
  );
}
