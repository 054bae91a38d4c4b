// tests/support/phases.sh, which .ci/run and `npm test` run their phases through: the table of phases
// with their minutes ends the output, also when a phase fails, the failed phase marked; a script run
// by another (npm test inside CI) adds its phases to the caller's one table.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

function run(script: string) {
  const r = spawnSync("bash", ["-c", `set -euo pipefail; source tests/support/phases.sh; ${script}`], {
    env: { ...process.env, PHASES_FILE: "" },
    encoding: "utf8",
  });
  return { lines: r.stdout.trimEnd().split("\n"), status: r.status };
}

describe("phase", () => {
  it("ends the output with the table of phases, their budgets and minutes", () => {
    const r = run(`phase install 10 true; phase "type check" 3 bash -c 'echo checking'`);
    expect(r.status).toBe(0);
    expect(r.lines.slice(-5)).toEqual([
      "== phases (exit 0)",
      "phase                        budget  minutes  result",
      "install                          10      0.0  ok",
      "type check                        3      0.0  ok",
      "total                                    0.0",
    ]);
  });

  it("prints the table when a phase fails, marks that phase, and runs no phase after it", () => {
    const r = run(`phase lint 3 bash -c 'exit 2'; phase unit 10 true`);
    expect(r.status).toBe(2);
    expect(r.lines.slice(-4)).toEqual([
      "== phases (exit 2)",
      "phase                        budget  minutes  result",
      "lint                              3      0.0  FAILED (exit 2)",
      "total                                    0.0",
    ]);
    expect(r.lines.join("\n")).not.toContain("== unit");
  });

  it("adds the phases of a script it runs to its own table", () => {
    const inner = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "phases-")), "inner.sh");
    fs.writeFileSync(inner, `set -euo pipefail; cd ${JSON.stringify(process.cwd())}; source tests/support/phases.sh; phase e2e 40 true\n`);
    const r = run(`phase install 10 true; bash ${inner}; phase "unit (Node 22)" 10 true`);
    fs.rmSync(path.dirname(inner), { recursive: true, force: true });
    expect(r.lines.filter((l) => l.startsWith("== phases"))).toEqual(["== phases (exit 0)"]);
    expect(r.lines.slice(-4, -1).map((l) => l.split(/\s{2,}/)[0])).toEqual(["install", "e2e", "unit (Node 22)"]);
  });
});
