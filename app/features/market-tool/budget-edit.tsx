import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigate } from "@remix-run/react";
import { Banner, BlockStack, InlineGrid, InlineStack, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { tMessage, tMessages, useT } from "~/lib/i18n";
import { typeTitle } from "~/lib/route-titles";
import { useBlurCheck } from "~/ui/blur-check";
import { UnsavedGuard } from "~/ui/form-guard";
import { withParams } from "~/lib/url";
import { useRef } from "react";
import { UnavailableListPage } from "~/ui/ListPage";
import { PageShell } from "~/ui/PageShell";
import { BUDGET_ROUTES } from "./budget-keys";
import { formatMoney } from "./budget-money";
import { SelectField, SiteCurrencyField, TextInput } from "./budget-fields";
import { openingRows, type LineRow } from "./budget-line-rows";
import { BudgetLines } from "./budget-lines";
import { parseBudgetForm } from "./budget-schema";
import type { BudgetDetail, BudgetLine, BudgetOptions, Revision } from "./budget-types";
import { siteName } from "~/lib/sites";

type Data = {
  mode: "create" | "edit" | "revision";
  options: BudgetOptions & { defaults: { department_id: number | null } };
  budget: BudgetDetail | null;
  revision: Revision | null;
};

/** The budget form: create, edit a draft or rejected budget, or propose a revision of a passed one. */
export function BudgetEditPage() {
  const loaded = useLoaderData() as Data | { unavailable: true } | { forbidden: true };
  const action = useActionData() as
    { result?: Parameters<typeof useForm>[0]["lastResult"]; draft?: { values: Record<string, string>; lines: LineRow[] } } | undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { t, locale } = useT();
  // the create page's heading is the title table's (lib/route-titles.ts), as its tab's is
  const createTitle = typeTitle("budget-edit", "create")![locale];
  const [form] = useForm({
    lastResult: action?.result,
    shouldValidate: "onSubmit", // and on leaving a changed field (useBlurCheck)
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseBudgetForm(formData),
  });
  const blurCheck = useBlurCheck(form, true); // its schema is in this module
  if ("unavailable" in loaded) return <UnavailableListPage route={BUDGET_ROUTES.edit} />;
  if ("forbidden" in loaded) {
    return (
      <PageShell title={createTitle} narrow>
        <Banner tone="warning">
          <span data-testid="no-permission">{t("budget.edit.noPermission")}</span>
        </Banner>
      </PageShell>
    );
  }
  const { mode, options, budget, revision } = loaded;
  // after a refused save the form shows what was typed (conform's lastResult), else the record
  const typed = form.initialValue as (Record<string, string | undefined> & { lines?: Partial<BudgetLine>[] }) | undefined;
  const stored = revision ?? budget;
  type Shown = Partial<
    Record<"department_id" | "site" | "currency" | "purpose" | "amount" | "period_start" | "period_end" | "note", string | number>
  > & { lines: BudgetLine[] };
  // a line added or removed without JavaScript: the posted values, the rows as changed (nothing saved)
  const draft = !typed && action?.draft ? ({ ...action.draft.values, lines: action.draft.lines } as Shown) : null;
  const source: Shown | null = typed
    ? { ...typed, lines: (typed.lines ?? []).map((l) => ({ item: l?.item ?? "", amount: l?.amount ?? "" })) }
    : (draft ?? (stored as unknown as Shown | null));
  const lineRows: LineRow[] = draft ? draft.lines : openingRows(source?.lines ?? []);
  const errors = form.allErrors as Record<string, string[]>;
  const formErrors = (form.errors ?? []) as string[];
  const err = (name: string) => errors[name]?.[0];
  const title =
    mode === "create"
      ? createTitle
      : mode === "edit"
        ? t("budget.edit.edit", { name: budget!.code })
        : t("budget.edit.revision", { name: budget!.code });
  const version = revision?.version ?? (mode === "edit" ? budget?.version : undefined);
  const fixed = mode === "revision";
  const cancelTo = budget
    ? `/market-tool/budget-detail/${revision?.id ?? budget.id}?type=${revision ? "revision" : "common"}`
    : "/market-tool/budget-list";
  return (
    <PageShell title={title} narrow>
      <UnsavedGuard formRef={formRef} onDiscard={() => navigate(cancelTo)} />
      {formErrors.length ? (
        <Banner tone="critical">
          <span data-testid="form-error">{tMessages(t, formErrors)}</span>
        </Banner>
      ) : null}
      <Form method="post" {...getFormProps(form)} {...blurCheck} noValidate ref={formRef}>
        {/* Enter in a field submits for review, as before the lines had buttons of their own: the
            first submit button of a form is the one Enter presses */}
        <button type="submit" name="intent" value="save_submit" className="console-visually-hidden" tabIndex={-1} aria-hidden="true">
          {t("budget.saveSubmit")}
        </button>
        {version ? <input type="hidden" name="version" value={version} /> : null}
        {mode === "revision" && budget ? <input type="hidden" name="budget_id" value={budget.id} /> : null}
        <BlockStack gap="400">
          <Card>
            <BlockStack gap="300">
              {fixed && budget ? (
                <>
                  <Text as="p">
                    {t("budget.revision.current", {
                      amount: formatMoney(budget.currency, budget.amount),
                      period: `${budget.period_start} – ${budget.period_end}`,
                    })}
                  </Text>
                  <input type="hidden" name="department_id" value={budget.department_id} />
                  <input type="hidden" name="site" value={budget.site} />
                  <input type="hidden" name="currency" value={budget.currency} />
                </>
              ) : (
                <InlineGrid columns={{ xs: 1, md: 3 }} gap="300">
                  <SelectField
                    name="department_id"
                    label={t("budget.field.department")}
                    value={String(source?.department_id ?? options.defaults.department_id ?? "")}
                    options={options.departments.map((d) => ({ value: String(d.id), label: d.name }))}
                    error={err("department_id")}
                  />
                  <SelectField
                    name="site"
                    label={t("common.site")}
                    value={String(source?.site ?? "")}
                    options={options.sites.map((s) => ({ value: s, label: siteName(t, s) }))}
                    error={err("site")}
                  />
                  <SiteCurrencyField
                    label={t("budget.field.currency")}
                    site={String((form.value as Shown | undefined)?.site ?? source?.site ?? "")}
                    siteCurrencies={options.site_currencies}
                    value={String((form.value as Shown | undefined)?.currency ?? source?.currency ?? "")}
                    error={err("currency")}
                  />
                </InlineGrid>
              )}
              <TextInput
                name="purpose"
                label={t("budget.field.purpose")}
                value={source?.purpose === undefined ? undefined : String(source.purpose)}
                error={err("purpose")}
                max={200}
              />
              <InlineGrid columns={{ xs: 1, md: 3 }} gap="300">
                <TextInput
                  name="amount"
                  label={t("budget.field.amountIn", { currency: budget?.currency ?? t("budget.field.currency") })}
                  value={source?.amount === undefined ? undefined : String(source.amount)}
                  error={err("amount")}
                  inputMode="decimal"
                />
                <TextInput
                  name="period_start"
                  label={t("budget.field.periodStart")}
                  value={source?.period_start === undefined ? undefined : String(source.period_start)}
                  error={err("period_start")}
                  placeholder="YYYY-MM-DD"
                />
                <TextInput
                  name="period_end"
                  label={t("budget.field.periodEnd")}
                  value={source?.period_end === undefined ? undefined : String(source.period_end)}
                  error={err("period_end")}
                  placeholder="YYYY-MM-DD"
                />
              </InlineGrid>
              {mode === "revision" ? (
                <TextInput
                  name="note"
                  label={t("budget.revision.note")}
                  value={source?.note === undefined ? undefined : String(source.note)}
                  error={err("note")}
                  max={500}
                />
              ) : null}
            </BlockStack>
          </Card>
          <Card>
            <BlockStack gap="200">
              <Text as="h2" variant="headingMd">
                {t("budget.field.lines")}
              </Text>
              <Text as="p" tone="subdued">
                {t("budget.lines.hint")}
              </Text>
              {err("lines") ? (
                <Text as="p" tone="critical">
                  <span id="lines-error">{tMessage(t, err("lines")!)}</span>
                </Text>
              ) : null}
              <BudgetLines
                rows={lineRows}
                currency={String(source?.currency ?? budget?.currency ?? "")}
                amount={source?.amount === undefined ? "" : String(source.amount)}
                err={err}
                removeAction={(i) => withParams(search, { line: i }, pathname)}
              />
            </BlockStack>
          </Card>
          <InlineStack gap="300" blockAlign="center">
            {/* two submit buttons of one form, each naming its intent (Polaris' Button takes no name) */}
            <button type="submit" name="intent" value="save_submit" className="budget-button primary">
              {t("budget.saveSubmit")}
            </button>
            <button type="submit" name="intent" value="save" className="budget-button">
              {t("budget.saveDraft")}
            </button>
            <Link to={cancelTo}>{t("common.cancel")}</Link>
          </InlineStack>
        </BlockStack>
      </Form>
    </PageShell>
  );
}
