import path from "node:path";
import { makeSeededTemplate, makeTemplate } from "../db/make-template";
import { builtSeedKey } from "../db/seed-state";
import { builtTemplateDir, seededTemplateDir } from "../db/template";

// The last step of `npm run build` (bundled as build/server/pgdata-template.js): the initialized,
// migrated PGlite data directory a fresh DATA_DIR starts from, and its seeded copy for today, each
// kept when it is still current.
const target = builtTemplateDir();
const seedKey = builtSeedKey();
if (!target || !seedKey) throw new Error("run the bundled build/server/pgdata-template.js");
for (const [dir, make] of [
  [target, () => makeTemplate(target)],
  [seededTemplateDir(target), () => makeSeededTemplate(target, seedKey)],
] as const) {
  const started = Date.now();
  const result = await make();
  process.stdout.write(`database template ${result}: ${path.relative(process.cwd(), dir)} (${Date.now() - started} ms)\n`);
}
