// The API dies after a review decision committed and before its mail went out (the test-only fault
// point FAULT_PAUSE_BEFORE_MAIL holds the delivery job, then the process is SIGKILLed). Started
// again on the same data, the queue runs the job again and the mail reaches the SMTP server
// exactly once. On the embedded PGlite data directory, as `npm start` runs it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headerOf, startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { cliToken, freePort, requireBuild, startApi } from "../support/servers.mjs";

let smtp: SmtpSink;
let dataDir = "";
let port = 0;
const running = new Set<Awaited<ReturnType<typeof startApi>>>();

const start = async (fault: boolean) => {
  const api = await startApi({
    port,
    consoleUrl: "http://console.example",
    dataDir,
    env: { SMTP_URL: smtp.url, ...(fault ? { FAULT_PAUSE_BEFORE_MAIL: "1" } : {}) },
  });
  running.add(api);
  return api;
};

beforeAll(async () => {
  requireBuild();
  smtp = await startSmtpSink();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "faults-mail-"));
  port = await freePort();
  const api = await start(false); // migrates and seeds
  await api.stop();
  running.delete(api);
});

afterAll(async () => {
  for (const a of running) await a.kill();
  await smtp?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("a process killed between a transition and its mail", () => {
  it("sends the mail exactly once after the restart", async () => {
    const token = await cliToken({ username: "approver", dataDir });
    const api = await start(true);
    // the seeded budget waiting for the approver (submitted by the operator)
    const list = await fetch(`${api.url}/api/budget/list?status=pending&keyword=Spring%20sale`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [budget] = ((await list.json()) as { data: { list: { id: number; code: string; version: number }[] } }).data.list;
    const res = await fetch(`${api.url}/api/budget/audit`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ id: budget.id, action: "pass", version: budget.version }),
    });
    expect(res.status).toBe(200);
    await api.waitFor(/fault point: paused before mail/, 30_000);
    await api.kill();
    running.delete(api);
    const toOperator = () =>
      smtp.messages.filter((m) => m.to.includes("operator@staff.example") && headerOf(m.raw, "Subject").includes(budget.code));
    expect(toOperator()).toHaveLength(0);

    await start(false);
    const end = Date.now() + 90_000;
    while (!toOperator().length && Date.now() < end) await new Promise((r) => setTimeout(r, 500));
    expect(toOperator()).toHaveLength(1);
    // a while longer: no second copy from a retry or the sweep
    await new Promise((r) => setTimeout(r, 5_000));
    expect(toOperator()).toHaveLength(1);
    expect(headerOf(toOperator()[0].raw, "Subject")).toBe(`预算 ${budget.code}：已通过`);
  }, 180_000);
});
