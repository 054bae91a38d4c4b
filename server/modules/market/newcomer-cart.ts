import * as z from "zod";
import { AMOUNT_TEXT, toMinor } from "../../../app/features/market-tool/promo-money";
import {
  CART_ITEMS_MAX,
  CART_ITEMS_MIN,
  CLAIM_HOURS_MAX,
  PACKAGE_CODES_MAX,
  PACKAGE_CODES_MIN,
  PACKAGE_NAME_MAX,
  QUOTA_MAX,
  RESERVE_MINUTES_MAX,
  THRESHOLD_MINOR_MAX,
  VALID_DAYS_MAX,
} from "../../../app/features/market-tool/market-task-rules";
import { CURRENCY_CODES } from "../../../app/lib/constants";
import { ENABLE_DISABLE } from "../../../app/lib/lifecycle";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { idField, versionField, singleLine } from "../../http/list";
import { contains, equals, flag } from "../../resources/filters";
import { logEndpoint } from "../../resources/logs";
import { recordApi, resourceEndpoints, type ResourceDef } from "../../resources/resource";
import { siteAbbr } from "../config/schemas";
import { refuseForeignTargets } from "./reward-targets";

// Newcomer coupon packages (coupons-for-newcomers): the vouchers (picked by id, of the package's site)
// a new customer of a site receives at sign-up, valid for `valid_days`, claimable for `claim_hours`, at most `quota` packages
// (null: no limit). One enabled package a site. Shopping-cart settings (shopping-cart-manager): one
// row a site: how many items a cart holds, how long it reserves stock, the free-shipping reminder
// threshold in a currency (integer minor units), and whether the cart shows recommendations.
const whole = (min: number, max: number) =>
  z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(min, `must be from ${min} to ${max}`)
    .max(max, `must be from ${min} to ${max}`);

/** 1–10 vouchers of the package's site, picked by id, none twice (which site's: checked in the transaction) */
const voucherIds = z
  .array(
    z
      .number({ error: "must be a voucher id" })
      .int("must be a voucher id")
      .positive("must be a voucher id")
      .max(2 ** 31 - 1),
    {
      error: "must be a list of voucher ids",
    },
  )
  .min(PACKAGE_CODES_MIN, `must list ${PACKAGE_CODES_MIN} to ${PACKAGE_CODES_MAX} vouchers`)
  .max(PACKAGE_CODES_MAX, `must list ${PACKAGE_CODES_MIN} to ${PACKAGE_CODES_MAX} vouchers`)
  .refine((ids) => new Set(ids).size === ids.length, "a voucher is listed twice");

const packageFields = {
  name: singleLine(PACKAGE_NAME_MAX).min(1, "name is required"),
  site: siteAbbr,
  voucher_ids: voucherIds,
  valid_days: whole(1, VALID_DAYS_MAX),
  claim_hours: whole(1, CLAIM_HOURS_MAX),
  /** null: no limit */
  quota: whole(1, QUOTA_MAX).nullable(),
};
export const packageCreateBody = z.strictObject(packageFields);
export const packageUpdateBody = z.strictObject({ id: idField, version: versionField, ...packageFields });

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
      `The site ${site} already has an enabled newcomer package: ${name}. Disable it first`,
      { errors: { site: [`already has an enabled package: ${name}`] } },
      `站点 ${site} 已有启用的新人礼包：${name}，请先停用`,
    ),
};

async function enabledElsewhere(q: Queryable, site: string, exceptId: number) {
  const [other] = await q.query<{ name: string }>(
    "select name from newcomer_coupons where site_abbr = $1 and enabled and id <> $2 for update",
    [site, exceptId],
  );
  if (other) throw packageRefusal.siteTaken(site, other.name);
}

