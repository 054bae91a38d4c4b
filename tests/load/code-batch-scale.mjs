// Batch creation of discount codes at scale (issue 10 "Figures"), a row group of `npm run bench`:
//
//   - seconds from POST /api/market/discount/batch/create to the batch's status "done", for
//     10,000 and for 100,000 codes (the queued job, server/jobs/discount-codes.ts)  target: 100,000 <= 10 s
//   - the API process's peak resident memory while each batch runs (sampled from /proc/<pid>/status
//     every 50 ms), as the rise over its resident memory just before. "Flat in the count": the rise
//     for 100,000 codes is at most twice the rise for 10,000, or at most 20 MB more — a job holding
//     every code in memory would rise with the count (10x the codes, 10x the rise).
//   - the console's list page (LIST_PAGE) p95 at LIST_CONNECTIONS connections while a 100,000 batch
//     runs, beside the same page's p95 at the same load with nothing running (idle)  (info)
//
// The API process is the launcher's child running build/server/api.js (found through /proc). With
// the embedded database (PGlite) the database's memory is the API process's too.

import fs from "node:fs";
import { apiCall } from "./lib/http-load.mjs";

export const CODE_COUNTS = [10_000, 100_000];
export const TARGET = { seconds: 10, flatRatio: 2, flatSlackMb: 20 };
export const LIST_PAGE = "/market-tool/discountList";
export const LIST_CONNECTIONS = 5;
const IDLE_SECONDS = 5;
const MB = 1024 * 1024;

/** The pid of the API process under the launcher `launcherPid` (Linux /proc). */
export function apiPid(launcherPid) {
  for (const d of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid !== launcherPid) continue;
      if (fs.readFileSync(`/proc/${d}/cmdline`, "utf8").includes("build/server/api.js")) return Number(d);
    } catch {
      /* gone */
    }
  }
  throw new Error(`no build/server/api.js process under the launcher ${launcherPid}`);
}

/** Resident memory of `pid` in bytes. */
function rss(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!m) throw new Error(`no VmRSS for ${pid}`);
  return Number(m[1]) * 1024;
}

/** An enabled discount of the seed to make the codes for. */
async function enabledDiscount(api, token) {
  const page = await apiCall(api, token, "GET", "/api/market/discounts?enabled=true&page_size=1");
  const d = page.list?.[0];
  if (!d) throw new Error("the seed has no enabled discount");
  return d.id;
}

/** Makes one batch of `count` codes; seconds to done and the API's peak resident memory meanwhile. */
async function oneBatch(api, token, pid, discountId, count, prefix) {
  const before = rss(pid);
  let peak = before;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rss(pid));
    } catch {
      /* sampled next time */
    }
  }, 50);
  const started = process.hrtime.bigint();
  try {
    const b = await apiCall(api, token, "POST", "/api/market/discount/batch/create", {
      discount_id: discountId,
      prefix,
      code_length: 12,
      count,
    });
    for (;;) {
      const s = await apiCall(api, token, "GET", `/api/market/discount/batch/${b.id}`);
      if (s.status === "done") {
        if (s.generated !== count) throw new Error(`batch ${b.id}: ${s.generated} codes made, ${count} asked for`);
        break;
      }
      if (s.status === "failed") throw new Error(`batch ${b.id} failed: ${s.error}`);
      if (Number(process.hrtime.bigint() - started) / 1e9 > 300) throw new Error(`batch ${b.id} still ${s.status} after 300 s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, rss(pid));
  return {
    count,
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
    beforeMb: before / MB,
    peakMb: peak / MB,
    riseMb: (peak - before) / MB,
  };
}

/**
 * The whole row group. `load(url, headers, seconds, { connections, until })` is the bench's
 * autocannon runner (stops early when `until` settles); `log` its progress line.
 */
export async function measureCodeBatches({ api, token, consoleUrl, cookie, launcherPid, load, log }) {
  const pid = apiPid(launcherPid);
  const discountId = await enabledDiscount(api, token);
  const runs = [];
  for (const [i, count] of CODE_COUNTS.entries()) {
    log(`discount codes: a batch of ${count.toLocaleString("en-US")} (API pid ${pid})`);
    runs.push(await oneBatch(api, token, pid, discountId, count, `BQ${i}`));
  }
  const headers = { cookie, accept: "text/html" };
  log(`discount codes: ${LIST_PAGE} idle, ${LIST_CONNECTIONS} connections for ${IDLE_SECONDS} s`);
  const idle = await load(`${consoleUrl}${LIST_PAGE}`, headers, IDLE_SECONDS, { connections: LIST_CONNECTIONS });
  log(`discount codes: ${LIST_PAGE} while a batch of ${CODE_COUNTS.at(-1).toLocaleString("en-US")} runs`);
  const job = oneBatch(api, token, pid, discountId, CODE_COUNTS.at(-1), "BQL");
  const busy = await load(`${consoleUrl}${LIST_PAGE}`, headers, 300, { connections: LIST_CONNECTIONS, until: job });
  const underLoad = await job;
  const [small, large] = runs;
  const flat = large.riseMb <= Math.max(TARGET.flatRatio * small.riseMb, small.riseMb + TARGET.flatSlackMb);
  return { runs, underLoad, idle, busy, flat };
}

/** The report rows: [metric, value, target, result]. */
export function codeBatchRows(r, { fmt, verdict }) {
  const v = r.value;
  if (!v) return [["discount codes: batch creation", `not measured: ${r.error.split("\n")[0]}`, `<= ${TARGET.seconds} s`, "N/A"]];
  const rows = [];
  for (const run of v.runs) {
    const n = run.count.toLocaleString("en-US");
    rows.push([
      `batch of ${n} discount codes: seconds`,
      fmt.s(run.seconds),
      run.count === CODE_COUNTS.at(-1) ? `<= ${TARGET.seconds} s` : "(info)",
      run.count === CODE_COUNTS.at(-1) ? verdict(run.seconds <= TARGET.seconds) : "",
    ]);
    rows.push([
      `  API peak memory (rise over ${run.beforeMb.toFixed(0)} MB)`,
      `${run.peakMb.toFixed(0)} MB (+${run.riseMb.toFixed(1)} MB)`,
      "(info)",
      "",
    ]);
  }
  const [small, large] = v.runs;
  rows.push([
    "  memory flat in the count (rise 100,000 vs 10,000)",
    `+${large.riseMb.toFixed(1)} MB vs +${small.riseMb.toFixed(1)} MB`,
    `<= max(${TARGET.flatRatio} x, +${TARGET.flatSlackMb} MB)`,
    verdict(v.flat),
  ]);
  rows.push([
    `  ${LIST_PAGE} p95 during the job / idle (${LIST_CONNECTIONS} conn.)`,
    `${fmt.ms(v.busy.p95)} / ${fmt.ms(v.idle.p95)} (non-2xx ${v.busy.non2xx + v.busy.errors + v.busy.timeouts} / ${v.idle.non2xx + v.idle.errors + v.idle.timeouts})`,
    "(info)",
    "",
  ]);
  rows.push([
    `  batch of ${CODE_COUNTS.at(-1).toLocaleString("en-US")} with that page under load: seconds`,
    fmt.s(v.underLoad.seconds),
    "(info)",
    "",
  ]);
  return rows;
}
