import type { Queryable } from "./client";

// Reviews and algorithm settings demo (goods area): reviews in every state across sites, from the
// storefront, typed by staff and imported, some replied to; algorithm settings for several sites and
// slots, one disabled. Only into empty tables, so a restart changes nothing.
type Review = [
  site: string,
  rating: number,
  title: string,
  content: string,
  author: string,
  fit: string,
  source: string,
  channel: string,
  status: string,
  reply: string,
  hoursAgo: number,
];
const REVIEWS: Review[] = [
  [
    "us",
    5,
    "So soft",
    "Bought the 2T for my daughter, the cotton is lovely and it survived ten washes.",
    "Jenna R.",
    "true_to_size",
    "customer",
    "",
    "approved",
    "Thank you Jenna, we are glad it lasts!",
    2,
  ],
  [
    "us",
    2,
    "Runs small",
    "Ordered 4T like always but it is tight across the shoulders. Size up.",
    "Marcus L.",
    "runs_small",
    "customer",
    "",
    "pending",
    "",
    5,
  ],
  ["us", 1, "Seam came apart", "The side seam opened after one wear. Disappointed.", "Anonymous", "", "customer", "", "hidden", "", 30],
  [
    "uk",
    4,
    "Lovely colours",
    "Matching family set looked great in our Christmas photos.",
    "Harriet P.",
    "true_to_size",
    "customer",
    "",
    "pending",
    "",
    8,
  ],
  [
    "uk",
    5,
    "Great for school",
    "Sturdy and easy to iron, bought three.",
    "Olivia B.",
    "runs_large",
    "imported",
    "amazon",
    "approved",
    "",
    50,
  ],
  [
    "de",
    3,
    "Okay",
    "Qualität gut, aber die Farbe ist heller als auf dem Bild.",
    "Lena K.",
    "true_to_size",
    "customer",
    "",
    "pending",
    "",
    12,
  ],
  [
    "au",
    5,
    "Perfect summer romper",
    "Light and breathable for our hot summer.",
    "Chloe W.",
    "true_to_size",
    "staff",
    "",
    "approved",
    "Thanks Chloe!",
    72,
  ],
  ["ca", 4, "Warm", "Kept my toddler warm on the walk to daycare.", "Sam T.", "runs_large", "imported", "instagram", "pending", "", 20],
];

type Algo = [
  site: string,
  slot: string,
  strategy: string,
  sales: number,
  margin: number,
  newness: number,
  stock: number,
  minStock: number,
  newDays: number,
  age: string,
  enabled: boolean,
];
const ALGORITHMS: Algo[] = [
  ["us", "home_for_you", "weighted", 40, 20, 25, 15, 3, 30, "all", true],
  ["us", "product_similar", "weighted", 30, 10, 30, 30, 1, 45, "kids", true],
  ["us", "cart_add_on", "high_margin", 20, 60, 10, 10, 5, 30, "all", true],
  ["uk", "home_for_you", "new_arrivals", 10, 10, 70, 10, 2, 14, "all", true],
  ["de", "category_default", "best_sellers", 70, 10, 10, 10, 1, 30, "baby", true],
  ["au", "search_default", "weighted", 25, 25, 25, 25, 0, 60, "all", false],
];

export async function seedGoodsMore(q: Queryable): Promise<void> {
  const [{ n }] = await q.query<{ n: number }>(
    "select (select count(*) from product_reviews) + (select count(*) from algorithm_configs) as n",
  );
  if (Number(n)) return;
  for (const [i, [site, rating, title, content, author, fit, source, channel, status, reply, hoursAgo]] of REVIEWS.entries()) {
    await q.query(
      `insert into product_reviews (product_id, spu, site_abbr, rating, title, content, author_name, fit, source, channel, status, reply, replied_at, created_by, updated_by, created_at, updated_at)
       select p.id, p.spu, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, case when $11 <> '' then now() - make_interval(hours => $12 - 1) end,
              case when $8 = 'customer' then 'storefront' else 'operator' end, 'operator', now() - make_interval(hours => $12), now() - make_interval(hours => $12)
         from products p where p.id = $1`,
      [1 + i * 3, site, rating, title, content, author, fit, source, channel, status, reply, hoursAgo],
    );
  }
  for (const [site, slot, strategy, sales, margin, newness, stock, minStock, newDays, age, enabled] of ALGORITHMS) {
    await q.query(
      `insert into algorithm_configs (site_abbr, slot, strategy, weight_sales, weight_margin, weight_newness, weight_stock, min_stock, new_days, age_group, enabled, updated_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'operator')`,
      [site, slot, strategy, sales, margin, newness, stock, minStock, newDays, age, enabled],
    );
  }
}
