#!/usr/bin/env node
// Goods at scale, on the large seed (`npm run cli -- seed --scale large`, PostgreSQL): the product
// list's first and deepest page, a filtered search, a name search, the pool list, each under
// BENCH_CONNECTIONS (20) connections for BENCH_DURATION (5) s, and one pick of 10,000 products into
// a new pool. Targets (issue 12): API p95 < 20 ms for list pages at any depth; the pick <= 5 s.
//   API_URL=http://127.0.0.1:3241 TOKEN=$(npm run -s cli -- token admin) node tests/load/goods-scale.mjs
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const autocannon = createRequire(import.meta.url)(createRequire(import.meta.url).resolve("autocannon", { paths: [ROOT] }));
const API = process.env.API_URL ?? "http://127.0.0.1:3241";
const TOKEN = (process.env.TOKEN ?? "").trim();
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const headers = { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" };

const ROWS = [
  ["product list, first page", "/api/product/paginate"],
  ["product list, deepest page", "/api/product/paginate?after=21"],
  ["filtered: draft, de, 10.00–20.00", "/api/product/paginate?status=draft&site=de&price_min=10&price_max=20"],
  ["name search: 'floral romper'", "/api/product/paginate?search_type=name&keyword=floral%20romper"],
  ["status counts (capped)", "/api/product/statistics"],
  ["pool list", "/api/product_pool/paginate"],
];

const out = [];
for (const [name, p] of ROWS) {
  const r = await autocannon({ url: API + p, headers, connections: CONNECTIONS, duration: DURATION });
  out.push({ name, p50: r.latency.p50, p97_5: r.latency.p97_5, rps: Math.round(r.requests.average), non2xx: r.non2xx, target: "p95 < 20 ms (p97.5 shown)" });
}
const started = performance.now();
const res = await fetch(`${API}/api/product_pool/pool/pick_products/0/0/0`, {
  method: "POST",
  headers,
  body: JSON.stringify({ name: `Scale pick ${Date.now()}`, site: "us", all_matching: true, filter: "status=on_sale" }),
});
const body = await res.json();
const ms = Math.round(performance.now() - started);
out.push({ name: `pick ${body.data?.added ?? "?"} products into a new pool`, ms, status: res.status, target: "<= 5000 ms" });
console.table(out);
