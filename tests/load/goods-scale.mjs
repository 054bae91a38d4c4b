#!/usr/bin/env node
// Goods and categories at scale, on the large seed (`npm run cli -- seed --scale large`,
// PostgreSQL). Under BENCH_CONNECTIONS (20) connections for BENCH_DURATION (5) s each, after a
// BENCH_WARMUP (1) s warm-up:
//   API: the product list's first and deepest page, a filtered search, a name search, the status
//   counts, the pool list, the category tree (first level, one parent's children, a name search
//   over a site's tree, a first-level category's detail with its subtree counts), the products of a
//   category at each level, the product filter's category choices;
//   console pages (signed in as admin): the product list's first and deepest page, a filtered
//   search, a category's products, the pool list, the category tree's first level and one level.
// Then one pick of all matching products (10,000 at most) into a new pool.
// Targets (issue 12): API p95 < 20 ms for list pages at any depth; page p95 < 150 ms; the pick <= 5 s.
//   DATABASE_URL=postgres://…/large API_PORT=3241 PORT=3240 node build/server/start.js &
//   API_URL=http://127.0.0.1:3241 CONSOLE_URL=http://localhost:3240 TOKEN=$(npm run -s cli -- token admin) node tests/load/goods-scale.mjs
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { consoleClient } from "../support/console-client.mjs";
import { percentile } from "./lib/stats.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const autocannon = createRequire(import.meta.url)(createRequire(import.meta.url).resolve("autocannon", { paths: [ROOT] }));
const API = process.env.API_URL ?? "http://127.0.0.1:3241";
// the console redirects to its own CONSOLE_URL (localhost): the session cookie is kept for that host
const CONSOLE = process.env.CONSOLE_URL ?? "http://localhost:3240";
const TOKEN = (process.env.TOKEN ?? "").trim();
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const headers = { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" };

/** p50 and p95 of the 2xx answers (autocannon's own table stops at p97.5), requests/s, others */
function load(url, hdrs, duration) {
  return new Promise((resolve, reject) => {
    const ms = [];
    let other = 0;
    const inst = autocannon({ url, headers: hdrs, connections: CONNECTIONS, duration, timeout: 10 }, (err, r) => {
      if (err) return reject(err);
      ms.sort((a, b) => a - b);
      resolve({ p50: percentile(ms, 50), p95: percentile(ms, 95), rps: Math.round(ms.length / r.duration), other: other + r.errors + r.timeouts });
    });
    inst.on("response", (_c, status, _b, t) => (status >= 200 && status < 300 ? ms.push(t) : other++));
  });
}

async function measure(name, url, hdrs, targetMs) {
  if (WARMUP > 0) await load(url, hdrs, WARMUP);
  const r = await load(url, hdrs, DURATION);
  return { name, p50: r.p50, p95: r.p95, rps: r.rps, "non-2xx": r.other, target: `p95 < ${targetMs} ms`, met: r.p95 < targetMs && r.other === 0 ? "yes" : "NO" };
}

// the category rows need ids of the large seed's us tree ("Scale 1", "Scale 1-1", "Scale 1-1-1")
const category = async (name) => {
  const r = await fetch(`${API}/api/category/list?site=us&name=${encodeURIComponent(name)}&page_size=20`, { headers });
  const hit = (await r.json()).data?.list?.find((c) => c.name === name);
  if (!hit) throw new Error(`category ${name} not found: run \`npm run cli -- seed --scale large\` first`);
  return hit.id;
};
const [top, second, leaf] = [await category("Scale 1"), await category("Scale 1-1"), await category("Scale 1-1-1")];

const API_ROWS = [
  ["product list, first page", "/api/product/paginate"],
  ["product list, deepest page", "/api/product/paginate?after=21"],
  ["filtered: draft, de, 10.00–20.00", "/api/product/paginate?status=draft&site=de&price_min=10&price_max=20"],
  ["name search: 'floral romper'", "/api/product/paginate?search_type=name&keyword=floral%20romper"],
  ["status counts (capped)", "/api/product/statistics"],
  ["pool list", "/api/product_pool/paginate"],
  ["category tree, first level (us)", "/api/category/list?site=us"],
  ["category tree, one parent's children", `/api/category/list?site=us&parent_id=${second}`],
  ["category name search over a site", "/api/category/list?site=us&name=scale%207-1"],
  ["category detail with subtree counts", `/api/category/detail/${top}`],
  ["products of a third-level category", `/api/product/paginate?category_id=${leaf}`],
  ["products of a second-level category", `/api/product/paginate?category_id=${second}`],
  ["products of a first-level category", `/api/product/paginate?category_id=${top}`],
  ["the product filter's categories (us)", "/api/product/get_category?site=us"],
];
const PAGE_ROWS = [
  ["page: product list, first page", "/goods/goods-list"],
  ["page: product list, deepest page", "/goods/goods-list?after=21"],
  ["page: filtered: draft, de, 10.00–20.00", "/goods/goods-list?status=draft&site=de&price_min=10&price_max=20"],
  ["page: products of a second-level category", `/goods/goods-list?site=us&category_id=${second}`],
  ["page: pool list", "/goods/goods-pool"],
  ["page: category tree, first level (us)", "/page-management/category-manage-list?site=us"],
  ["page: category tree, one level", `/page-management/category-manage-list?site=us&parent=${second}`],
];

const out = [];
for (const [name, p] of API_ROWS) out.push(await measure(name, API + p, headers, 20));

const client = consoleClient(CONSOLE, { timeoutMs: 10_000, userAgent: "goods-scale/1 (load test)" });
await client.signIn("admin", "demo", "/goods/goods-list");
const cookie = { cookie: `__console_session=${client.session()}` };
for (const [name, p] of PAGE_ROWS) out.push(await measure(name, CONSOLE + p, cookie, 150));

const started = performance.now();
const res = await fetch(`${API}/api/product_pool/pool/pick_products/0/0/0`, {
  method: "POST",
  headers,
  body: JSON.stringify({ name: `Scale pick ${Date.now()}`, site: "us", all_matching: true, filter: "status=on_sale" }),
});
const body = await res.json();
const ms = Math.round(performance.now() - started);
out.push({ name: `pick ${body.data?.added ?? "?"} products into a new pool`, p50: ms, target: "<= 5000 ms", met: res.status === 200 && ms <= 5000 ? "yes" : "NO" });
console.table(out);
