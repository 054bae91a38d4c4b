// A pool takes only what its site sells (issue 41 §4): a product without a price on the pool's site
// cannot be bought there, so adding it (by ticking, by SPU, by "add all") skips it and says how many
// were skipped. Drafts and sold-out products can still be pooled (a pool is often filled before a
// launch, or kept across a restock); the pickers show their status and stock.

import type { SiteWords } from "./site-name";

/** What an add skipped, in both languages ("" when nothing was). */
export function skippedNotice(skipped: number, site: SiteWords): { en: string; zh: string } | null {
  if (skipped <= 0) return null;
  return {
    en: `${skipped} ${skipped === 1 ? "product has" : "products have"} no price on ${site.en} and ${skipped === 1 ? "was" : "were"} not added`,
    zh: `${skipped} 个商品在${site.zh}没有价格，未加入`,
  };
}
