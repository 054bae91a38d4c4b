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

/** One API call with the bearer token (a JSON body, or a FormData as it is); its `data`, or throws. */
export async function apiCall(api, token, method, p, body) {
  const res = await fetch(api + p, {
    method,
    headers: { authorization: `Bearer ${token}`, accept: "application/json", ...(body instanceof FormData ? {} : { "content-type": "application/json" }) },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (res.status !== 200) throw new Error(`${method} ${p}: ${res.status} ${json.message ?? ""}`);
  return json.data;
}
