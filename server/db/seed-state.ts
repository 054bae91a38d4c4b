import { DEFAULT_CONSOLE_PORT, defaultConsoleUrl } from "../../app/lib/origins";
import type { Queryable } from "./client";

// The seed is idempotent and ran at every start: ~900 statements (0.6 s on PGlite) that find
// everything in place. A build stamps its seed's code (server/scripts/build.mjs hashes the seed's
// bundle into `__SEED_KEY__`); the seed records that key and the US West day it ran on, and a start
// with the same key on the same day skips it. A new build's seed, or a new day (this year's rates,
// the current month's budgets), runs it again as before. From sources there is no key: it always runs.

declare const __SEED_KEY__: string | undefined;

export const builtSeedKey = (): string | undefined => (typeof __SEED_KEY__ === "string" ? __SEED_KEY__ : undefined);

/**
 * The seed's mails link to the console (CONSOLE_URL). The address is not part of the key: a seeded
 * template made by the build for one address serves a start at any other (issue 42 §1: a fresh
 * start copies it instead of seeding), and the start moves the seeded mails' links to its own
 * address (`relinkSeededMails`).
 */
export const seedKeyFor = (built: string | undefined): string | undefined => built;

/** The console's address as the API's configuration reads it from the environment (server/config.ts), for the build's seeded template. */
export const envConsoleUrl = (env: NodeJS.ProcessEnv = process.env): string =>
  (env.CONSOLE_URL ?? defaultConsoleUrl(Number(env.PORT ?? DEFAULT_CONSOLE_PORT))).replace(/\/$/, "");

/** Today in US West, as the database sees it: the seed's own "today". */
const TODAY = "(now() at time zone 'America/Los_Angeles')::date";

export async function seedIsCurrent(q: Queryable, key: string): Promise<boolean> {
  const rows = await q.query(`select 1 from seed_state where seed_key = $1 and seeded_day = ${TODAY}`, [key]);
  return rows.length > 0;
}

/**
 * A seed made for another console address (the build's seeded template, or CONSOLE_URL changed):
 * the mails still to send link to this one. Only the address's start is replaced, in the links and
 * in the text; mails already sent stay as they were sent.
 */
export async function relinkSeededMails(q: Queryable, consoleUrl: string): Promise<void> {
  const [state] = await q.query<{ console_url: string }>("select console_url from seed_state");
  if (!state || !state.console_url || state.console_url === consoleUrl) return;
  const from = `${state.console_url}/`;
  const to = `${consoleUrl}/`;
  await q.query(
    `update mail_outbox
        set body = replace(body, $1, $2),
            links = array(select case when starts_with(l, $1) then $2 || substr(l, length($1) + 1) else l end from unnest(links) as l)
      where state in ('pending', 'failed') and (position($1 in body) > 0 or exists (select 1 from unnest(links) l where starts_with(l, $1)))`,
    [from, to],
  );
  await q.query("update seed_state set console_url = $1", [consoleUrl]);
}

/** Recorded in the seed's own transaction, so a seed that fails records nothing. */
export async function recordSeed(q: Queryable, key: string, consoleUrl: string): Promise<void> {
  await q.query(
    `insert into seed_state (id, seed_key, seeded_day, seeded_at, console_url) values (1, $1, ${TODAY}, now(), $2)
     on conflict (id) do update
       set seed_key = excluded.seed_key, seeded_day = excluded.seeded_day, seeded_at = excluded.seeded_at, console_url = excluded.console_url`,
    [key, consoleUrl],
  );
}
