import { aboveSitePrice, noPriceInCurrency, notInCatalogue, notSoldOnSite } from "../../../app/domain/catalogue-products";
import { minorToText, toMinor } from "../../../app/domain/event-price";
import { decimalsOf } from "../../../app/domain/money";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { realSite } from "../events/catalogue";
import { siteSentence } from "../../http/site-names";

// The products an exclusive offer or a ranking names (app/domain/catalogue-products.ts): every code
// an SPU the catalogue sells on the record's site, every name the catalogue's (a typed one is
// replaced); where the lines carry a price (an exclusive offer's), none above the product's lowest SKU
// price on the site in the record's currency. All refusals at once, beside the products field.

type Line = { product_code: string; product_name?: string; price?: string };
type Found = { spu: string; name: string; sold: boolean; sku: string | null; price_minor: string | null };

/** The products as stored (positions 1…n, names from the catalogue), as the kind's check answers them; 422 naming each bad line. */
export async function fromCatalogue(
  q: Queryable,
  site: string,
  products: Line[],
  /** the record's currency, where its lines carry a price held to the site's */
  currency?: string,
): Promise<{ products: string }> {
  // each product's cheapest SKU on the site in the currency (the first SKU by code among equals)
  const rows = await q.query<Found>(
    `select p.spu, p.name, exists (select 1 from sku_prices sp where sp.product_id = p.id and sp.site_abbr = $2) as sold,
              low.sku_code as sku, low.price_minor::text as price_minor
         from products p
         left join lateral (
           select s.sku_code, sp.price_minor from sku_prices sp join skus s on s.id = sp.sku_id
            where sp.product_id = p.id and sp.site_abbr = $2 and sp.currency_code = $3
            order by sp.price_minor, s.sku_code limit 1) low on true
        where p.spu = any($1::text[])`,
    [products.map((p) => p.product_code), realSite(site), currency ?? ""],
  );
  // the catalogue's minor units are the currency's own (a country row's decimals only change how it is shown)
  const decimals = currency ? decimalsOf(currency) : 2;
  const bySpu = new Map(rows.map((r) => [r.spu, r]));
  const problems = products.flatMap((p, i) => {
    const row = bySpu.get(p.product_code);
    if (!row) return [notInCatalogue(i + 1, p.product_code)];
    if (!row.sold) return [notSoldOnSite(i + 1, p.product_code, siteSentence(site))];
    if (!currency || p.price === undefined) return [];
    if (row.price_minor === null) return [noPriceInCurrency(i + 1, p.product_code, siteSentence(site), currency)];
    // the API's lines carry two decimals; a currency with fewer compares on its own places
    if (toMinor(p.price, 2) * 10n ** BigInt(decimals) > BigInt(row.price_minor) * 100n)
      return [
        aboveSitePrice(i + 1, p.product_code, p.price, {
          site: siteSentence(site),
          currency,
          price: minorToText(row.price_minor, decimals),
          sku: row.sku!,
        }),
      ];
    return [];
  });
  if (problems.length) {
    const err = new ApiError(
      422,
      `Please check the input (products: ${problems[0].en})`,
      { errors: { products: problems.map((m) => m.en) } },
      problems[0].zh,
    );
    err.zhErrors = { products: problems.map((m) => m.zh) };
    throw err;
  }
  const named = products.map((p, i) => ({ position: i + 1, ...p, product_name: bySpu.get(p.product_code)!.name }));
  return { products: JSON.stringify(named) };
}
