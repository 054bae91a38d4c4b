import { useT, type T } from "~/lib/i18n";
import { periodOf, stateOf, type Lifecycle } from "~/lib/lifecycle";
import { whenWhoHtml } from "~/ui/cells";
import { html } from "~/ui/html";
import type { ColumnSpec } from "./screen";
import { badgeHtml, PlainBadge } from "~/ui/StatusBadge";

// Columns most lists share; a definition lists them among its own.

/** A record's state as a badge: its tone and its label in the reader's language. */
function stateBadge(t: T, lifecycle: Lifecycle, row: Record<string, unknown>) {
  const state = stateOf(lifecycle, row);
  const decl = state ? lifecycle.states[state] : undefined;
  return { tone: decl?.tone, label: decl ? t(decl.label) : String(row[lifecycle.field]) };
}

export function StateBadge({ lifecycle, row }: { lifecycle: Lifecycle; row: Record<string, unknown> }) {
  const { t } = useT();
  const b = stateBadge(t, lifecycle, row);
  return <PlainBadge tone={b.tone}>{b.label}</PlainBadge>;
}

/** Scheduled, in effect or expired: where a validity period stands now. */
function periodBadge(t: T, start: string, end: string) {
  const p = periodOf(start, end);
  return { tone: p === "in_effect" ? ("info" as const) : p === "scheduled" ? ("attention" as const) : undefined, label: t(`period.${p}`) };
}

export function PeriodBadge({ start, end }: { start: string; end: string }) {
  const { t } = useT();
  const b = periodBadge(t, start, end);
  return <PlainBadge tone={b.tone}>{b.label}</PlainBadge>;
}

/** The lifecycle's state, and with `period` (its start and end fields) where that period stands. */
export const stateColumn = <Row extends object>(lifecycle: Lifecycle, opts: { period?: [keyof Row & string, keyof Row & string] } = {}): ColumnSpec<Row> => ({
  title: "common.status",
  cell: (r, { t }) => {
    const row = r as Record<string, unknown>;
    const state = stateBadge(t, lifecycle, row);
    const badge = badgeHtml(t, state.tone, state.label);
    if (!opts.period) return badge;
    const period = periodBadge(t, String(row[opts.period[0]]), String(row[opts.period[1]]));
    return html`${badge} ${badgeHtml(t, period.tone, period.label)}`;
  },
});

export const updatedColumn: ColumnSpec<{ updated_at: string; updated_by: string }> = {
  title: "common.updatedAt",
  sort: "updated_at",
  cell: (r, { t }) => whenWhoHtml(t, r.updated_at, r.updated_by),
};

export const createdColumn: ColumnSpec<{ created_at: string; created_by: string }> = {
  title: "common.createdAt",
  cell: (r, { t }) => whenWhoHtml(t, r.created_at, r.created_by),
};

export const actionsColumn: ColumnSpec<{ id: number }> = { title: "common.actions", cell: (r, c) => c.actions(r) };
