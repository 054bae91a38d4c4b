// System management: rate setting, benchmark rates, exchange rates per site, country currency.
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

const auditCount = async () => (await t.sql<{ n: number }>("select count(*)::int as n from audit_log"))[0].n;
const logsFor = async (entity: string, id: number, token = admin) => {
  const res = await t.get("/api/config/logs", { token, query: { entity, entity_id: id } });
  expect(res.status).toBe(200);
  return res.body.data as {
    total: number;
    list: { action: string; actor_name: string; before: any; after: any; request_id: string; entity_id: string }[];
  };
};

const currencyBody = (over: Record<string, unknown> = {}) => ({
  country_code: "CZ",
  site: "eur",
  currency_code: "CZK",
  symbol: "Kč",
  symbol_position: "after",
  decimals: 2,
  thousands_separator: " ",
  decimal_separator: ",",
  ...over,
});

const rateBody = (over: Record<string, unknown> = {}) => ({
  site: "ca",
  currency: "CAD",
  rate: 1.3712,
  float_percent: 0.25,
  start_at: "2030-01-01T00:00:00Z",
  end_at: "2030-12-31T23:59:59Z",
  remark: "test",
  ...over,
});

describe("who may read and write", () => {
  it("viewer reads every System management list (200)", async () => {
    for (const path of [
      "/api/config/currencies",
      "/api/config/exchange-rates",
      "/api/config/benchmark-rates",
      "/api/config/rate-setting",
      "/api/config/filters",
      "/api/config/currency/1",
      "/api/config/exchange-rate/1",
    ]) {
      const res = await t.get(path, { token: viewer });
      expect(res.status, path).toBe(200);
      expect(res.body.code, path).toBe(200);
    }
    expect((await t.get("/api/config/logs", { token: viewer, query: { entity: "currency" } })).status).toBe(200);
  });

  it("viewer gets 403 on every write, and nothing is written", async () => {
    const before = await auditCount();
    const writes: [string, unknown][] = [
      ["/api/config/currency/create", currencyBody({ country_code: "HU", currency_code: "HUF" })],
      ["/api/config/currency/update", { id: 1, version: 1, ...currencyBody({ country_code: "HU", currency_code: "HUF" }) }],
      ["/api/config/currency/change-status", { id: 1, status: "disable" }],
      ["/api/config/exchange-rate/create", rateBody()],
      ["/api/config/exchange-rate/update", { id: 1, version: 1, ...rateBody() }],
      ["/api/config/exchange-rate/change-status", { id: 1, status: "disable" }],
      ["/api/config/benchmark-rate/create", { currency: "GBP", rate: 0.8, effective_date: "2001-01-01", source: "manual" }],
      [
        "/api/config/rate-setting/update",
        { base_currency: "USD", float_percent: 1, decimals: 4, auto_sync: false, sync_hour: 6, version: 1 },
      ],
    ];
    for (const [path, body] of writes) {
      const res = await t.post(path, body, { token: viewer });
      expect(res.status, path).toBe(403);
      expect(res.body, path).toMatchObject({ code: 403, data: null });
      expect(res.body.message, path).toMatch(/permission/i);
    }
    expect(await auditCount()).toBe(before);
    const [cur] = await t.sql<{ enabled: boolean; version: number }>("select enabled, version from currencies where id = 1");
    expect(cur).toEqual({ enabled: true, version: 1 });
  });

  it("operator has no System management area: 403 on /api/config/currencies and the other config reads", async () => {
    for (const path of [
      "/api/config/currencies",
      "/api/config/exchange-rates",
      "/api/config/benchmark-rates",
      "/api/config/rate-setting",
      "/api/config/filters",
      "/api/config/currency/1",
    ]) {
      const res = await t.get(path, { token: operator });
      expect(res.status, path).toBe(403);
      expect(res.body.code, path).toBe(403);
    }
    expect((await t.get("/api/config/logs", { token: operator, query: { entity: "currency" } })).status).toBe(403);
  });
});

