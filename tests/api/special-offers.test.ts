// Activity › special offers (full-gift redemption, issue 11): the spec's section 7 "Special offer"
// endpoints — settings, online / offline, products imported from a spreadsheet, discounts, export.
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { staffApi } from "./helpers";
import { sheetRows } from "./sheets";

const { t, operator, approver, viewer } = await staffApi();

const HEADER = ["product_code", "product_name", "category", "original_price", "redeem_price", "stock", "sort"];
const offerBody = (over: Record<string, unknown> = {}) => ({
  name: "Spend $49, add a rain jacket for $9.90",
  site: "us",
  currency: "USD",
  threshold: "49.00",
  redeem_limit: 1,
  start_at: "2031-03-01T08:00:00Z",
  end_at: "2031-03-31T06:59:59Z",
  description: "Back-to-school gift redemption",
  ...over,
});

async function xlsx(rows: (string | number)[][], header = HEADER): Promise<Blob> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("products");
  ws.addRow(header);
  rows.forEach((r) => ws.addRow(r));
  return new Blob([await wb.xlsx.writeBuffer()]);
}

async function importSheet(eventId: number | string, file: Blob | null, token = operator, name = "products.xlsx") {
  const form = new FormData();
  form.append("event_id", String(eventId));
  if (file) form.append("file", file, name);
  const res = await fetch(`${t.url}/api/special_offer/products/excel_import_products`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { code: number; message: string; data: any } };
}

const create = async (over: Record<string, unknown> = {}) => {
  const res = await t.post("/api/special_offer/create", offerBody(over), { token: operator });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; version: number; status: string; threshold: string; products_count: number };
};
const productCount = async (id: number) =>
  (await t.sql<{ n: number }>("select count(*)::int as n from special_offer_products where offer_id = $1", [id]))[0].n;
const logRows = async (id: number) =>
  (
    await t.sql<{ n: number }>("select count(*)::int as n from audit_log where entity = 'special_offer' and entity_id = $1", [String(id)])
  )[0].n;
const products = async (id: number, query: Record<string, string | number> = {}) =>
  (await t.get("/api/special_offer/products/list", { token: approver, query: { event_id: id, ...query } })).body.data as {
    total: number;
    list: any[];
  };

const THREE = [
  ["JK-1001", "Rain jacket, yellow", "Outerwear", 24.99, 9.9, 120, 1],
  ["TS-2002", "Striped tee", "Tops", "12.50", "5.00", 300, 2],
  ["SK-3003", "Ankle socks (3 pairs)", "Accessories", 19.99, 19.99, 0, 3],
];

describe("special offers: who may do what", () => {
  it("the approver reads offers but may not create, edit, put online or change products", async () => {
    const offer = await create();
    expect((await t.get("/api/special_offer/index", { token: approver })).status).toBe(200);
    expect((await t.get(`/api/special_offer/show/${offer.id}`, { token: approver })).status).toBe(200);
    expect((await t.get(`/api/special_offer/log/${offer.id}`, { token: approver })).status).toBe(200);
    for (const [path, body] of [
      ["/api/special_offer/create", offerBody()],
      [`/api/special_offer/edit/${offer.id}`, { ...offerBody(), version: 1 }],
      [`/api/special_offer/online/${offer.id}`, {}],
      ["/api/special_offer/products/delete_all", { event_id: offer.id }],
      ["/api/special_offer/products/apply_discount", { event_id: offer.id, discount: 10 }],
    ] as const) {
      expect((await t.post(path, body, { token: approver })).status, path).toBe(403);
    }
    expect((await importSheet(offer.id, await xlsx(THREE), approver)).status).toBe(403);
    expect(await productCount(offer.id)).toBe(0);
  });

  it("the viewer (System only) may not even read them", async () => {
    expect((await t.get("/api/special_offer/index", { token: viewer })).status).toBe(403);
    expect((await t.get("/api/special_offer/products/list", { token: viewer, query: { event_id: 1 } })).status).toBe(403);
  });
});

