// Limits the business fixes, tested with literal values at both edges (never derived from the
// schema under test): an hour of the day is 0–23, a float percentage −50 to 50 with 3 decimals,
// decimals 0–6 (base setting) and 0–4 (a currency), a rate above 0 up to 1,000,000,000 with 6
// decimals, page sizes 1–100, and the text lengths the forms allow. A value past an edge is refused
// by the API's schema with a field error (not by the database's CHECK, which is the last line —
// tests/api/db-checks.test.ts) and changes nothing.
import { describe, expect, it } from "vitest";
import { adminApi, type CallResult } from "./helpers";

const { t, admin } = await adminApi();

const chars = (n: number) => "x".repeat(n);

/** Refused by validation: 422 with an error on exactly this field. */
function refusedOn(res: CallResult, field: string) {
  expect(res.status, res.body.message).toBe(422);
  expect(Object.keys(res.body.data?.errors ?? {}), res.body.message).toEqual([field]);
}

describe("base rate setting", () => {
  const save = async (patch: Record<string, unknown>) => {
    const cur = (await t.get("/api/config/rate-setting", { token: admin })).body.data;
    const body = {
      base_currency: "USD",
      float_percent: 0.5,
      decimals: 4,
      auto_sync: true,
      sync_hour: 6,
      remark: "",
      version: cur.version,
      ...patch,
    };
    const res = await t.post("/api/config/rate-setting/update", body, { token: admin });
    const after = (await t.get("/api/config/rate-setting", { token: admin })).body.data;
    return { res, before: cur, after };
  };

  it.each([0, 23])("takes sync hour %i", async (hour) => {
    const { res, after } = await save({ sync_hour: hour });
    expect(res.status, res.body.message).toBe(200);
    expect(after.sync_hour).toBe(hour);
  });

  it.each([-1, 24, 25, 6.5])("refuses sync hour %s and keeps the setting", async (hour) => {
    const { res, before, after } = await save({ sync_hour: hour });
    refusedOn(res, "sync_hour");
    expect(after.version).toBe(before.version);
  });

  it.each([0, 6])("takes %i decimal places", async (decimals) => {
    const { res, after } = await save({ decimals });
    expect(res.status, res.body.message).toBe(200);
    expect(after.decimals).toBe(decimals);
  });

  it.each([-1, 7])("refuses %i decimal places", async (decimals) => {
    refusedOn((await save({ decimals })).res, "decimals");
  });

  it.each([-50, 50, 12.345, 0])("takes a float of %s %", async (pct) => {
    const { res, after } = await save({ float_percent: pct });
    expect(res.status, res.body.message).toBe(200);
    expect(after.float_percent).toBe(pct);
  });

  it.each([-50.001, 50.001, 100, 1.2345])("refuses a float of %s %", async (pct) => {
    refusedOn((await save({ float_percent: pct })).res, "float_percent");
  });

  it("takes a remark of 500 characters and refuses 501", async () => {
    expect((await save({ remark: chars(500) })).res.status).toBe(200);
    refusedOn((await save({ remark: chars(501) })).res, "remark");
  });
});

describe("exchange rates and benchmark rates", () => {
  // each rate in a year of its own (enabled periods of a site and currency may not overlap), and
  // far-from-benchmark figures confirmed: these tests are about the fields' own limits
  let year = 2050;
  const rate = (over: Record<string, unknown>) => {
    const y = year++;
    return {
      site: "ca",
      currency: "CAD",
      rate: 1.36,
      float_percent: 0,
      start_at: `${y}-01-01T08:00:00Z`,
      end_at: `${y}-02-01T07:59:59Z`,
      remark: "",
      confirm_deviation: true,
      ...over,
    };
  };
  const create = (over: Record<string, unknown>) => t.post("/api/config/exchange-rate/create", rate(over), { token: admin });

  it.each([0.000001, 1_000_000_000, 1.123456])("takes a rate of %s", async (r) => {
    const res = await create({ rate: r });
    expect(res.status, res.body.message).toBe(200);
    expect(Number(res.body.data.rate)).toBe(r);
  });

  it.each([0, -1, 1_000_000_000.5, 1_000_000_001, 0.0000001, 1.1234567])("refuses a rate of %s", async (r) => {
    refusedOn(await create({ rate: r }), "rate");
  });

  it.each([-50, 50])("takes a float of %s %", async (pct) => {
    expect((await create({ float_percent: pct })).status).toBe(200);
  });

  it.each([-50.001, 50.001, 0.0005])("refuses a float of %s %", async (pct) => {
    refusedOn(await create({ float_percent: pct }), "float_percent");
  });

  it("takes a remark of 500 characters and refuses 501", async () => {
    expect((await create({ remark: chars(500) })).status).toBe(200);
    refusedOn(await create({ remark: chars(501) }), "remark");
  });

  it("benchmark rates: a rate above 0 up to 1,000,000,000, a remark of at most 500", async () => {
    const bench = (over: Record<string, unknown>) =>
      t.post(
        "/api/config/benchmark-rate/create",
        { currency: "KRW", rate: 1345, effective_date: "1999-01-01", source: "manual", ...over },
        { token: admin },
      );
    expect((await bench({ rate: 1_000_000_000, effective_date: "1999-01-01" })).status).toBe(200);
    expect((await bench({ rate: 0.000001, effective_date: "1999-01-02", remark: chars(500) })).status).toBe(200);
    refusedOn(await bench({ rate: 1_000_000_001, effective_date: "1999-01-03" }), "rate");
    refusedOn(await bench({ rate: 0, effective_date: "1999-01-04" }), "rate");
    refusedOn(await bench({ effective_date: "1999-01-05", remark: chars(501) }), "remark");
  });
});

