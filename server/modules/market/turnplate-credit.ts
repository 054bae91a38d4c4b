import { REASON_MAX } from "../../../app/features/market-tool/balance-rules";
import { valueAllowed, type Prize } from "../../../app/features/market-tool/turnplate-rules";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { adjust, POINTS } from "./balances";
import { loadSend, sendVoucher } from "./voucher-send";
import { siteSentence } from "../../http/site-names";

// Crediting a wheel's prize, in the spin's transaction (so a prize that cannot be given refuses the
// whole spin: no reward record, no stock taken). Points: a credit of the customer's points account
// through the balances' own adjustment (ledger row of the source 'turnplate', balance never below
// zero). A voucher: the slot's value is the id of a voucher of the wheel's site, given by a one-line
// voucher send of the source 'turnplate' — the send's rules hold (enabled, not expired, stock,
// per-customer holding). A product waits to be shipped; nothing credits nothing.

export type Credit = { points_entry_id: number | null; voucher_send_id: number | null; points_account_id: number | null };
type Wheel = { id: number; name: string; site_abbr: string };
type Actor = { id: number | null; name: string };

const refuse = (en: string, zh: string, data: unknown = null) => new ApiError(409, en, data, zh);

export async function creditPrize(q: Queryable, w: Wheel, prize: Prize, customer: { id: number }, actor: Actor): Promise<Credit> {
  const none: Credit = { points_entry_id: null, voucher_send_id: null, points_account_id: null };
  if (prize.kind === "points") {
    const reason = `Wheel lottery ${w.name} (#${w.id}): ${prize.name}`.slice(0, REASON_MAX);
    const { account, entry } = await adjust(
      q,
      POINTS,
      { customer_id: customer.id, direction: "credit", amount: Number(prize.value), reason },
      actor.name,
      "turnplate",
    );
    return { ...none, points_entry_id: entry.id as number, points_account_id: account.id as number };
  }
  if (prize.kind === "voucher") {
    const [v] = valueAllowed("voucher", prize.value)
      ? await q.query<{ id: number; name: string }>("select id, name from vouchers where id = $1 and site_abbr = $2", [
          Number(prize.value),
          w.site_abbr,
        ])
      : [];
    if (!v) {
      const s = siteSentence(w.site_abbr);
      throw refuse(
        `The prize ${prize.name} names no voucher of ${s.en} (its value is ${prize.value}): set the slot's value to a voucher's id`,
        `奖品 ${prize.name} 的值 ${prize.value} 不是${s.zh}的优惠券 ID，请改为优惠券 ID`,
        { prize: "voucher" },
      );
    }
    const sendId = await sendVoucher(q, v.id, String(customer.id), actor, "turnplate");
    const send = await loadSend(q, sendId);
    if (send.duplicate) {
      throw refuse(
        `Customer ${customer.id} already holds voucher ${v.name} as many times as it allows: the prize ${prize.name} cannot be given`,
        `顾客 ${customer.id} 持有的优惠券 ${v.name} 已达上限，无法发放奖品 ${prize.name}`,
        { prize: "voucher" },
      );
    }
    if (send.out_of_stock)
      throw refuse(
        `Voucher ${v.name} has no stock left: the prize ${prize.name} cannot be given`,
        `优惠券 ${v.name} 已无库存，无法发放奖品 ${prize.name}`,
        { prize: "voucher" },
      );
    return { ...none, voucher_send_id: sendId };
  }
  return none;
}