describe("list convention", () => {
  it("defaults to page 1 of 20 and returns list, total, page, page_size", async () => {
    const res = await t.get("/api/config/currencies", { token: viewer });
    expect(Object.keys(res.body.data).sort()).toEqual(["list", "page", "page_size", "total"]);
    expect(res.body.data).toMatchObject({ page: 1, page_size: 20, total: 28 });
    expect(res.body.data.list).toHaveLength(20);
  });

  it("pages through with page and page_size", async () => {
    const p1 = await t.get("/api/config/currencies", { token: viewer, query: { page: 1, page_size: 10 } });
    const p3 = await t.get("/api/config/currencies", { token: viewer, query: { page: 3, page_size: 10 } });
    const p4 = await t.get("/api/config/currencies", { token: viewer, query: { page: 4, page_size: 10 } });
    expect(p1.body.data).toMatchObject({ page: 1, page_size: 10, total: 28 });
    expect(p1.body.data.list).toHaveLength(10);
    expect(p3.body.data).toMatchObject({ page: 3, page_size: 10, total: 28 });
    expect(p3.body.data.list).toHaveLength(8);
    expect(p4.body.data.list).toEqual([]);
    const ids = new Set([...p1.body.data.list, ...p3.body.data.list].map((r: { id: number }) => r.id));
    expect(ids.size).toBe(18);
  });

  it("page_size above 100 is 422 with a field error; so are page 0 and non-numbers", async () => {
    const big = await t.get("/api/config/currencies", { token: viewer, query: { page_size: 101 } });
    expect(big.status).toBe(422);
    expect(big.body.code).toBe(422);
    expect(big.body.data.errors.page_size).toEqual([expect.stringMatching(/100/)]);
    expect((await t.get("/api/config/currencies", { token: viewer, query: { page_size: 100 } })).status).toBe(200);
    const zero = await t.get("/api/config/benchmark-rates", { token: viewer, query: { page: 0 } });
    expect(zero.status).toBe(422);
    expect(zero.body.data.errors.page).toBeDefined();
    const word = await t.get("/api/config/exchange-rates", { token: viewer, query: { page_size: "ten" } });
    expect(word.status).toBe(422);
    expect(word.body.data.errors.page_size).toBeDefined();
  });

  it("unknown and malformed filters are 422", async () => {
    const unknown = await t.get("/api/config/currencies", { token: viewer, query: { colour: "red" } });
    expect(unknown.status).toBe(422);
    const site = await t.get("/api/config/currencies", { token: viewer, query: { site: "mars" } });
    expect(site.status).toBe(422);
    expect(site.body.data.errors.site).toBeDefined();
    const cur = await t.get("/api/config/benchmark-rates", { token: viewer, query: { currency: "XXX" } });
    expect(cur.body.data.errors.currency).toBeDefined();
    const date = await t.get("/api/config/benchmark-rates", { token: viewer, query: { date_from: "yesterday" } });
    expect(date.body.data.errors.date_from).toBeDefined();
  });

  it("currencies: currency, site, country and enabled filters", async () => {
    const eur = await t.get("/api/config/currencies", { token: viewer, query: { currency: "EUR", page_size: 100 } });
    expect(eur.body.data.total).toBe(9);
    expect(eur.body.data.list.every((r: { currency_code: string }) => r.currency_code === "EUR")).toBe(true);

    const site = await t.get("/api/config/currencies", { token: viewer, query: { site: "eur", page_size: 100 } });
    expect(site.body.data.total).toBe(8);
    expect(site.body.data.list.every((r: { site: string }) => r.site === "eur")).toBe(true);

    const both = await t.get("/api/config/currencies", { token: viewer, query: { site: "glb", currency: "EUR" } });
    expect(both.body.data).toMatchObject({ total: 0, list: [] });

    const country = await t.get("/api/config/currencies", { token: viewer, query: { country: "united" } });
    expect(country.body.data.list.map((r: { country_code: string }) => r.country_code).sort()).toEqual(["AE", "GB", "US", "US"]);

    // ISO names in Chinese find the stored (English) records too: 日本 is JP, stored as "Japan"
    const zh = await t.get("/api/config/currencies", { token: viewer, query: { country: "日本" } });
    expect(zh.body.data.list.map((r: { country_code: string }) => r.country_code)).toEqual(["JP"]);

    // LIKE wildcards in the search are taken literally
    const wildcard = await t.get("/api/config/currencies", { token: viewer, query: { country: "%" } });
    expect(wildcard.body.data.total).toBe(0);
  });

  it("exchange rates: site and currency filters", async () => {
    const glb = await t.get("/api/config/exchange-rates", { token: viewer, query: { site: "glb", page_size: 100 } });
    expect(glb.body.data.total).toBeGreaterThan(5);
    expect(glb.body.data.list.every((r: { site: string }) => r.site === "glb")).toBe(true);
    const usdBrand = await t.get("/api/config/exchange-rates", { token: viewer, query: { site: "us_v1", currency: "USD" } });
    expect(usdBrand.body.data.total).toBe(1);
    expect(usdBrand.body.data.list[0]).toMatchObject({ site: "us_v1", currency: "USD", rate: "1.000000" });
  });

  it("benchmark rates: currency filter and date range", async () => {
    const gbp = await t.get("/api/config/benchmark-rates", { token: viewer, query: { currency: "GBP", page_size: 100 } });
    expect(gbp.body.data.total).toBe(30);
    expect(gbp.body.data.list.every((r: { currency: string }) => r.currency === "GBP")).toBe(true);
    const dates = gbp.body.data.list.map((r: { effective_date: string }) => r.effective_date) as string[];
    expect(dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
    // newest first
    expect([...dates].sort().reverse()).toEqual(dates);

    const [to, , from] = dates; // three consecutive days
    const range = await t.get("/api/config/benchmark-rates", { token: viewer, query: { date_from: from, date_to: to, page_size: 100 } });
    const perDay = range.body.data.total / 3;
    expect(Number.isInteger(perDay) && perDay > 1).toBe(true);
    expect(range.body.data.list.every((r: { effective_date: string }) => r.effective_date >= from && r.effective_date <= to)).toBe(true);
    expect(new Set(range.body.data.list.map((r: { effective_date: string }) => r.effective_date))).toEqual(new Set(dates.slice(0, 3)));

    const oneDay = await t.get("/api/config/benchmark-rates", { token: viewer, query: { date_from: to, date_to: to, currency: "GBP" } });
    expect(oneDay.body.data.total).toBe(1);
    expect(oneDay.body.data.list[0]).toMatchObject({ currency: "GBP", effective_date: to });

    const empty = await t.get("/api/config/benchmark-rates", { token: viewer, query: { date_from: "1990-01-01", date_to: "1990-12-31" } });
    expect(empty.body.data.total).toBe(0);
  });
});

describe("422: bad bodies are refused with a field map and nothing is stored", () => {
  const expect422 = async (path: string, body: unknown) => {
    const before = await auditCount();
    const res = await t.post(path, body, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.code).toBe(422);
    expect(res.body.message).toMatch(/check the input/i);
    expect(typeof res.body.data.errors).toBe("object");
    expect(await auditCount()).toBe(before);
    return res.body.data.errors as Record<string, string[]>;
  };

  it("unknown fields", async () => {
    const errors = await expect422(
      "/api/config/currency/create",
      currencyBody({ country_code: "HU", currency_code: "HUF", is_admin: true }),
    );
    expect(errors._form.join(" ")).toMatch(/is_admin/);
    expect((await t.sql("select 1 from currencies where country_code = 'HU'")).length).toBe(0);
  });

  it("wrong types", async () => {
    const errors = await expect422("/api/config/currency/create", currencyBody({ country_code: "HU", decimals: "2", symbol_position: 1 }));
    expect(Object.keys(errors).sort()).toEqual(["decimals", "symbol_position"]);
    const rate = await expect422("/api/config/exchange-rate/create", rateBody({ rate: "1.37" }));
    expect(Object.keys(rate)).toEqual(["rate"]);
  });

  it("a negative or zero rate", async () => {
    expect(Object.keys(await expect422("/api/config/exchange-rate/create", rateBody({ rate: -1 })))).toEqual(["rate"]);
    expect(Object.keys(await expect422("/api/config/exchange-rate/create", rateBody({ rate: 0 })))).toEqual(["rate"]);
    const bench = await expect422("/api/config/benchmark-rate/create", {
      currency: "GBP",
      rate: -0.5,
      effective_date: "2001-01-01",
      source: "manual",
    });
    expect(bench.rate).toBeDefined();
    const places = await expect422("/api/config/exchange-rate/create", rateBody({ rate: 1.0000001 }));
    expect(places.rate.join(" ")).toMatch(/decimal places/);
  });

  it("an end before the start", async () => {
    const errors = await expect422(
      "/api/config/exchange-rate/create",
      rateBody({ start_at: "2030-06-01T00:00:00Z", end_at: "2030-05-31T23:59:59Z" }),
    );
    expect(Object.keys(errors)).toEqual(["end_at"]);
    const upd = await expect422("/api/config/exchange-rate/update", {
      id: 1,
      version: 1,
      ...rateBody({ start_at: "2030-06-01T00:00:00Z", end_at: "2030-05-01T00:00:00Z" }),
    });
    expect(upd.end_at).toBeDefined();
  });

  it("a bad country code", async () => {
    for (const code of ["usa", "U1", "us", ""]) {
      const errors = await expect422("/api/config/currency/create", currencyBody({ country_code: code }));
      expect(Object.keys(errors), code).toEqual(["country_code"]);
    }
  });

  it('ids and versions in a body are numbers: true, [1] and "1" do not stand for record 1', async () => {
    const [{ enabled }] = await t.sql<{ enabled: boolean }>("select enabled from currencies where id = 1");
    for (const id of [true, [1], "1"]) {
      const errors = await expect422("/api/config/currency/change-status", { id, status: enabled ? "disable" : "enable" });
      expect(Object.keys(errors), JSON.stringify(id)).toEqual(["id"]);
    }
    expect((await t.sql<{ enabled: boolean }>("select enabled from currencies where id = 1"))[0].enabled).toBe(enabled);
    // a version past int4 could never match the stored one; it is refused, not sent to the database
    expect((await expect422("/api/config/exchange-rate/update", { id: 1, version: 2 ** 31, ...rateBody() })).version).toBeDefined();
  });

  it("text with a NUL character and dates in year 0 are refused, not a database error", async () => {
    expect((await expect422("/api/config/exchange-rate/create", rateBody({ remark: "a\u0000b" }))).remark).toBeDefined();
    expect((await expect422("/api/config/exchange-rate/create", rateBody({ start_at: "0000-01-01T00:00:00Z" }))).start_at).toBeDefined();
    const bench = await expect422("/api/config/benchmark-rate/create", {
      currency: "GBP",
      rate: 0.5,
      effective_date: "0000-01-01",
      source: "manual",
    });
    expect(bench.effective_date).toBeDefined();
  });

  it("missing fields, an unknown site, equal separators", async () => {
    const missing = await expect422("/api/config/currency/create", {});
    expect(Object.keys(missing)).toEqual(expect.arrayContaining(["country_code", "site", "currency_code", "symbol", "decimals"]));
    expect((await expect422("/api/config/currency/create", currencyBody({ site: "mars" }))).site).toBeDefined();
    expect((await expect422("/api/config/currency/create", currencyBody({ thousands_separator: "," }))).thousands_separator).toBeDefined();
    expect((await expect422("/api/config/currency/change-status", { id: 1, status: "delete" })).status).toBeDefined();
    expect((await expect422("/api/config/currency/update", currencyBody())).id).toBeDefined();
  });
});

describe("country currency: create, update, change status, audit log", () => {
  let id: number;

  it("creates a currency and writes a create log row with the actor", async () => {
    const res = await t.post("/api/config/currency/create", currencyBody(), { token: admin, headers: { "x-request-id": "create-cz-1" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      country_code: "CZ",
      site: "eur",
      currency_code: "CZK",
      enabled: true,
      version: 1,
      updated_by: "Ada Admin",
    });
    id = res.body.data.id;
    const got = await t.get(`/api/config/currency/${id}`, { token: viewer });
    expect(got.body.data).toEqual(res.body.data);

    const logs = await logsFor("currency", id);
    expect(logs.total).toBe(1);
    expect(logs.list[0]).toMatchObject({
      action: "create",
      actor_name: "Ada Admin",
      entity_id: String(id),
      before: null,
      request_id: "create-cz-1",
    });
    expect(logs.list[0].after).toMatchObject({ id, country_code: "CZ", currency_code: "CZK" });
    // the log row carries the acting user's id too
    const [row] = await t.sql<{ actor_id: number }>("select actor_id from audit_log where entity = 'currency' and entity_id = $1", [
      String(id),
    ]);
    expect(row.actor_id).toBe(await t.userId("admin"));
  });

  it("refuses a second currency for the same country and site with 409", async () => {
    const res = await t.post("/api/config/currency/create", currencyBody({ symbol: "CZK" }), { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.data.errors.country_code).toBeDefined();
    expect((await logsFor("currency", id)).total).toBe(1);
  });

  it("updates with the current version, logging before and after", async () => {
    const res = await t.post(
      "/api/config/currency/update",
      { id, version: 1, ...currencyBody({ symbol: "CZK", symbol_position: "before" }) },
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, symbol: "CZK", symbol_position: "before", version: 2 });
    const logs = await logsFor("currency", id);
    expect(logs.total).toBe(2);
    expect(logs.list[0]).toMatchObject({ action: "update", actor_name: "Ada Admin" });
    expect(logs.list[0].before).toMatchObject({ symbol: "Kč", symbol_position: "after", version: 1 });
    expect(logs.list[0].after).toMatchObject({ symbol: "CZK", symbol_position: "before", version: 2 });
  });

  it("a stale version is 409 with the current record, and changes nothing", async () => {
    const res = await t.post("/api/config/currency/update", { id, version: 1, ...currencyBody({ symbol: "Kc" }) }, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(409);
    expect(res.body.message).toMatch(/someone else/i);
    expect(res.body.data.current).toMatchObject({ id, symbol: "CZK", version: 2 });
    expect((await t.get(`/api/config/currency/${id}`, { token: admin })).body.data).toMatchObject({ symbol: "CZK", version: 2 });
    expect((await logsFor("currency", id)).total).toBe(2);
  });

  it("an update that would duplicate another country+site is 409", async () => {
    const res = await t.post(
      "/api/config/currency/update",
      { id, version: 2, ...currencyBody({ country_code: "DE", site: "de", currency_code: "EUR" }) },
      { token: admin },
    );
    expect(res.status).toBe(409);
    expect(res.body.data.errors.country_code).toBeDefined();
  });

  it("disable and enable each write one log row; repeating one writes none", async () => {
    const off = await t.post("/api/config/currency/change-status", { id, status: "disable" }, { token: admin });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ id, enabled: false, version: 3 });
    const again = await t.post("/api/config/currency/change-status", { id, status: "disable" }, { token: admin });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ enabled: false, version: 3 });
    let logs = await logsFor("currency", id);
    expect(logs.total).toBe(3);
    expect(logs.list[0]).toMatchObject({ action: "disable", before: { enabled: true }, after: { enabled: false } });

    const disabledList = await t.get("/api/config/currencies", { token: viewer, query: { enabled: "false" } });
    expect(disabledList.body.data.list.map((r: { id: number }) => r.id)).toEqual([id]);

    const on = await t.post("/api/config/currency/change-status", { id, status: "enable" }, { token: admin });
    expect(on.body.data).toMatchObject({ enabled: true, version: 4 });
    const onAgain = await t.post("/api/config/currency/change-status", { id, status: "enable" }, { token: admin });
    expect(onAgain.status).toBe(200);
    expect(onAgain.body.data).toMatchObject({ enabled: true, version: 4 });
    logs = await logsFor("currency", id);
    expect(logs.total).toBe(4);
    expect(logs.list.map((l) => l.action)).toEqual(["enable", "disable", "update", "create"]);
  });

  it("repeating enable on a seeded, already enabled record writes no log row at all", async () => {
    const before = await auditCount();
    const res = await t.post("/api/config/currency/change-status", { id: 1, status: "enable" }, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: 1, enabled: true, version: 1 });
    expect(await auditCount()).toBe(before);
    expect((await logsFor("currency", 1)).total).toBe(0);
  });

  it("the change and its log row commit together: if the log cannot be written, the change is rolled back", async () => {
    await t.sql("alter table audit_log add constraint test_no_disable check (action <> 'disable') not valid");
    try {
      const res = await t.post("/api/config/currency/change-status", { id, status: "disable" }, { token: admin });
      expect(res.status).toBe(500);
      expect(res.body.code).toBe(500);
      expect(res.body.message).toMatch(/request id/);
    } finally {
      await t.sql("alter table audit_log drop constraint test_no_disable");
    }
    const now = await t.get(`/api/config/currency/${id}`, { token: admin });
    expect(now.body.data).toMatchObject({ enabled: true, version: 4 });
  });

  it("unknown ids are 404, malformed ids 422", async () => {
    expect((await t.get("/api/config/currency/999999", { token: admin })).status).toBe(404);
    const bad = await t.get("/api/config/currency/abc", { token: admin });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors).toBeDefined();
    expect(
      (await t.post("/api/config/currency/update", { id: 999999, version: 1, ...currencyBody({ country_code: "HU" }) }, { token: admin }))
        .status,
    ).toBe(404);
    expect((await t.post("/api/config/currency/change-status", { id: 999999, status: "enable" }, { token: admin })).status).toBe(404);
  });

  it("viewer reads the log with actor, before and after", async () => {
    const logs = await logsFor("currency", id, viewer);
    expect(logs.total).toBe(4);
    for (const l of logs.list) expect(l.actor_name).toBe("Ada Admin");
    const all = await t.get("/api/config/logs", { token: viewer, query: { entity: "currency", page_size: 2 } });
    expect(all.body.data).toMatchObject({ page: 1, page_size: 2, total: 4 });
    expect((await t.get("/api/config/logs", { token: viewer })).status).toBe(422);
    expect((await t.get("/api/config/logs", { token: viewer, query: { entity: "users" } })).status).toBe(422);
  });
});

