import { lazy, Suspense } from "react";
import { useT } from "~/lib/i18n";
import { PAGE_SIZES } from "~/lib/list-query";
import { DAY_INPUT } from "./fields";
import { html } from "./html";
import { MarkupBlock } from "./Markup";

// The picker's button draws nothing until the page is hydrated (no JavaScript, no picker), so its
// code loads only on pages with a date filter, not with every list (issue 42).
const DateRangeButton = lazy(() => import("./DateRangeButton").then((m) => ({ default: m.DateRangeButton })));

// Filter inputs for GET forms: named, pre-filled from the URL. Every list page repeats them, so they
// are the same markup as ui/fields.tsx's text field and select, written as a string: as components,
// four filters cost the server more than twenty table rows.

const labelHtml = (id: string, label: string) => html`<div class="console-label"><label id="${id}Label" for="${id}">${label}</label></div>`;

const SELECT_UNDERLAY = html`<div class="console-select-face" aria-hidden="true"><span class="console-select-chevron"></span></div><div class="console-field-box"></div>`;

const DAY_ATTRS = html`type="text" inputmode="${DAY_INPUT.inputMode}" placeholder="${DAY_INPUT.placeholder}" maxlength="${DAY_INPUT.maxLength}"`;

/**
 * A filter's field as markup, not as a React element tree: nothing on the page reads or drives
 * its value (the GET form sends what the element holds), so React only has to put the markup in
 * place; it renders it anew when the URL's filters change, and leaves what a person typed alone.
 */
export function FilterText({
  name,
  label,
  defaultValue,
  type = "text",
}: {
  name: string;
  label: string;
  defaultValue?: string | null;
  type?: "text" | "date";
}) {
  const id = `filter-${name}`;
  return (
    <MarkupBlock
      html={html`<div class="console-field">${labelHtml(id, label)}<div class="console-textfield"><input id="${id}" name="${name}" class="console-textfield-input" ${type === "date" ? DAY_ATTRS : html`type="${type}"`} autocomplete="off" value="${defaultValue ?? ""}"/><div class="console-field-box"></div></div></div>`}
    />
  );
}

export function FilterSelect({
  name,
  label,
  defaultValue,
  options,
  all = true,
}: {
  name: string;
  label: string;
  defaultValue?: string | null;
  options: { label: string; value: string }[];
  /** false: no "All" choice (a filter that always has a value) */
  all?: boolean;
}) {
  const { t } = useT();
  const id = `filter-${name}`;
  const chosen = defaultValue ?? "";
  const option = (o: { label: string; value: string }) =>
    html`<option value="${o.value}"${o.value === chosen ? html` selected=""` : null}>${o.label}</option>`;
  return (
    <MarkupBlock
      html={html`<div class="console-field">${labelHtml(id, label)}<div class="console-selectbox"><select id="${id}" name="${name}" class="console-select">${all ? option({ label: t("common.all"), value: "" }) : null}${options.map(option)}</select>${SELECT_UNDERLAY}</div></div>`}
    />
  );
}

/**
 * A list's page size as a filter: 20, 50 or 100, the default (20) chosen when the URL names none.
 * Never an "All" choice: the API caps a page at 100 rows, so "All" would show 20 (issue 41).
 */
export function PageSizeSelect({ value, label }: { value?: string | number | null; label?: string }) {
  const { t } = useT();
  const chosen = String(value || PAGE_SIZES[0]);
  return (
    <FilterSelect
      name="page_size"
      label={label ?? t("common.pageSize")}
      defaultValue={chosen}
      all={false}
      options={PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
    />
  );
}

/** Two day filters that make a range, typed or (with JavaScript) picked together in a calendar. */
export function FilterDateRange({
  from,
  to,
  label,
}: {
  from: { name: string; label: string; value?: string | null };
  to: { name: string; label: string; value?: string | null };
  /** the range as a whole, for the picker's title (the two labels joined when absent) */
  label?: string;
}) {
  return (
    <>
      <FilterText name={from.name} type="date" label={from.label} defaultValue={from.value} />
      <FilterText name={to.name} type="date" label={to.label} defaultValue={to.value} />
      <Suspense fallback={null}>
        <DateRangeButton startId={`filter-${from.name}`} endId={`filter-${to.name}`} label={label ?? `${from.label} – ${to.label}`} />
      </Suspense>
    </>
  );
}
