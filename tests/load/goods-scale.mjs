#!/usr/bin/env node
// Goods and categories at scale (issue 12), on the large seed (`npm run cli -- seed --scale large`,
// PostgreSQL), against a running API and console. Each row runs BENCH_DURATION (5) s after a
// BENCH_WARMUP (1) s warm-up, with the bench's own runs (tests/load/lib/http-load.mjs):
//   API (target p95 < 20 ms at any depth, with one connection: the latency a page's loader waits
//   for, as the bench measures the customer list; the same at BENCH_CONNECTIONS (20) as info): the
//   product list's first page and its deepest (the cursor of the last page, found through the API),
//   a filtered search, a name search, the status counts, the pool list, the category tree
//   (category-manage-list's calls: the first level, one parent's children, a name search over a
//   site's tree, a first-level category's detail with its subtree counts), the products of a
//   category at each level, the product filter's category choices;
//   console pages (target p95 < 150 ms at BENCH_CONNECTIONS, signed in as admin, after one
//   unrecorded run of each of them, as the bench warms the whole console): goods-list's first
//   page, its deepest page (same cursor), a filtered search, a category's products, goods-pool,
//   category-manage-list's first level and one level;
// then one pick of all matching products (10,000 at most) into a new pool (target <= 5 s), and one
// createPool on the largest branch (us "Scale 12": every 14th product, ~83,000; target <= 5 s).
// Both leave their new pool behind (no call deletes a pool).
// `npm run bench` runs it (BENCH_ONLY=large) with a server of its own on DATABASE_URL; by hand:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/goods_large API_PORT=3241 PORT=3240 node build/server/start.js &
//   API_URL=http://127.0.0.1:3241 CONSOLE_URL=http://localhost:3240 TOKEN=$(DATABASE_URL=… npm run -s cli -- token admin) node tests/load/goods-scale.mjs
import os from "node:os";
import { pathToFileURL } from "node:url";
import { consoleClient } from "../support/console-client.mjs";
import { apiCall, failures, fmt, reportTable, verdict, warmedLoad } from "./lib/http-load.mjs";

export const TARGET = { apiP95Ms: 20, pageP95Ms: 150, fillS: 5 };
const PAGE_SIZE = 20;
/** the large seed's largest branch (server/db/seed-large-categories.ts, BIG_BRANCH) */
const BIG_BRANCH = "Scale 12";
const BIG_BRANCH_MIN = 50_000;

/**
 * Every row of the large seed's measurements: [name, value, target, PASS / MISS / "" (info)].
 * `api`, `consoleUrl` (its own CONSOLE_URL: the session cookie is kept for that host), `token` (admin's);
 * `duration` and `warmup` s a run, `connections` for the console pages and the API's info rows.
 */