describe("exchange rates: create, update, change status, audit log", () => {
  let id: number;

  it("creates a rate; the rate comes back as an exact decimal string", async () => {
    const res = await t.post("/api/config/exchange-rate/create", rateBody(), { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      site: "ca",
      currency: "CAD",
      rate: "1.371200",
      float_percent: 0.25,
      enabled: true,
      version: 1,
      updated_by: "Ada Admin",
    });
    expect(new Date(res.body.data.start_at).toISOString()).toBe("2030-01-01T00:00:00.000Z");
    id = res.body.data.id;
    const logs = await logsFor("exchange_rate", id);
    expect(logs.total).toBe(1);
    expect(logs.list[0]).toMatchObject({ action: "create", actor_name: "Ada Admin", before: null, after: { id, rate: "1.371200" } });
  });

  it("active_at finds the rates in force at a moment", async () => {
    const res = await t.get("/api/config/exchange-rates", { token: viewer, query: { site: "ca", active_at: "2030-03-01T00:00:00Z" } });
    expect(res.body.data.list.map((r: { id: number }) => r.id)).toEqual([id]);
  });

  it("updates with the current version; a stale one is 409 with data.current", async () => {
    const ok = await t.post("/api/config/exchange-rate/update", { id, version: 1, ...rateBody({ rate: 1.4 }) }, { token: admin });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ rate: "1.400000", version: 2 });
    const stale = await t.post("/api/config/exchange-rate/update", { id, version: 1, ...rateBody({ rate: 1.5 }) }, { token: admin });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current).toMatchObject({ id, rate: "1.400000", version: 2 });
    const logs = await logsFor("exchange_rate", id);
    expect(logs.total).toBe(2);
    expect(logs.list[0]).toMatchObject({
      action: "update",
      actor_name: "Ada Admin",
      before: { rate: "1.371200", version: 1 },
      after: { rate: "1.400000", version: 2 },
    });
  });

  it("disable, repeat disable, enable, repeat enable: two log rows", async () => {
    for (const status of ["disable", "disable", "enable", "enable"]) {
      const res = await t.post("/api/config/exchange-rate/change-status", { id, status }, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.data.enabled).toBe(status === "enable");
    }
    const logs = await logsFor("exchange_rate", id);
    expect(logs.list.map((l) => l.action)).toEqual(["enable", "disable", "update", "create"]);
    expect((await t.get(`/api/config/exchange-rate/${id}`, { token: viewer })).body.data).toMatchObject({ enabled: true, version: 4 });
  });
});

