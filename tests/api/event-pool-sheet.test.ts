// Activity → daily specials: batchSaveFromPoolExcel, the SKUs a product pool would add to an event
// as a spreadsheet (SKU, product, site price, event price prefilled with the site price, stock, and
// where the SKU is already on sale), which the price import reads back after the rows are added.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";
import { bookOf as book, rowsOf } from "./sheets";

let t: TestApi;
let approver: string;
let operator: string;
let viewer: string;
let poolId: number;

beforeAll(async () => {
  t = await startTestApi();
  [approver, operator, viewer] = await Promise.all([t.token("approver"), t.token("operator"), t.token("viewer")]);
  // two products in the pool (three SKUs and one), one product outside it
  const [a] = await t.sql<{ id: number }>("insert into products (spu, name) values ('PSA-SPU', 'Pool sheet romper') returning id");
  const [b] = await t.sql<{ id: number }>("insert into products (spu, name) values ('PSB-SPU', 'Pool sheet cardigan') returning id");
  const [z] = await t.sql<{ id: number }>("insert into products (spu, name) values ('PSZ-SPU', 'Not in the pool') returning id");
  const sku = async (product: number, code: string, stock: number) =>
    (
      await t.sql<{ id: number }>("insert into skus (product_id, sku_code, stock) values ($1, $2, $3) returning id", [product, code, stock])
    )[0].id;
  const price = (skuId: number, product: number, site: string, currency: string, minor: number) =>
    t.sql("insert into sku_prices (sku_id, product_id, site_abbr, currency_code, price_minor) values ($1, $2, $3, $4, $5)", [
      skuId,
      product,
      site,
      currency,
      minor,
    ]);
  const psaS = await sku(a.id, "PSA-S", 40);
  await price(psaS, a.id, "us", "USD", 1999);
  // sold on uk too, so the uk event below can hold it (an event takes only SKUs its site sells)
  await price(psaS, a.id, "uk", "GBP", 1600);
  await price(await sku(a.id, "PSA-M", 12), a.id, "us", "USD", 2150);
  await price(await sku(a.id, "PSA-XL", 3), a.id, "uk", "GBP", 1500);
  await price(await sku(b.id, "PSB-L", 8), b.id, "us", "USD", 900);
  await price(await sku(z.id, "PSZ-1", 5), z.id, "us", "USD", 500);
  [{ id: poolId }] = await t.sql<{ id: number }>(
    "insert into product_pools (name, site_abbr) values ('Pool sheet pool', 'us') returning id",
  );
  await t.sql("insert into product_pool_items (pool_id, product_id) values ($1, $2), ($1, $3)", [poolId, a.id, b.id]);
});
afterAll(async () => {
  await t?.close();
});

const DS = {
  kind: "daily_special",
  site: "us",
  currency: "USD",
  start_at: "2032-06-01T07:00:00.000Z",
  end_at: "2032-06-08T06:59:59.000Z",
  languages: [{ language: "en", title: "Pool sheet", description: "" }],
};
const version = async (id: number) => (await t.sql<{ version: number }>("select version from events where id = $1", [id]))[0].version;
const item = (sku: string, price: string) => ({ sku_code: sku, price, stock: 10 });

