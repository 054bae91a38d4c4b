// A vitest reporter for tests/support/watchdog.sh: keeps the file named by WATCHDOG_RUNNING listing
// the test files a worker has taken and not finished, with the test each is in, so a run that hangs
// says where (vitest itself prints a file only once it has finished).
import fs from "node:fs";
import path from "node:path";
import type { Reporter, TestCase, TestModule } from "vitest/node";

export default class RunningReporter implements Reporter {
  private running = new Map<string, string>();
  private file = process.env.WATCHDOG_RUNNING;

  private write() {
    if (!this.file) return;
    const now = new Date().toISOString().slice(11, 19);
    const lines = [...this.running].map(([m, test]) => `${path.relative(process.cwd(), m)}${test ? ` › ${test}` : ""}`);
    fs.writeFileSync(this.file, `${now} running:\n${lines.join("\n")}\n`);
  }
  onTestModuleQueued(m: TestModule) {
    this.running.set(m.moduleId, "");
    this.write();
  }
  onTestCaseReady(c: TestCase) {
    this.running.set(c.module.moduleId, c.fullName);
    this.write();
  }
  onTestModuleEnd(m: TestModule) {
    this.running.delete(m.moduleId);
    this.write();
  }
}
