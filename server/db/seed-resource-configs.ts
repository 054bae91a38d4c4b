import { seedImages, shippedMedia, type BannerPicture, type ShippedMedia } from "../storage/seed-images";
import type { Queryable } from "./client";
import { CONFIG_SEED } from "./seed-configs";

// title, site, language, audience, image (a seed picture put in the object store: loads offline), redirection type
// and target (app links, never an outside host), first and last US West day relative to today, priority, status,
// and a kind's own columns
type Row = [string, string, string, string, string, number, string, number, number, number, string, Record<string, unknown>?];
export type ConfigSeedRow = Row;

// The storefront configs' demo records (issue 38): every state, redirection type, several sites and
// languages; no two live ones in one slot. One file per table in ./seed-configs, found, not listed.

/** a seed picture's key in the object store: a drawn banner (`banners/<name>.png`) or a shipped file */
const seedPicture = (image: string) =>
  image.startsWith("banners/") ? seedImages().banners[image.slice(8, -4) as BannerPicture].key : shippedMedia()[image as ShippedMedia].key;

const day = (offset: number) => `(date_trunc('day', now() at time zone 'America/Los_Angeles') + interval '${offset} day')`;

/** Each config table's demo records, once (a table that has rows is left alone). */
export async function seedResourceConfigs(q: Queryable, seed: Record<string, Row[]> = CONFIG_SEED) {
  for (const [table, rows] of Object.entries(seed)) {
    const [{ n }] = await q.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    if (n) continue;
    for (const [title, site, language, audience, image, type, target, from, to, priority, status, own = {}] of rows) {
      const more = Object.keys(own);
      await q.query(
        `insert into ${table} (title, site, language, audience, image, link_type, link_target, start_at, end_at, priority, status, updated_by${more.map((c) => `, ${c}`).join("")})
         values ($1, $2, $3, $4, $5, $6, $7, ${day(from)} at time zone 'America/Los_Angeles',
           (${day(to)} + interval '1 day' - interval '1 second') at time zone 'America/Los_Angeles', $8, $9, 'seed'${more.map((_, i) => `, $${10 + i}`).join("")})`,
        [title, site, language, audience, seedPicture(image), type, target, priority, status, ...Object.values(own)],
      );
    }
  }
}
