// System › COD fees (issue 9): cash-on-delivery terms per destination country.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
let viewer: string;
let operator: string;
beforeAll(async () => {
  t = await startTestApi();
  [admin, viewer, operator] = await Promise.all([t.token("admin"), t.token("viewer"), t.token("operator")]);
});
afterAll(async () => {
  await t?.close();
});

const body = (over: Record<string, unknown> = {}) => ({
  country_code: "KW",
  currency_code: "USD",
  custom_duty: 5,
  fee_type: "constant",
  fee_value: 7.5,
  tax_exemption: 100,
  order_total_limit: 500,
  daily_order_limit: 2,
  ...over,
});
const audits = async (action: string, id: number) =>
  (
    await t.sql<{ n: number }>("select count(*)::int as n from audit_log where entity = 'cod_fee' and action = $1 and entity_id = $2", [
      action,
      String(id),
    ])
  )[0].n;
const create = async (over: Record<string, unknown>) => {
  const res = await t.post("/api/config/cod-fee/create", body(over), { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; version: number; enabled: boolean; fee_value: number };
};
const errorsOf = async (over: Record<string, unknown>) => {
  const res = await t.post("/api/config/cod-fee/create", body(over), { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  return Object.keys(res.body.data.errors);
};

describe("COD fees", () => {
  it("the seed has enabled and disabled countries, constant and percentage fees", async () => {
    const res = await t.get("/api/config/cod-fees", { token: viewer, query: { page_size: 100 } });
    expect(res.status).toBe(200);
    const rows = res.body.data.list as { enabled: boolean; fee_type: string; country_code: string }[];
    expect(rows.some((r) => r.enabled) && rows.some((r) => !r.enabled)).toBe(true);
    expect(new Set(rows.map((r) => r.fee_type))).toEqual(new Set(["constant", "percentage"]));
    expect(rows.find((r) => r.country_code === "AE")).toMatchObject({ currency_code: "AED", fee_type: "constant", fee_value: 15 });
  });

  it("filters by currency, fee type and state; sorts by country", async () => {
    const eur = await t.get("/api/config/cod-fees", { token: viewer, query: { currency: "EUR", page_size: 100 } });
    expect(eur.body.data.list.map((r: { country_code: string }) => r.country_code).sort()).toEqual(["ES", "IT"]);
    const off = await t.get("/api/config/cod-fees", { token: viewer, query: { enabled: "false", fee_type: "percentage" } });
    expect(off.body.data.list.map((r: { country_code: string }) => r.country_code)).toEqual(["ES"]);
    const sorted = await t.get("/api/config/cod-fees", { token: viewer, query: { sort: "country_code", page_size: 100 } });
    const codes = sorted.body.data.list.map((r: { country_code: string }) => r.country_code);
    expect(codes).toEqual([...codes].sort());
  });

  it("a reader without the write key gets 403 on every write; an outsider cannot read", async () => {
    for (const [path, b] of [
      ["/api/config/cod-fee/create", body({ country_code: "QA" })],
      ["/api/config/cod-fee/update", { ...body(), id: 1, version: 1 }],
      ["/api/config/cod-fee/change-status", { id: 1, status: "disable" }],
      ["/api/config/cod-fee/delete", { id: 1, version: 1 }],
    ] as const) {
      expect((await t.post(path, b, { token: viewer })).status, path).toBe(403);
    }
    expect((await t.sql("select 1 from cod_fees where country_code = 'QA'")).length).toBe(0);
    expect((await t.get("/api/config/cod-fees", { token: operator })).status).toBe(403);
    expect((await t.get("/api/config/cod-fee/1", { token: operator })).status).toBe(403);
  });

  it("percentage fee: 0 and 100 are allowed, 100.01 and -0.01 are not; a constant fee may pass 100", async () => {
    expect((await create({ country_code: "QA", fee_type: "percentage", fee_value: 0 })).fee_value).toBe(0);
    expect((await create({ country_code: "OM", fee_type: "percentage", fee_value: 100 })).fee_value).toBe(100);
    expect(await errorsOf({ country_code: "BH", fee_type: "percentage", fee_value: 100.01 })).toEqual(["fee_value"]);
    expect(await errorsOf({ country_code: "BH", fee_type: "percentage", fee_value: -0.01 })).toEqual(["fee_value"]);
    expect((await create({ country_code: "BH", fee_type: "constant", fee_value: 150 })).fee_value).toBe(150);
  });

  it("daily order quantity is a positive whole number up to 1000; country is an ISO code; amounts have 2 places", async () => {
    expect(await errorsOf({ daily_order_limit: 0 })).toEqual(["daily_order_limit"]);
    expect(await errorsOf({ daily_order_limit: 1.5 })).toEqual(["daily_order_limit"]);
    expect(await errorsOf({ daily_order_limit: 1001 })).toEqual(["daily_order_limit"]);
    expect(await errorsOf({ country_code: "kw" })).toEqual(["country_code"]);
    expect(await errorsOf({ country_code: "KWT" })).toEqual(["country_code"]);
    expect(await errorsOf({ currency_code: "XXX" })).toEqual(["currency_code"]);
    expect(await errorsOf({ custom_duty: 1.005 })).toEqual(["custom_duty"]);
    expect(await errorsOf({ order_total_limit: 0 })).toEqual(["order_total_limit"]);
    expect(await errorsOf({ fee_type: "fixed" })).toEqual(["fee_type"]);
    expect(await errorsOf({ extra: 1 })).toEqual(["_form"]);
    const edge = await create({ country_code: "KW", daily_order_limit: 1000, order_total_limit: 0.01 });
    expect(edge).toMatchObject({ country_code: "KW", daily_order_limit: 1000, order_total_limit: 0.01 });
  });

  it("one record per country: a second one is 409 on the country field", async () => {
    const res = await t.post("/api/config/cod-fee/create", body({ country_code: "AE" }), { token: admin });
    expect(res.status).toBe(409);
    expect(Object.keys(res.body.data.errors)).toEqual(["country_code"]);
    expect((await t.sql("select 1 from cod_fees where country_code = 'AE'")).length).toBe(1);
  });

  it("update with a stale version is 409; a missing record is 404", async () => {
    const row = await create({ country_code: "JO" });
    const ok = await t.post(
      "/api/config/cod-fee/update",
      { ...body({ country_code: "JO", fee_value: 9 }), id: row.id, version: row.version },
      { token: admin },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ fee_value: 9, version: row.version + 1 });
    const stale = await t.post(
      "/api/config/cod-fee/update",
      { ...body({ country_code: "JO" }), id: row.id, version: row.version },
      { token: admin },
    );
    expect(stale.status).toBe(409);
    expect((await t.get("/api/config/cod-fee/999999", { token: viewer })).status).toBe(404);
    expect(
      (await t.post("/api/config/cod-fee/update", { ...body({ country_code: "JO" }), id: 999999, version: 1 }, { token: admin })).status,
    ).toBe(404);
  });

  it("disable then disable again changes and logs once; an unknown transition is 422", async () => {
    const row = await create({ country_code: "EG" });
    const off = await t.post("/api/config/cod-fee/change-status", { id: row.id, status: "disable" }, { token: admin });
    expect(off.body.data.enabled).toBe(false);
    const again = await t.post("/api/config/cod-fee/change-status", { id: row.id, status: "disable" }, { token: admin });
    expect(again.status).toBe(200);
    expect(again.body.data.version).toBe(off.body.data.version);
    expect(await audits("disable", row.id)).toBe(1);
    expect((await t.post("/api/config/cod-fee/change-status", { id: row.id, status: "archive" }, { token: admin })).status).toBe(422);
  });

  it("delete removes the record and leaves a log with what it was; stale version 409, missing 404, repeat 404", async () => {
    const row = await create({ country_code: "LB" });
    const stale = await t.post("/api/config/cod-fee/delete", { id: row.id, version: row.version + 1 }, { token: admin });
    expect(stale.status).toBe(409);
    // the screen's own words, and the record as it is now for the form to show
    expect(stale.body).toMatchObject({
      message: "The COD fee was changed by someone else",
      data: { current: { id: row.id, version: row.version, country_code: "LB" } },
    });
    expect((await t.sql("select 1 from cod_fees where id = $1", [row.id])).length).toBe(1);
    const del = await t.post("/api/config/cod-fee/delete", { id: row.id, version: row.version }, { token: admin });
    expect(del.status).toBe(200);
    expect((await t.sql("select 1 from cod_fees where id = $1", [row.id])).length).toBe(0);
    const log = await t.get("/api/config/logs", { token: viewer, query: { entity: "cod_fee", entity_id: row.id } });
    expect(log.body.data.list[0]).toMatchObject({ action: "delete", after: null, before: { country_code: "LB" } });
    expect((await t.post("/api/config/cod-fee/delete", { id: row.id, version: row.version }, { token: admin })).status).toBe(404);
    expect(await audits("delete", row.id)).toBe(1);
  });
});
