// The exchange-rate rules of issue 15: where a validity period stands (scheduled / in effect /
// expired), which currencies a site's rates may use, no two enabled rates of a site and currency
// over the same days, a confirmation for a rate far from the benchmark, and the quote currency kept
// with each rate when the base currency changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
beforeAll(async () => {
  t = await startTestApi();
  admin = await t.token("admin");
});
afterAll(async () => {
  await t?.close();
});

const rate = (over: Record<string, unknown> = {}) => ({
  site: "ca",
  currency: "CAD",
  rate: 1.36,
  float_percent: 0,
  start_at: "2099-01-01T08:00:00Z",
  end_at: "2099-12-31T07:59:59Z",
  remark: "",
  ...over,
});
const create = (body: Record<string, unknown>) => t.post("/api/config/exchange-rate/create", body, { token: admin });
const ids = async (query: Record<string, string>) =>
  ((await t.get("/api/config/exchange-rates", { token: admin, query: { page_size: 100, ...query } })).body.data.list as { id: number }[]).map((r) => r.id);

describe("where a validity period stands", () => {
  it("filters scheduled, in-effect and expired rates by today's date", async () => {
    const future = (await create(rate())).body.data.id;
    const past = (await create(rate({ start_at: "2001-01-01T08:00:00Z", end_at: "2001-12-31T07:59:59Z" }))).body.data.id;
    const [seeded] = await t.sql<{ id: number }>("select id from exchange_rates where site_abbr = 'ca' and updated_by = 'seed'");
    expect(await ids({ site: "ca", period: "scheduled" })).toEqual([future]);
    expect(await ids({ site: "ca", period: "expired" })).toEqual([past]);
    expect(await ids({ site: "ca", period: "in_effect" })).toEqual([seeded.id]);
    const bad = await t.get("/api/config/exchange-rates", { token: admin, query: { period: "soon" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data.errors)).toEqual(["period"]);
  });
});
