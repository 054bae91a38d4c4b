import { randomInt } from "node:crypto";
import { writeBatch } from "../../resources/write";
import * as z from "zod";
import { prizeStateOf, type Prize } from "../../../app/features/market-tool/turnplate-rules";
import type { Queryable } from "../../db/client";
import { ApiError, notFound } from "../../http/errors";
import { routeByName } from "../../../app/lib/route-tree";
import { idField } from "../../http/list";
import { endpoint, type Endpoint } from "../../http/router";
import { creditPrize } from "./turnplate-credit";
import { siteSentence } from "../../http/site-names";

// A spin of the wheel (POST /api/market/turnplate/draw — the spec names no draw endpoint, so it sits
// under the prefix of the lottery's other endpoints): draws a slot for a customer of the wheel's
// site by the slots' probabilities, only while the wheel is online and inside its period, within
// the customer's daily and total limits. Every spin writes a reward record (a "nothing" slot too:
// the records are what the limits count) and its audit row, in one transaction. The prize is
// credited in the same transaction (turnplate-credit.ts): points to the points account, a voucher
// by a voucher send, a product recorded as to be shipped; the record's prize_state says which.
//
// Stock: a slot whose stock is 0 cannot come up — the draw is made over the slots that still have
// stock (or unlimited stock), by their probabilities; when none has any, the spin is refused. The
// wheel's row is locked for the whole spin, so spins of one wheel are counted one at a time (stock
// and limits), and the stock is taken by an UPDATE that only succeeds while it is above 0, so it
// never goes below 0. Taking stock bumps the wheel's version: an editor's form opened before the
// spin cannot write back the old stock.

const LA = "America/Los_Angeles";
/** the key that gates every change to a lottery (turnplate-list's) gates a spin made from the console */
const TURNPLATE_KEY = routeByName("turnplate-list")!.intents.update;

/**
 * Where the draw's randomness comes from: `roll(total)` returns a whole number in [0, total), the
 * point on the wheel in basis points of the slots that can come up. Tests replace it.
 */
export const drawDice = { roll: (total: number): number => randomInt(total) };

/** The slot (0-based) the point `roll` falls on, among the slots with stock; null when none has any. */
export function pickSlot(prizes: Prize[], roll: (total: number) => number): number | null {
  const open = prizes.map((p, i) => ({ i, bp: p.stock === null || p.stock > 0 ? p.probability_bp : 0 })).filter((s) => s.bp > 0);
  const total = open.reduce((s, x) => s + x.bp, 0);
  if (!total) return null;
  const point = roll(total);
  if (!Number.isInteger(point) || point < 0 || point >= total) throw new Error(`draw roll ${point} is outside [0, ${total})`);
  let upTo = 0;
  for (const s of open) {
    upTo += s.bp;
    if (point < upTo) return s.i;
  }
  return null;
}

export const drawBody = z.strictObject({ turnplate_id: idField, customer_id: idField });

const refuse = (code: number, en: string, zh: string, data: unknown = null) => new ApiError(code, en, data, zh);

type Wheel = {
  id: number;
  name: string;
  site_abbr: string;
  status: string;
  started: boolean;
  ended: boolean;
  start_text: string;
  end_text: string;
  daily_limit: number;
  total_limit: number;
  prizes: Prize[];
};

