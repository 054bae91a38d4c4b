import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";

/**
 * Changing the base currency is an explicit step. Stored rates keep the currency they were quoted
 * against; so the change is refused while enabled exchange rates are quoted in another currency
 * (they would price in the old base beside new ones in the new), and otherwise it says what stays
 * as it is and waits for a confirmation. The change and its log row are one transaction (the caller's).
 */
export async function assertBaseChange(q: Queryable, from: string, to: string, confirmed: boolean) {
  const [counts] = await q.query<{ enabled: number; disabled: number; benchmarks: number }>(
    `select (select count(*)::int from exchange_rates where enabled and quote_currency <> $1) as enabled,
            (select count(*)::int from exchange_rates where not enabled and quote_currency <> $1) as disabled,
            (select count(*)::int from benchmark_rates where quote_currency <> $1) as benchmarks`,
    [to],
  );
  if (counts.enabled) {
    const en = `${counts.enabled} enabled exchange rates are quoted in another currency than ${to} (per 1 ${from}); disable them before changing the base currency to ${to}`;
    const zh = `有 ${counts.enabled} 条已启用的汇率不是按 ${to} 报价（按 1 ${from}）；请先停用它们，再将基准币种改为 ${to}`;
    throw new ApiError(409, en, { errors: { base_currency: [en] } }, zh);
  }
  if (confirmed) return;
  const en = `From now on new benchmark and exchange rates are quoted per 1 ${to}. The ${counts.benchmarks} benchmark rates and ${counts.disabled} disabled exchange rates stored so far keep the currency they were quoted in (${from}) and are not converted. Confirm to change the base currency from ${from} to ${to}.`;
  const zh = `此后新增的基准汇率和汇率均按 1 ${to} 报价。已有的 ${counts.benchmarks} 条基准汇率和 ${counts.disabled} 条已停用汇率保留原报价币种（${from}），不做换算。确认后基准币种由 ${from} 改为 ${to}。`;
  throw new ApiError(409, en, { errors: { confirm_base_change: [en] } }, zh);
}
