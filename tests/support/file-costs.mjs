// Reads a vitest run's default output on stdin and writes each file's measured milliseconds into
// tests/support/file-costs.json (merged with what it holds), for cost-sequencer.ts:
//   npx vitest run --config tests/vitest.config.ts --project api | node tests/support/file-costs.mjs
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
const sorted = Object.fromEntries(Object.entries(costs).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync(out, JSON.stringify(sorted, null, 2) + "\n");
console.log(`${found} files measured; ${Object.keys(sorted).length} in ${path.relative(process.cwd(), out)}`);
