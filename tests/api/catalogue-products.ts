import type { TestApi } from "./helpers";

// Exclusive offers and rankings name only products the goods catalogue sells on their site (issue
// 41 §6). Tests about something else put their products there first, as the goods area would: one
// product per SPU, named as the test names it, with one SKU priced at 99.99 on each site given, in
// that site's own currency (us USD, ca CAD, uk GBP, eur EUR).
const OWN_CURRENCY: Record<string, string> = { us: "USD", ca: "CAD", uk: "GBP", de: "EUR", eur: "EUR", au: "AUD" };

/** The products (SPU and name) in the catalogue, priced on the sites; those already there keep their name. */
export async function spusInCatalogue(t: TestApi, products: { code: string; name: string }[], sites: string[]): Promise<void> {
  const rows = JSON.stringify(products.map((p) => ({ spu: p.code.toUpperCase(), name: p.name })));
  const from = "from jsonb_to_recordset($1::jsonb) as x(spu text, name text)";
  await t.sql(`insert into products (spu, name) select x.spu, x.name ${from} on conflict (spu) do nothing`, [rows]);
  await t.sql(
    `insert into skus (product_id, sku_code) select p.id, x.spu || '-1' ${from} join products p on p.spu = x.spu on conflict (sku_code) do nothing`,
    [rows],
  );
  await t.sql(
    `insert into sku_prices (sku_id, product_id, site_abbr, currency_code, price_minor)
     select s.id, s.product_id, site, currency, 9999 ${from} join skus s on s.sku_code = x.spu || '-1',
       unnest($2::text[], $3::text[]) as y(site, currency)
     on conflict (sku_id, site_abbr) do nothing`,
    [rows, sites, sites.map((site) => OWN_CURRENCY[site] ?? "USD")],
  );
}
