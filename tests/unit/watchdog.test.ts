// tests/support/watchdog.sh, which bounds each vitest phase of `npm test` and CI: a phase that makes no
// progress, or runs past its budget, is reported with the test files still running and fails with 124;
// nothing is run again; otherwise the exit code is the phase's own (under the `set -euo pipefail` of
// the scripts that use it).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

function run(script: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "watchdog-"));
  const r = spawnSync(
    "bash",
    ["-c", `set -euo pipefail; source tests/support/watchdog.sh; trap 'echo "rc=$? hung=[$WATCHDOG_HUNG]"' EXIT; ${script}`],
    {
      env: { ...process.env, WATCHDOG_LIMIT_S: "2", WATCHDOG_BUDGET_S: "6", COUNT: path.join(dir, "count") },
      encoding: "utf8",
    },
  );
  const attempts = fs.existsSync(path.join(dir, "count")) ? fs.readFileSync(path.join(dir, "count"), "utf8").length : 0;
  fs.rmSync(dir, { recursive: true, force: true });
  return { out: r.stdout, attempts };
}

// a hang is only seen after the 2 s limit, once or twice, each with a process to start: more than
// vitest's default 5 s on a busy machine
const HANGS = 30_000;

describe("watched", () => {
  it("passes a phase's exit code through and runs a failing phase once", () => {
    const r = run(`watched failing 1 bash -c 'printf x >> "$COUNT"; exit 3'`);
    expect(r.out).toContain("rc=3 hung=[]");
    expect(r.attempts).toBe(1);
  });

  it(
    "fails a phase that stops making progress at once, naming the test files still running, and does not run it again",
    () => {
      const r = run(
        `watched stuck 1 bash -c 'printf x >> "$COUNT"; printf "12:00:00 running:\ntests/api/slow.test.ts › waits forever\n" > "$WATCHDOG_RUNNING"; sleep 60'`,
      );
      expect(r.out).toContain("!! stuck: no test started or ended for 2 s");
      expect(r.out).toContain("tests/api/slow.test.ts › waits forever");
      expect(r.out).toContain("rc=124 hung=[ stuck]");
      expect(r.attempts).toBe(1);
    },
    HANGS,
  );

  it(
    "fails a phase that keeps going past its budget, though it makes progress",
    () => {
      const r = run(`watched long 1 bash -c 'printf x >> "$COUNT"; for i in $(seq 40); do date > "$WATCHDOG_RUNNING"; sleep 0.5; done'`);
      expect(r.out).toContain("!! long: still running after its budget of 6 s");
      expect(r.out).toContain("rc=124 hung=[ long]");
      expect(r.attempts).toBe(1);
    },
    HANGS,
  );

  it(
    "prints what an idle Node process waits on",
    () => {
      const r = run(
        `watched idle 1 bash -c 'printf x >> "$COUNT"; node -e "require(\\"net\\").createServer().listen(0, \\"127.0.0.1\\")"'`,
      );
      expect(r.out).toContain("!! idle: no test started or ended for 2 s");
      expect(r.out).toMatch(/waiting on: tcp/);
      expect(r.out).toContain("rc=124 hung=[ idle]");
      expect(r.attempts).toBe(1);
    },
    HANGS,
  );
});
