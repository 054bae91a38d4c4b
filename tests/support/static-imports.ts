// What a module loads up front, read from its source: shared by the unit tests that follow the
// browser's static import graph (tests/unit/polaris-free-routes.test.ts, country-names.test.ts).
/** Static value imports and re-exports of a module (type-only ones and dynamic import() load nothing up front). */
export function staticImports(source: string): string[] {
  const out: string[] = [];
  const re = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*"([^"]+)"|^\s*import\s+"([^"]+)"/gm;
  for (const m of source.matchAll(re)) {
    if (m[5]) out.push(m[5]);
    else if (!m[2] && !/^\{\s*(type\s+\w+\s*,?\s*)+\}$/.test(m[3])) out.push(m[4]);
  }
  return out;
}
