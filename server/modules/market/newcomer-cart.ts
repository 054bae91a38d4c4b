import { cartKind, newcomerKind } from "../../../app/domain/kinds/newcomer-cart";
import { selectList } from "../../../app/domain/kinds/kind";
import { toMinor } from "../../../app/features/market-tool/promo-money";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { kindResource } from "../../resources/kind";
import { logEndpoint } from "../../resources/logs";
import { resourceEndpoints } from "../../resources/resource";
import { refuseForeignTargets } from "./reward-targets";
import { refuseForeignCurrency } from "../config/site-currencies";
import { siteSentence } from "../../http/site-names";

// Newcomer coupon packages and shopping-cart settings (app/domain/kinds/newcomer-cart.ts), with the
// rules written by hand: one enabled package a site, of the site's vouchers in use; one cart row a
// site, its threshold in one of the site's currencies, kept in minor units.

export const packageRefusal = {
  noVouchers: () =>
    new ApiError(
      409,
      "The package has no vouchers: pick its site's vouchers before enabling it",
      { errors: { voucher_ids: ["pick the site's vouchers before enabling"] } },
      "礼包还没有优惠券：请先选择站点的优惠券再启用",
    ),
  siteTaken: (site: string, name: string) =>
    new ApiError(
      409,
      `${siteSentence(site).en0} already has an enabled newcomer package: ${name}. Disable it first`,
      { errors: { site: [`already has an enabled package: ${name}`] } },
      `${siteSentence(site).zh}已有启用的新人礼包：${name}，请先停用`,
    ),
};

async function enabledElsewhere(q: Queryable, site: string, exceptId: number) {
  const [other] = await q.query<{ name: string }>(
    "select name from newcomer_coupons where site_abbr = $1 and enabled and id <> $2 for update",
    [site, exceptId],
  );
  if (other) throw packageRefusal.siteTaken(site, other.name);
}

export const newcomerResource = kindResource(newcomerKind, {
  // the picked vouchers' names, in the package's order, beside their ids
  select: `${selectList(newcomerKind)},
    (select coalesce(json_agg(json_build_object('id', v.id, 'name', v.name) order by array_position(voucher_ids, v.id)), '[]')
       from vouchers v where v.id = any(voucher_ids)) as vouchers`,
  check: async (q, v, id) => {
    // an enabled package moved to another site must not meet that site's enabled one
    if (id !== null) {
      const [row] = await q.query<{ enabled: boolean }>("select enabled from newcomer_coupons where id = $1 for update", [id]);
      if (row?.enabled) await enabledElsewhere(q, v.site, id);
    }
    await refuseForeignTargets(q, "voucher", v.site, v.voucher_ids, "voucher_ids");
    return {};
  },
  checkTransition: async (q, row, name) => {
    if (name !== "enable") return;
    await enabledElsewhere(q, String(row.site), Number(row.id));
    // a package saved before vouchers were picked (typed codes), or whose vouchers ended since, gives nothing
    const ids = (row.voucher_ids as number[]).map(Number);
    if (!ids.length) throw packageRefusal.noVouchers();
    await refuseForeignTargets(q, "voucher", String(row.site), ids, "voucher_ids");
  },
});

export const cartResource = kindResource(cartKind, {
  check: async (q, v, id) => {
    const dup = await q.query("select id from cart_configs where site_abbr = $1 and id <> $2", [v.site, id ?? 0]);
    if (dup.length) {
      const s = siteSentence(v.site);
      const en = `${s.en0} already has shopping cart settings`;
      throw new ApiError(409, en, { errors: { site: [en] } }, `${s.zh}已有购物车配置`);
    }
    // the threshold is in one of the site's currencies (issue 41 §2)
    await refuseForeignCurrency(q, v.site, v.currency_code, "currency_code");
    return { free_shipping_minor: toMinor(v.free_shipping, v.currency_code) };
  },
});

export const newcomerCartEndpoints = [
  ...resourceEndpoints(newcomerResource),
  ...resourceEndpoints(cartResource),
  // the list's readers read the log (not the detail page's alone)
  logEndpoint("/api/market/newcomer-coupon/logs", [newcomerResource]),
  logEndpoint("/api/market/cart-config/logs", [cartResource]),
];
