// Issue 39.5: on the embedded database (one connection), three people each exporting 100,000
// discount codes at once must leave /healthz and other staff's reads answering under 2 s.
// Run: `npm run build`, then `npx tsx tests/load/parallel-exports.ts` (about a minute). It starts the
// built API on a fresh PGlite folder, puts a finished batch of 100,000 codes in it, and polls
// /healthz and one list read every 100 ms: first with nothing else running (baseline), then while
// the three exports stream (each read to its end, as a browser saves it). Prints one table.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDb } from "../../server/db/client";
import { cliToken, freePort, requireBuild, startApi } from "../support/servers.mjs";

const CODES = 100_000;
const TARGET_MS = 2000;

requireBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "parallel-exports-"));
// the CLI migrates and seeds the folder; the third exporter is one more admin-role account
const adminToken = await cliToken({ username: "admin", dataDir });
const db = await openDb({ dataDir });
let batchId: number;
try {
  await db.query(
    "insert into users (username, display_name, role_id) values ('exporter3', 'Third Exporter', (select id from roles where name = 'admin')) on conflict (username) do nothing",
  );
  const [d] = await db.query<{ id: number }>("select id from discounts order by id limit 1");
  const [b] = await db.query<{ id: number }>(
    "insert into discount_code_batches (discount_id, prefix, code_length, requested, generated, status, finished_at) values ($1, 'PEX', 12, $2, $2, 'done', now()) returning id",
    [d.id, CODES],
  );
  batchId = b.id;
  await db.query("insert into discount_codes (batch_id, code) select $1, 'PEX' || lpad(g::text, 9, '0') from generate_series(1, $2) g", [
    batchId,
    CODES,
  ]);
} finally {
  await db.close();
}
// three people: one export in flight per person (server/jobs/claims.ts)
const tokens = [adminToken, await cliToken({ username: "operator", dataDir }), await cliToken({ username: "exporter3", dataDir })];
const api = await startApi({ port: await freePort(), consoleUrl: "http://127.0.0.1:9", dataDir, logLevel: "silent" });

/** ms of each /healthz and list read, polled one after the other every 100 ms until `until` settles */
async function poll(until: Promise<unknown>) {
  const health: number[] = [];
  const list: number[] = [];
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    let t = performance.now();
    await (await fetch(`${api.url}/healthz`)).arrayBuffer();
    health.push(performance.now() - t);
    t = performance.now();
    await (await fetch(`${api.url}/api/config/currencies?page=1`, { headers: { authorization: `Bearer ${adminToken}` } })).arrayBuffer();
    list.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { health, list };
}

async function exportAll(token: string) {
  const t = performance.now();
  const res = await fetch(`${api.url}/api/market/discount/batch/${batchId}/export`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = (await res.arrayBuffer()).byteLength;
  if (res.status !== 200) throw new Error(`export answered ${res.status}`);
  return { ms: performance.now() - t, bytes };
}

const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;
const f = (ms: number) => `${ms.toFixed(0)} ms`;
try {
  const idle = await poll(new Promise((r) => setTimeout(r, 3000)));
  const exports = Promise.all(tokens.map(exportAll));
  const busy = await poll(exports);
  const done = await exports;
  const rows: [string, string][] = [
    ["load average (1 min) at the end", os.loadavg()[0].toFixed(1)],
    ["exports: seconds each", done.map((e) => (e.ms / 1000).toFixed(1)).join(" / ")],
    ["exports: bytes each", done.map((e) => e.bytes.toLocaleString("en-US")).join(" / ")],
    ["/healthz idle: p50 / p95 / max", `${f(q(idle.health, 50))} / ${f(q(idle.health, 95))} / ${f(Math.max(...idle.health))}`],
    ["/healthz during: p50 / p95 / max", `${f(q(busy.health, 50))} / ${f(q(busy.health, 95))} / ${f(Math.max(...busy.health))}`],
    ["currency list idle: p50 / p95 / max", `${f(q(idle.list, 50))} / ${f(q(idle.list, 95))} / ${f(Math.max(...idle.list))}`],
    ["currency list during: p50 / p95 / max", `${f(q(busy.list, 50))} / ${f(q(busy.list, 95))} / ${f(Math.max(...busy.list))}`],
    [`every read during under ${TARGET_MS} ms`, Math.max(...busy.health, ...busy.list) < TARGET_MS ? "yes" : "NO"],
  ];
  for (const [k, v] of rows) console.log(`${k.padEnd(40)} ${v}`);
} finally {
  await api.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
