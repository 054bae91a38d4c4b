// tests/support/watchdog.sh, which bounds each vitest phase of `npm test` and CI: a hang is reported
// and run once more, a failure is never rerun, and the exit code is the phase's own (under the
// `set -euo pipefail` of the scripts that use it).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

function run(script: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "watchdog-"));
  const r = spawnSync("bash", ["-c", `set -euo pipefail; source tests/support/watchdog.sh; trap 'echo "rc=$? hung=[$WATCHDOG_HUNG]"' EXIT; ${script}`], {
    env: { ...process.env, WATCHDOG_LIMIT_S: "2", COUNT: path.join(dir, "count") },
    encoding: "utf8",
  });
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

  it("runs a phase that hangs once more, and says so", () => {
    const r = run(`watched slow 1 bash -c 'printf x >> "$COUNT"; [ $(wc -c < "$COUNT") -gt 1 ] || sleep 60'`);
    expect(r.out).toContain("!! slow: no test started or ended for 2 s (attempt 1)");
    expect(r.out).toContain("rc=0 hung=[ slow]");
    expect(r.attempts).toBe(2);
  }, HANGS);

  it("gives up after the second hang with 124, printing what an idle Node process waits on", () => {
    const r = run(`watched idle 1 bash -c 'printf x >> "$COUNT"; node -e "require(\\"net\\").createServer().listen(0, \\"127.0.0.1\\")"'`);
    expect(r.out).toContain("!! idle: no test started or ended for 2 s (attempt 2)");
    expect(r.out).toMatch(/waiting on: tcp/);
    expect(r.out).toContain("!! idle hung twice");
    expect(r.out).toContain("rc=124 hung=[ idle idle]");
    expect(r.attempts).toBe(2);
  }, HANGS);
});
