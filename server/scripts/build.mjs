// `npm run build`: bundles the API, the launcher and the CLI into build/server with esbuild
// (dependencies stay in node_modules), so production starts plain Node with no TypeScript loader;
// then builds the console (`remix build`) and, at the same time, the database templates a fresh
// DATA_DIR starts from (build/pgdata-template and -seeded, see server/db/template.ts): one waits on initdb,
// the other mostly on esbuild, so on two cores they take little more than the longer of the two.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";

// the seed's code, as bundled: a build whose seed is the same keeps today's seeded template, and a
// start skips a seed that already ran today (server/db/seed-state.ts)
const seedBundle = await build({
  entryPoints: ["server/db/seed.ts"],
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  write: false,
  logLevel: "warning",
});
const seedKey = createHash("sha256").update(seedBundle.outputFiles[0].text).digest("hex").slice(0, 32);

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
  // dynamic imports become chunks of their own: the API's entry starts its database folder's copy
  // before the rest of its code is parsed and its packages loaded (server/api.ts)
  // (chunks sit beside the entries: code that finds files relative to its own file still does)
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  // the template, relative to the bundles (server/db/template.ts); unset when running from sources
  define: { __PGDATA_TEMPLATE__: JSON.stringify("../pgdata-template"), __SEED_KEY__: JSON.stringify(seedKey) },
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});

const remixCli = path.join(path.dirname(createRequire(import.meta.url).resolve("@remix-run/dev/package.json")), "dist/cli.js");
// `npm run build` always makes the production build that `npm start` and `npm run serve` run: with
// NODE_ENV=development left in a shell, remix build would emit development JSX (jsxDEV), which the
// production React the console serves with cannot render. `npm run dev` is the development loop.
const env = { ...process.env, NODE_ENV: "production" };
const run = (args) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: "inherit", env });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", () => resolve(1));
  });
const codes = await Promise.all([run([remixCli, "build"]), run(["build/server/pgdata-template.js"])]);
process.exit(codes.find((c) => c !== 0) ?? 0);
