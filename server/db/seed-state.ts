import type { Queryable } from "./client";

// The seed is idempotent and ran at every start: ~900 statements (0.6 s on PGlite) that find
// everything in place. A build stamps its seed's code (server/scripts/build.mjs hashes the seed's
// bundle into `__SEED_KEY__`); the seed records that key and the US West day it ran on, and a start
// with the same key on the same day skips it. A new build's seed, or a new day (this year's rates,
// the current month's budgets), runs it again as before. From sources there is no key: it always runs.

declare const __SEED_KEY__: string | undefined;

export const builtSeedKey = (): string | undefined => (typeof __SEED_KEY__ === "string" ? __SEED_KEY__ : undefined);

/** Today in US West, as the database sees it: the seed's own "today". */
const TODAY = "(now() at time zone 'America/Los_Angeles')::date";

export async function seedIsCurrent(q: Queryable, key: string): Promise<boolean> {
  const rows = await q.query(`select 1 from seed_state where seed_key = $1 and seeded_day = ${TODAY}`, [key]);
  return rows.length > 0;
}

/** Recorded in the seed's own transaction, so a seed that fails records nothing. */
export async function recordSeed(q: Queryable, key: string): Promise<void> {
  await q.query(
    `insert into seed_state (id, seed_key, seeded_day, seeded_at) values (1, $1, ${TODAY}, now())
     on conflict (id) do update set seed_key = excluded.seed_key, seeded_day = excluded.seeded_day, seeded_at = excluded.seeded_at`,
    [key],
  );
}
