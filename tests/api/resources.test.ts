// What the resource definitions add to the moved lists: sorting by a declared field, in either
// direction, and nothing else; the change log's filters by person and US West day.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let viewer: string;
beforeAll(async () => {
  t = await startTestApi();
  viewer = await t.token("viewer");
});
afterAll(async () => {
  await t?.close();
});

const list = async (path: string, query: Record<string, string | number>) => {
  const res = await t.get(path, { token: viewer, query: { page_size: 100, ...query } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.list as Record<string, string>[];
};

describe("declared sort fields", () => {
  it("exchange rates by start, ascending and descending", async () => {
    const asc = await list("/api/config/exchange-rates", { sort: "start_at", order: "asc" });
    const desc = await list("/api/config/exchange-rates", { sort: "start_at", order: "desc" });
    const up = asc.map((r) => Date.parse(r.start_at));
    expect(up.length).toBeGreaterThan(5);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    // ties broken by id in the same direction: one order is exactly the other reversed
    expect(desc.map((r) => r.id)).toEqual(asc.map((r) => r.id).reverse());
    expect(asc.map((r) => r.id)).not.toEqual((await list("/api/config/exchange-rates", {})).map((r) => r.id));
  });

  it("country currencies by country code; the default stays newest first", async () => {
    const codes = (await list("/api/config/currencies", { sort: "country_code" })).map((r) => r.country_code);
    expect(codes).toEqual([...codes].sort());
    const ids = (await list("/api/config/currencies", {})).map((r) => Number(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("rates sort as numbers, not as their text (issue 15 item 10)", async () => {
    // one day's rates (the latest day: the default order's first row)
    const day = (await list("/api/config/benchmark-rates", {}))[0].effective_date;
    const bench = (await list("/api/config/benchmark-rates", { sort: "rate", order: "asc", date_from: day, date_to: day })).map((r) =>
      Number(r.rate),
    );
    // the seed's day has rates below 1 (GBP) and above 1000 (KRW): as text "1345…" would come before "18.…"
    expect(bench.length).toBeGreaterThan(5);
    expect(bench).toEqual([...bench].sort((x, y) => x - y));
    expect(Math.max(...bench)).toBeGreaterThan(1000);
    expect(bench.map(String)).not.toEqual(bench.map(String).sort());
    const rates = (await list("/api/config/exchange-rates", { sort: "rate", order: "desc" })).map((r) => Number(r.rate));
    expect(rates.length).toBeGreaterThan(5);
    for (let i = 1; i < rates.length; i++) expect(rates[i - 1]).toBeGreaterThanOrEqual(rates[i]);
  });

  it("country currencies by name, site and currency code", async () => {
    const names = (await list("/api/config/currencies", { sort: "country_name", order: "desc" })).map((r) => r.country_name);
    expect(names.length).toBeGreaterThan(5);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const sites = (await list("/api/config/currencies", { sort: "site" })).map((r) => r.site);
    expect(sites).toEqual([...sites].sort());
    const codes = (await list("/api/config/currencies", { sort: "currency_code" })).map((r) => r.currency_code);
    expect(codes).toEqual([...codes].sort());
  });

  it("a field the definition does not declare, or another direction, is 422 naming the parameter", async () => {
    for (const [query, field] of [
      [{ sort: "remark" }, "sort"],
      [{ sort: "id" }, "sort"],
      [{ sort: "start_at", order: "up" }, "order"],
    ] as const) {
      const res = await t.get("/api/config/exchange-rates", { token: viewer, query });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.data.errors)).toEqual([field]);
    }
  });
});

describe("change log filters", () => {
  const usWestDay = (ms: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(ms);
  const logs = async (query: Record<string, string | number>) => {
    const res = await t.get("/api/config/logs", { token: viewer, query: { entity: "currency", entity_id: 1, ...query } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.list as { actor_name: string; action: string }[];
  };

  it("by part of the person's name and by US West days; bad values are 422", async () => {
    const admin = await t.token("admin");
    for (const status of ["disable", "enable"]) {
      expect((await t.post("/api/config/currency/change-status", { id: 1, status }, { token: admin })).status).toBe(200);
    }
    const all = await logs({});
    expect(all.map((r) => r.action).slice(0, 2)).toEqual(["enable", "disable"]);
    const name = all[0].actor_name;
    expect((await logs({ actor: name.slice(1, 4).toUpperCase() })).length).toBe(all.length);
    expect(await logs({ actor: "nobody-by-this-name" })).toEqual([]);
    // literal: % matches only a % in a name
    expect(await logs({ actor: "%" })).toEqual([]);
    const today = usWestDay(Date.now());
    const yesterday = usWestDay(Date.now() - 86_400_000);
    const tomorrow = usWestDay(Date.now() + 86_400_000);
    expect((await logs({ date_from: today, date_to: today })).length).toBe(all.length);
    expect(await logs({ date_to: yesterday })).toEqual([]);
    expect(await logs({ date_from: tomorrow })).toEqual([]);
    for (const query of [{ date_from: "2026-13-01" }, { date_to: "yesterday" }, { actor: "x".repeat(101) }]) {
      const res = await t.get("/api/config/logs", { token: viewer, query: { entity: "currency", ...query } });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.data.errors)).toEqual(Object.keys(query));
    }
  });
});
