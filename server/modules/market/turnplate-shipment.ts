import * as z from "zod";
import { PRIZE_LIFECYCLE } from "../../../app/features/market-tool/turnplate-rules";
import { notFound } from "../../http/errors";
import { idField, versionField } from "../../http/list";
import { endpoint } from "../../http/router";
import { requireState } from "../../resources/transition";
import { updateVersioned } from "../../resources/write";
import { COLUMNS, SHIP_KEY, shipmentFields } from "./turnplate-ship";

// Correcting a shipped prize's shipment (POST /api/market/turnplate/rewards/shipment — beside the
// ship endpoint, same key): a carrier or tracking number typed wrong is put right, with the same
// rules as shipping. Not a transition — the record stays shipped, and who shipped it and when stay
// as they were (the log says who corrected it) — so only a shipped record takes it (409 naming the
// state otherwise). Sending what the record already holds changes nothing and writes no log row,
// whatever the version (a form posted twice); a change carries the `version` its form was opened
// at (stale → 409 with the record as it is now). The change and its `correct_shipment` audit row
// (on the wheel, carrier and tracking number before → after) are one transaction, the row locked.

export const shipmentBody = z.strictObject({ id: idField, version: versionField, ...shipmentFields });
type ShipmentBody = z.infer<typeof shipmentBody>;

type Reward = { version: number } & Record<string, any>;
/** the record without the text the ship endpoint's note is worded from */
const bare = ({ shipped_at_text: _, ...r }: Reward): Reward => r as Reward;

const snapshot = (r: Record<string, any>, carrier: unknown, tracking: unknown) => ({
  reward_id: r.id,
  customer_email: r.customer_email,
  prize_name: r.prize_name,
  shipped_carrier: carrier,
  shipped_tracking_no: tracking,
});

export const rewardShipmentEndpoint = endpoint<unknown, ShipmentBody>({
  method: "POST",
  path: "/api/market/turnplate/rewards/shipment",
  access: { any: [SHIP_KEY] },
  body: shipmentBody,
  handler: (ctx) =>
    ctx.db.tx(async (q) => {
      const { id, version, carrier, tracking_no } = ctx.body;
      const read = async () => {
        const [row] = await q.query<Reward>(`select ${COLUMNS} from turnplate_rewards where id = $1 for update`, [id]);
        return row && bare(row);
      };
      const before = await read();
      if (!before) throw notFound("Reward record", "中奖记录");
      requireState(PRIZE_LIFECYCLE, before, PRIZE_LIFECYCLE.transitions.ship.to, "reward.correct");
      if (before.shipped_carrier === carrier && before.shipped_tracking_no === tracking_no) return { applied: false, reward: before };
      const after = await updateVersioned<Reward>(q, ctx, {
        table: "turnplate_rewards",
        id,
        version,
        set: { shipped_carrier: carrier, shipped_tracking_no: tracking_no },
        returning: COLUMNS,
        // who shipped it stays as it was: the log row names who corrected it
        actor: null,
        current: read,
        noun: { en: "Reward record", zh: "中奖记录" },
        log: {
          action: "correct_shipment",
          entity: "turnplate",
          entityId: before.turnplate_id,
          before: snapshot(before, before.shipped_carrier, before.shipped_tracking_no),
          after: snapshot(before, carrier, tracking_no),
        },
      });
      return { applied: true, reward: bare(after) };
    }),
});
