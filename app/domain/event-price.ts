// The rule an event price obeys, said once for every way a price reaches an event: products added
// (batchSaveFromPool), a price adjusted on a draft, a revision of a published event, and the
// spreadsheet import. An event never sells a SKU above what the SKU costs on the event's site:
// a daily special or flash sale is a discount, and a price above the catalogue's is a typo that
// would charge customers more during the promotion than outside it. Pure: no database, no React.

import type { SiteWords } from "./site-name";

/** the highest event price, whatever the currency */
export const EVENT_PRICE_MAX = 1_000_000;

/** A refusal in both languages. */
export interface PriceProblem {
  en: string;
  zh: string;
}

/** decimal text with at most `decimals` places → integer minor units */
export function toMinor(text: string, decimals: number): bigint {
  const [whole, frac = ""] = text.split(".");
  return BigInt(whole + frac.padEnd(decimals, "0").slice(0, decimals));
}

/** integer minor units (bigint text) → decimal text with the currency's places */
export function minorToText(minor: string | number | bigint, decimals: number): string {
  const n = BigInt(minor);
  if (!decimals) return n.toString();
  const s = (n < 0n ? -n : n).toString().padStart(decimals + 1, "0");
  return `${n < 0n ? "-" : ""}${s.slice(0, -decimals)}.${s.slice(-decimals)}`;
}

export interface PriceContext {
  /** the event's currency and its decimal places */
  currency: string;
  decimals: number;
  /** the SKU's price on the event's site in the event's currency (minor units); null when the catalogue has none */
  siteMinor: string | bigint | null;
}

/**
 * What is wrong with an event price as typed (decimal text), or null. The site price bounds it when
 * the catalogue has one (equal is allowed: the event then only reserves stock and the slot).
 */
export function eventPriceProblem(price: string, c: PriceContext): PriceProblem | null {
  if (!/^-?\d{1,9}(\.\d+)?$/.test(price)) return { en: "Event price must be an amount such as 12.99", zh: "活动价须为金额，例如 12.99" };
  if (Number(price) <= 0) return { en: "Event price must be more than 0", zh: "活动价必须大于 0" };
  if ((price.split(".")[1]?.length ?? 0) > c.decimals)
    return { en: `${c.currency} amounts have at most ${c.decimals} decimal places`, zh: `${c.currency} 金额最多 ${c.decimals} 位小数` };
  if (Number(price) > EVENT_PRICE_MAX)
    return { en: `Event price must be at most ${EVENT_PRICE_MAX}`, zh: `活动价不能超过 ${EVENT_PRICE_MAX}` };
  if (c.siteMinor != null && toMinor(price, c.decimals) > BigInt(c.siteMinor)) {
    const site = minorToText(c.siteMinor, c.decimals);
    return { en: `Event price ${price} is above the site price ${site}`, zh: `活动价 ${price} 高于站点价 ${site}` };
  }
  return null;
}

/** What the catalogue says of a SKU offered to an event, as far as the event cares. */
export interface CatalogueSku {
  /** the product's name in the catalogue, or null when the SKU is not in it */
  name: string | null;
  /** its price on the event's site in the event's currency (minor units), or null */
  siteMinor: string | bigint | null;
}

/**
 * Why a SKU may not join an event, or null: it must be in the catalogue and sell on the event's
 * site in the event's currency (without a site price there is nothing the event price is a
 * discount of, and nothing a customer of that site could buy outside the event).
 */
export function eventSkuProblem(sku: string, found: CatalogueSku, site: SiteWords, currency: string): PriceProblem | null {
  if (found.name === null) return { en: `SKU ${sku} is not in the catalogue`, zh: `SKU ${sku} 不在商品库中` };
  if (found.siteMinor == null)
    return { en: `SKU ${sku} has no price on ${site.en} in ${currency}`, zh: `SKU ${sku} 在${site.zh}没有 ${currency} 价格` };
  return null;
}
