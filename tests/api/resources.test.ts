// What the resource definitions add to the moved lists: sorting by a declared field, in either
// direction, and nothing else.
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

  it("a field the definition does not declare, or another direction, is 422 naming the parameter", async () => {
    for (const [query, field] of [[{ sort: "remark" }, "sort"], [{ sort: "id" }, "sort"], [{ sort: "start_at", order: "up" }, "order"]] as const) {
      const res = await t.get("/api/config/exchange-rates", { token: viewer, query });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.data.errors)).toEqual([field]);
    }
  });
});
