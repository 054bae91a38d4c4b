import { InlineGrid, Text } from "@shopify/polaris";
import { useCallback, useEffect, useRef, useState } from "react";
import { useT } from "~/lib/i18n";
import { TextInput } from "./budget-fields";
import { MAX_LINE_ROWS, runningTotal, type LineRow, type RunningTotal } from "./budget-line-rows";
import { formatMoney, fromCents } from "./budget-money";

type Row = LineRow & { key: number };

/**
 * The budget form's lines (issue 41 §9): rows added and removed without saving, with a running total
 * against the amount. Without JavaScript "Add a line" and "Remove line n" post the form to the page's
 * action, which answers with the same values and the rows changed (budget-edit.server.ts), nothing
 * saved; with it the browser changes the rows at once. Typed values stay in their inputs (uncontrolled),
 * each row keyed by what it was opened with, so removing a row never moves a value into another.
 */
export function BudgetLines({
  rows: opened,
  currency,
  amount,
  err,
  removeAction,
}: {
  rows: LineRow[];
  currency: string;
  amount: string;
  err(name: string): string | undefined;
  /** where a row's remove button posts without JavaScript (the page's URL naming the row) */
  removeAction(index: number): string;
}) {
  const { t } = useT();
  const [rows, setRows] = useState<Row[]>(() => opened.map((r, key) => ({ ...r, key })));
  const nextKey = useRef(opened.length);
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => ({
    currency,
    total: runningTotal(
      amount,
      opened.map((r) => r.amount),
    ),
  }));
  const changed = useRef(false);
  const focusAdd = useRef(false);

  // the total follows what is typed: the lines' amounts, the budget's amount and its currency
  const recount = useCallback(() => {
    const form = box.current?.closest("form");
    if (!form) return;
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? "";
    const amounts = [...form.querySelectorAll<HTMLInputElement>("input[name$='].amount']")].map((i) => i.value);
    setShown({ currency: value("currency"), total: runningTotal(value("amount"), amounts) });
  }, []);
  useEffect(() => {
    const form = box.current?.closest("form");
    if (!form) return;
    form.addEventListener("input", recount);
    form.addEventListener("change", recount);
    return () => {
      form.removeEventListener("input", recount);
      form.removeEventListener("change", recount);
    };
  }, [recount]);
  useEffect(() => {
    if (!changed.current) return;
    recount();
    // a row added or removed is a change of the form: its unsaved-changes guard hears of it
    box.current?.closest("form")?.dispatchEvent(new Event("change", { bubbles: true }));
    // after a removal focus stays in the lines, on the add button (the removed row's button is gone)
    if (focusAdd.current) box.current?.querySelector<HTMLElement>("[data-line-add]")?.focus();
    focusAdd.current = false;
  }, [rows, recount]);

  const add = (e: React.MouseEvent) => {
    e.preventDefault();
    changed.current = true;
    setRows((r) => (r.length >= MAX_LINE_ROWS ? r : [...r, { item: "", amount: "", key: nextKey.current++ }]));
  };
  const remove = (e: React.MouseEvent, at: number) => {
    e.preventDefault();
    changed.current = true;
    setRows((r) => {
      const left = r.filter((_, i) => i !== at);
      return left.length ? left : [{ item: "", amount: "", key: nextKey.current++ }];
    });
    focusAdd.current = true;
  };

  return (
    <div ref={box} className="budget-lines">
      {rows.map((row, i) => (
        <InlineGrid key={row.key} columns={{ xs: 1, md: "2fr 1fr auto" }} gap="200" alignItems="end">
          <TextInput
            name={`lines[${i}].item`}
            label={t("budget.lines.item", { n: i + 1 })}
            value={row.item}
            error={err(`lines[${i}].item`)}
            max={100}
          />
          <TextInput
            name={`lines[${i}].amount`}
            label={t("budget.lines.amount", { n: i + 1 })}
            value={row.amount}
            error={err(`lines[${i}].amount`)}
            inputMode="decimal"
          />
          <button
            type="submit"
            name="intent"
            value="remove_line"
            formAction={removeAction(i)}
            formNoValidate
            className="budget-button"
            onClick={(e) => remove(e, i)}
          >
            {t("budget.lines.remove", { n: i + 1 })}
          </button>
        </InlineGrid>
      ))}
      {rows.length < MAX_LINE_ROWS ? (
        <button type="submit" name="intent" value="add_line" formNoValidate className="budget-button" onClick={add} data-line-add>
          {t("budget.lines.add")}
        </button>
      ) : (
        <Text as="p" tone="subdued">
          {t("budget.lines.full", { n: MAX_LINE_ROWS })}
        </Text>
      )}
      <TotalLine currency={shown.currency} total={shown.total} />
    </div>
  );
}

function TotalLine({ currency, total }: { currency: string; total: RunningTotal }) {
  const { t } = useT();
  const money = (cents: bigint) => (currency ? formatMoney(currency, fromCents(cents)) : fromCents(cents));
  const sum = money(total.cents);
  const line =
    total.gap === null
      ? t("budget.lines.total", { total: sum })
      : total.gap === 0n
        ? t("budget.lines.totalExact", { total: sum })
        : total.gap > 0n
          ? t("budget.lines.totalShort", { total: sum, gap: money(total.gap), amount: money(total.cents + total.gap) })
          : t("budget.lines.totalOver", { total: sum, gap: money(-total.gap), amount: money(total.cents + total.gap) });
  return (
    <p className="budget-lines-total" aria-live="polite" data-testid="lines-total">
      {line}
      {total.skipped ? ` ${t("budget.lines.skipped", { n: total.skipped })}` : null}
    </p>
  );
}
