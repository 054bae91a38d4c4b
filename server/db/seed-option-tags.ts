import type { Queryable } from "./client";

// The product system's option value entries (value_id, value, label) the storefronts sell in — colours,
// patterns, fabrics and sizes — and the tags some of them carry. One link is removed, so the list
// shows both states. Runs after seedTags (links name tags by group and name).
const VALUES: [number, string, string][] = [
  [1001, "red", "Red"],
  [1002, "pink", "Pink"],
  [1003, "navy", "Navy Blue"],
  [1004, "sky-blue", "Sky Blue"],
  [1005, "mint", "Mint Green"],
  [1006, "mustard", "Mustard Yellow"],
  [1007, "black", "Black"],
  [1008, "white", "White"],
  [1009, "rainbow", "Rainbow"],
  [1010, "burgundy", "Burgundy"],
  [2001, "stripe", "Stripe"],
  [2002, "floral", "Floral"],
  [2003, "plaid", "Plaid"],
  [2004, "leopard", "Leopard"],
  [3001, "cotton", "100% Cotton"],
  [3002, "denim", "Denim"],
  [3003, "fleece", "Fleece"],
  [4001, "0-3m", "0-3 Months"],
  [4002, "3-6m", "3-6 Months"],
  [4003, "2t", "2T"],
  [4004, "4t", "4T"],
  [4005, "6y", "6 Years"],
  [4006, "10y", "10 Years"],
  [4007, "adult-m", "Adult M"],
  [4008, "adult-xl", "Adult XL"],
];

// value_id, tag group, tag name, still linked
const LINKS: [number, string, string, boolean][] = [
  [1001, "color", "Red", true],
  [1002, "color", "Pink", true],
  [1003, "color", "Blue", true],
  [1004, "color", "Blue", true],
  [1005, "color", "Green", true],
  [1006, "color", "Yellow", true],
  [1007, "color", "Black", true],
  [1008, "color", "White", true],
  [1009, "color", "Multicolor", true],
  [1010, "color", "Red", false],
  [2001, "pattern", "Striped", true],
  [2002, "pattern", "Floral", true],
  [2003, "pattern", "Plaid", true],
  [3001, "material", "Cotton", true],
  [3002, "material", "Denim", true],
  [3003, "material", "Fleece", true],
  [3003, "season", "Winter", true],
  [4001, "size", "Baby", true],
  [4002, "size", "Baby", true],
  [4003, "size", "Toddler", true],
  [4004, "size", "Toddler", true],
  [4005, "size", "Kids", true],
  [4006, "size", "Kids", true],
  [4007, "size", "Adult", true],
  [4008, "size", "Adult", true],
  [4008, "size", "Plus Size", true],
];

export async function seedOptionTags(q: Queryable): Promise<void> {
  const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from option_values");
  if (n) return;
  await q.query("insert into option_values (value_id, value, label) select * from unnest($1::int[], $2::text[], $3::text[])", [
    VALUES.map((v) => v[0]),
    VALUES.map((v) => v[1]),
    VALUES.map((v) => v[2]),
  ]);
  for (const [valueId, group, name, active] of LINKS) {
    await q.query(
      `insert into option_tags (value_id, tag_id, active, updated_by)
       select $1, id, $4, 'Ada Admin' from tags where group_code = $2 and name = $3`,
      [valueId, group, name, active],
    );
  }
}
