import type { Queryable } from "./client";

// site, language, then each word: [word, highlighted, redirection type and target, status]; positions
// in the order given, shown from a week ago for two months (US West days)
const WORDS: [string, string, [string, boolean, number, string, string][]][] = [
  [
    "us",
    "en",
    [
      ["matching family outfits", true, 1, "", "up"],
      ["girls dresses", false, 1, "", "up"],
      ["pajamas", false, 3, "88", "up"],
      ["swimwear", true, 4, "301", "up"],
      ["baby bodysuits", false, 1, "", "draft"],
      ["easter", false, 2, "1024", "down"],
    ],
  ],
  [
    "us",
    "es",
    [
      ["vestidos de niña", true, 1, "", "up"],
      ["pijamas", false, 1, "", "up"],
      ["ropa de bebé", false, 6, "patpat://category/baby", "draft"],
    ],
  ],
  [
    "de",
    "de",
    [
      ["Familienoutfits", true, 1, "", "up"],
      ["Schlafanzüge", false, 1, "", "down"],
    ],
  ],
];

/** Demo hot words: every state, ordered lists on several sites and languages; once. */
export async function seedHotWords(q: Queryable) {
  const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from hot_words");
  if (n) return;
  for (const [site, language, words] of WORDS) {
    for (const [i, [word, highlight, type, target, status]] of words.entries()) {
      await q.query(
        `insert into hot_words (word, site, language, highlight, link_type, link_target, start_at, end_at, position, status, updated_by)
         values ($1, $2, $3, $4, $5, $6,
           (date_trunc('day', now() at time zone 'America/Los_Angeles') - interval '7 day') at time zone 'America/Los_Angeles',
           (date_trunc('day', now() at time zone 'America/Los_Angeles') + interval '60 day' - interval '1 second') at time zone 'America/Los_Angeles',
           $7, $8, 'seed')`,
        [word, site, language, highlight, type, target, i + 1, status],
      );
    }
  }
}
