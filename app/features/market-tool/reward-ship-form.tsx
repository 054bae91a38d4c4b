import { useActionData, useFormAction, useLocation, useNavigation } from "@remix-run/react";
import { tMessage, useT } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { formatUsWest } from "~/lib/time";
import { withParams } from "~/lib/url";
import { allowedTransitions } from "~/lib/lifecycle";
import { useKeys } from "~/ui/Can";
import { CellInput } from "~/ui/CellInput";
import { ENHANCE } from "~/ui/enhance";
import type { FormFailure } from "~/lib/forms.server";
import type { RewardRow } from "./reward-records.server";
import { CORRECT_PARAM } from "./reward-ship-schema";
import { REWARDS_ROUTE } from "./turnplate";
import { CARRIER_MAX, PRIZE_LIFECYCLE } from "./turnplate-rules";
import { ActionText } from "~/ui/action-text";

// The reward records' shipment cell: a shipped product prize shows its carrier, tracking number, who
// and when (US West) and, to staff with the page's key, a "Correct shipment" link that opens the
// correction form in the row (?correct=<id>); one waiting to ship shows them the "Mark shipped" form.
// Both are plain posts (intent=ship / correct) that work without JavaScript and show their pending
// state with it; a refused or unsent one comes back with what was typed (and, after an outage, the
// key of the first attempt, so saving again cannot apply twice).

type Intent = "ship" | "correct";

/** What a row form posted and got back (submitForm's failure), when it was this row's form. */
export function useSentBack() {
  const failed = useActionData() as FormFailure | undefined;
  const sent = (failed?.result?.initialValue ?? {}) as Record<string, string | undefined>;
  return { failed, sent, errors: (failed?.result?.error ?? {}) as Record<string, string[] | null | undefined> };
}

export function useShipmentCell() {
  const { t } = useT();
  const keys = useKeys();
  const may = (intent: Intent) => keys.includes(routeByName(REWARDS_ROUTE)!.intents[intent]);
  const { search, pathname } = useLocation();
  const correcting = new URLSearchParams(search).get(CORRECT_PARAM);
  const { sent } = useSentBack();
  const open = (intent: Intent, r: RewardRow) => sent.intent === intent && sent.id === String(r.id);
  return (r: RewardRow) => {
    if (r.prize_state === "shipped") {
      const line = (
        <span data-testid={`shipment-${r.id}`}>
          {t("reward.shippedBy", {
            carrier: r.shipped_carrier ?? "",
            tracking: r.shipped_tracking_no ?? "",
            by: r.shipped_by ?? "",
            at: formatUsWest(r.shipped_at),
          })}
        </span>
      );
      if (!may("correct")) return line;
      if (correcting === String(r.id) || open("correct", r)) {
        return (
          <>
            {line}
            <ShipmentForm intent="correct" row={r} />
          </>
        );
      }
      return (
        <span className="console-ship-form">
          {line}
          <a href={withParams(search, { [CORRECT_PARAM]: r.id }, pathname)} {...ENHANCE}>
            <ActionText text={t("reward.correct")} row={`${r.prize_name} #${r.id}`} />
          </a>
        </span>
      );
    }
    if (!may("ship") || !allowedTransitions(PRIZE_LIFECYCLE, r as never).includes("ship")) return "—";
    return <ShipmentForm intent="ship" row={r} />;
  };
}

/**
 * The carrier and tracking number of one record: shipping it, or correcting its shipment. `row`
 * is missing when the list could not be loaded after an outage: the form then stands alone with
 * what was sent (the record's id and version included), so the person can save it again.
 */
export function ShipmentForm({ intent, row }: { intent: Intent; row?: RewardRow }) {
  const { t } = useT();
  const action = useFormAction();
  const { search, pathname } = useLocation();
  const pending = useNavigation().formData;
  const { failed, sent, errors } = useSentBack();
  const id = row ? String(row.id) : (sent.id ?? "");
  const mine = sent.intent === intent && sent.id === id;
  const busy = pending?.get("intent") === intent && pending.get("id") === id;
  const current = (name: "carrier" | "tracking_no") =>
    intent === "correct" && row ? (name === "carrier" ? row.shipped_carrier : row.shipped_tracking_no) : "";
  // after a conflict the form carries the version of the record as it is now: saving again keeps these values
  const version = (failed?.conflict?.version as number | undefined) ?? row?.version ?? sent.version;
  const field = (name: "carrier" | "tracking_no", label: string, max?: number) => {
    const error = mine ? errors[name]?.[0] : undefined;
    return (
      <CellInput
        id={`${intent}-${id}-${name}`}
        name={name}
        aria-label={label}
        placeholder={label}
        maxLength={max}
        defaultValue={mine ? (sent[name] ?? "") : (current(name) ?? "")}
        error={error ? tMessage(t, error) : undefined}
        autoFocus={intent === "correct" && name === "carrier" && !mine ? true : undefined}
      />
    );
  };
  const about = { prize: row?.prize_name ?? "", id, customer: row?.customer_email ?? "" };
  return (
    <form
      method="post"
      action={action}
      className="console-ship-form"
      aria-label={
        row
          ? t(intent === "ship" ? "reward.ship.formLabel" : "reward.correct.formLabel", about)
          : `${t(intent === "ship" ? "reward.ship" : "reward.correct")} #${id}`
      }
      data-testid={`${intent}-${id}`}
      {...ENHANCE}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {intent === "correct" && version !== undefined ? <input type="hidden" name="version" value={String(version)} /> : null}
      {mine && failed?.saveKey ? <input type="hidden" name="save_key" value={failed.saveKey} /> : null}
      {field("carrier", t("reward.ship.carrier"), CARRIER_MAX)}
      {/* no maxLength: spaces copied from a label are taken out before the length counts */}
      {field("tracking_no", t("reward.ship.tracking"))}
      <button type="submit" className="console-linkbutton" aria-busy={busy} disabled={busy}>
        {busy ? t("reward.ship.pending") : t(intent === "ship" ? "reward.ship" : "reward.correct.save")}
      </button>
      {intent === "correct" ? (
        <a href={withParams(search, { [CORRECT_PARAM]: null }, pathname)} {...ENHANCE}>
          {t("reward.correct.cancel")}
        </a>
      ) : null}
    </form>
  );
}
