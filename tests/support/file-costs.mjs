// Reads a vitest run's default output, or a Playwright run's list reporter output, on stdin and
// writes each file's measured milliseconds into tests/support/file-costs.json (merged with what it
// holds), for cost-sequencer.ts and tests/e2e/cost-order.ts:
//   npx vitest run --config tests/vitest.config.ts --project api | node tests/support/file-costs.mjs
//   npx playwright test --config tests/playwright.config.ts | node tests/support/file-costs.mjs
import fs from "node:fs";
import path from "node:path";

const out = path.resolve(import.meta.dirname, "file-costs.json");
// eslint-disable-next-line no-control-regex -- a terminal's colour codes are what it strips
const text = fs.readFileSync(0, "utf8").replace(/\x1b\[[0-9;]*m/g, "");
const costs = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, "utf8")) : {};
let found = 0;
for (const m of text.matchAll(/^\s*[✓❯×]\s+\S+\s+(tests\/\S+\.test\.ts)\s+\((\d+) tests?[^)]*\)\s+(\d+(?:\.\d+)?)(ms|s)\s*$/gm)) {
  costs[m[1]] = Math.round(m[4] === "s" ? Number(m[3]) * 1000 : Number(m[3]));
  found++;
}
// Playwright prints a line per test ("✓  12 [cost-1] › tests/e2e/a.spec.ts:10:3 › title (2.1s)"; the
// path from the directory it runs in): a file costs the sum of its tests
const unit = { ms: 1, s: 1000, m: 60_000 };
const specs = {};
for (const m of text.matchAll(
  /^\s*[✓✘-]\s+\d+\s+(?:\[[^\]]*\]\s+›\s+)?(?:tests\/)?(e2e\/\S+?\.spec\.ts):\d+:\d+\s+›.*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/gm,
)) {
  const file = `tests/${m[1]}`;
  specs[file] = (specs[file] ?? 0) + Number(m[2]) * unit[m[3]];
}
for (const [file, ms] of Object.entries(specs)) {
  costs[file] = Math.round(ms);
  found++;
}
const sorted = Object.fromEntries(Object.entries(costs).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync(out, JSON.stringify(sorted, null, 2) + "\n");
console.log(`${found} files measured; ${Object.keys(sorted).length} in ${path.relative(process.cwd(), out)}`);
