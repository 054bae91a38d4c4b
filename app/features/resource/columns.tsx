import { useT, type T } from "~/lib/i18n";
import { periodShown, stateOf, type Lifecycle } from "~/lib/lifecycle";
import { whenWhoHtml } from "~/ui/cells";
import { html } from "~/ui/html";
import type { ColumnSpec } from "./screen";
import { Markup } from "~/ui/Markup";
import { badgeHtml } from "~/ui/StatusBadge";

// Columns most lists share; a definition lists them among its own.

/** A record's state as a badge: its tone and its label in the reader's language. */
function stateBadgeHtml(t: T, lifecycle: Lifecycle, row: Record<string, unknown>) {
  const state = stateOf(lifecycle, row);
  const decl = state ? lifecycle.states[state] : undefined;
  return badgeHtml(t, decl?.tone, decl ? t(decl.label) : String(row[lifecycle.field]));
}

export function StateBadge({ lifecycle, row }: { lifecycle: Lifecycle; row: Record<string, unknown> }) {
  const { t } = useT();
  return <Markup html={stateBadgeHtml(t, lifecycle, row)} />;
}

/** Scheduled, in effect or expired: where a live record's validity period stands now (nothing beside a record that is not live). */
function periodBadgeHtml(t: T, lifecycle: Lifecycle, row: Record<string, unknown>, start: string, end: string) {
  const p = periodShown(lifecycle, row, start, end);
  if (!p) return null;
  return badgeHtml(t, p === "in_effect" ? "info" : p === "scheduled" ? "attention" : undefined, t(`period.${p}`));
}

export function PeriodBadge({
  lifecycle,
  row,
  start,
  end,
}: {
  lifecycle: Lifecycle;
  row: Record<string, unknown>;
  start: string;
  end: string;
}) {
  const { t } = useT();
  const badge = periodBadgeHtml(t, lifecycle, row, start, end);
  return badge ? <Markup html={badge} /> : null;
}

/** The lifecycle's state, and with `period` (its start and end fields) where that period stands. */
export const stateColumn = <Row extends object>(
  lifecycle: Lifecycle,
  opts: { period?: [keyof Row & string, keyof Row & string] } = {},
): ColumnSpec<Row> => ({
  title: "common.status",
  cell: (r, { t }) => {
    const row = r as Record<string, unknown>;
    const badge = stateBadgeHtml(t, lifecycle, row);
    if (!opts.period) return badge;
    const period = periodBadgeHtml(t, lifecycle, row, String(row[opts.period[0]]), String(row[opts.period[1]]));
    return period ? html`${badge} ${period}` : badge;
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
