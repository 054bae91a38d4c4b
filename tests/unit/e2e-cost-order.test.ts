// Playwright's workers take files in the config's project order (issue 37: files ordered by measured
// cost). The costs here are the test's own, not the committed table.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { costParts } from "../e2e/cost-order";

describe("e2e files cut by measured cost", () => {
  const costs = { "a.spec.ts": 100, "b.spec.ts": 400, "c.spec.ts": 50, "d.spec.ts": 300, "e.spec.ts": 150 };

  it("puts the dearest files making up each share first, the cheap rest last", () => {
    // of 1,000 in all, the first half holds b (400; with d it would be 700); the next 30 %, up to
    // 800, holds d (700; with e it would be 850); e, a and c are left
    expect(costParts(Object.keys(costs), costs, [0.5, 0.3])).toEqual([
      { name: "cost-1", files: ["b.spec.ts"] },
      { name: "cost-2", files: ["d.spec.ts"] },
      { name: "cost-3", files: ["e.spec.ts", "a.spec.ts", "c.spec.ts"] },
    ]);
  });

  it("gives a file dearer than its share a part of its own, and loses no file", () => {
    const parts = costParts(["x", "y", "z"], { x: 900, y: 50, z: 50 }, [0.1, 0.1]);
    expect(parts).toEqual([
      { name: "cost-1", files: ["x"] },
      { name: "cost-2", files: ["y", "z"] },
    ]);
  });

  it("counts an unmeasured file as the median one: neither first nor last", () => {
    const parts = costParts(["new.spec.ts", ...Object.keys(costs)], costs, [0.5, 0.3]);
    expect(parts.flatMap((p) => p.files)).toEqual(["b.spec.ts", "d.spec.ts", "e.spec.ts", "new.spec.ts", "a.spec.ts", "c.spec.ts"]);
  });
});

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
