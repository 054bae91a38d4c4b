// The load runs and the report table of `npm run bench` (tests/load/bench.mjs), shared with the
// scale scripts run on their own (tests/load/goods-scale.mjs).
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { percentile } from "./stats.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const require = createRequire(import.meta.url);
const autocannon = require(require.resolve("autocannon", { paths: [ROOT] }));

/**
 * One autocannon run: p50/p95/p99 of the answers with `okStatus` (200: any 2xx; autocannon's own
 * table stops at p97.5), their rate, and every other outcome counted. `opts.connections` (default
 * 20); `opts.until`: a promise that ends the run early when it settles.
 */
export function load(url, headers, duration, okStatus = 200, opts = {}) {
  return new Promise((resolve, reject) => {
    const lat2xx = [];
    const codes = {};
    const inst = autocannon({ url, connections: opts.connections ?? 20, duration, headers, timeout: 10 }, (err, result) => {
      if (err) return reject(err);
      lat2xx.sort((a, b) => a - b);
      const ok = lat2xx.length;
      const non2xx = Object.entries(codes).filter(([c]) => !c.startsWith("2"));
      resolve({
        rps: ok / result.duration, // completed 2xx responses per second
        rpsAutocannon: result.requests.average,
        total: result.requests.total,
        ok,
        non2xx: non2xx.reduce((n, [, v]) => n + v, 0),
        codes,
        errors: result.errors,
        timeouts: result.timeouts,
        p50: percentile(lat2xx, 50),
        p95: percentile(lat2xx, 95),
        p99: percentile(lat2xx, 99),
        max: lat2xx[ok - 1],
        acP50: result.latency.p50,
        acP97_5: result.latency.p97_5,
        duration: result.duration,
        bytesPerReq: ok ? result.throughput.total / ok : 0,
        ...(opts.keepLatencies ? { latencies: lat2xx } : {}),
      });
    });
    inst.on("response", (_client, statusCode, _bytes, responseTime) => {
      codes[statusCode] = (codes[statusCode] ?? 0) + 1;
      if (statusCode === okStatus || (okStatus === 200 && statusCode >= 200 && statusCode < 300)) lat2xx.push(responseTime);
    });
    opts.until?.then(
      () => inst.stop(),
      () => inst.stop(),
    );
  });
}

/** Answers other than the expected ones: non-2xx, connection errors, timeouts. */
export const failures = (r) => r.non2xx + r.errors + r.timeouts;

export const verdict = (ok) => (ok ? "PASS" : "MISS");

export const fmt = {
  s: (v) => `${v.toFixed(2)} s`,
  ms: (v) => `${v.toFixed(1)} ms`,
  rps: (v) => `${v.toFixed(0)} req/s`,
  kb: (b) => `${(b / 1024).toFixed(1)} KB`,
};

/** The report: one row per figure, [metric, value, target, result]. */
export function reportTable(rows) {
  const head = ["metric", "value", "target", "result"];
  const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? "").length)));
  const line = (cells) => "| " + cells.map((c, i) => String(c ?? "").padEnd(w[i])).join(" | ") + " |";
  const sep = "|" + w.map((n) => "-".repeat(n + 2)).join("|") + "|";
  return [line(head), sep, ...rows.map(line)].join("\n");
}

/** A `warmup` s run whose figures are dropped, then the measured `duration` s run. */
export async function warmedLoad(url, headers, { warmup, duration, okStatus = 200, connections = 20 }) {
  if (warmup > 0) await load(url, headers, warmup, okStatus, { connections });
  return load(url, headers, duration, okStatus, { connections });
}

/** Runs of one URL taken as one: their answers added up, percentiles over all their latencies. */
export function combined(runs) {
  const lat = runs.flatMap((r) => r.latencies ?? []).sort((a, b) => a - b);
  const sum = (f) => runs.reduce((n, r) => n + f(r), 0);
  const ok = sum((r) => r.ok);
  const duration = sum((r) => r.duration);
  const codes = {};
  for (const r of runs) for (const [c, n] of Object.entries(r.codes)) codes[c] = (codes[c] ?? 0) + n;
  return {
    rps: ok / duration,
    rpsAutocannon: sum((r) => r.rpsAutocannon * r.duration) / duration,
    total: sum((r) => r.total),
    ok,
    non2xx: sum((r) => r.non2xx),
    codes,
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    p50: percentile(lat, 50),
    p95: percentile(lat, 95),
    p99: percentile(lat, 99),
    max: lat[lat.length - 1],
    acP50: Math.max(...runs.map((r) => r.acP50)),
    acP97_5: Math.max(...runs.map((r) => r.acP97_5)),
    duration,
    bytesPerReq: ok ? sum((r) => r.bytesPerReq * r.ok) / ok : 0,
    slices: runs.map((r) => r.rps),
  };
}

/**
 * A page and its reference measured in turns: `slices` runs of `slice` s each, back to back and
 * in alternating order, so that both meet the same machine. On a shared machine the rate of the
 * same page moves by a third within a minute (a neighbour's load, the console still warming); one
 * run of the page and another of the reference minutes apart compared those moments, not the pages.
 */
export async function pairedLoad(page, reference, { slices, slice, connections = 20 }) {
  const runs = { page: [], reference: [] };
  for (let i = 0; i < slices; i++) {
    for (const [name, x] of i % 2
      ? [
          ["reference", reference],
          ["page", page],
        ]
      : [
          ["page", page],
          ["reference", reference],
        ]) {
      runs[name].push(await load(x.url, x.headers, slice, x.okStatus ?? 200, { connections, keepLatencies: true }));
    }
  }
  return { page: combined(runs.page), reference: combined(runs.reference) };
}

/** One API call with the bearer token (a JSON body, or a FormData as it is); its `data`, or throws. */
export async function apiCall(api, token, method, p, body) {
  const res = await fetch(api + p, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: "application/json",
      ...(body instanceof FormData ? {} : { "content-type": "application/json" }),
    },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (res.status !== 200) throw new Error(`${method} ${p}: ${res.status} ${json.message ?? ""}`);
  return json.data;
}
