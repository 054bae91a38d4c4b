import type { TestApi } from "./helpers";

// Events take only SKUs the goods catalogue has and sells on the event's site (issue 41 §1), and
// name them as the catalogue does. Tests about something else put their SKUs there first, as the
// goods area would: one product per SKU named as the test names it, priced on one site at the
// highest price an event allows, so no event price of theirs is above it.

interface Line {
  sku_code: string;
  product_name?: string;
}

/** The SKUs in the catalogue (those already there are left as they are); the lines without a typed name, ready to send. */
export async function inCatalogue<T extends Line>(
  t: TestApi,
  lines: T[],
  site: string,
  currency: string,
  siteMinor = 100_000_000,
): Promise<Omit<T, "product_name">[]> {
  const rows = JSON.stringify(lines.map((l) => ({ sku_code: l.sku_code, name: l.product_name ?? `Product ${l.sku_code}` })));
  const spu = "'T-' || upper(left(md5(x.sku_code), 20))";
  const from = "from jsonb_to_recordset($1::jsonb) as x(sku_code text, name text)";
  await t.sql(`insert into products (spu, name) select ${spu}, x.name ${from} on conflict (spu) do nothing`, [rows]);
  await t.sql(
    `insert into skus (product_id, sku_code) select p.id, x.sku_code ${from} join products p on p.spu = ${spu} on conflict (sku_code) do nothing`,
    [rows],
  );
  await t.sql(
    `insert into sku_prices (sku_id, product_id, site_abbr, currency_code, price_minor)
     select s.id, s.product_id, $2, $3, $4 ${from} join skus s on s.sku_code = x.sku_code on conflict (sku_id, site_abbr) do nothing`,
    [rows, site.replace(/_v1$/, ""), currency, siteMinor],
  );
  return lines.map(({ product_name: _typed, ...rest }) => rest);
}

/** inCatalogue on the site and currency of the event the lines are for. */
export async function inCatalogueFor<T extends Line>(t: TestApi, eventId: number, lines: T[]): Promise<Omit<T, "product_name">[]> {
  const [ev] = await t.sql<{ site: string; currency: string }>(
    "select site_abbr as site, currency::text as currency from events where id = $1",
    [eventId],
  );
  return ev ? inCatalogue(t, lines, ev.site, ev.currency) : lines.map(({ product_name: _typed, ...rest }) => rest);
}
