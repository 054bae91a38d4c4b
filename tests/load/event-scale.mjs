#!/usr/bin/env node
// An event at scale (issue 11 "Tests and figures"): a daily special with 10,000 products, made as
// staff make one: the sheet of a pool's SKUs (batchSaveFromPoolExcel: each SKU's price on the site)
// read, the rows added through the API (batchSaveFromPool, 500 a call, checked against the
// catalogue as every event product is since issue 41 §1), then its detail page (products paged by
// keyset: the first page and one near the end) under load, and one import of 10,000 price rows
// (importBatchUpdatePrice, wall time). The pool's products are the bench's: the demo catalogue
// sells ~200 SKUs on us, so `npm run bench` (tests/load/bench.mjs) first puts BENCH_POOL's goods in
// with the demo seed's statement (tests/load/event-catalogue.ts) while its server is stopped. On
// its own, against a running console and API whose database has had that script run once:
//   API_URL=http://127.0.0.1:3401 CONSOLE_URL=http://127.0.0.1:3400 TOKEN=… COOKIE='__console_session=…' node tests/load/event-scale.mjs
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { apiCall } from "./lib/http-load.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const require = createRequire(import.meta.url);
const ExcelJS = require(require.resolve("exceljs", { paths: [ROOT] }));

export const EVENT_PRODUCTS = 10_000;
export const TARGET = { pageP95Ms: 150, importS: 10 };
/** the pool of catalogue products priced on us that tests/load/event-catalogue.ts puts in */
export const BENCH_POOL = "Bench event catalogue";
const BATCH = 500; // batchSaveFromPool takes at most 500 products a call

/** cents of a sheet's decimal text (the site price, USD) */
const cents = (text) => Math.round(Number(text) * 100);
const usd = (c) => (c / 100).toFixed(2);

/** The pool sheet's first EVENT_PRODUCTS rows with a site price: [sku, site price in cents]. */
async function poolSkus(api, token, eventId) {
  const pools = await apiCall(api, token, "GET", `/api/pools/paginate?keyword=${encodeURIComponent(BENCH_POOL)}`);
  const pool = pools.list.find((p) => p.name === BENCH_POOL);
  if (!pool) throw new Error(`no pool "${BENCH_POOL}": run tests/load/event-catalogue.ts on the API's database first`);
  const res = await fetch(`${api}/api/event/batchSaveFromPoolExcel?event_id=${eventId}&pool_id=${pool.id}`, {
    headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
  });
  if (res.status !== 200) throw new Error(`batchSaveFromPoolExcel: ${res.status}`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()));
  const rows = [];
  // columns: SKU, product, site price, event price, stock, already taken
  wb.worksheets[0].eachRow((row, n) => {
    const site = row.getCell(3).value;
    if (n > 1 && site !== null && site !== "" && rows.length < EVENT_PRODUCTS) rows.push([String(row.getCell(1).value), cents(site)]);
  });
  if (rows.length < EVENT_PRODUCTS) throw new Error(`pool "${BENCH_POOL}" has ${rows.length} SKUs priced on us, not ${EVENT_PRODUCTS}`);
  return rows;
}

/** A draft daily special on us with EVENT_PRODUCTS catalogue SKUs; resolves with its id, version, SKUs and a deep product id. */
export async function seedEvent(api, token, log = () => {}) {
  const tag = `${Date.now().toString(36)}`.toUpperCase();
  const ev = await apiCall(api, token, "POST", "/api/event/createDsEvent", {
    kind: "daily_special",
    name: `Bench 10k products ${tag}`,
    site: "us",
    currency: "USD",
    start_at: "2035-01-01T08:00:00.000Z",
    end_at: "2035-01-08T07:59:59.000Z",
    languages: [{ language: "en", title: "Bench 10k", description: "" }],
  });
  let version = ev.version;
  const started = performance.now();
  const skus = await poolSkus(api, token, ev.id);
  for (let from = 0; from < EVENT_PRODUCTS; from += BATCH) {
    // a dollar off the site price (the demo catalogue's lowest is 5.99): an event price is at most the site's
    const products = skus.slice(from, from + BATCH).map(([sku_code, site]) => ({ sku_code, price: usd(site - 100), stock: 100 }));
    ({ version } = await apiCall(api, token, "POST", "/api/event/batchSaveFromPool", { event_id: ev.id, version, products }));
  }
  log(`event #${ev.id}: ${EVENT_PRODUCTS} products added in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // a product near the end of the detail page's order, for a deep page (the page's keyset is the product id)
  const near = skus[EVENT_PRODUCTS - 100][0];
  const detail = await apiCall(api, token, "GET", `/api/event/getEventDetail/${ev.id}?page_size=100&sku=${encodeURIComponent(near)}`);
  const deep = detail.products.list[0]?.id;
  if (!deep) throw new Error(`SKU ${near} is not on the event's detail`);
  return { id: ev.id, version, skus, deep };
}

/** One import of a new price for every product (a .xlsx built in memory); resolves with the wall time in seconds. */
export async function importAll(api, token, ev) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("prices");
  ws.addRow(["SKU", "Event price", "Stock"]);
  // two dollars off the site price: every row a new price
  for (const [sku, site] of ev.skus) ws.addRow([sku, usd(site - 200), 90]);
  const form = new FormData();
  form.append("version", String(ev.version));
  form.append("file", new Blob([await wb.xlsx.writeBuffer()]), "bench-prices.xlsx");
  const started = performance.now();
  const done = await apiCall(api, token, "POST", `/api/event/importBatchUpdatePrice/${ev.id}`, form);
  const s = (performance.now() - started) / 1000;
  if (done.updated !== EVENT_PRODUCTS) throw new Error(`the import updated ${done.updated} rows, not ${EVENT_PRODUCTS}`);
  return s;
}

/** The detail page's URLs: the first page of products and a deep one. */
export const detailPaths = (ev) => [
  [`event detail, ${EVENT_PRODUCTS} products, first page`, `/activity/daily-specials-detail?id=${ev.id}`],
  [`event detail, ${EVENT_PRODUCTS} products, deep page`, `/activity/daily-specials-detail?id=${ev.id}&after=${ev.deep}`],
];

// on its own: seed, load the two pages, import
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const autocannon = require(require.resolve("autocannon", { paths: [ROOT] }));
  const api = process.env.API_URL ?? "http://127.0.0.1:3401";
  const consoleUrl = process.env.CONSOLE_URL ?? "http://127.0.0.1:3400";
  const token = (process.env.TOKEN ?? "").trim();
  const cookie = process.env.COOKIE ?? "";
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
  const ev = await seedEvent(api, token, (m) => console.error(m));
  const out = [];
  for (const [name, p] of detailPaths(ev)) {
    const r = await autocannon({ url: consoleUrl + p, headers: { cookie, accept: "text/html" }, connections, duration });
    out.push({
      name,
      p50: r.latency.p50,
      p97_5: r.latency.p97_5,
      rps: Math.round(r.requests.average),
      non2xx: r.non2xx,
      target: `p95 < ${TARGET.pageP95Ms} ms (p97.5 shown)`,
    });
  }
  out.push({
    name: `import ${EVENT_PRODUCTS} price rows`,
    s: (await importAll(api, token, ev)).toFixed(2),
    target: `<= ${TARGET.importS} s`,
  });
  console.table(out);
}
