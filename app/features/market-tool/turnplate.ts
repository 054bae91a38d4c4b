// The wheel lottery as the console shows it; shared by its list and form screens.
import type { T } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { formatUsWest } from "~/lib/time";
import type { LogView } from "~/ui/LogTable";
import { bpToPercent, TURNPLATE_LIFECYCLE, type Prize } from "./turnplate-rules";

export const LIST_ROUTE = "turnplate-list";
export const EDIT_ROUTE = "turnplate-edit";
export const REWARDS_ROUTE = "reward-records";

export interface Turnplate {
  id: number;
  name: string;
  site: string;
  start_at: string;
  end_at: string;
  daily_limit: number;
  total_limit: number;
  remark: string;
  prizes: Prize[];
  prizes_count: number;
  status: "draft" | "online" | "offline";
  version: number;
  updated_by: string;
  updated_at: string;
}

/** "Back-to-school spin (us)": the lottery as headings, toasts and confirmations name it. */
export const turnplateName = (r: { name?: unknown; site?: unknown }) => `${String(r.name ?? "")} (${String(r.site ?? "")})`;

/** "50 points · 30 %" */
export const prizeText = (p: Prize, t: T) =>
  `${p.name} · ${t(`turnplate.kind.${p.kind}`)} · ${bpToPercent(p.probability_bp)} % · ${p.stock === null ? t("turnplate.unlimited") : t("turnplate.stockOf", { stock: p.stock })}`;

const str = (v: unknown) => String(v ?? "");

/**
 * A log row's subject: the lottery, or — for a spin, a shipment or its correction, whose rows hold
 * the reward record — "#12 50 points (a@example.com)".
 */
export function turnplateLogName(r: Record<string, unknown>): string {
  if (r.name !== undefined || r.site !== undefined) return turnplateName(r);
  const id = r.reward_id ?? r.id;
  return [id === undefined ? "" : `#${str(id)}`, str(r.prize_name), r.customer_email ? `(${str(r.customer_email)})` : ""]
    .filter(Boolean)
    .join(" ");
}

/** How a lottery reads in its change log: the form's labels, the state by name, the slots in order. */
export function turnplateLogView(t: T): LogView {
  return {
    kind: t("turnplate.list"),
    name: turnplateLogName,
    fields: {
      name: { label: t("turnplate.name") },
      site: { label: t("common.site"), format: (v) => siteName(t, str(v)) },
      start_at: { label: t("turnplate.start"), format: (v) => formatUsWest(str(v)) },
      end_at: { label: t("turnplate.end"), format: (v) => formatUsWest(str(v)) },
      daily_limit: { label: t("turnplate.dailyLimit") },
      total_limit: { label: t("turnplate.totalLimit") },
      remark: { label: t("turnplate.remark") },
      status: {
        label: t("common.status"),
        format: (v) =>
          t(TURNPLATE_LIFECYCLE.states[(str(v) as "draft") in TURNPLATE_LIFECYCLE.states ? (str(v) as "draft") : "draft"].label),
      },
      prizes_count: { label: t("turnplate.prizesCount") },
      // a spin's row (action draw): the reward it wrote
      customer_email: { label: t("reward.customer") },
      prize_name: { label: t("reward.prize") },
      prize_kind: { label: t("reward.kind"), format: (v) => t(`turnplate.kind.${str(v)}`) },
      // a shipment's row (action ship): the record, its state before → after, carrier and tracking number
      reward_id: { label: t("reward.id"), format: (v) => `#${str(v)}` },
      prize_state: { label: t("reward.state"), format: (v) => t(`reward.state.${str(v)}`) },
      shipped_carrier: { label: t("reward.ship.carrier") },
      shipped_tracking_no: { label: t("reward.ship.tracking") },
      prizes: {
        label: t("turnplate.prizes"),
        format: (v) => (Array.isArray(v) ? (v as Prize[]).map((p, i) => `${i + 1}. ${prizeText(p, t)}`).join(" | ") : "—"),
      },
    },
  };
}
