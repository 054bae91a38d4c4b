#!/usr/bin/env node
// The API's memory while a big export streams (issue 42 §4), for 10,000 and 100,000 rows side by
// side: `node tests/load/export-memory.mjs` (after `npm run build`).
//
// One launcher on a fresh DATA_DIR (EXPORT_PORT, default 3600; the API takes the next port). Two
// exports, each at both sizes:
//   - the language library (POST /api/config/translate/download): 10,000 keys imported as staff
//     would (one .xlsx through /api/config/translate/import), exported; 90,000 more imported,
//     exported again;
//   - a discount-code batch (GET /api/market/discount/batch/{id}/export): one batch of 10,000 codes
//     and one of 100,000, each exported.
// For each export: the API process's resident memory (/proc/<pid>/status VmRSS, sampled every
// 50 ms) just before, its peak while the file is read to its last byte, and the growth. Memory
// that grows with the row count is what the export must not do: the 100,000 row's growth beside
// the 10,000 row's. With the embedded database its memory is the API process's too.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { apiCall } from "./lib/http-load.mjs";
import { apiPid } from "./code-batch-scale.mjs";

const PORT = Number(process.env.EXPORT_PORT ?? 3600);
const API = `http://127.0.0.1:${PORT + 1}`;
const MB = 1024 * 1024;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "export-memory-"));
const env = { ...process.env };
for (const k of ["NODE_ENV", "DATABASE_URL", "SSO_ISSUER", "API_BASE_URL", "SEED_ON_START", "NODE_OPTIONS"]) delete env[k];
Object.assign(env, {
  DATA_DIR: dataDir,
  PORT: String(PORT),
  API_PORT: String(PORT + 1),
  CONSOLE_URL: `http://localhost:${PORT}`,
  PUBLIC_API_URL: `http://localhost:${PORT + 1}`,
  LOG_LEVEL: "warn",
});

const rss = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))[1]) * 1024;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Reads the download `res` to its end while sampling `pid`'s memory. */
async function measured(pid, request) {
  await sleep(1000); // what the previous step left settles first
  const before = rss(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss(pid))), 50);
  const started = performance.now();
  try {
    const res = await request();
    if (res.status !== 200) throw new Error(`export: ${res.status} ${await res.text()}`);
    let bytes = 0;
    for await (const chunk of res.body) bytes += chunk.length;
    peak = Math.max(peak, rss(pid));
    return { s: (performance.now() - started) / 1000, bytes, beforeMb: before / MB, peakMb: peak / MB, growthMb: (peak - before) / MB };
  } finally {
    clearInterval(sampler);
  }
}

async function importKeys(token, from, count) {
  const file = path.join(os.tmpdir(), `export-memory-${process.pid}.xlsx`);
  try {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
    const sheet = book.addWorksheet("Language library");
    sheet.addRow(["Key", "Module", "en", "fr"]).commit();
    for (let i = from; i < from + count; i++)
      sheet.addRow([`memory.k${String(i).padStart(6, "0")}`, "product", `Text number ${i}`, i % 2 ? "" : `Texte ${i}`]).commit();
    await book.commit();
    const form = new FormData();
    form.append("file", new Blob([fs.readFileSync(file)]), "library.xlsx");
    const job = await apiCall(API, token, "POST", "/api/config/translate/import", form);
    for (const until = Date.now() + 600_000; Date.now() < until; await sleep(250)) {
      const s = await apiCall(API, token, "GET", `/api/config/translate/import_status?id=${job.id}`);
      if (s.status === "applied") return;
      if (["rejected", "failed"].includes(s.status)) throw new Error(`library import ${s.status}: ${s.message}`);
    }
    throw new Error("library import not applied in 10 min");
  } finally {
    fs.rmSync(file, { force: true });
  }
}

async function codeBatch(token, discountId, count, prefix) {
  const b = await apiCall(API, token, "POST", "/api/market/discount/batch/create", {
    discount_id: discountId,
    prefix,
    code_length: 12,
    count,
  });
  for (const until = Date.now() + 600_000; Date.now() < until; await sleep(250)) {
    const s = await apiCall(API, token, "GET", `/api/market/discount/batch/${b.id}`);
    if (s.status === "done") return b.id;
    if (s.status === "failed") throw new Error(`batch ${b.id} failed: ${s.error}`);
  }
  throw new Error("code batch not done in 10 min");
}

const launcher = spawn(process.execPath, ["build/server/start.js"], { env, stdio: ["ignore", "pipe", "inherit"] });
try {
  await new Promise((resolve, reject) => {
    launcher.once("exit", (code) => reject(new Error(`launcher exited (${code})`)));
    let buf = "";
    launcher.stdout.on("data", (d) => {
      buf = (buf + d).slice(-100_000);
      if (buf.includes('"msg":"ready"')) resolve();
    });
  });
  launcher.stdout.resume();
  const tokenRun = spawnSync(process.execPath, ["build/server/cli.js", "token", "admin"], { env, encoding: "utf8" });
  const token = tokenRun.stdout.trim();
  if (tokenRun.status !== 0 || !token) throw new Error(`token: ${tokenRun.stderr}`);
  const pid = apiPid(launcher.pid);
  const library = () =>
    fetch(`${API}/api/config/translate/download`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: "{}",
    });
  const rows = [];
  const note = (what, r) => {
    rows.push([what, r]);
    console.log(
      `${what}: ${r.s.toFixed(1)} s, ${(r.bytes / MB).toFixed(1)} MB file, RSS ${r.beforeMb.toFixed(0)} -> peak ${r.peakMb.toFixed(0)} MB (+${r.growthMb.toFixed(1)} MB)`,
    );
  };
  await importKeys(token, 0, 10_000);
  note("language library, 10,000 imported keys (+ the seed's)", await measured(pid, library));
  await importKeys(token, 10_000, 90_000);
  note("language library, 100,000 imported keys (+ the seed's)", await measured(pid, library));
  const discount = (await apiCall(API, token, "GET", "/api/market/discounts?enabled=true&page_size=1")).list[0].id;
  for (const [count, prefix] of [
    [10_000, "MEMA"],
    [100_000, "MEMB"],
  ]) {
    const id = await codeBatch(token, discount, count, prefix);
    const get = () => fetch(`${API}/api/market/discount/batch/${id}/export`, { headers: { authorization: `Bearer ${token}` } });
    note(`discount-code batch of ${count.toLocaleString("en-US")}`, await measured(pid, get));
  }
  console.log(
    `\nload average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  console.log("export | seconds | RSS before (MB) | peak (MB) | growth (MB)");
  for (const [what, r] of rows)
    console.log(`${what} | ${r.s.toFixed(1)} | ${r.beforeMb.toFixed(0)} | ${r.peakMb.toFixed(0)} | +${r.growthMb.toFixed(1)}`);
} finally {
  launcher.kill("SIGTERM");
  await new Promise((r) => (launcher.exitCode !== null ? r() : launcher.once("exit", r)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
