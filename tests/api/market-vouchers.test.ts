// Market tool → voucher-list, voucher-invalid, voucher-detail: vouchers (money in minor units of
// their currency, days in US West), enabled/disabled, and sends to pasted customer lists with a
// result per line; stock never goes below zero. Expected values are written from the rules, not
// read from the code.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let operator: string;
let viewer: string;
let customers: { id: number; email: string }[];
let otherSite: { id: number; email: string };

beforeAll(async () => {
  t = await startTestApi();
  [operator, viewer] = await Promise.all([t.token("operator"), t.token("viewer")]);
  customers = await t.sql<{ id: number; email: string }>("select id, email from customers where site_abbr = 'ca' order by id limit 6");
  [otherSite] = await t.sql<{ id: number; email: string }>("select id, email from customers where site_abbr <> 'ca' order by id limit 1");
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const base = {
  name: "Welcome CA$5",
  site: "ca",
  currency_code: "CAD",
  kind: "amount",
  voucher_off: "5.00",
  min_order: "25",
  start_day: "2026-01-01",
  end_day: "2099-12-31",
  per_customer: 1,
  total_stock: 3,
  remark: "test",
};
const create = (body: Record<string, unknown>, token = operator) => t.post("/api/market/voucher/create", body, { token });
const send = (voucher_id: number, lines: string[], token = operator) =>
  t.post("/api/market/voucher/send", { voucher_id, customers: lines.join("\n") }, { token });

describe("vouchers", () => {
  it("creates an amount voucher exactly in minor units; the period runs from US West midnight to 23:59:59", async () => {
    const res = await create({ ...base, name: "Summer CA$12.34", voucher_off: "12.34", start_day: "2026-07-01", end_day: "2026-07-31" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: "Summer CA$12.34",
      site: "ca",
      kind: "amount",
      percent_off: null,
      enabled: true,
      version: 1,
      issued: 0,
      total_stock: 3,
    });
    expect(Number(res.body.data.amount_off_minor)).toBe(1234);
    expect(Number(res.body.data.min_order_minor)).toBe(2500);
    expect(new Date(res.body.data.start_at).toISOString()).toBe("2026-07-01T07:00:00.000Z");
    expect(new Date(res.body.data.end_at).toISOString()).toBe("2026-08-01T06:59:59.000Z");
  });

  it("refuses bad input with every field error at once (422)", async () => {
    const res = await create({ ...base, kind: "percent", voucher_off: "95", end_day: "2025-12-31", total_stock: 0, per_customer: 101 });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.data.errors).sort()).toEqual(["end_day", "per_customer", "total_stock", "voucher_off"]);
    expect((await create({ ...base, currency_code: "JPY", voucher_off: "5.5" })).status).toBe(422);
    expect((await create({ ...base, site: "mars" })).status).toBe(422);
    expect((await create({ ...base, name: "" })).status).toBe(422);
    expect((await create({ ...base, kind: "percent", voucher_off: "90" })).status).toBe(200);
  });

  it("is forbidden without the voucher key, and not found for a missing id", async () => {
    expect((await create(base, viewer)).status).toBe(403);
    expect((await t.get("/api/market/voucher/999999", { token: operator })).status).toBe(404);
    expect((await t.get("/api/market/voucher/send/999999", { token: operator })).status).toBe(404);
    expect((await send(999999, [customers[0].email])).status).toBe(404);
  });

  it("409s a stale edit, and refuses a stock below what was already given out", async () => {
    const v = (await create({ ...base, name: "Edit me" })).body.data;
    const ok = await t.post("/api/market/voucher/update", { ...base, name: "Edited", id: v.id, version: 1 }, { token: operator });
    expect(ok.status).toBe(200);
    expect(ok.body.data.version).toBe(2);
    const stale = await t.post("/api/market/voucher/update", { ...base, name: "Stale", id: v.id, version: 1 }, { token: operator });
    expect(stale.status).toBe(409);
    expect((await send(v.id, [customers[0].email, String(customers[1].id)])).status).toBe(200);
    const low = await t.post(
      "/api/market/voucher/update",
      { ...base, name: "Edited", total_stock: 1, id: v.id, version: 2 },
      { token: operator },
    );
    expect(low.status).toBe(422);
    expect(Object.keys(low.body.data.errors)).toEqual(["total_stock"]);
  });

  it("disables and enables once each; repeating does nothing twice, and the lists split valid from invalid", async () => {
    const v = (await create({ ...base, name: "Toggle me" })).body.data;
    const status = (s: string) => t.post("/api/market/voucher/change-status", { id: v.id, status: s }, { token: operator });
    expect((await status("enable")).body.data.version).toBe(1);
    const off = await status("disable");
    expect(off.body.data).toMatchObject({ enabled: false, version: 2 });
    expect((await status("disable")).body.data.version).toBe(2);
    const valid = await t.get("/api/market/vouchers", { token: operator, query: { validity: "valid", name: "Toggle me" } });
    expect(valid.body.data.total).toBe(0);
    const invalid = await t.get("/api/market/vouchers/invalid", { token: operator, query: { name: "Toggle me" } });
    expect(invalid.body.data.list.map((r: { id: number }) => r.id)).toEqual([v.id]);
    expect((await status("enable")).body.data).toMatchObject({ enabled: true, version: 3 });
    expect((await t.get("/api/market/vouchers/invalid", { token: operator, query: { name: "Toggle me" } })).body.data.total).toBe(0);
    const logs = await t.get("/api/market/logs", { token: operator, query: { entity: "voucher", entity_id: String(v.id) } });
    expect(logs.body.data.list.map((l: { action: string }) => l.action).sort()).toEqual(["create", "disable", "enable"]);
  });

  it("an expired voucher is invalid and cannot be sent (409); neither can a disabled one", async () => {
    const old = (await create({ ...base, name: "Old one", start_day: "2020-01-01", end_day: "2020-01-31" })).body.data;
    const invalid = await t.get("/api/market/vouchers/invalid", { token: operator, query: { name: "Old one" } });
    expect(invalid.body.data.total).toBe(1);
    expect((await send(old.id, [customers[0].email])).status).toBe(409);
    const off = (await create({ ...base, name: "Off one" })).body.data;
    await t.post("/api/market/voucher/change-status", { id: off.id, status: "disable" }, { token: operator });
    expect((await send(off.id, [customers[0].email])).status).toBe(409);
  });
});

