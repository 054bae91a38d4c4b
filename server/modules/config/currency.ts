import { currencyKind } from "../../../app/domain/kinds/currency";
import { countryName } from "../../../app/lib/countries";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { text } from "../../http/list";
import { countryText, equals } from "../../resources/filters";
import { kindResource } from "../../resources/kind";
import * as s from "./schemas";
import { siteSentence } from "../../http/site-names";

/** Country currency (app/domain/kinds/currency.ts), with its rules written by hand: one currency per country and site. */
export const currencyResource = kindResource(currencyKind, {
  filters: {
    currency: equals("currency_code", s.currencyCode),
    country: countryText("country_code", "country_name", text(100)),
  },
  check: async (q, v, id) => {
    await uniqueCountrySite(q, v.country_code, v.site, id ?? 0);
    // the stored name follows the code (English, as ISO writes it); screens show it in their language
    return { country_name: countryName(String(v.country_code), "en") };
  },
});

async function uniqueCountrySite(q: Queryable, country: string, site: string, exceptId: number) {
  const dup = await q.query("select id from currencies where country_code = $1 and site_abbr = $2 and id <> $3", [country, site, exceptId]);
  if (dup.length) {
    const s = siteSentence(site);
    const en = `${country} already has a currency on ${s.en}`;
    throw new ApiError(409, en, { errors: { country_code: [en] } }, `${country} 在${s.zh}已配置币种`);
  }
}
