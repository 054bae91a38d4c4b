import type { Lifecycle } from "~/lib/lifecycle";
import { useT } from "~/lib/i18n";
import { BUDGET_REVIEW } from "./budget-states";
import { PlainBadge } from "~/ui/StatusBadge";

/** A record's review state as a badge, from its declared lifecycle. */
export function ReviewBadge({ status, lifecycle = BUDGET_REVIEW }: { status: string; lifecycle?: Lifecycle }) {
  const { t } = useT();
  const s = (lifecycle.states as Record<string, { label: string; tone?: "success" | "attention" | "critical" | "info" }>)[status];
  return <PlainBadge tone={s?.tone}>{s ? t(s.label) : status}</PlainBadge>;
}
