// The measured costs table records Playwright's spec files too (for ordering them by cost once the
// journeys no longer depend on each other's data: see docs/testing.md). The run here is the test's own.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("file-costs.mjs reads Playwright's list output", () => {
  it("sums each spec file's test durations into milliseconds, keyed from the repository root", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "costs-"));
    fs.copyFileSync(path.resolve("tests/support/file-costs.mjs"), path.join(dir, "file-costs.mjs"));
    fs.writeFileSync(path.join(dir, "file-costs.json"), JSON.stringify({ "tests/api/kept.test.ts": 5 }));
    const run = [
      "Running 3 tests using 2 workers",
      "  ✓   1 [cost-1] › e2e/a11y.spec.ts:12:3 › pages › zh (2.5s)",
      "  ✓   2 [cost-1] › tests/e2e/a11y.spec.ts:30:3 › pages › en (812ms)",
      "  ✘   3 [cost-3] › e2e/xss.spec.ts:23:1 › script payloads are shown as text (1.1m)",
      "  3 passed (1.2m)",
    ].join("\n");
    execFileSync(process.execPath, [path.join(dir, "file-costs.mjs")], { input: run });
    expect(JSON.parse(fs.readFileSync(path.join(dir, "file-costs.json"), "utf8"))).toEqual({
      "tests/api/kept.test.ts": 5,
      "tests/e2e/a11y.spec.ts": 3312,
      "tests/e2e/xss.spec.ts": 66000,
    });
  });
});
