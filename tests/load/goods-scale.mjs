#!/usr/bin/env node
// Goods at scale, on the large seed (`npm run cli -- seed --scale large`, PostgreSQL): the product
// list's first and deepest page, a filtered search, a name search, the pool list, the category
// tree (first level, one parent's children, a name search over a site's tree, a first-level
// category's detail with its subtree counts, the products of a category at each level, the
// product filter's category choices), each under
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

// the category rows need ids of the large seed's us tree ("Scale 1", "Scale 1-1", "Scale 1-1-1")
const category = async (name) => {
  const r = await fetch(`${API}/api/category/list?site=us&name=${encodeURIComponent(name)}&page_size=20`, { headers });
  const hit = (await r.json()).data?.list?.find((c) => c.name === name);
  if (!hit) throw new Error(`category ${name} not found: run \`npm run cli -- seed --scale large\` first`);
  return hit.id;
};
const [top, second, leaf] = [await category("Scale 1"), await category("Scale 1-1"), await category("Scale 1-1-1")];
ROWS.push(
  ["category tree, first level (us)", "/api/category/list?site=us"],
  ["category tree, one parent's children", `/api/category/list?site=us&parent_id=${second}`],
  ["category name search over a site", "/api/category/list?site=us&name=scale%207-1"],
  ["category detail with subtree counts", `/api/category/detail/${top}`],
  ["products of a third-level category", `/api/product/paginate?category_id=${leaf}`],
  ["products of a second-level category", `/api/product/paginate?category_id=${second}`],
  ["products of a first-level category", `/api/product/paginate?category_id=${top}`],
  ["the product filter's categories (us)", "/api/product/get_category?site=us"],
);

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
