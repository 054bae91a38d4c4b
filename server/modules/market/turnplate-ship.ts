import * as z from "zod";
import {
  CARRIER_MAX,
  CARRIER_TEXT,
  PRIZE_LIFECYCLE,
  TRACKING_MAX,
  TRACKING_MIN,
  TRACKING_TEXT,
  trackingOf,
} from "../../../app/features/market-tool/turnplate-rules";
import { routeByName } from "../../../app/lib/route-tree";
import { notFound } from "../../http/errors";
import { idField } from "../../http/list";
import { endpoint } from "../../http/router";
import { transitionStep } from "../../resources/transition";
import { sql, updateVersioned } from "../../resources/write";

// Marking a product prize shipped (POST /api/market/turnplate/rewards/ship — the spec names no such
// endpoint; it sits under the reward records' own path, as the draw sits under the lottery's):
// to_ship → shipped with the carrier and tracking number, who and when. Any other state is refused
// naming it (409); a repeat changes nothing, writes no log row, and says who shipped it and when.
// The change and its audit row (entity turnplate: the wheel's log shows its spins and shipments) are
// one transaction, the record's row locked so two clicks cannot both ship it.

const LA = "America/Los_Angeles";
export const SHIP_KEY = routeByName("reward-records")!.intents.ship;

/** the carrier and tracking number as shipping and correcting a shipment take them */
export const shipmentFields = {
  carrier: z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(CARRIER_MAX, `must be at most ${CARRIER_MAX} characters`)
    .regex(CARRIER_TEXT, "must start with a letter or digit and hold only letters, digits, spaces and . & ' -"),
  tracking_no: z
    .string({ error: "is required" })
    .transform(trackingOf)
    .pipe(
      z
        .string()
        .min(1, "is required")
        .min(TRACKING_MIN, `must be ${TRACKING_MIN} to ${TRACKING_MAX} characters`)
        .max(TRACKING_MAX, `must be ${TRACKING_MIN} to ${TRACKING_MAX} characters`)
        .regex(TRACKING_TEXT, "must hold only letters, digits and -"),
    ),
};
export const shipBody = z.strictObject({ id: idField, ...shipmentFields });
type ShipBody = z.infer<typeof shipBody>;

/** a reward record as the shipping endpoints answer it (and lock it) */
export const COLUMNS = `id::int as id, turnplate_id, prize_name, prize_kind, prize_value, prize_state, customer_id, customer_email,
  shipped_carrier, shipped_tracking_no, shipped_by, shipped_at, version,
  to_char(shipped_at at time zone '${LA}', 'YYYY-MM-DD HH24:MI:SS') as shipped_at_text`;

export const rewardShipEndpoint = endpoint<unknown, ShipBody>({
  method: "POST",
  path: "/api/market/turnplate/rewards/ship",
  access: { any: [SHIP_KEY] },
  body: shipBody,
  handler: (ctx) =>
    ctx.db.tx(async (q) => {
      const [row] = await q.query<Record<string, any>>(`select ${COLUMNS} from turnplate_rewards where id = $1 for update`, [ctx.body.id]);
      if (!row) throw notFound("Reward record", "中奖记录");
      const { shipped_at_text, ...before } = row;
      if (transitionStep(PRIZE_LIFECYCLE, row, "ship") === "repeat") {
        return {
          applied: false,
          reward: before,
          // the console words its own toast from the record; this is for other callers of the API
          note: `Already shipped by ${row.shipped_by} at ${shipped_at_text} (US West): nothing changed`,
        };
      }
      const after = await updateVersioned(q, ctx, {
        table: "turnplate_rewards",
        id: row.id,
        set: {
          prize_state: "shipped",
          shipped_carrier: ctx.body.carrier,
          shipped_tracking_no: ctx.body.tracking_no,
          shipped_at: sql`now()`,
        },
        actor: "shipped_by",
        returning: COLUMNS,
        log: {
          action: "ship",
          entity: "turnplate",
          entityId: row.turnplate_id,
          before: { reward_id: row.id, customer_email: row.customer_email, prize_name: row.prize_name, prize_state: row.prize_state },
          after: {
            reward_id: row.id,
            customer_email: row.customer_email,
            prize_name: row.prize_name,
            prize_state: "shipped",
            shipped_carrier: ctx.body.carrier,
            shipped_tracking_no: ctx.body.tracking_no,
          },
        },
      });
      const { shipped_at_text: _, ...reward } = after;
      return { applied: true, reward };
    }),
});
