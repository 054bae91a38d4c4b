// Issue 42 §5: the first load carries only what the page uses, and no code is tied to a library's
// internals. Polaris is imported through its package index only (its build files' layout is not
// its API; the stylesheet is the documented exception), and a route that declares it draws no
// Polaris component (`handle = NO_POLARIS`, ui/PolarisScope.tsx) must not reach Polaris through
// any module the browser loads for it: one such import would put every Polaris component the
// console uses back into that page's first load, and render without Polaris' provider.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { staticImports } from "../support/static-imports";

const APP = fileURLToPath(new URL("../../app", import.meta.url));
const ROUTES = path.join(APP, "routes");

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? files(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts") ? [path.join(dir, e.name)] : [],
    );
}

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("~/") ? path.join(APP, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  return (
    [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find(
      (f) => fs.existsSync(f) && fs.statSync(f).isFile(),
    ) ?? null
  );
}

/** The chain of modules by which a route's browser code reaches Polaris' package, or null. */
function pathToPolaris(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  // a .server module is an empty module in the browser's build
  if (/\.server\.tsx?$/.test(file)) return null;
  for (const spec of staticImports(fs.readFileSync(file, "utf8"))) {
    if (spec === "@shopify/polaris" || spec.startsWith("@shopify/polaris/")) {
      if (!spec.endsWith(".css")) return [path.relative(APP, file), spec];
      continue;
    }
    const next = resolve(file, spec);
    const found = next ? pathToPolaris(next, seen) : null;
    if (found) return [path.relative(APP, file), ...found];
  }
  return null;
}

const declaresNoPolaris = (source: string) => /export\s*\{\s*NO_POLARIS as handle\s*\}/.test(source);

describe("Polaris in the browser's code", () => {
  it("the import reader sees value imports and re-exports, not types", () => {
    const src = `import { A } from "./a";\nimport type { B } from "./b";\nexport { C } from "./c";\nimport { type D } from "./d";\nexport type { E } from "./e";\nimport "./f.css";`;
    expect(staticImports(src)).toEqual(["./a", "./c", "./f.css"]);
  });

  it("no app module imports Polaris' build files (its stylesheet aside)", () => {
    const deep = files(APP).flatMap((f) =>
      staticImports(fs.readFileSync(f, "utf8"))
        .filter((s) => s.startsWith("@shopify/polaris/build/") && !s.endsWith("/styles.css"))
        .map((s) => `${path.relative(APP, f)}: ${s}`),
    );
    expect(deep).toEqual([]);
  });

  it("the currency list (the page the first-load budget is measured on) declares it draws no Polaris component", () => {
    expect(declaresNoPolaris(fs.readFileSync(path.join(ROUTES, "_app.system.currency-manage-list.tsx"), "utf8"))).toBe(true);
  });

  it("a route that declares no Polaris reaches no Polaris module, nor do the layouts above it", () => {
    const routes = files(ROUTES).filter((f) => declaresNoPolaris(fs.readFileSync(f, "utf8")));
    const layouts = ["root.tsx", "routes/_app.tsx", "entry.client.tsx"].map((f) => path.join(APP, f));
    const found = [...layouts, ...routes].map((f) => pathToPolaris(f)).filter((p) => p !== null);
    expect(found).toEqual([]);
  }, 30_000);
});