describe("special offers: settings", () => {
  it("creates an offline offer with an exact threshold, and lists it newest first", async () => {
    const offer = await create({ threshold: "49.9", name: "Spend 49.90" });
    expect(offer.status).toBe("offline");
    expect(offer.threshold).toBe("49.90");
    expect(offer.products_count).toBe(0);
    const list = await t.get("/api/special_offer/index", { token: approver, query: { name: "spend 49.90" } });
    expect(list.body.data.list[0].id).toBe(offer.id);
  });

  it("refuses bad input with every field's message and writes nothing", async () => {
    const before = (await t.sql<{ n: number }>("select count(*)::int as n from special_offers"))[0].n;
    const res = await t.post(
      "/api/special_offer/create",
      offerBody({ name: " ", threshold: "10.999", redeem_limit: 11, end_at: "2031-02-01T00:00:00Z" }),
      { token: operator },
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.data.errors).sort()).toEqual(["end_at", "name", "redeem_limit", "threshold"]);
    expect(res.body.data.errors.threshold).toEqual(["must be an amount with at most 2 decimal places"]);
    expect(res.body.data.errors.redeem_limit).toEqual(["must be between 1 and 10"]);
    const period = await t.post("/api/special_offer/create", offerBody({ end_at: "2031-02-01T00:00:00Z" }), { token: operator });
    expect(period.status).toBe(422);
    expect(period.body.data.errors.end_at).toEqual(["must be after the start"]);
    expect((await t.sql<{ n: number }>("select count(*)::int as n from special_offers"))[0].n).toBe(before);
  });

  it("takes only a currency the site sells in", async () => {
    const res = await t.post("/api/special_offer/create", offerBody({ site: "uk", currency: "USD" }), { token: operator });
    expect(res.status).toBe(422);
    expect(res.body.data.errors.currency[0]).toBe("The United Kingdom site does not sell in USD: choose one of its enabled currencies");
    expect((await t.post("/api/special_offer/create", offerBody({ site: "uk", currency: "GBP" }), { token: operator })).status).toBe(200);
  });

  it("edits with the version it read; a stale version is 409 with the current record", async () => {
    const offer = await create();
    const ok = await t.post(
      `/api/special_offer/edit/${offer.id}`,
      { ...offerBody({ threshold: "59.00" }), version: 1 },
      { token: operator },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data.version).toBe(2);
    const stale = await t.post(
      `/api/special_offer/edit/${offer.id}`,
      { ...offerBody({ threshold: "69.00" }), version: 1 },
      { token: operator },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.data.current.threshold).toBe("59.00");
  });

  it("404 for an offer that is not there", async () => {
    expect((await t.get("/api/special_offer/show/999999", { token: approver })).status).toBe(404);
    expect((await t.post("/api/special_offer/edit/999999", { ...offerBody(), version: 1 }, { token: operator })).status).toBe(404);
    expect((await t.post("/api/special_offer/online/999999", {}, { token: operator })).status).toBe(404);
    expect((await t.post("/api/special_offer/products/delete_all", { event_id: 999999 }, { token: operator })).status).toBe(404);
  });
});