export const newcomerResource: ResourceDef = {
  entity: "newcomer_coupon",
  noun: { en: "Newcomer coupon package", zh: "新人礼包" },
  route: "coupons-for-newcomers",
  table: "newcomer_coupons",
  select: `id, name, site_abbr as site, voucher_ids, valid_days, claim_hours, quota, claimed, enabled, version, updated_by, created_at, updated_at,
    (select coalesce(json_agg(json_build_object('id', v.id, 'name', v.name) order by array_position(voucher_ids, v.id)), '[]')
       from vouchers v where v.id = any(voucher_ids)) as vouchers`,
  columns: { site: "site_abbr", vouchers: null },
  list: {
    path: "/api/market/newcomer-coupons",
    filters: {
      site: equals("site_abbr", siteAbbr),
      enabled: flag("enabled"),
      name: contains(["name"], singleLine(PACKAGE_NAME_MAX)),
    },
    order: "id desc",
    sort: { name: "name", valid_days: "valid_days", updated_at: "updated_at" },
  },
  ...recordApi("/api/market/newcomer-coupon", { create: packageCreateBody, update: packageUpdateBody, lifecycle: ENABLE_DISABLE }),
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
};

const cartFields = {
  site: siteAbbr,
  max_items: whole(CART_ITEMS_MIN, CART_ITEMS_MAX),
  reserve_minutes: whole(0, RESERVE_MINUTES_MAX),
  currency_code: z.enum(CURRENCY_CODES, { error: "must be a supported currency code" }),
  /** decimal text in the currency ("49.00"; JPY and KRW take no decimals) */
  free_shipping: z
    .string({ error: "must be an amount as text, e.g. 49.00" })
    .trim()
    .regex(AMOUNT_TEXT, "must be an amount with at most 2 decimals, e.g. 49.00"),
  recommendations: z.boolean({ error: "must be true or false" }),
};
const money = <S extends z.ZodType<{ currency_code: string; free_shipping: string }>>(s: S) =>
  s.refine(
    (v) => {
      if (typeof v.free_shipping !== "string" || typeof v.currency_code !== "string") return true;
      const minor = toMinor(v.free_shipping, v.currency_code);
      return minor !== null && minor <= THRESHOLD_MINOR_MAX;
    },
    {
      message: `must fit the currency's decimals and be at most ${THRESHOLD_MINOR_MAX} minor units`,
      path: ["free_shipping"],
      when: (p) =>
        typeof p.value === "object" &&
        p.value !== null &&
        !Array.isArray(p.value) &&
        !p.issues.some((i) => ["currency_code", "free_shipping"].includes(String(i.path?.[0]))),
    },
  );
export const cartCreateBody = money(z.strictObject(cartFields));
export const cartUpdateBody = money(z.strictObject({ id: idField, version: versionField, ...cartFields }));

export const cartResource: ResourceDef = {
  entity: "cart_config",
  noun: { en: "Shopping cart settings", zh: "购物车配置" },
  route: "shopping-cart-manager",
  table: "cart_configs",
  select: `id, site_abbr as site, max_items, reserve_minutes, currency_code, free_shipping_minor::text as free_shipping_minor, recommendations,
    version, updated_by, created_at, updated_at`,
  columns: { site: "site_abbr", free_shipping: null },
  list: {
    path: "/api/market/cart-configs",
    filters: { site: equals("site_abbr", siteAbbr) },
    order: "site_abbr asc",
    sort: { site: "site_abbr", updated_at: "updated_at" },
  },
  ...recordApi("/api/market/cart-config", { create: cartCreateBody, update: cartUpdateBody }),
  check: async (q, v, id) => {
    const dup = await q.query("select id from cart_configs where site_abbr = $1 and id <> $2", [v.site, id ?? 0]);
    if (dup.length) {
      const en = `The site ${v.site} already has shopping cart settings`;
      throw new ApiError(409, en, { errors: { site: [en] } }, `站点 ${v.site} 已有购物车配置`);
    }
    return { free_shipping_minor: toMinor(v.free_shipping, v.currency_code) };
  },
};

export const newcomerCartEndpoints = [
  ...resourceEndpoints(newcomerResource).map((e) =>
    e.method === "GET" ? { ...e, access: { any: ["coupons-for-newcomers", "coupons-for-newcomers-detail"] } } : e,
  ),
  ...resourceEndpoints(cartResource),
  logEndpoint("/api/market/newcomer-coupon/logs", [newcomerResource]),
  logEndpoint("/api/market/cart-config/logs", [cartResource]),
];
