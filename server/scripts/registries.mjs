// The registries are found, not edited (issue 36 §4, docs/decisions/0008-found-registries.md): this
// writes each folder's index module from the files that are in it, so adding a migration, a route
// area, a catalog file, an API module, a kind, a permission-fixture part or a storefront config's
// demo records is adding a file. The classic Remix compiler has no import.meta.glob, so the indexes
// are plain modules, written before `npm run build`, `dev` and `test`; tests/unit/registries.test.ts
// fails when one checked in is stale.
//
// `node server/scripts/registries.mjs` writes them; `--check` only says which are stale (exit 1).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import prettier from "prettier";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const HEAD = "// Written by server/scripts/registries.mjs from the files in this folder: add a file, not a line here.\n";

const tsFiles = (dir, test = () => true) =>
  fs
    .readdirSync(path.join(ROOT, dir))
    .filter((f) => f.endsWith(".ts") && f !== "index.ts" && !f.endsWith(".test.ts") && test(f))
    .sort((a, b) => (base(a) < base(b) ? -1 : 1));
const exportsOf = (dir, file, re = /^export const (\w+)/gm) =>
  [...fs.readFileSync(path.join(ROOT, dir, file), "utf8").matchAll(re)].map((m) => m[1]);
const base = (f) => f.replace(/\.ts$/, "");
function only(dir, file, names, what) {
  if (names.length !== 1) throw new Error(`${dir}/${file}: expected one exported ${what}, found ${names.length} (${names.join(", ")})`);
  return names[0];
}
/** The area (a file name among `areas`) a file belongs to: the longest that is its name or a prefix of it. */
const areaOf = (name, areas) => areas.filter((a) => name === a || name.startsWith(`${a}-`)).sort((a, b) => b.length - a.length)[0];
const imports = (dir, list) => list.map(([names, file]) => `import { ${names.join(", ")} } from "./${base(file)}";`).join("\n");

/** Migrations: `<nnn>_<name>.ts`, each exporting its SQL, applied in file-name order. */
function migrations() {
  const dir = "server/db/migrations";
  const files = tsFiles(dir, (f) => /^\d{3}_\w+\.ts$/.test(f)).map((f) => [only(dir, f, exportsOf(dir, f), "SQL string"), f]);
  return [
    `${dir}/index.ts`,
    `${HEAD}// Migrations are SQL kept in modules so the bundled server carries them with no file lookups.
${imports(
  dir,
  files.map(([n, f]) => [[n], f]),
)}

export const MIGRATIONS: { name: string; sql: string }[] = [
${files.map(([n, f]) => `  { name: "${base(f)}", sql: ${n} },`).join("\n")}
];
`,
  ];
}

/**
 * Route areas: `<area>.ts` exports the area's head (`…_AREA: AreaHead`, the menu entry); it and every
 * `<area>-<part>.ts` export the routes below it (`…_ROUTES: RouteNode[]`).
 */
function routeAreas() {
  const dir = "app/lib/route-areas";
  const files = tsFiles(dir).map((f) => ({
    f,
    head: exportsOf(dir, f, /^export const (\w+_AREA): AreaHead\b/gm),
    routes: exportsOf(dir, f, /^export const (\w+_ROUTES): RouteNode\[\]/gm),
  }));
  const heads = files.filter((x) => x.head.length).map((x) => base(x.f));
  const orphan = files.find((x) => !areaOf(base(x.f), heads));
  if (orphan) throw new Error(`${dir}/${orphan.f}: no area file <area>.ts exporting an …_AREA head is a prefix of its name`);
  const body = heads.map((a) => {
    const head = only(dir, `${a}.ts`, files.find((x) => base(x.f) === a).head, "…_AREA head");
    const parts = files.filter((x) => areaOf(base(x.f), heads) === a).flatMap((x) => x.routes);
    return `  { ...${head}, children: [${parts.map((p) => `...${p}`).join(", ")}] },`;
  });
  return [
    `${dir}/index.ts`,
    `${HEAD}import type { RouteNode } from "../route-tree";
${imports(
  dir,
  files.map((x) => [[...x.head, ...x.routes], x.f]).filter(([n]) => n.length),
)}

/** Every area with the routes of its files; route-tree.ts places them by their \`sort\`. */
export const FOUND_AREAS: RouteNode[] = [
${body.join("\n")}
];
`,
  ];
}

/** Catalog files: `<name>.en.ts` and `<name>.zh.ts`, each exporting its strings. */
function locales() {
  const dir = "app/locales/areas";
  const names = tsFiles(dir, (f) => f.endsWith(".en.ts")).map((f) => f.replace(/\.en\.ts$/, ""));
  const pairs = names.map((n) => {
    const zhFile = `${n}.zh.ts`;
    if (!fs.existsSync(path.join(ROOT, dir, zhFile))) throw new Error(`${dir}/${n}.en.ts has no ${zhFile}`);
    return {
      n,
      en: only(dir, `${n}.en.ts`, exportsOf(dir, `${n}.en.ts`), "catalog"),
      zh: only(dir, zhFile, exportsOf(dir, zhFile), "catalog"),
    };
  });
  return [
    `${dir}/index.ts`,
    `${HEAD}${pairs.map((p) => `import { ${p.en} } from "./${p.n}.en";\nimport { ${p.zh} } from "./${p.n}.zh";`).join("\n")}

/** Each file's strings by its name (app/lib/i18n.server.ts puts a file in the browser part its name starts with). */
export const AREA_CATALOG_FILES = [
${pairs.map((p) => `  { name: "${p.n}", en: ${p.en}, zh: ${p.zh} },`).join("\n")}
] as const;

/** Every area file's English strings, spread into ../en.ts. */
export const AREA_EN = { ${pairs.map((p) => `...${p.en}`).join(", ")} } as const;
/** Every area file's Chinese strings, spread into ../zh.ts. */
export const AREA_ZH = { ${pairs.map((p) => `...${p.zh}`).join(", ")} };
`,
  ];
}