export async function drawPrize(
  q: Queryable,
  turnplateId: number,
  customerId: number,
  roll: (total: number) => number,
  actor: { id: number | null; name: string },
) {
  const [w] = await q.query<Wheel>(
    `select id, name, site_abbr, status, start_at <= now() as started, end_at < now() as ended,
       to_char(start_at at time zone '${LA}', 'YYYY-MM-DD HH24:MI') as start_text, to_char(end_at at time zone '${LA}', 'YYYY-MM-DD HH24:MI') as end_text,
       daily_limit, total_limit, prizes from turnplates where id = $1 for update`,
    [turnplateId],
  );
  if (!w) throw notFound("Wheel lottery", "大转盘");
  if (w.status !== "online")
    throw refuse(
      409,
      `The wheel lottery ${w.name} is not online (it is ${w.status}): nobody can spin it`,
      `大转盘 ${w.name} 未上线，不能抽奖`,
      { state: w.status },
    );
  if (!w.started)
    throw refuse(
      409,
      `The wheel lottery ${w.name} has not started: it opens ${w.start_text} (US West)`,
      `大转盘 ${w.name} 尚未开始：${w.start_text}（美西时间）开始`,
    );
  if (w.ended)
    throw refuse(
      409,
      `The wheel lottery ${w.name} has ended: it closed ${w.end_text} (US West)`,
      `大转盘 ${w.name} 已结束：${w.end_text}（美西时间）结束`,
    );
  const [c] = await q.query<{ id: number; email: string; site_abbr: string }>("select id, email, site_abbr from customers where id = $1", [
    customerId,
  ]);
  if (!c) throw notFound("Customer", "顾客");
  if (c.site_abbr !== w.site_abbr) {
    const s = siteSentence(w.site_abbr);
    const err = refuse(
      422,
      `Customer ${c.id} is not a customer of ${s.en}, where the wheel runs`,
      `顾客 ${c.id} 不属于大转盘所在的${s.zh}`,
      { errors: { customer_id: [`is not a customer of ${s.en}`] } },
    );
    err.zhErrors = { customer_id: [`不是${s.zh}的顾客`] };
    throw err;
  }
  const [used] = await q.query<{ total: number; today: number }>(
    `select count(*)::int as total,
       count(*) filter (where drawn_at >= ((now() at time zone '${LA}')::date::timestamp at time zone '${LA}'))::int as today
     from turnplate_rewards where turnplate_id = $1 and customer_id = $2`,
    [w.id, c.id],
  );
  if (used.total >= w.total_limit)
    throw refuse(
      409,
      `Customer ${c.id} has used all ${w.total_limit} spins of this wheel`,
      `顾客 ${c.id} 已用完本转盘的 ${w.total_limit} 次抽奖机会`,
      { limit: "total" },
    );
  if (used.today >= w.daily_limit)
    throw refuse(
      409,
      `Customer ${c.id} has used today's ${w.daily_limit} spins of this wheel (US West day)`,
      `顾客 ${c.id} 今日（美西时间）的 ${w.daily_limit} 次抽奖机会已用完`,
      { limit: "daily" },
    );
  const slot = pickSlot(w.prizes, roll);
  if (slot === null) throw refuse(409, `Every prize of the wheel lottery ${w.name} is out of stock`, `大转盘 ${w.name} 的奖品已全部抽完`);
  const prize = w.prizes[slot];
  if (prize.stock !== null) {
    // left by hand: a conditional decrement in the prizes' JSON, inside the draw's writeBatch
    const taken = await q.query(
      `update turnplates set prizes = jsonb_set(prizes, array[$3::text, 'stock'], to_jsonb((prizes -> $2::int ->> 'stock')::int - 1)), version = version + 1
       where id = $1 and (prizes -> $2::int ->> 'stock')::int > 0 returning id`,
      [w.id, slot, String(slot)],
    );
    // never expected under the row lock: refuse rather than give a prize that is gone
    if (!taken.length) throw refuse(409, `The prize ${prize.name} is out of stock`, `奖品 ${prize.name} 已无库存`);
  }
  const credit = await creditPrize(q, w, prize, c, actor);
  const [reward] = await q.query<Record<string, unknown>>(
    `insert into turnplate_rewards (turnplate_id, site_abbr, customer_id, customer_email, prize_slot, prize_name, prize_kind, prize_value, prize_state, points_entry_id, voucher_send_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     returning id::int as id, turnplate_id, site_abbr as site, customer_id, customer_email, prize_slot, prize_name, prize_kind, prize_value, prize_state,
       points_entry_id::int as points_entry_id, voucher_send_id, drawn_at`,
    [
      w.id,
      w.site_abbr,
      c.id,
      c.email,
      slot + 1,
      prize.name,
      prize.kind,
      prize.value,
      prizeStateOf(prize.kind),
      credit.points_entry_id,
      credit.voucher_send_id,
    ],
  );
  return { reward, stock_left: prize.stock === null ? null : prize.stock - 1, credit };
}

export const turnplateDrawEndpoint: Endpoint = endpoint<unknown, z.infer<typeof drawBody>>({
  method: "POST",
  path: "/api/market/turnplate/draw",
  access: { any: [TURNPLATE_KEY] },
  body: drawBody,
  handler: (ctx) =>
    writeBatch(ctx.db, ctx, async (q) => {
      const drawn = await drawPrize(q, ctx.body.turnplate_id, ctx.body.customer_id, drawDice.roll, ctx.user);
      const log = [{ action: "draw", entity: "turnplate", entityId: ctx.body.turnplate_id, after: drawn.reward }];
      // the points account's own log shows the credit, as it shows a staff adjustment
      if (drawn.credit.points_account_id !== null) {
        log.push({
          action: "credit",
          entity: "points",
          entityId: drawn.credit.points_account_id,
          after: { source: "turnplate", reward_id: drawn.reward.id, points: Number(drawn.reward.prize_value) },
        });
      }
      return { result: { ...drawn.reward, stock_left: drawn.stock_left }, log };
    }),
});