describe("double submits", () => {
  it("five simultaneous disables of one record change it once and log once", async () => {
    const created = await t.post("/api/config/exchange-rate/create", rateBody({ site: "uk", currency: "GBP", rate: 0.79 }), {
      token: admin,
    });
    const id = created.body.data.id;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.post("/api/config/exchange-rate/change-status", { id, status: "disable" }, { token: admin })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    for (const r of results) expect(r.body.data).toMatchObject({ enabled: false, version: 2 });
    const logs = await logsFor("exchange_rate", id);
    expect(logs.list.map((l) => l.action)).toEqual(["disable", "create"]);
  });

  it("simultaneous saves from the same version: one wins, the rest get 409", async () => {
    const created = await t.post("/api/config/exchange-rate/create", rateBody({ site: "au", currency: "AUD", rate: 1.52 }), {
      token: admin,
    });
    const id = created.body.data.id;
    const results = await Promise.all(
      [1.5, 1.51, 1.53, 1.54].map((rate) =>
        t.post(
          "/api/config/exchange-rate/update",
          { id, version: 1, ...rateBody({ site: "au", currency: "AUD", rate }) },
          { token: admin },
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = results.find((r) => r.status === 200)!;
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.data.current).toMatchObject({ version: 2, rate: winner.body.data.rate });
    expect((await logsFor("exchange_rate", id)).total).toBe(2);
  });
});

describe("rate setting and benchmark rates", () => {
  it("updates the rate setting by version; stale is 409", async () => {
    const cur = (await t.get("/api/config/rate-setting", { token: admin })).body.data;
    expect(cur).toMatchObject({ base_currency: "USD", version: 1 });
    const body = {
      base_currency: "USD",
      float_percent: 1.25,
      decimals: 4,
      auto_sync: true,
      sync_hour: 7,
      remark: "hello",
      version: cur.version,
    };
    const ok = await t.post("/api/config/rate-setting/update", body, { token: admin });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ float_percent: 1.25, auto_sync: true, sync_hour: 7, version: 2, updated_by: "Ada Admin" });
    const stale = await t.post("/api/config/rate-setting/update", { ...body, sync_hour: 9 }, { token: admin });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current).toMatchObject({ sync_hour: 7, version: 2 });
    const logs = await logsFor("rate_setting", 1, viewer);
    expect(logs.total).toBe(1);
    expect(logs.list[0]).toMatchObject({
      action: "update",
      actor_name: "Ada Admin",
      before: { sync_hour: 6, auto_sync: false },
      after: { sync_hour: 7, auto_sync: true },
    });
  });

  it("creates a benchmark rate; the same currency and date again is 409", async () => {
    const body = { currency: "GBP", rate: 0.7891, effective_date: "2001-02-03", source: "manual", remark: "hand-keyed" };
    const ok = await t.post("/api/config/benchmark-rate/create", body, { token: admin });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      currency: "GBP",
      rate: "0.789100",
      effective_date: "2001-02-03",
      source: "manual",
      created_by: "Ada Admin",
    });
    const logs = await logsFor("benchmark_rate", ok.body.data.id);
    expect(logs.list[0]).toMatchObject({ action: "create", actor_name: "Ada Admin", after: { effective_date: "2001-02-03" } });

    const dup = await t.post("/api/config/benchmark-rate/create", { ...body, rate: 0.8 }, { token: admin });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe(409);
    expect(dup.body.data.errors.effective_date).toBeDefined();
    const found = await t.get("/api/config/benchmark-rates", {
      token: viewer,
      query: { currency: "GBP", date_from: "2001-02-03", date_to: "2001-02-03" },
    });
    expect(found.body.data.total).toBe(1);
    expect(found.body.data.list[0].rate).toBe("0.789100");

    // the same refusal in the caller's language: message and the field error next to the date
    const zh = await t.post(
      "/api/config/benchmark-rate/create",
      { ...body, rate: 0.8 },
      { token: admin, headers: { "accept-language": "zh" } },
    );
    expect(zh.body.message).toBe("GBP 在 2001-02-03 已有基准汇率");
    expect(zh.body.data.errors.effective_date).toEqual(["GBP 在 2001-02-03 已有基准汇率"]);
    expect(dup.body.message).toBe("GBP already has a benchmark rate on 2001-02-03");

    // another currency on the same date is fine
    expect((await t.post("/api/config/benchmark-rate/create", { ...body, currency: "EUR" }, { token: admin })).status).toBe(200);
  });

  it("filters offer the 14 sites with their labels", async () => {
    const res = await t.get("/api/config/filters", { token: viewer });
    expect(res.body.data.sites).toHaveLength(14);
    expect(res.body.data.sites).toContainEqual({ value: "us_v1", label: "brand us" });
    expect(res.body.data.currencies).toContain("EUR");
  });
});
