import { useT } from "~/lib/i18n";
import { periodOf, stateOf, type Lifecycle } from "~/lib/lifecycle";
import { WhenWho } from "~/ui/cells";
import type { ColumnSpec } from "./screen";
import { PlainBadge } from "~/ui/StatusBadge";

// Columns most lists share; a definition lists them among its own.

export function StateBadge({ lifecycle, row }: { lifecycle: Lifecycle; row: Record<string, unknown> }) {
  const { t } = useT();
  const state = stateOf(lifecycle, row);
  const decl = state ? lifecycle.states[state] : undefined;
  return <PlainBadge tone={decl?.tone}>{decl ? t(decl.label) : String(row[lifecycle.field])}</PlainBadge>;
}

/** Scheduled, in effect or expired: where a validity period stands now. */
export function PeriodBadge({ start, end }: { start: string; end: string }) {
  const { t } = useT();
  const p = periodOf(start, end);
  return <PlainBadge tone={p === "in_effect" ? "info" : p === "scheduled" ? "attention" : undefined}>{t(`period.${p}`)}</PlainBadge>;
}

/** The lifecycle's state, and with `period` (its start and end fields) where that period stands. */
export const stateColumn = <Row extends object>(lifecycle: Lifecycle, opts: { period?: [keyof Row & string, keyof Row & string] } = {}): ColumnSpec<Row> => ({
  title: "common.status",
  cell: (r) => {
    const row = r as Record<string, unknown>;
    const badge = <StateBadge lifecycle={lifecycle} row={row} />;
    if (!opts.period) return badge;
    return (
      <>
        {badge} <PeriodBadge start={String(row[opts.period[0]])} end={String(row[opts.period[1]])} />
      </>
    );
  },
});

export const updatedColumn: ColumnSpec<{ updated_at: string; updated_by: string }> = {
  title: "common.updatedAt",
  sort: "updated_at",
  cell: (r) => <WhenWho at={r.updated_at} by={r.updated_by} />,
};

export const createdColumn: ColumnSpec<{ created_at: string; created_by: string }> = {
  title: "common.createdAt",
  cell: (r) => <WhenWho at={r.created_at} by={r.created_by} />,
};

export const actionsColumn: ColumnSpec<{ id: number }> = { title: "common.actions", cell: (r, c) => c.actions(r) };