describe("sending", () => {
  it("gives each line a result: sent, unknown customer, duplicate, out of stock — and stock stops at zero", async () => {
    const v = (await create({ ...base, name: "Three only", total_stock: 3 })).body.data;
    const lines = [
      customers[0].email.toUpperCase(), // emails match whatever their case
      String(customers[1].id),
      "nobody@example.invalid",
      customers[0].email, // listed twice
      String(otherSite.id), // a customer of another site
      "not an email",
      customers[2].email,
      String(customers[3].id), // the stock of 3 is gone by now
    ];
    const res = await send(v.id, lines);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ requested: 8, sent: 3, unknown_customer: 3, duplicate: 1, out_of_stock: 1 });
    const results = await t.get(`/api/market/voucher/send/${res.body.data.id}/results`, { token: operator });
    expect(results.body.data.list.map((r: { result: string }) => r.result)).toEqual([
      "sent",
      "sent",
      "unknown_customer",
      "duplicate",
      "unknown_customer",
      "unknown_customer",
      "sent",
      "out_of_stock",
    ]);
    expect(results.body.data.list[0].customer_id).toBe(customers[0].id);
    const after = await t.get(`/api/market/voucher/${v.id}`, { token: operator });
    expect(after.body.data.issued).toBe(3);
    // a second send finds no stock, and already-served customers are duplicates
    const again = await send(v.id, [customers[0].email, customers[4].email]);
    expect(again.body.data).toMatchObject({ sent: 0, duplicate: 1, out_of_stock: 1 });
    expect((await t.get(`/api/market/voucher/${v.id}`, { token: operator })).body.data.issued).toBe(3);
    // paged and filtered by result
    const page = await t.get(`/api/market/voucher/send/${res.body.data.id}/results`, {
      token: operator,
      query: { page_size: "2", page: "2", result: "unknown_customer" },
    });
    expect(page.body.data).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(page.body.data.list.map((r: { line: number }) => r.line)).toEqual([6]);
    const sends = await t.get("/api/market/voucher/sends", { token: operator, query: { voucher_id: String(v.id) } });
    expect(sends.body.data.total).toBe(2);
  });

  it("lets a customer hold per_customer of a voucher across sends", async () => {
    const v = (await create({ ...base, name: "Two each", per_customer: 2, total_stock: 10 })).body.data;
    expect((await send(v.id, [customers[5].email])).body.data.sent).toBe(1);
    expect((await send(v.id, [customers[5].email])).body.data.sent).toBe(1);
    expect((await send(v.id, [customers[5].email])).body.data).toMatchObject({ sent: 0, duplicate: 1 });
  });

  it("refuses an empty list, and sending without the key", async () => {
    const v = (await create({ ...base, name: "Empty list" })).body.data;
    const empty = await send(v.id, ["", "   "]);
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.data.errors)).toEqual(["customers"]);
    expect((await send(v.id, [customers[0].email], viewer)).status).toBe(403);
  });

  it("the picker lists only vouchers still to be used, compactly", async () => {
    const res = await t.get("/api/market/voucher/paginate", { token: viewer, query: { name: "Three only" } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data.list[0]).sort()).toEqual([
      "amount_off_minor",
      "currency_code",
      "enabled",
      "end_at",
      "end_at_transform",
      "id",
      "kind",
      "name",
      "percent_off",
      "site",
      "start_at",
      "start_at_transform",
      // what the shared picker shows beside each voucher (issue 41 §5): how many are left to give
      "stock_left",
    ]);
    expect((await t.get("/api/market/voucher/paginate", { token: viewer, query: { name: "Old one" } })).body.data.total).toBe(0);
  });
});
