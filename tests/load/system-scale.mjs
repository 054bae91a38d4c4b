// System management at scale (issue 9 "Figures"), run by `npm run bench` (tests/load/bench.mjs) on
// its own server:
//   - the customer list (100,000 seeded customers, 20 a page, newest first, paged by keyset): its
//     first page and its 5,000th (the last: the 20 oldest), the console page and the API call;
//   - the language library's export of 100,000 rows: the rows are imported first as staff would
//     (one .xlsx through /api/config/translate/import, timed, info), then one export is read to its
//     last byte while the resident memory of the server's processes is sampled every 100 ms.
// Targets: API p95 < 20 ms at any page depth (pages: the bench's 150 ms); export <= 10 s with the
// memory flat in the row count (growth during the export < 150 MB, as tests/api/excel-import-export
// asserts for the heap).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { apiCall } from "./lib/http-load.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const require = createRequire(import.meta.url);
const ExcelJS = require(require.resolve("exceljs", { paths: [ROOT] }));

export const CUSTOMER_PAGE_SIZE = 20;
export const CUSTOMER_DEEP_PAGE = 5000;
export const LIBRARY_ROWS = 100_000;
export const TARGET = { apiP95Ms: 20, exportS: 10, exportGrowthMb: 150 };

/**
 * The customer list's first page and its 5,000th, as console paths and API paths. The 5,000th page
 * (newest first) holds the 20 oldest customers, those below the 21st oldest id (its `after`
 * cursor): the ids after the oldest one come from the API in ascending order (`before=<oldest>`).
 */
export async function customerPaths(api, token) {
  const oldest = await apiCall(api, token, "GET", "/api/config/customers?page_size=50&before=1");
  const ids = oldest.list.map((c) => c.id).sort((a, b) => a - b);
  const after = ids[CUSTOMER_PAGE_SIZE - 1];
  const last = await apiCall(api, token, "GET", `/api/config/customers?page_size=${CUSTOMER_PAGE_SIZE}&after=${after}`);
  if (last.list.length !== CUSTOMER_PAGE_SIZE || last.next !== null)
    throw new Error(`after=${after} is not the last full page (${last.list.length} rows, next ${last.next})`);
  const first = await apiCall(api, token, "GET", `/api/config/customers?page_size=${CUSTOMER_PAGE_SIZE}`);
  if (first.list[0]?.id !== CUSTOMER_PAGE_SIZE * CUSTOMER_DEEP_PAGE)
    throw new Error(`expected ${CUSTOMER_PAGE_SIZE * CUSTOMER_DEEP_PAGE} customers (ids 1…), the newest is ${first.list[0]?.id}`);
  const deep = `after=${after}`;
  const depth = `page ${CUSTOMER_DEEP_PAGE.toLocaleString("en")}`;
  return {
    pages: [
      ["customer list, first page", "/system/customer-list"],
      [`customer list, ${depth}`, `/system/customer-list?${deep}`],
    ],
    apis: [
      ["customers, first page", `/api/config/customers?page_size=${CUSTOMER_PAGE_SIZE}`],
      [`customers, ${depth}`, `/api/config/customers?page_size=${CUSTOMER_PAGE_SIZE}&${deep}`],
    ],
  };
}

/** Resident memory (MB) of a process and all its descendants (Linux /proc). */
export function treeRssMb(rootPid) {
  const parent = new Map();
  const rss = new Map();
  for (const d of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parent.set(Number(d), Number(fields[1]));
      rss.set(Number(d), Number(fields[21]) * 4096); // rss in pages (4 KiB here)
    } catch {
      /* gone */
    }
  }
  const inTree = (pid) => {
    for (let p = pid; p > 1; p = parent.get(p) ?? 0) if (p === rootPid) return true;
    return false;
  };
  let total = 0;
  for (const [pid, bytes] of rss) if (inTree(pid)) total += bytes;
  return total / 1024 / 1024;
}

/** Imports LIBRARY_ROWS translations in one .xlsx (written as a stream) and waits until it is applied; resolves with the seconds it took. */
export async function seedLibrary(api, token, log = () => {}) {
  const tag = Date.now().toString(36);
  const file = path.join(os.tmpdir(), `bench-library-${tag}.xlsx`);
  try {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
    const sheet = book.addWorksheet("Language library");
    sheet.addRow(["Key", "Module", "en", "fr"]).commit();
    for (let i = 1; i <= LIBRARY_ROWS; i++)
      sheet.addRow([`bench${tag}.k${String(i).padStart(6, "0")}`, "product", `Text number ${i}`, i % 2 ? "" : `Texte ${i}`]).commit();
    await book.commit();
    const form = new FormData();
    form.append("file", new Blob([fs.readFileSync(file)]), "bench-library.xlsx");
    const started = performance.now();
    const job = await apiCall(api, token, "POST", "/api/config/translate/import", form);
    for (;;) {
      const s = await apiCall(api, token, "GET", `/api/config/translate/import_status?id=${job.id}`);
      if (s.status === "applied") break;
      if (["rejected", "failed"].includes(s.status)) throw new Error(`library import ${s.status}: ${s.message}`);
      if (performance.now() - started > 600_000) throw new Error(`library import still ${s.status} after 10 min`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const s = (performance.now() - started) / 1000;
    log(`language library: ${LIBRARY_ROWS} rows imported in ${s.toFixed(1)} s`);
    return s;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/**
 * One export of the whole language library (POST /api/config/translate/download), read to its last
 * byte; the server's resident memory (launcher `serverPid` and its children) sampled every 100 ms.
 */
export async function exportLibrary(api, token, serverPid) {
  const before = treeRssMb(serverPid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, treeRssMb(serverPid))), 100);
  try {
    const started = performance.now();
    const res = await fetch(`${api}/api/config/translate/download`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: "{}",
    });
    if (res.status !== 200) throw new Error(`export: ${res.status}`);
    let bytes = 0;
    for await (const chunk of res.body) bytes += chunk.length;
    const s = (performance.now() - started) / 1000;
    peak = Math.max(peak, treeRssMb(serverPid));
    return { s, bytes, rssBeforeMb: before, rssPeakMb: peak };
  } finally {
    clearInterval(timer);
  }
}