describe("special offers: products from a spreadsheet", () => {
  it("imports every row or none: a bad sheet lists each problem by row and writes nothing", async () => {
    const offer = await create();
    const bad = await importSheet(
      offer.id,
      await xlsx([
        ["JK-1001", "Rain jacket", "Outerwear", 24.99, 30, 5, 1],
        ["bad code!", "Tee", "Tops", 10, 5, 5, 2],
        ["JK-1001", "Rain jacket again", "Outerwear", 24.99, 9.9, -1, 3],
      ]),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.data.rows).toEqual([
      { row: 2, column: "redeem_price", message: "must not exceed the original price" },
      { row: 3, column: "product_code", message: "must be 1-40 letters, digits, - or _" },
      { row: 4, column: "stock", message: "must be between 0 and 1000000" },
    ]);
    expect(bad.body.data.total_errors).toBe(3);
    expect(await productCount(offer.id)).toBe(0);
    expect(await logRows(offer.id)).toBe(1); // only its creation
  });

  it("names missing columns, and refuses a request without a file", async () => {
    const offer = await create();
    const res = await importSheet(
      offer.id,
      await xlsx([["A-1", "x", "y", 1, 1, 1]], ["product_code", "product_name", "category", "price", "redeem_price", "stock"]),
    );
    expect(res.status).toBe(422);
    expect(res.body.data.rows[0]).toEqual({
      row: 1,
      column: "original_price",
      message: "missing column(s); the header is product_code, product_name, category, original_price, redeem_price, stock, sort",
    });
    const none = await importSheet(offer.id, null);
    expect(none.status).toBe(422);
    expect(none.body.message).toBe("Please choose a file to upload first.");
  });

  it("imports, then a second import of the same codes updates them; codes are kept upper case", async () => {
    const offer = await create();
    const first = await importSheet(offer.id, await xlsx(THREE));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ imported: 3, added: 3, updated: 0 });
    const again = await importSheet(offer.id, await xlsx([["jk-1001", "Rain jacket, navy", "Outerwear", 24.99, 12.5, 80, 1]]));
    expect(again.body.data).toMatchObject({ imported: 1, added: 0, updated: 1 });
    const list = await products(offer.id);
    expect(list.list.map((p) => [p.product_code, p.product_name, p.original_price, p.redeem_price, p.stock])).toEqual([
      ["JK-1001", "Rain jacket, navy", "24.99", "12.50", 80],
      ["TS-2002", "Striped tee", "12.50", "5.00", 300],
      ["SK-3003", "Ankle socks (3 pairs)", "19.99", "19.99", 0],
    ]);
  });

  it("reads a CSV too", async () => {
    const offer = await create();
    const csv = new Blob([`${HEADER.join(",")}\nDR-4004,Party dress,Dresses,39.00,15.00,25,1\n`]);
    const res = await importSheet(offer.id, csv, operator, "products.csv");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await products(offer.id)).list[0]).toMatchObject({ product_code: "DR-4004", original_price: "39.00", redeem_price: "15.00" });
  });

  it("filters by category and keyword, lists the offer's categories", async () => {
    const offer = await create();
    await importSheet(offer.id, await xlsx(THREE));
    expect((await products(offer.id, { category: "Tops" })).list.map((p) => p.product_code)).toEqual(["TS-2002"]);
    expect((await products(offer.id, { keyword: "socks" })).list.map((p) => p.product_code)).toEqual(["SK-3003"]);
    expect((await products(offer.id, { sort: "redeem_price", order: "desc" })).list.map((p) => p.product_code)).toEqual([
      "SK-3003",
      "JK-1001",
      "TS-2002",
    ]);
    const cats = await t.get("/api/special_offer/categories", { token: approver, query: { event_id: offer.id } });
    expect(cats.body.data.list).toEqual([
      { category: "Accessories", products: 1 },
      { category: "Outerwear", products: 1 },
      { category: "Tops", products: 1 },
    ]);
  });

  it("applies a discount exactly, to the cent, to chosen products or all", async () => {
    const offer = await create();
    await importSheet(offer.id, await xlsx(THREE));
    const [jacket] = (await products(offer.id, { category: "Outerwear" })).list;
    const one = await t.post(
      "/api/special_offer/products/apply_discount",
      { event_id: offer.id, discount: 15, ids: [jacket.id] },
      { token: operator },
    );
    expect(one.body.data).toEqual({ updated: 1 });
    // 24.99 × 0.85 = 21.2415 → 21.24
    expect((await products(offer.id, { category: "Outerwear" })).list[0].redeem_price).toBe("21.24");
    await t.post("/api/special_offer/products/apply_discount", { event_id: offer.id, discount: 99 }, { token: operator });
    // 12.50 × 0.01 = 0.125 → 0.13; 19.99 × 0.01 = 0.1999 → 0.20
    expect((await products(offer.id, { sort: "product_code" })).list.map((p) => p.redeem_price)).toEqual(["0.25", "0.20", "0.13"]);
    const bad = await t.post("/api/special_offer/products/apply_discount", { event_id: offer.id, discount: 100 }, { token: operator });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors.discount).toEqual(["must be between 1 and 99"]);
  });

  it("updates one product with its version; a redeem price above the original is refused next to the field", async () => {
    const offer = await create();
    await importSheet(offer.id, await xlsx(THREE));
    const [tee] = (await products(offer.id, { category: "Tops" })).list;
    const body = { event_id: offer.id, id: tee.id, version: tee.version, redeem_price: "6.00", stock: 250, sort: 5 };
    const ok = await t.post("/api/special_offer/products/update", body, { token: operator });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ redeem_price: "6.00", stock: 250, sort: 5, version: tee.version + 1 });
    expect((await t.post("/api/special_offer/products/update", body, { token: operator })).status).toBe(409);
    const high = await t.post(
      "/api/special_offer/products/update",
      { ...body, version: tee.version + 1, redeem_price: "12.51" },
      { token: operator },
    );
    expect(high.status).toBe(422);
    expect(high.body.data.errors.redeem_price).toEqual(["must not exceed the original price 12.50"]);
  });

  it("deletes chosen products, then all; a repeated delete changes and logs nothing", async () => {
    const offer = await create();
    await importSheet(offer.id, await xlsx(THREE));
    const [socks] = (await products(offer.id, { category: "Accessories" })).list;
    expect(
      (await t.post("/api/special_offer/products/delete", { event_id: offer.id, ids: [socks.id] }, { token: operator })).body.data,
    ).toEqual({ deleted: 1 });
    const logs = await logRows(offer.id);
    expect(
      (await t.post("/api/special_offer/products/delete", { event_id: offer.id, ids: [socks.id] }, { token: operator })).body.data,
    ).toEqual({ deleted: 0 });
    expect(await logRows(offer.id)).toBe(logs);
    expect((await t.post("/api/special_offer/products/delete_all", { event_id: offer.id }, { token: operator })).body.data).toEqual({
      deleted: 2,
    });
    expect(await productCount(offer.id)).toBe(0);
  });

  it("exports the products as a spreadsheet with the import's columns", async () => {
    const offer = await create();
    await importSheet(offer.id, await xlsx(THREE));
    const res = await fetch(`${t.url}/api/special_offer/products/export`, {
      method: "POST",
      headers: { authorization: `Bearer ${approver}`, "content-type": "application/json" },
      body: JSON.stringify({ event_id: offer.id }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="special-offer-${offer.id}-products-\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`),
    );
    const rows = await sheetRows(res);
    // headings in the caller's language (en), the prices as numbers (shown with USD's two decimals)
    expect(rows).toEqual([
      ["Product code", "Product name", "Category", "Original price", "Redeem price", "Stock", "Sort"],
      ["JK-1001", "Rain jacket, yellow", "Outerwear", 24.99, 9.9, 120, 1],
      ["TS-2002", "Striped tee", "Tops", 12.5, 5, 300, 2],
      ["SK-3003", "Ankle socks (3 pairs)", "Accessories", 19.99, 19.99, 0, 3],
    ]);
  });
});

