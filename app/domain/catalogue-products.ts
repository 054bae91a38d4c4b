// Exclusive offers and rankings name real products (issue 41 §6): each line's code is the SPU of a
// product of the goods catalogue with a price on the record's site, and the name stored is the
// catalogue's. Products are picked from the site's list (or a pool of the site); pasted lines are
// checked the same way. The API's refusals, in both languages, naming the site in a sentence
// (SiteWords). Pure: both halves read it.

import type { SiteWords } from "./site-name";

/** The line's code is no product's SPU. */
export const notInCatalogue = (line: number, code: string) => ({
  en: `Line ${line}: ${code} is not a product of the catalogue`,
  zh: `第 ${line} 行：${code} 不是商品目录中的商品`,
});

/** The product has no price on the site: the site does not sell it. */
export const notSoldOnSite = (line: number, code: string, site: SiteWords) => ({
  en: `Line ${line}: ${code} has no price on ${site.en}: choose a product the site sells`,
  zh: `第 ${line} 行：${code} 在${site.zh}没有售价：请选择该站点在售的商品`,
});

/** No pool of that id on the site (unknown, or another site's). */
export const poolNotOfSite = (id: number | string, site: SiteWords) => ({
  en: `#${id} is not a product pool of ${site.en}`,
  zh: `#${id} 不是${site.zh}的商品池`,
});

/**
 * An exclusive price is held to what the product costs on the offer's site (issue 41 §1, as an event
 * price is: app/domain/event-price.ts): its lowest SKU price there, in the offer's currency — above
 * it, a customer of the group would pay more for that SKU with the offer than without. Equal is
 * allowed (the offer then only limits who buys and how many).
 */
export const aboveSitePrice = (
  line: number,
  code: string,
  price: string,
  site: { site: SiteWords; currency: string; price: string; sku: string },
) => ({
  en: `Line ${line}: the exclusive price ${price} of ${code} is above its price on ${site.site.en}, ${site.currency} ${site.price} (SKU ${site.sku})`,
  zh: `第 ${line} 行：${code} 的专享价 ${price} 高于其在${site.site.zh}的售价 ${site.currency} ${site.price}（SKU ${site.sku}）`,
});

/** The site prices the product, but not in the offer's currency: there is no price to hold the exclusive one to. */
export const noPriceInCurrency = (line: number, code: string, site: SiteWords, currency: string) => ({
  en: `Line ${line}: ${code} has no price in ${currency} on ${site.en}: choose a product the site sells in ${currency}`,
  zh: `第 ${line} 行：${code} 在${site.zh}没有 ${currency} 售价：请选择该站点以 ${currency} 销售的商品`,
});
