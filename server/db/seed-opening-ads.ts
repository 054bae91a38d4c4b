import { shippedMedia, type ShippedMedia } from "../storage/seed-images";
import type { Queryable } from "./client";

// title, site, language, audience, poster image and video (shipped in public/seed/opening, put in the
// object store by the seed: they load and play offline), redirection type and target, first and last US West day relative to today,
// priority, status
type Ad = [string, string, string, string, string, string, number, string, number, number, number, string];
const ADS: Ad[] = [
  ["Summer sale opening", "us", "en", "all", "summer-sale.png", "", 4, "301", -5, 25, 90, "online"],
  ["New arrivals video", "us", "en", "new", "back-to-school.png", "new-arrivals.webm", 3, "88", -2, 30, 80, "online"],
  ["Vuelta al cole", "us", "es", "all", "back-to-school.png", "", 2, "1201", 3, 40, 50, "published"],
  ["Neuheiten Video", "de", "de", "returning", "summer-sale.png", "new-arrivals.webm", 6, "patpat://new", 7, 37, 40, "draft"],
  ["Soldes d'été", "eur", "fr", "all", "summer-sale.png", "", 6, "patpat://sale/ete", -20, 20, 30, "offline"],
  ["Spring opening (removed)", "uk", "en", "all", "back-to-school.png", "", 1, "", -90, -60, 10, "deleted"],
  ["Back to school video", "ca", "en", "all", "back-to-school.png", "new-arrivals.webm", 1, "", 10, 45, 20, "published"],
];

/** Demo opening-screen ads: every state, images and videos, several sites, languages and audiences; once. */
export async function seedOpeningAds(q: Queryable) {
  const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from opening_ads");
  if (n) return;
  const media = shippedMedia();
  const day = (offset: number) => `((date_trunc('day', now() at time zone 'America/Los_Angeles') + interval '${offset} day')`;
  for (const [title, site, language, audience, image, video, type, target, from, to, priority, status] of ADS) {
    await q.query(
      `insert into opening_ads (title, site, language, audience, media, image, video, link_type, link_target, start_at, end_at, priority, status, updated_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, ${day(from)} at time zone 'America/Los_Angeles'),
         (${day(to)} + interval '1 day' - interval '1 second') at time zone 'America/Los_Angeles'), $10, $11, 'seed')`,
      [
        title,
        site,
        language,
        audience,
        video ? "video" : "image",
        media[`opening/${image}` as ShippedMedia].key,
        video ? media[`opening/${video}` as ShippedMedia].key : "",
        type,
        target,
        priority,
        status,
      ],
    );
  }
}
