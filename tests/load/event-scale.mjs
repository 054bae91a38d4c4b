#!/usr/bin/env node
// An event at scale (issue 11 "Tests and figures"): a daily special with 10,000 products, seeded
// through the API as staff would add them (batchSaveFromPool, 500 a call), then its detail page
// (products paged by keyset, 50 a page: the first page and one near the end) under load, and one
// import of 10,000 price rows (importBatchUpdatePrice, wall time). `npm run bench` runs it with its
// own server and session (tests/load/bench.mjs); on its own, against a running console and API:
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
const BATCH = 500; // batchSaveFromPool takes at most 500 products a call

/** A draft daily special on us with EVENT_PRODUCTS products of its own SKUs; resolves with its id, version and a deep product id. */
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
  for (let from = 0; from < EVENT_PRODUCTS; from += BATCH) {
    const products = Array.from({ length: Math.min(BATCH, EVENT_PRODUCTS - from) }, (_, i) => ({
      sku_code: `BENCH-${tag}-${String(from + i + 1).padStart(5, "0")}`,
      product_name: `Bench romper ${from + i + 1}`,
      price: `${10 + ((from + i) % 40)}.99`,
      stock: 100,
    }));
    ({ version } = await apiCall(api, token, "POST", "/api/event/batchSaveFromPool", { event_id: ev.id, version, products }));
  }
  log(`event #${ev.id}: ${EVENT_PRODUCTS} products added in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // a product id near the end of the detail page's order, for a deep page (the page's keyset is the product id)
  const detail = await apiCall(api, token, "GET", `/api/event/getEventDetail/${ev.id}?page_size=100&sku=BENCH-${tag}-099`);
  const deep = detail.products.list[0]?.id ?? null;
  return { id: ev.id, version, tag, deep };
}

/** One import of a new price for every product (a .xlsx built in memory); resolves with the wall time in seconds. */
export async function importAll(api, token, ev) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("prices");
  ws.addRow(["SKU", "Event price", "Stock"]);
  for (let i = 1; i <= EVENT_PRODUCTS; i++) ws.addRow([`BENCH-${ev.tag}-${String(i).padStart(5, "0")}`, `${9 + (i % 40)}.49`, 90]);
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
