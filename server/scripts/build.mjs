// Bundles the API, the launcher and the CLI into build/server with esbuild (dependencies stay in
// node_modules), so production starts plain Node with no TypeScript loader. Then makes the database
// template a fresh DATA_DIR starts from (build/pgdata-template, see server/db/template.ts).
import { spawnSync } from "node:child_process";
import { build } from "esbuild";

await build({
  entryPoints: {
    api: "server/api.ts",
    console: "server/console.ts",
    start: "server/start.ts",
    cli: "server/cli.ts",
    "pgdata-template": "server/scripts/pgdata-template.ts",
  },
  outdir: "build/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  // the template, relative to the bundles (server/db/template.ts); unset when running from sources
  define: { __PGDATA_TEMPLATE__: JSON.stringify("../pgdata-template") },
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});

const template = spawnSync(process.execPath, ["build/server/pgdata-template.js"], { stdio: "inherit" });
if (template.status !== 0) process.exit(template.status ?? 1);
