import type { Queryable } from "./client";

// group, name, type, sort, enabled — what a children's and family clothing storefront tags with.
// A few are disabled (retired seasons, a badge no longer run) so the list shows both states.
const TAGS: [string, string, string, number, boolean][] = [
  ["style", "Casual", "filter", 10, true],
  ["style", "Dressy", "filter", 20, true],
  ["style", "Sporty", "filter", 30, true],
  ["style", "Boho", "filter", 40, false],
  ["style", "Matching Family", "marketing", 5, true],
  ["season", "Spring", "filter", 10, true],
  ["season", "Summer", "filter", 20, true],
  ["season", "Autumn", "filter", 30, true],
  ["season", "Winter", "filter", 40, true],
  ["season", "Holiday 2024", "marketing", 50, false],
  ["occasion", "Birthday", "display", 10, true],
  ["occasion", "Christmas", "display", 20, true],
  ["occasion", "Easter", "display", 30, true],
  ["occasion", "Back to School", "marketing", 40, true],
  ["occasion", "Wedding Guest", "display", 50, true],
  ["color", "Red", "filter", 10, true],
  ["color", "Pink", "filter", 20, true],
  ["color", "Blue", "filter", 30, true],
  ["color", "Green", "filter", 40, true],
  ["color", "Yellow", "filter", 50, true],
  ["color", "Black", "filter", 60, true],
  ["color", "White", "filter", 70, true],
  ["color", "Multicolor", "filter", 80, true],
  ["material", "Cotton", "filter", 10, true],
  ["material", "Organic Cotton", "marketing", 15, true],
  ["material", "Linen", "filter", 20, true],
  ["material", "Denim", "filter", 30, true],
  ["material", "Fleece", "filter", 40, true],
  ["material", "Polyester", "display", 50, false],
  ["fit", "Regular", "filter", 10, true],
  ["fit", "Slim", "filter", 20, true],
  ["fit", "Loose", "filter", 30, true],
  ["fit", "Oversized", "filter", 40, true],
  ["pattern", "Solid", "filter", 10, true],
  ["pattern", "Striped", "filter", 20, true],
  ["pattern", "Floral", "filter", 30, true],
  ["pattern", "Plaid", "filter", 40, true],
  ["pattern", "Animal Print", "filter", 50, false],
  ["size", "Baby", "filter", 10, true],
  ["size", "Toddler", "filter", 20, true],
  ["size", "Kids", "filter", 30, true],
  ["size", "Adult", "filter", 40, true],
  ["size", "Plus Size", "display", 50, true],
];

export async function seedTags(q: Queryable): Promise<void> {
  const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from tags");
  if (n) return;
  for (const t of TAGS) {
    await q.query("insert into tags (group_code, name, type, sort, enabled, updated_by) values ($1, $2, $3, $4, $5, 'seed')", t);
  }
}
