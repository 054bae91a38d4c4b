import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";

// How many discount codes may be asked for in any 24 hours (issue 39.5): a batch holds up to
// 100,000, so a person may make two full batches a day and a discount gets at most three, whoever
// asks. Counted from the batches themselves (failed ones too: their codes were written), on the
// database's clock, so every API instance agrees.
export const CODE_QUOTA = {
  /** codes one person may ask for in any 24 hours: 200,000 */
  perPerson: 200_000,
  /** codes one discount may be given in any 24 hours: 300,000 */
  perDiscount: 300_000,
} as const;

const n = (v: number) => v.toLocaleString("en-US");

const overQuota = (who: "person" | "discount", left: number, seconds: number) => {
  const limit = who === "person" ? CODE_QUOTA.perPerson : CODE_QUOTA.perDiscount;
  const hours = Math.max(1, Math.ceil(seconds / 3600));
  const en =
    who === "person"
      ? `Daily code quota reached: at most ${n(limit)} codes per person in 24 hours (${n(left)} left). Try again in ${hours} hour(s).`
      : `Daily code quota of this discount reached: at most ${n(limit)} codes in 24 hours (${n(left)} left). Try again in ${hours} hour(s).`;
  const zh =
    who === "person"
      ? `已达每日优惠码额度：每人 24 小时内最多 ${n(limit)} 个（剩余 ${n(left)} 个），请 ${hours} 小时后再试。`
      : `该优惠码活动已达每日额度：24 小时内最多 ${n(limit)} 个（剩余 ${n(left)} 个），请 ${hours} 小时后再试。`;
  return new ApiError(429, en, { retry_after: seconds, errors: { count: [en] } }, zh);
};

/**
 * Refuses a batch of `count` codes the person's or the discount's recent batches leave no room for.
 * Called under the discount's row lock and the person's batch claim, so two requests cannot both
 * see room that only one of them has.
 */
export async function checkCodeQuota(q: Queryable, userId: number, discountId: number, count: number): Promise<void> {
  const [row] = await q.query<{ mine: string; mine_wait: number | null; theirs: string; theirs_wait: number | null }>(
    `select coalesce(sum(requested) filter (where created_by_id = $1), 0)::bigint as mine,
            ceil(extract(epoch from min(created_at) filter (where created_by_id = $1) + interval '24 hours' - now()))::int as mine_wait,
            coalesce(sum(requested) filter (where discount_id = $2), 0)::bigint as theirs,
            ceil(extract(epoch from min(created_at) filter (where discount_id = $2) + interval '24 hours' - now()))::int as theirs_wait
       from discount_code_batches
      where (created_by_id = $1 or discount_id = $2) and created_at > now() - interval '24 hours'`,
    [userId, discountId],
  );
  const mine = Number(row.mine);
  const theirs = Number(row.theirs);
  if (mine + count > CODE_QUOTA.perPerson)
    throw overQuota("person", Math.max(0, CODE_QUOTA.perPerson - mine), Math.max(1, row.mine_wait ?? 86_400));
  if (theirs + count > CODE_QUOTA.perDiscount)
    throw overQuota("discount", Math.max(0, CODE_QUOTA.perDiscount - theirs), Math.max(1, row.theirs_wait ?? 86_400));
}
