import type { Lifecycle } from "~/lib/lifecycle";
import { useT, type T } from "~/lib/i18n";
import { BUDGET_REVIEW } from "./budget-states";
import { Markup } from "~/ui/Markup";
import { badgeHtml } from "~/ui/StatusBadge";

const stateOf = (lifecycle: Lifecycle, status: string) =>
  (lifecycle.states as Record<string, { label: string; tone?: "success" | "attention" | "critical" | "info" }>)[status];

/** A record's review state as a badge, from its declared lifecycle; as markup for rows written as a string (ui/html.ts). */
export function reviewBadgeHtml(t: T, status: string, lifecycle: Lifecycle = BUDGET_REVIEW) {
  const s = stateOf(lifecycle, status);
  return badgeHtml(t, s?.tone, s ? t(s.label) : status);
}

export function ReviewBadge({ status, lifecycle = BUDGET_REVIEW }: { status: string; lifecycle?: Lifecycle }) {
  const { t } = useT();
  return <Markup html={reviewBadgeHtml(t, status, lifecycle)} />;
}