/** API modules: `server/modules/<area>/routes.ts`, each exporting its endpoints (`…Endpoints`). */
function apiModules() {
  const dir = "server/modules";
  const mods = fs
    .readdirSync(path.join(ROOT, dir))
    .filter((d) => fs.existsSync(path.join(ROOT, dir, d, "routes.ts")))
    .sort()
    .map((d) => [
      only(`${dir}/${d}`, "routes.ts", exportsOf(`${dir}/${d}`, "routes.ts", /^export const (\w+Endpoints)\b/gm), "…Endpoints"),
      d,
    ]);
  return [
    `${dir}/index.ts`,
    `${HEAD}${mods.map(([n, d]) => `import { ${n} } from "./${d}/routes";`).join("\n")}

/** Every area's endpoints (server/app.ts buildRouter), areas in folder order. */
export const MODULE_ENDPOINTS = [${mods.map(([n]) => `...${n}`).join(", ")}];
`,
  ];
}

/** Kinds: `app/domain/kinds/*.ts` exporting a \`…Kind = …\` (defineKind or a factory over it). */
function kinds() {
  const dir = "app/domain/kinds";
  const files = tsFiles(dir)
    .map((f) => [exportsOf(dir, f, /^export const (\w+Kind) = (?![(<])/gm), f])
    .filter(([n]) => n.length);
  return [
    `${dir}/index.ts`,
    `${HEAD}import type { KindDef } from "./kind";
${imports(dir, files)}

/** Every kind declared in this folder. */
export const KINDS: readonly KindDef[] = [${files.flatMap(([n]) => n).join(", ")}];
`,
  ];
}

/** Permission-fixture parts: `tests/fixtures/areas/*.ts`, each exporting `…_ROUTE_FIXTURES` and `…_ENDPOINT_FIXTURES`. */
function fixtures() {
  const dir = "tests/fixtures/areas";
  const files = tsFiles(dir).map((f) => [
    only(dir, f, exportsOf(dir, f, /^export const (\w+_ROUTE_FIXTURES)\b/gm), "…_ROUTE_FIXTURES"),
    only(dir, f, exportsOf(dir, f, /^export const (\w+_ENDPOINT_FIXTURES)\b/gm), "…_ENDPOINT_FIXTURES"),
    f,
  ]);
  return [
    `${dir}/index.ts`,
    `${HEAD}import type { EndpointFixture, RouteFixture } from "../permissions";
${imports(
  dir,
  files.map(([r, e, f]) => [[e, r], f]),
)}

/** Every part's routes and endpoints, spread into ../permissions.ts. */
export const AREA_ROUTE_FIXTURES: RouteFixture[] = [${files.map(([r]) => `...${r}`).join(", ")}];
export const AREA_ENDPOINT_FIXTURES: Record<string, EndpointFixture> = { ${files.map(([, e]) => `...${e}`).join(", ")} };
`,
  ];
}

/** Storefront configs' demo records: `server/db/seed-configs/<table>.ts`, each exporting its rows (`…Seed`). */
function configSeeds() {
  const dir = "server/db/seed-configs";
  const files = tsFiles(dir).map((f) => [only(dir, f, exportsOf(dir, f, /^export const (\w+Seed)\b/gm), "…Seed"), f]);
  return [
    `${dir}/index.ts`,
    `${HEAD}import type { ConfigSeedRow } from "../seed-resource-configs";
${imports(
  dir,
  files.map(([n, f]) => [[n], f]),
)}

/** Each table's demo records, by the name of its file. */
export const CONFIG_SEED: Record<string, ConfigSeedRow[]> = { ${files.map(([n, f]) => `${base(f)}: ${n}`).join(", ")} };
`,
  ];
}

export const GENERATORS = [migrations, routeAreas, locales, apiModules, kinds, fixtures, configSeeds];

/** Each index as it should read: [path from the project's root, text]. */
export async function expectedIndexes() {
  const out = [];
  for (const g of GENERATORS) {
    const [file, text] = g();
    const options = { ...(await prettier.resolveConfig(path.join(ROOT, file))), filepath: path.join(ROOT, file) };
    out.push([file, await prettier.format(text, options)]);
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes("--check");
  const stale = [];
  for (const [file, text] of await expectedIndexes()) {
    const abs = path.join(ROOT, file);
    const now = fs.existsSync(abs) ? fs.readFileSync(abs, "utf8") : "";
    if (now === text) continue;
    stale.push(file);
    if (!check) fs.writeFileSync(abs, text);
  }
  if (check && stale.length) {
    console.error(`stale registries (run node server/scripts/registries.mjs): ${stale.join(", ")}`);
    process.exit(1);
  }
  if (!check && stale.length) console.log(`registries written: ${stale.join(", ")}`);
}
