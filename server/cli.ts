import { loadApiConfig } from "./config";
import { openDb } from "./db/client";
import { migrate } from "./db/migrate";
import { seed } from "./db/seed";
import { builtTemplateDir } from "./db/template";
import { issueToken, userByUsername } from "./modules/auth/tokens";

// Ops CLI: npm run cli -- migrate | seed | token <username>
const usage = "usage: npm run cli -- migrate | seed | token <username>";

async function main(argv: string[]) {
  const [cmd, arg] = argv;
  if (!cmd || !["migrate", "seed", "token"].includes(cmd)) {
    process.stderr.write(usage + "\n");
    return 2;
  }
  const config = loadApiConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, template: builtTemplateDir() });
  try {
    const applied = await migrate(db);
    if (cmd === "migrate") {
      process.stdout.write(applied.length ? `applied: ${applied.join(", ")}\n` : "database is up to date\n");
    } else if (cmd === "seed") {
      await seed(db);
      process.stdout.write("seed data is in place\n");
    } else {
      if (!arg) {
        process.stderr.write(usage + "\n");
        return 2;
      }
      const user = await userByUsername(db, arg);
      if (!user || !user.active) {
        process.stderr.write(`no active staff user named ${arg}\n`);
        return 1;
      }
      const { token } = await issueToken(db, user.id, config.tokenTtlSeconds);
      process.stdout.write(token + "\n");
    }
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