export async function goodsScaleRows({
  api: API,
  consoleUrl: CONSOLE,
  token: TOKEN,
  duration: DURATION = 5,
  warmup: WARMUP = 1,
  connections: CONNECTIONS = 20,
  log = (msg) => process.stderr.write(`[goods-scale] ${msg}\n`),
}) {
  const call = (method, p, body) => apiCall(API, TOKEN, method, p, body);
  const run = (url, headers, connections) => warmedLoad(url, headers, { warmup: WARMUP, duration: DURATION, connections });

  // the category rows need ids of the large seed's us tree ("Scale 1", "Scale 1-1", "Scale 1-1-1")
  const category = async (name) => {
    const hit = (await call("GET", `/api/category/list?site=us&name=${encodeURIComponent(name)}&page_size=20`)).list.find(
      (c) => c.name === name,
    );
    if (!hit) throw new Error(`category ${name} not found: run \`npm run cli -- seed --scale large\` first`);
    return hit;
  };
  const [top, second, leaf] = (await Promise.all(["Scale 1", "Scale 1-1", "Scale 1-1-1"].map(category))).map((c) => c.id);

  /** The product list's last page by its cursor: `after` = the 21st oldest id (the oldest come first with `before`). */
  async function deepestCursor() {
    const oldest = await call("GET", "/api/product/paginate?page_size=50&before=1");
    const ids = oldest.list.map((p) => p.id).sort((a, b) => a - b);
    const after = ids[PAGE_SIZE - 1];
    const last = await call("GET", `/api/product/paginate?after=${after}`);
    if (last.list.length !== PAGE_SIZE || last.next !== null)
      throw new Error(`after=${after} is not the last full page (${last.list.length} rows, next ${last.next})`);
    return `after=${after}`;
  }
  const deep = await deepestCursor();

  const API_ROWS = [
    ["product list, first page", "/api/product/paginate"],
    [`product list, deepest page (${deep})`, `/api/product/paginate?${deep}`],
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
    ["goods-list, first page", "/goods/goods-list"],
    [`goods-list, deepest page (${deep})`, `/goods/goods-list?${deep}`],
    ["goods-list filtered: draft, de, 10.00–20.00", "/goods/goods-list?status=draft&site=de&price_min=10&price_max=20"],
    ["goods-list, a second-level category's products", `/goods/goods-list?site=us&category_id=${second}`],
    ["goods-pool", "/goods/goods-pool"],
    ["category-manage-list, first level (us)", "/page-management/category-manage-list?site=us"],
    ["category-manage-list, one level", `/page-management/category-manage-list?site=us&parent=${second}`],
  ];

  const rows = [];
  const latency = (r) => `${fmt.ms(r.p50)} / ${fmt.ms(r.p95)} / ${failures(r)}`;
  /** one row per run; `target` null: info */
  function loadRow(name, r, target) {
    const failed = failures(r);
    if (target === null) rows.push([`${name}: p50 / p95 / failed`, latency(r), "(info)", failed || !r.ok ? "FAIL" : ""]);
    else
      rows.push([`${name}: p50 / p95 / failed`, latency(r), `p95 < ${target} ms / 0`, verdict(r.ok > 0 && r.p95 < target && failed === 0)]);
  }

  const bearer = { authorization: `Bearer ${TOKEN}`, accept: "application/json" };
  for (const [name, p] of API_ROWS) {
    log(`api ${name}`);
    loadRow(`api ${name}, 1 connection`, await run(API + p, bearer, 1), TARGET.apiP95Ms);
    loadRow(`api ${name}, ${CONNECTIONS} connections`, await run(API + p, bearer, CONNECTIONS), null);
  }

  const client = consoleClient(CONSOLE, { timeoutMs: 10_000, userAgent: "goods-scale/1 (load test)" });
  await client.signIn("admin", "demo", "/goods/goods-list");
  const cookie = { cookie: `__console_session=${client.session()}`, accept: "text/html" };
  // the console warmed as a whole first, as the bench does: the first page measured straight after the
  // API rows paid alone for compiling what every page shares (its p95 read ~70 % above a warm run)
  if (WARMUP > 0) {
    log("warm-up: one unrecorded run of each page");
    for (const [, p] of PAGE_ROWS) await run(CONSOLE + p, cookie, CONNECTIONS);
  }
  for (const [name, p] of PAGE_ROWS) {
    log(`page ${name}`);
    loadRow(`page ${name}, ${CONNECTIONS} connections`, await run(CONSOLE + p, cookie, CONNECTIONS), TARGET.pageP95Ms);
  }

  /** One timed call; its answer and seconds. */
  async function timed(fn) {
    const started = performance.now();
    const data = await fn();
    return { data, s: (performance.now() - started) / 1000 };
  }

  log("pick into a new pool");
  const pick = await timed(() =>
    call("POST", "/api/product_pool/pool/pick_products/0/0/0", {
      name: `Scale pick ${Date.now()}`,
      site: "us",
      all_matching: true,
      filter: "status=on_sale",
    }),
  );
  rows.push([`pick ${pick.data.added} products into a new pool`, fmt.s(pick.s), `<= ${TARGET.fillS} s`, verdict(pick.s <= TARGET.fillS)]);

  log(`createPool on ${BIG_BRANCH}`);
  const big = await category(BIG_BRANCH);
  const fill = await timed(() =>
    call("POST", "/api/category/createPool", {
      category_id: big.id,
      version: big.version,
      name: `Scale fill ${Date.now()}`,
      with_products: true,
    }),
  );
  const filled = fill.data.pool.product_count;
  if (filled < BIG_BRANCH_MIN)
    log(
      `${BIG_BRANCH} holds ${filled} products, fewer than ${BIG_BRANCH_MIN}: the seed predates its big branch (run the large seed again)`,
    );
  rows.push([
    `createPool on us ${BIG_BRANCH}: ${filled} products filled`,
    fmt.s(fill.s),
    `<= ${TARGET.fillS} s`,
    verdict(fill.s <= TARGET.fillS && filled >= BIG_BRANCH_MIN),
  ]);
  return rows;
}

// on its own, against a running API and console
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const API = process.env.API_URL ?? "http://127.0.0.1:3241";
  // the console redirects to its own CONSOLE_URL (localhost): the session cookie is kept for that host
  const CONSOLE = process.env.CONSOLE_URL ?? "http://localhost:3240";
  const DURATION = Number(process.env.BENCH_DURATION ?? 5);
  const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
  const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
  const rows = await goodsScaleRows({
    api: API,
    consoleUrl: CONSOLE,
    token: (process.env.TOKEN ?? "").trim(),
    duration: DURATION,
    warmup: WARMUP,
    connections: CONNECTIONS,
  });
  console.log("");
  console.log(
    `Goods at scale — ${new Date().toISOString()} — node ${process.version}, ${os.cpus().length} CPUs, load avg ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  console.log(`${API} and ${CONSOLE}; ${DURATION} s per run after ${WARMUP} s warm-up; failed = non-2xx + errors + timeouts`);
  console.log("");
  console.log(reportTable(rows));
  console.log("");
  console.log(
    `targets (issue 12): API p95 < ${TARGET.apiP95Ms} ms for list pages at any depth; page p95 < ${TARGET.pageP95Ms} ms at ${CONNECTIONS} connections; the pick and createPool's fill <= ${TARGET.fillS} s`,
  );
}
