// The wheel lottery as the console shows it beyond its kind (app/domain/kinds/turnplate.ts); shared by
// its list and form screens and the reward records.
import type { RowOf } from "~/domain/kinds/kind";
import { turnplateKind } from "~/domain/kinds/turnplate";
import type { UiLocale } from "~/lib/constants";
import type { T } from "~/lib/i18n";
import type { LogView } from "~/ui/LogTable";
import { siteRecordName } from "~/lib/sites";
import { kindLogView } from "../resource/kind-screen";

export const LIST_ROUTE = turnplateKind.route;
export const EDIT_ROUTE = String(turnplateKind.formRoute);
export const REWARDS_ROUTE = "reward-records";

export type Turnplate = RowOf<typeof turnplateKind> & { prizes_count: number; status: "draft" | "online" | "offline" };

/** "Back-to-school spin (United States)": the lottery as headings, toasts and confirmations name it. */
export const turnplateName = siteRecordName;

const str = (v: unknown) => String(v ?? "");

/**
 * A log row's subject: the lottery, or — for a spin, a shipment or its correction, whose rows hold
 * the reward record — "#12 50 points (a@example.com)".
 */
export function turnplateLogName(r: Record<string, unknown>, c: { t: T }): string {
  if (r.name !== undefined || r.site !== undefined) return turnplateName(r, c);
  const id = r.reward_id ?? r.id;
  return [id === undefined ? "" : `#${str(id)}`, str(r.prize_name), r.customer_email ? `(${str(r.customer_email)})` : ""]
    .filter(Boolean)
    .join(" ");
}

/** How a lottery reads in its change log: the kind's fields, and what a spin's or a shipment's row holds. */
export function turnplateLogView(t: T, locale: UiLocale): LogView {
  const view = kindLogView(turnplateKind, turnplateLogName)(t, locale);
  return {
    ...view,
    fields: {
      ...view.fields,
      // a spin's row (action draw): the reward it wrote
      customer_email: { label: t("reward.customer") },
      prize_name: { label: t("reward.prize") },
      prize_kind: { label: t("reward.kind"), format: (v) => t(`turnplate.kind.${str(v)}`) },
      // a shipment's row (action ship): the record, its state before → after, carrier and tracking number
      reward_id: { label: t("reward.id"), format: (v) => `#${str(v)}` },
      prize_state: { label: t("reward.state"), format: (v) => t(`reward.state.${str(v)}`) },
      shipped_carrier: { label: t("reward.ship.carrier") },
      shipped_tracking_no: { label: t("reward.ship.tracking") },
    },
  };
}
