// Activity › activity-statics: the dashboard's counts (issue 11), over US West days.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let operator: string;
let viewer: string;

beforeAll(async () => {
  t = await startTestApi();
  [operator, viewer] = await Promise.all([t.token("operator"), t.token("viewer")]);
  const offer = (name: string, start: string, end: string) => ({
    name,
    site: "ca",
    currency: "CAD",
    threshold: "50.00",
    redeem_limit: 1,
    start_at: start,
    end_at: end,
  });
  // 2035-03-01 00:00 to 03-04 23:59:59 and 03-03 00:00 to 03-05 12:00, US West (PST, UTC−8)
  const a = await t.post("/api/special_offer/create", offer("March A", "2035-03-01T08:00:00Z", "2035-03-05T07:59:59Z"), {
    token: operator,
  });
  await t.post("/api/special_offer/create", offer("March B", "2035-03-03T08:00:00Z", "2035-03-05T20:00:00Z"), { token: operator });
  await t.sql("update special_offers set status = 'online' where id = $1", [a.body.data.id]);
});
afterAll(async () => {
  await t?.close();
});

describe("events dashboard", () => {
  it("counts the offers of a range by status, by site and per US West day", async () => {
    const res = await t.get("/api/activity/statistics", { token: operator, query: { from: "2035-03-01", to: "2035-03-06", site: "ca" } });
    expect(res.status).toBe(200);
    expect(res.body.data.by_status).toEqual([
      { kind: "special_offer", status: "offline", count: 1 },
      { kind: "special_offer", status: "online", count: 1 },
    ]);
    expect(res.body.data.by_site).toEqual([{ site: "ca", count: 2 }]);
    expect(res.body.data.by_day).toEqual([
      { day: "2035-03-01", count: 1 },
      { day: "2035-03-02", count: 1 },
      { day: "2035-03-03", count: 2 },
      { day: "2035-03-04", count: 2 },
      { day: "2035-03-05", count: 1 },
      { day: "2035-03-06", count: 0 },
    ]);
  });

  it("refuses a range that ends before it starts or spans more than 92 days; the viewer may not read it", async () => {
    const back = await t.get("/api/activity/statistics", { token: operator, query: { from: "2035-03-06", to: "2035-03-01" } });
    expect(back.status).toBe(422);
    expect(back.body.data.errors.to).toEqual(["must not be before from"]);
    const long = await t.get("/api/activity/statistics", { token: operator, query: { from: "2035-01-01", to: "2035-04-03" } });
    expect(long.body.data.errors.to).toEqual(["at most 92 days"]);
    expect((await t.get("/api/activity/statistics", { token: viewer, query: { from: "2035-03-01", to: "2035-03-02" } })).status).toBe(403);
  });
});
