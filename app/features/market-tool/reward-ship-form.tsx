import { useActionData, useFormAction, useNavigation } from "@remix-run/react";
import { tMessage, useT } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { formatUsWest } from "~/lib/time";
import { allowedTransitions } from "~/lib/lifecycle";
import { useKeys } from "~/ui/Can";
import { ENHANCE } from "~/ui/enhance";
import type { RewardRow, ShipFailure } from "./reward-records.server";
import { REWARDS_ROUTE } from "./turnplate";
import { CARRIER_MAX, PRIZE_LIFECYCLE } from "./turnplate-rules";

// The reward records' shipment cell: a shipped product prize shows its carrier, tracking number, who
// and when (US West); one waiting to ship shows, to staff with the page's key, the "Mark shipped"
// form — a plain post (intent=ship) that works without JavaScript and shows its pending state with it.

export function useShipmentCell() {
  const { t } = useT();
  const action = useFormAction();
  const may = useKeys().includes(routeByName(REWARDS_ROUTE)!.intents.ship);
  const pending = useNavigation().formData;
  const failed = useActionData() as ShipFailure | undefined;
  return (r: RewardRow) => {
    if (r.prize_state === "shipped") {
      return (
        <span data-testid={`shipment-${r.id}`}>
          {t("reward.shippedBy", { carrier: r.shipped_carrier ?? "", tracking: r.shipped_tracking_no ?? "", by: r.shipped_by ?? "", at: formatUsWest(r.shipped_at) })}
        </span>
      );
    }
    if (!may || !allowedTransitions(PRIZE_LIFECYCLE, r as never).includes("ship")) return "—";
    const busy = pending?.get("intent") === "ship" && pending.get("id") === String(r.id);
    const mine = failed?.id === r.id ? failed : undefined;
    const errorOf = (field: string) => mine?.fieldErrors?.[field]?.[0];
    const field = (name: "carrier" | "tracking_no", label: string, max?: number) => {
      const error = errorOf(name);
      return (
        <span className="console-cell-input">
          <input
            name={name}
            className="console-input"
            aria-label={label}
            placeholder={label}
            maxLength={max}
            defaultValue={mine?.values[name] ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `ship-${r.id}-${name}-error` : undefined}
          />
          {error ? (
            <span id={`ship-${r.id}-${name}-error`} className="console-field-error">
              {tMessage(t, error)}
            </span>
          ) : null}
        </span>
      );
    };
    return (
      <form
        method="post"
        action={action}
        className="console-ship-form"
        aria-label={t("reward.ship.formLabel", { prize: r.prize_name, id: r.id, customer: r.customer_email })}
        data-testid={`ship-${r.id}`}
        {...ENHANCE}
      >
        <input type="hidden" name="intent" value="ship" />
        <input type="hidden" name="id" value={r.id} />
        {field("carrier", t("reward.ship.carrier"), CARRIER_MAX)}
        {/* no maxLength: spaces copied from a label are taken out before the length counts */}
        {field("tracking_no", t("reward.ship.tracking"))}
        <button type="submit" className="console-linkbutton" aria-busy={busy} disabled={busy}>
          {busy ? t("reward.ship.pending") : t("reward.ship")}
        </button>
      </form>
    );
  };
}
