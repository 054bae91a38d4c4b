import { ENABLE_DISABLE } from "../../../app/lib/lifecycle";
import { ApiError } from "../../http/errors";
import { equals, flag } from "../../resources/filters";
import { recordApi, type ResourceDef } from "../../resources/resource";
import * as s from "./schemas";
import { SHIPPING_CHANNELS } from "../../../app/features/system/geo/geo-rules";
import * as z from "zod";

// amounts leave as text ("12.50"): numeric(12,2) read exactly, never through a float
const SELECT = `id, country_code, channel, carrier, min_days, max_days, currency_code, fee::text as fee,
  free_threshold::text as free_threshold, enabled, version, updated_by, created_at, updated_at`;

/** Country mode: how parcels reach a country, in how many days, at what fee and from what order total free. */
export const shippingResource: ResourceDef = {
  entity: "country_shipping",
  noun: { en: "Shipping channel", zh: "物流渠道" },
  route: "country-region-shipping-list",
  table: "country_shipping",
  select: SELECT,
  list: {
    path: "/api/config/country-shippings",
    filters: {
      country: equals("country_code", s.countryCode),
      channel: equals("channel", z.enum(SHIPPING_CHANNELS)),
      currency: equals("currency_code", s.currencyCode),
      enabled: flag("enabled"),
    },
    order: "country_code, channel, currency_code",
    sort: { country_code: "country_code", min_days: "min_days", updated_at: "updated_at" },
  },
  ...recordApi("/api/config/country-shipping", { create: s.shippingCreate, update: s.shippingUpdate, lifecycle: ENABLE_DISABLE }),
  async check(q, v, id) {
    const known = await q.query("select 1 from countries where code = $1", [v.country_code]);
    if (!known.length) {
      const en = `${v.country_code} is not in the country list`;
      throw new ApiError(409, en, { errors: { country_code: [en] } }, `${v.country_code} 不在国家列表中`);
    }
    const dup = await q.query(
      "select 1 from country_shipping where country_code = $1 and channel = $2 and currency_code = $3 and id <> $4",
      [v.country_code, v.channel, v.currency_code, id ?? 0],
    );
    if (dup.length) {
      const en = `${v.country_code} already has a ${v.channel} channel in ${v.currency_code}`;
      throw new ApiError(409, en, { errors: { channel: [en] } }, `${v.country_code} 已有 ${v.currency_code} 的 ${v.channel} 渠道`);
    }
    // an edit without a threshold removes it
    return { free_threshold: v.free_threshold ?? null };
  },
};
