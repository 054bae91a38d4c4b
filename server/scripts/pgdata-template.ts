import path from "node:path";
import { makeSeededTemplate, makeTemplate } from "../db/make-template";
import { builtSeedKey, envConsoleUrl, seedKeyFor } from "../db/seed-state";
import { builtTemplateDir, seededTemplateDir } from "../db/template";

// The last step of `npm run build` (bundled as build/server/pgdata-template.js): the initialized,
// migrated PGlite data directory a fresh DATA_DIR starts from, and its seeded copy for today, each
// kept when it is still current.
const target = builtTemplateDir();
// the seed's mails link to the console this build's environment names; a start elsewhere moves them (seed-state.ts)
const consoleUrl = envConsoleUrl();
const seedKey = seedKeyFor(builtSeedKey());
if (!target || !seedKey) throw new Error("run the bundled build/server/pgdata-template.js");
for (const [dir, make] of [
  [target, () => makeTemplate(target)],
  [seededTemplateDir(target), () => makeSeededTemplate(target, seedKey, new Date(), consoleUrl)],
] as const) {
  const started = Date.now();
  const result = await make();
  process.stdout.write(`database template ${result}: ${path.relative(process.cwd(), dir)} (${Date.now() - started} ms)\n`);
}
