import { seedImages, type BannerPicture } from "../storage/seed-images";
import type { Queryable } from "./client";

// title, site, language, image (a seed picture in the object store: loads offline), redirection type and
// target, first and last US West day relative to today, priority, status
const BANNERS: [string, string, string, BannerPicture, number, string, number, number, number, string][] = [
  ["Spring check-in rewards", "us", "en", "spring-checkin", 2, "1024", -10, 30, 90, "enabled"],
  ["Bonos diarios por registrarte", "us", "es", "daily-bonus", 3, "88", -3, 20, 50, "enabled"],
  ["Flash Sale: 7 Tage Check-in", "de", "de", "flash-sale", 4, "301", 5, 25, 40, "pending"],
  ["Bienvenue dans l'appli", "eur", "fr", "app-welcome", 6, "patpat://home", 1, 60, 10, "pending"],
  ["Winter check-in (ended)", "uk", "en", "daily-bonus", 6, "patpat://checkin", -90, -30, 20, "terminated"],
  ["Sign in, no jump", "ca", "en", "spring-checkin", 1, "", -1, 14, 0, "enabled"],
];

/** Demo sign-in page banners: every state and redirection type, several sites and languages; once. */
export async function seedSignBanners(q: Queryable) {
  const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from sign_banners");
  if (n) return;
  const day = (offset: number) => `((date_trunc('day', now() at time zone 'America/Los_Angeles') + interval '${offset} day')`;
  for (const [title, site, language, image, type, target, from, to, priority, status] of BANNERS) {
    await q.query(
      `insert into sign_banners (title, site, language, image, link_type, link_target, start_at, end_at, priority, status, updated_by)
       values ($1, $2, $3, $4, $5, $6, ${day(from)} at time zone 'America/Los_Angeles'),
         (${day(to)} + interval '1 day' - interval '1 second') at time zone 'America/Los_Angeles'), $7, $8, 'seed')`,
      [title, site, language, seedImages().banners[image].key, type, target, priority, status],
    );
  }
}
