import { Form } from "@remix-run/react";
import { BlockStack, Button, InlineGrid, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { tMessage, useT } from "~/lib/i18n";
import { decideBlockKey, type DecideBlock } from "~/lib/review-block";

/**
 * An examiner's decision on a reviewed record (budgets, budget codes): a Pass form and a Reject form
 * with its reason, plain posts that work without JavaScript — what a mailed link opens. Each posts
 * the version the page shows, so a decision applies only to the figures the examiner saw (a stale
 * one is refused and the page reloads with what changed). A maker of the figures gets the reason
 * instead of the forms (the API refuses them too).
 */
export function DecideCard({
  blocked,
  version,
  passHint,
  intents,
  id,
  reasonError,
}: {
  /** why the viewer may not decide it (the API's decide_block), or null */
  blocked: DecideBlock;
  /** the record's version shown on this page */
  version: number;
  passHint: string;
  intents: { pass: string; reject: string };
  /** posted as `id` where the page's action needs it */
  id?: number;
  reasonError?: string;
}) {
  const { t } = useT();
  const idField = (
    <>
      {id === undefined ? null : <input type="hidden" name="id" value={id} />}
      <input type="hidden" name="version" value={version} />
    </>
  );
  if (blocked) {
    return (
      <Card>
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd">
            {t("budget.decide")}
          </Text>
          <Text as="p" tone="caution">
            <span data-testid="decide-blocked">{t(decideBlockKey(blocked))}</span>
          </Text>
        </BlockStack>
      </Card>
    );
  }
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {t("budget.decide")}
        </Text>
        <InlineGrid columns={{ xs: 1, md: 2 }} gap="400">
          <Form method="post" aria-label={t("budget.action.pass")}>
            <input type="hidden" name="intent" value={intents.pass} />
            {idField}
            <BlockStack gap="200">
              <Text as="p">{passHint}</Text>
              <div>
                <Button submit variant="primary" tone="success">
                  {t("budget.action.pass")}
                </Button>
              </div>
            </BlockStack>
          </Form>
          <Form method="post" aria-label={t("budget.action.reject")}>
            <input type="hidden" name="intent" value={intents.reject} />
            {idField}
            <BlockStack gap="200">
              <label htmlFor="reject-reason">{t("budget.field.reason")}</label>
              <textarea
                id="reject-reason"
                name="reason"
                rows={3}
                maxLength={500}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? "reject-reason-error" : undefined}
                style={{ width: "100%" }}
              />
              {reasonError ? (
                <Text as="p" tone="critical" id="reject-reason-error">
                  {tMessage(t, reasonError)}
                </Text>
              ) : null}
              <div>
                <Button submit tone="critical">
                  {t("budget.action.reject")}
                </Button>
              </div>
            </BlockStack>
          </Form>
        </InlineGrid>
      </BlockStack>
    </Card>
  );
}
