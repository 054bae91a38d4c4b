import { countryName } from "../../../app/lib/countries";
import { ENABLE_DISABLE } from "../../../app/lib/lifecycle";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { singleLine } from "../../http/list";
import { countryText, equals, flag } from "../../resources/filters";
import { recordApi, type ResourceDef } from "../../resources/resource";
import * as s from "./schemas";

/** Country currency: how a country's prices are written on one site. */
export const currencyResource: ResourceDef = {
  entity: "currency",
  noun: { en: "Country currency", zh: "国家币种" },
  route: "currency-manage-list",
  table: "currencies",
  select: `id, country_code, country_name, site_abbr as site, currency_code, symbol, symbol_position, decimals,
    thousands_separator, decimal_separator, enabled, version, updated_by, created_at, updated_at`,
  columns: { site: "site_abbr" },
  list: {
    path: "/api/config/currencies",
    filters: {
      site: equals("site_abbr", s.siteAbbr),
      currency: equals("currency_code", s.currencyCode),
      enabled: flag("enabled"),
      country: countryText("country_code", "country_name", singleLine(100)),
    },
    order: "id desc",
    sort: { country_name: "country_name", country_code: "country_code", site: "site_abbr", currency_code: "currency_code", updated_at: "updated_at" },
  },
  ...recordApi("/api/config/currency", { create: s.currencyCreateBody, update: s.currencyUpdateBody, lifecycle: ENABLE_DISABLE }),
  check: async (q, v, id) => {
    await uniqueCountrySite(q, v.country_code, v.site, id ?? 0);
    // the stored name follows the code (English, as ISO writes it); screens show it in their language
    return { country_name: countryName(String(v.country_code), "en") };
  },
};

async function uniqueCountrySite(q: Queryable, country: string, site: string, exceptId: number) {
  const dup = await q.query("select id from currencies where country_code = $1 and site_abbr = $2 and id <> $3", [country, site, exceptId]);
  if (dup.length) {
    const en = `${country} already has a currency on site ${site}`;
    throw new ApiError(409, en, { errors: { country_code: [en] } }, `${country} 在站点 ${site} 已配置币种`);
  }
}
