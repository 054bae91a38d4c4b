// Bundles the API, the launcher and the CLI into build/server with esbuild (dependencies stay in
// node_modules), so production starts plain Node with no TypeScript loader.
import { build } from "esbuild";

await build({
  entryPoints: { api: "server/api.ts", console: "server/console.ts", start: "server/start.ts", cli: "server/cli.ts" },
  outdir: "build/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