describe("special offers: online and offline", () => {
  it("goes online only with products and before its end; online, it is read-only; offline again; repeats change nothing", async () => {
    const offer = await create();
    const empty = await t.post(`/api/special_offer/online/${offer.id}`, {}, { token: operator });
    expect(empty.status).toBe(409);
    expect(empty.body.message).toBe("The special offer has no products yet: add products before putting it online");
    await importSheet(offer.id, await xlsx(THREE));
    const on = await t.post(`/api/special_offer/online/${offer.id}`, {}, { token: operator });
    expect(on.status).toBe(200);
    expect(on.body.data.status).toBe("online");
    const logs = await logRows(offer.id);
    const again = await t.post(`/api/special_offer/online/${offer.id}`, {}, { token: operator });
    expect(again.status).toBe(200);
    expect(await logRows(offer.id)).toBe(logs);

    const edit = await t.post(
      `/api/special_offer/edit/${offer.id}`,
      { ...offerBody(), version: on.body.data.version },
      { token: operator },
    );
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe("The special offer is online: take it offline before changing it or its products");
    expect((await importSheet(offer.id, await xlsx(THREE))).status).toBe(409);
    expect((await t.post("/api/special_offer/products/delete_all", { event_id: offer.id }, { token: operator })).status).toBe(409);
    expect(await productCount(offer.id)).toBe(3);

    const off = await t.post(`/api/special_offer/offline/${offer.id}`, {}, { token: operator });
    expect(off.body.data.status).toBe("offline");
    expect((await t.post(`/api/special_offer/offline/${offer.id}`, {}, { token: operator })).status).toBe(200);
    const log = await t.get(`/api/special_offer/log/${offer.id}`, { token: approver });
    expect(log.body.data.list.map((r: { action: string }) => r.action)).toEqual(["offline", "online", "import_products", "create"]);
    expect(log.body.data.list[0].actor_name).toBe("Olive Operator");
  });

  it("an ended offer does not go online", async () => {
    const offer = await create({ start_at: "2020-01-01T08:00:00Z", end_at: "2020-01-31T08:00:00Z" });
    await importSheet(offer.id, await xlsx(THREE));
    const res = await t.post(`/api/special_offer/online/${offer.id}`, {}, { token: operator });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("The special offer's period has ended: change its end before putting it online");
  });

  it("lists by status and site", async () => {
    const online = await t.get("/api/special_offer/index", { token: approver, query: { status: "online", page_size: 100 } });
    expect(online.body.data.list.every((o: { status: string }) => o.status === "online")).toBe(true);
    const uk = await t.get("/api/special_offer/index", { token: approver, query: { site: "uk", page_size: 100 } });
    expect(uk.body.data.list.every((o: { site: string }) => o.site === "uk")).toBe(true);
    expect((await t.get("/api/special_offer/index", { token: approver, query: { status: "live" } })).status).toBe(422);
  });
});

describe("common content pictures", () => {
  it("lists uploaded images and the filter's choices", async () => {
    const list = await t.get("/api/common_content/picture/list", { token: approver });
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body.data.list)).toBe(true);
    const filter = await t.get("/api/common_content/picture/filter", { token: approver });
    expect(filter.body.data.purposes).toEqual(["event", "sns_topic", "sns_post"]);
    expect((await t.get("/api/common_content/picture/list", { token: approver, query: { purpose: "videos" } })).status).toBe(422);
  });
});
