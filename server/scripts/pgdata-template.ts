import path from "node:path";
import { makeTemplate } from "../db/make-template";
import { builtTemplateDir } from "../db/template";

// The last step of `npm run build` (bundled as build/server/pgdata-template.js): the initialized,
// migrated PGlite data directory a fresh DATA_DIR starts from, kept when it is still current.
const target = builtTemplateDir();
if (!target) throw new Error("run the bundled build/server/pgdata-template.js");
const started = Date.now();
const result = await makeTemplate(target);
process.stdout.write(`database template ${result}: ${path.relative(process.cwd(), target)} (${Date.now() - started} ms)\n`);
