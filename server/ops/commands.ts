import type { ApiConfig } from "../config";
import type { Db } from "../db/client";
import { prepareDatabase } from "../db/migrate";
import { mailListing } from "../mail/listing";
import { progressBar, seedLarge } from "../db/seed-large";
import { issueToken, userByUsername } from "../modules/auth/tokens";

// The ops CLI's commands, run against a database: by the CLI itself when it may open the database,
// or inside the API that owns an embedded one (cli-socket.ts). Each brings the schema up to date and
// seeds as the API does at start (SEED_ON_START), so the README's commands work in any order.
export const CLI_COMMANDS = ["migrate", "seed", "token", "mail"] as const;
export type CliCommand = (typeof CLI_COMMANDS)[number];
export const CLI_USAGE = "usage: npm run cli -- migrate | seed [--scale large] | token <username> | mail";

export interface CliOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

const ok = (stdout: string): CliOutcome => ({ code: 0, stdout, stderr: "" });
const fail = (code: number, stderr: string): CliOutcome => ({ code, stdout: "", stderr });

export async function runCliCommand(
  db: Db,
  config: Pick<ApiConfig, "seedOnStart" | "tokenTtlSeconds" | "consoleUrl">,
  cmd: CliCommand,
  arg?: string,
): Promise<CliOutcome> {
  if (cmd === "token" && !arg) return fail(2, CLI_USAGE + "\n");
  const applied = await prepareDatabase(db, cmd === "seed" || config.seedOnStart, {
    force: cmd === "seed",
    consoleUrl: config.consoleUrl,
  });
  if (cmd === "migrate") return ok(applied.length ? `applied: ${applied.join(", ")}\n` : "database is up to date\n");
  if (cmd === "seed" && arg === "large") {
    // the scale data set: a million products and their pools (server/db/seed-large.ts)
    const started = Date.now();
    await seedLarge(db, progressBar());
    return ok(`large seed data is in place (${Math.round((Date.now() - started) / 1000)} s)\n`);
  }
  if (cmd === "seed") return ok("seed data is in place\n");
  if (cmd === "mail") return ok(await mailListing(db));
  const user = await userByUsername(db, arg!);
  if (!user || !user.active) {
    const hint = config.seedOnStart ? "" : " (SEED_ON_START=0: the demo users are not seeded; run `npm run cli -- seed`)";
    return fail(1, `no active staff user named ${arg}${hint}\n`);
  }
  const { token } = await issueToken(db, user.id, config.tokenTtlSeconds);
  return ok(token + "\n");
}