describe("country currency", () => {
  let n = 0;
  // real ISO 3166 codes the seed does not use, one per create
  const FREE = ["FI", "GR", "HU", "CZ", "RO", "BG", "HR", "SK", "SI", "LT", "LV", "EE", "IS", "LU", "MT", "CY"];
  const create = (over: Record<string, unknown>) =>
    t.post(
      "/api/config/currency/create",
      {
        country_code: FREE[n++],
        site: "eur",
        currency_code: "EUR",
        symbol: "€",
        symbol_position: "after",
        decimals: 2,
        thousands_separator: ".",
        decimal_separator: ",",
        ...over,
      },
      { token: admin },
    );

  it.each([0, 4])("takes %i decimals", async (decimals) => {
    expect((await create({ decimals })).status).toBe(200);
  });

  it.each([-1, 5])("refuses %i decimals", async (decimals) => {
    refusedOn(await create({ decimals }), "decimals");
  });

  it("takes a symbol of 1 to 8 characters", async () => {
    expect((await create({ symbol: chars(8) })).status).toBe(200);
    expect((await create({ symbol: "$" })).status).toBe(200);
    refusedOn(await create({ symbol: chars(9) }), "symbol");
    refusedOn(await create({ symbol: "" }), "symbol");
  });

  it("takes an ISO 3166-1 country code only, and names the country itself", async () => {
    for (const code of ["F", "FRA", "fr", "F1", "XQ", "UK", "日本"]) refusedOn(await create({ country_code: code }), "country_code");
    // the name is not typed: it follows the code, so "日本" and "Japan" cannot both exist
    const typed = await create({ country_name: "Somewhere" });
    expect(typed.status).toBe(422);
    expect(typed.body.message).toContain('"country_name"');
    const made = await create({ country_code: "LI" });
    expect(made.body.data).toMatchObject({ country_code: "LI", country_name: "Liechtenstein" });
  });
});

describe("lists and keys", () => {
  it.each([1, 100])("takes page_size %i", async (size) => {
    const res = await t.get("/api/config/currencies", { token: admin, query: { page_size: size } });
    expect(res.status).toBe(200);
    expect(res.body.data.page_size).toBe(size);
    expect(res.body.data.list.length).toBeLessThanOrEqual(size);
  });

  it("pages by 20 when no size is asked for", async () => {
    const res = await t.get("/api/config/benchmark-rates", { token: admin });
    expect(res.body.data.page_size).toBe(20);
    expect(res.body.data.list).toHaveLength(20);
  });

  it.each([0, 101, 1000])("refuses page_size %i", async (size) => {
    for (const path of ["/api/config/currencies", "/api/auth/users/paginate", "/api/config/logs"]) {
      const res = await t.get(path, { token: admin, query: { page_size: size, ...(path.endsWith("logs") ? { entity: "currency" } : {}) } });
      refusedOn(res, "page_size");
    }
  });

  it("a search keyword or country filter of 100 characters is taken, 101 refused", async () => {
    expect((await t.get("/api/auth/users/paginate", { token: admin, query: { keyword: chars(100) } })).status).toBe(200);
    refusedOn(await t.get("/api/auth/users/paginate", { token: admin, query: { keyword: chars(101) } }), "keyword");
    expect((await t.get("/api/config/currencies", { token: admin, query: { country: chars(100) } })).status).toBe(200);
    refusedOn(await t.get("/api/config/currencies", { token: admin, query: { country: chars(101) } }), "country");
  });

  it("an Idempotency-Key has 8 to 128 characters", async () => {
    const save = (key: string) =>
      t.post(
        "/api/config/benchmark-rate/create",
        { currency: "INR", rate: 83.3, effective_date: `1998-01-${String((key.length % 28) + 1).padStart(2, "0")}`, source: "bank" },
        { token: admin, headers: { "idempotency-key": key } },
      );
    expect((await save("k".repeat(8))).status).toBe(200);
    expect((await save("k".repeat(128))).status).toBe(200);
    expect((await save("k".repeat(7))).status).toBe(422);
    expect((await save("k".repeat(129))).status).toBe(422);
  });
});
