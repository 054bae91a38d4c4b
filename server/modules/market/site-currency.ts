import { notSiteCurrency } from "../../../app/domain/site-currency";
import type { Queryable } from "../../db/client";
import { FieldError } from "../../http/errors";
import { siteCurrencies } from "../budget/shared";

/** 422 on `field` ("is not a currency of site uk", zh on a Chinese form) unless the site prices in the currency. */
export async function refuseForeignCurrency(q: Queryable, site: string, currency: string, field: string) {
  if ((await siteCurrencies(q, site)).includes(currency)) return;
  const m = notSiteCurrency(site);
  throw new FieldError(field, m.en, m.zh);
}
