import { AMOEBA_GROUPS, DESIGNERS, OPERATORS, PRODUCT_TAGS, SITE_CURRENCY } from "../../app/features/goods/constants";
import type { Queryable } from "./client";
import { seedImages, type ProductView } from "../storage/seed-images";

// Goods demo data: children's and family clothing, generated set-based so the same statement fills
// the demo seed (a few hundred products) and the large seed (a million, in batches). Product n
// (its id) has two SKUs (ids 2n-1, 2n) priced on two storefronts; every tenth product is a
// draft, sold out or off sale, so each state shows up.

const AUDIENCES = ["Baby", "Toddler Girl", "Toddler Boy", "Kid Girl", "Kid Boy", "Family Matching", "Mommy and Me", "Women"];
const STYLES = [
  "Floral",
  "Striped",
  "Cotton",
  "Ruffle",
  "Denim",
  "Plaid",
  "Dinosaur Print",
  "Rainbow",
  "Solid",
  "Polka Dot",
  "Knit",
  "Linen",
];
const ITEMS = [
  "Romper",
  "Dress",
  "Pajamas Set",
  "Hoodie",
  "T-shirt",
  "Shorts Set",
  "Jumpsuit",
  "Cardigan",
  "Leggings",
  "Swimsuit",
  "Jacket",
  "Bodysuit",
];
const SIZES: [string, string][] = [
  ["3-6M", "6-12M"],
  ["2T", "3T"],
  ["4-5Y", "6-7Y"],
  ["S", "M"],
];
const COLORS = ["Pink", "Blue", "Green", "Yellow", "White", "Red", "Grey", "Navy"];
const SITES = Object.keys(SITE_CURRENCY);
const TAGS = PRODUCT_TAGS;

/** Inserts products from..from+count-1 (ids are the numbers), their SKUs and prices. */
export async function insertProducts(q: Queryable, from: number, count: number, who = "seed"): Promise<void> {
  const to = from + count - 1;
  // the generating expressions, shared by the three statements so a product's SKUs agree with it
  const a = [AUDIENCES, STYLES, ITEMS, DESIGNERS, OPERATORS, AMOEBA_GROUPS, COLORS, TAGS, SITES] as const;
  const params = [from, to, who];
  // the lists are constants of this file, written into the statement as array literals
  const arr = (i: number) => `(array[${a[i].map((x) => `'${x.replace(/'/g, "''")}'`).join(", ")}]::text[])`;
  const pick = (i: number, expr: string) => `(${arr(i)})[1 + ((${expr}) % array_length(${arr(i)}, 1))]`;
  // the pictures of the product's colour (the colour its SKUs get: pick(6, "n")), by stored key
  const pickImage = (view: ProductView) =>
    `(array[${COLORS.map((c) => `'${seedImages().products[c][view].key}'`).join(", ")}]::text[])[1 + n % ${COLORS.length}]`;
  const skuStock = (k: string) => `(case when n % 10 = 9 then 0 else (n * 7 + ${k} * 13) % 120 end)`;
  await q.query(
    `insert into products (id, spu, name, status, designer, operator, supplier_group_id, amoeba_group, tags, image_url, images, recommended, stock, sales, created_by, updated_by, created_at, updated_at)
     select n, 'PP' || lpad(n::text, 7, '0'),
       ${pick(0, "n")} || ' ' || ${pick(1, "n / 8")} || ' ' || ${pick(2, "n / 3")},
       case n % 10 when 8 then 'draft' when 9 then 'sold_out' when 7 then 'off_sale' else 'on_sale' end,
       ${pick(3, "n")}, ${pick(4, "n / 2")}, 1 + n % 5, ${pick(5, "n")},
       array[${pick(7, "n")}, ${pick(7, "n / 7 + 3")}],
       ${pickImage("main")},
       array[${pickImage("main")}, ${pickImage("detail")}, ${pickImage("look")}],
       n % 13 = 0, ${skuStock("1")} + ${skuStock("2")}, (n * 37) % 500, $3, $3,
       now() - make_interval(mins => ($2 - n) * 7), now() - make_interval(mins => ($2 - n) * 5)
     from generate_series($1::int, $2::int) n`,
    params,
  );
  await q.query(
    `insert into skus (id, product_id, sku_code, color, size, stock)
     select 2 * n - 2 + k, n, 'PP' || lpad(n::text, 7, '0') || '-' || k, ${pick(6, "n")},
       (array[${SIZES.map(([x, y]) => `array['${x}', '${y}']`).join(", ")}])[1 + n % ${SIZES.length}][k], ${skuStock("k")}
     from generate_series($1::int, $2::int) n, generate_series(1, 2) k`,
    [from, to],
  );
  await q.query(
    `insert into sku_prices (sku_id, product_id, site_abbr, currency_code, price_minor)
     select 2 * n - 2 + k, n, s.site, s.currency, 599 + (n % 40) * 100 + (k - 1) * 200 + s.j * 50
     from generate_series($1::int, $2::int) n, generate_series(1, 2) k,
       lateral (select ${arr(8)}[1 + (n + j * 3) % array_length(${arr(8)}, 1)] as site, j from generate_series(0, 1) j) s0,
       lateral (select s0.site, s0.j, (case s0.site ${Object.entries(SITE_CURRENCY)
         .map(([k, v]) => `when '${k}' then '${v}'`)
         .join(" ")} end) as currency) s`,
    [from, to],
  );
}

/** Moves the id sequences past explicitly numbered rows. */
export async function syncGoodsSequences(q: Queryable): Promise<void> {
  await q.query("select setval(pg_get_serial_sequence('products', 'id'), greatest((select max(id) from products), 1))");
  await q.query("select setval(pg_get_serial_sequence('skus', 'id'), greatest((select max(id) from skus), 1))");
}

const POOLS: [string, string, string][] = [
  ["Summer picks for toddlers", "us", "Light cotton sets for the July campaign"],
  ["Back to School 2026", "us", "Hoodies, leggings and T-shirts for the school start"],
  ["Family Matching Christmas", "uk", "Matching pajamas for the holiday landing page"],
  ["Baby essentials", "eur", "Bodysuits and rompers for the new-parent guide"],
  ["Rainbow collection", "de", "Farbenfrohe Kleider und Sets"],
  ["Beach week", "au", "Swimsuits and shorts sets"],
  ["Global best sellers", "glb", "Top 60 by sales across storefronts"],
  ["Cozy knits", "ca", "Cardigans and knit sets for autumn"],
];

/** The demo seed: 360 products and eight pools (one a child of another), only into empty tables. */
export async function seedGoods(q: Queryable): Promise<void> {
  const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from products");
  if (n) return;
  await insertProducts(q, 1, 360);
  await syncGoodsSequences(q);
  for (const [i, [name, site, description]] of POOLS.entries()) {
    const [pool] = await q.query<{ id: number }>(
      "insert into product_pools (parent_id, name, site_abbr, description, enabled, created_by, updated_by) values ($1, $2, $3, $4, $5, 'Ada Admin', 'Ada Admin') returning id",
      [i === 5 ? 1 : null, name, site, description, i !== 7],
    );
    // members: every k-th on-sale product, k by pool (a pool of 0 products shows the empty state)
    if (i === 7) continue;
    await q.query(
      `with ins as (insert into product_pool_items (pool_id, product_id, added_by)
         select $1, id, 'Ada Admin' from products where status = 'on_sale' and id % $2 = 0 order by id desc limit 60 returning 1)
       update product_pools set product_count = (select count(*) from ins) where id = $1`,
      [pool.id, i + 3],
    );
  }
}