async function event(name: string, skus: string[], body: Record<string, unknown> = {}, publish = false) {
  const ev = (await t.post("/api/event/createDsEvent", { ...DS, name, ...body }, { token: operator })).body.data as { id: number };
  if (skus.length) {
    const res = await t.post(
      "/api/event/batchSaveFromPool",
      { event_id: ev.id, version: await version(ev.id), products: skus.map((s) => item(s, "1.00")) },
      { token: operator },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  if (publish)
    expect((await t.post("/api/event/changeEventStatus", { id: ev.id, status: "publish" }, { token: operator })).status).toBe(200);
  return ev.id;
}

const download = (query: Record<string, string | number>, token = operator, lang = "en") =>
  fetch(`${t.url}/api/event/batchSaveFromPoolExcel?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, {
    headers: { authorization: `Bearer ${token}`, "accept-language": lang },
  });

describe("batchSaveFromPoolExcel", () => {
  let mine: number;
  let rival: number;
  beforeAll(async () => {
    // a published us event at overlapping times holds PSB-L; one that ended before holds PSA-S;
    // a uk one at the same times holds PSA-S too: neither of these two counts
    rival = await event("Pool rival", ["PSB-L"], {}, true);
    await event("Pool earlier", ["PSA-S"], { start_at: "2032-05-01T07:00:00.000Z", end_at: "2032-05-08T06:59:59.000Z" }, true);
    await event("Pool uk", ["PSA-S"], { site: "uk", currency: "GBP" }, true);
    mine = await event("Pool mine", ["PSA-M"]);
  });

  it("streams one row per SKU of the pool, the event price prefilled with the site price, and flags the SKUs already on sale", async () => {
    const res = await download({ event_id: mine, pool_id: poolId });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="event-${mine}-pool-${poolId}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`),
    );
    expect(rowsOf(await book(res))).toEqual([
      ["SKU", "Product", "Site price (USD)", "Event price", "Stock", "Already on sale"],
      // (a row ends at its last filled cell)
      // money as number cells (shown with USD's two decimals), counts as integers
      ["PSA-S", "Pool sheet romper", 19.99, 19.99, 40],
      ["PSA-M", "Pool sheet romper", 21.5, 21.5, 12, "In this event"],
      // no price on the event's site: both price cells empty
      ["PSA-XL", "Pool sheet romper", undefined, undefined, 3],
      ["PSB-L", "Pool sheet cardigan", 9, 9, 8, `On sale in "Pool rival" (#${rival}) at overlapping times`],
    ]);
  });

  it("heads the columns and says the flags in Chinese for a zh caller", async () => {
    const rows = rowsOf(await book(await download({ event_id: mine, pool_id: poolId }, operator, "zh-CN")));
    expect(rows[0]).toEqual(["SKU", "商品", "站点价 (USD)", "活动价", "库存", "已参加活动"]);
    expect(rows[2][5]).toBe("已在本活动中");
    expect(rows[4][5]).toBe(`重叠时段已参加活动“Pool rival”(#${rival})`);
  });

  it("is the sheet the price import reads back once the rows are added", async () => {
    const wb = await book(await download({ event_id: mine, pool_id: poolId }));
    const ws = wb.worksheets[0];
    ws.getCell("D2").value = "17.49"; // PSA-S edited; PSA-M and PSB-L keep the prefilled site price
    ws.spliceRows(4, 1); // PSA-XL has no price on the site: not added
    const added = await t.post(
      "/api/event/batchSaveFromPool",
      { event_id: mine, version: await version(mine), products: [item("PSA-S", "1.00"), item("PSB-L", "1.00")] },
      { token: operator },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const form = new FormData();
    form.append("version", String(await version(mine)));
    form.append("file", new Blob([await wb.xlsx.writeBuffer()]), "pool.xlsx");
    const res = await fetch(`${t.url}/api/event/importBatchUpdatePrice/${mine}`, {
      method: "POST",
      headers: { authorization: `Bearer ${operator}` },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const figures = await t.sql("select sku_code, price::text as price, stock from event_products where event_id = $1 order by sku_code", [
      mine,
    ]);
    expect(figures).toEqual([
      { sku_code: "PSA-M", price: "21.5000", stock: 12 },
      { sku_code: "PSA-S", price: "17.4900", stock: 40 },
      { sku_code: "PSB-L", price: "9.0000", stock: 8 },
    ]);
  });

  it("is for the holders of the kind's key, like batchSaveFromPool: a viewer and an approver are refused", async () => {
    for (const token of [viewer, approver]) {
      const res = await download({ event_id: mine, pool_id: poolId }, token);
      expect(res.status).toBe(403);
      expect(res.headers.get("content-disposition")).toBeNull();
    }
  });

  it("answers 404 for an unknown event or pool and 422 for a bad query", async () => {
    expect((await download({ event_id: 999999, pool_id: poolId })).status).toBe(404);
    const pool = await download({ event_id: mine, pool_id: 999999 });
    expect(pool.status).toBe(404);
    expect(((await pool.json()) as { message: string }).message).toBe("Pool not found");
    expect((await download({ event_id: mine, pool_id: "x" })).status).toBe(422);
    expect((await download({ event_id: mine })).status).toBe(422);
  });
});
