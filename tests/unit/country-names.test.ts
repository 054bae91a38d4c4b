// Issue 42 §5: a list that names countries gets their names with its data, so the browser never
// loads the whole ISO table (lib/countries.ts) for the currency list's first load.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { countryNamesIn } from "~/lib/country-names.server";
import { staticImports } from "../support/static-imports";

const APP = fileURLToPath(new URL("../../app", import.meta.url));

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("~/") ? path.join(APP, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  return [base, `${base}.ts`, `${base}.tsx`].find((f) => fs.existsSync(f) && fs.statSync(f).isFile()) ?? null;
}

/** The chain of static imports by which a module's browser code reaches `target`, or null. */
function chainTo(file: string, target: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file) || /\.server\.tsx?$/.test(file)) return null;
  seen.add(file);
  if (file === target) return [path.relative(APP, file)];
  for (const spec of staticImports(fs.readFileSync(file, "utf8"))) {
    const next = resolve(file, spec);
    const found = next ? chainTo(next, target, seen) : null;
    if (found) return [path.relative(APP, file), ...found];
  }
  return null;
}

describe("country names sent with a page's data", () => {
  it("names every ISO code found in rows and log snapshots, in the page's language", () => {
    const sent = [
      { items: [{ country_code: "IE", site: "us", currency_code: "EUR" }] },
      { items: [{ before: { country_code: "JP" }, after: { country_code: "IE" } }] },
    ];
    expect(countryNamesIn(sent, "zh")).toEqual({ IE: "爱尔兰", JP: "日本" });
    expect(countryNamesIn(sent, "en")).toEqual({ IE: "Ireland", JP: "Japan" });
  });

  it("leaves out what is no country code: lower case, three letters, unknown pairs", () => {
    expect(countryNamesIn({ a: "ie", b: "USD", c: "XX", d: ["ZZ", 12, null] }, "en")).toEqual({});
  });

  it("the currency list's browser code does not reach the ISO table", () => {
    const route = path.join(APP, "routes/_app.system.currency-manage-list.tsx");
    expect(chainTo(route, path.join(APP, "lib/countries.ts"))).toBeNull();
  });
});
