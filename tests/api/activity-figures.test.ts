// Activity › activity-statics: the business figures per event and site (issue 41 §11), from daily
// figures this file writes itself (in 2034, where the demo's figures never reach). Every expected
// number below was worked out by hand from these rows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let operator: string;
let viewer: string;
let a: number; // ca, CAD (2 decimals)
let b: number; // glb, JPY (no decimals)

const PATH = "/api/activity/statistics/figures";
const RANGE = { from: "2034-05-01", to: "2034-05-03" };

beforeAll(async () => {
  t = await startTestApi();
  [operator, viewer] = await Promise.all([t.token("operator"), t.token("viewer")]);
  const event = async (kind: string, site: string, currency: string, name: string) =>
    (
      await t.sql<{ id: number }>(
        `insert into events (kind, site_abbr, currency, name, start_at, end_at, status)
         values ($1, $2, $3, $4, '2034-05-01T07:00:00Z', '2034-06-30T07:00:00Z', 'published') returning id`,
        [kind, site, currency, name],
      )
    )[0].id;
  a = await event("daily_special", "ca", "CAD", "Figures A");
  b = await event("flash_sale", "glb", "JPY", "Figures B");
  const c = await event("daily_special", "ca", "CAD", "Figures C");
  const day = (id: number, d: string, visitors: number, orders: number, units: number, sales: string) =>
    t.sql("insert into event_daily_figures (event_id, day, visitors, orders, units, sales) values ($1, $2, $3, $4, $5, $6)", [
      id,
      d,
      visitors,
      orders,
      units,
      sales,
    ]);
  await day(a, "2034-05-01", 1000, 40, 55, "1234.5");
  await day(a, "2034-05-02", 800, 20, 30, "700.125");
  await day(a, "2034-05-04", 900, 90, 90, "999"); // the day after the range
  await day(b, "2034-05-02", 500, 25, 25, "98765.6");
  await day(c, "2034-06-10", 100, 1, 1, "10"); // outside the range: C is not listed
});
afterAll(async () => {
  await t?.close();
});

const get = (query: Record<string, string | number>, token = operator) => t.get(PATH, { token, query: { ...RANGE, ...query } });

describe("events dashboard: business figures", () => {
  it("sums each event's days of the range: sales with its currency's decimals, conversion = orders ÷ visitors", async () => {
    const res = await get({});
    expect(res.status).toBe(200);
    expect(res.body.data.event).toBeNull();
    expect(res.body.data.events.list).toEqual([
      {
        id: b,
        name: "Figures B",
        kind: "flash_sale",
        site: "glb",
        currency: "JPY",
        days: 1,
        visitors: 500,
        orders: 25,
        units: 25,
        sales: "98766",
        conversion: "5.00",
      },
      {
        id: a,
        name: "Figures A",
        kind: "daily_special",
        site: "ca",
        currency: "CAD",
        days: 2,
        visitors: 1800,
        orders: 60,
        units: 85,
        sales: "1934.63",
        conversion: "3.33",
      },
    ]);
    expect(res.body.data.by_day).toEqual([
      { day: "2034-05-01", visitors: 1000, orders: 40, units: 55, conversion: "4.00" },
      { day: "2034-05-02", visitors: 1300, orders: 45, units: 55, conversion: "3.46" },
      { day: "2034-05-03", visitors: 0, orders: 0, units: 0, conversion: null },
    ]);
    // sales are totalled per currency, never across
    expect(res.body.data.by_currency).toEqual([
      { currency: "CAD", visitors: 1800, orders: 60, units: 85, sales: "1934.63", conversion: "3.33" },
      { currency: "JPY", visitors: 500, orders: 25, units: 25, sales: "98766", conversion: "5.00" },
    ]);
  });

  it("narrows to a site or to one event, which it names", async () => {
    const ca = await get({ site: "ca" });
    expect(ca.body.data.events.list.map((r: { id: number }) => r.id)).toEqual([a]);
    expect(ca.body.data.by_day[1]).toEqual({ day: "2034-05-02", visitors: 800, orders: 20, units: 30, conversion: "2.50" });
    expect(ca.body.data.by_currency.map((r: { currency: string }) => r.currency)).toEqual(["CAD"]);
    const one = await get({ event: b });
    expect(one.body.data.event).toEqual({ id: b, name: "Figures B", kind: "flash_sale", site: "glb", currency: "JPY" });
    expect(one.body.data.events.list.map((r: { id: number }) => r.id)).toEqual([b]);
    expect(one.body.data.by_day[0]).toEqual({ day: "2034-05-01", visitors: 0, orders: 0, units: 0, conversion: null });
    // an event of another site than the chosen one: nothing, not an error
    expect((await get({ event: b, site: "ca" })).body.data.events.list).toEqual([]);
    const missing = await get({ event: 2147483000 });
    expect(missing.status).toBe(404);
  });

  it("pages the events by keyset, newest first", async () => {
    const first = await get({ page_size: 1 });
    expect(first.body.data.events).toMatchObject({ page_size: 1, next: b, prev: null });
    expect(first.body.data.events.list.map((r: { id: number }) => r.id)).toEqual([b]);
    const second = await get({ page_size: 1, after: b });
    expect(second.body.data.events).toMatchObject({ next: null, prev: a });
    expect(second.body.data.events.list.map((r: { id: number }) => r.id)).toEqual([a]);
    const back = await get({ page_size: 1, before: a });
    expect(back.body.data.events.list.map((r: { id: number }) => r.id)).toEqual([b]);
  });

  it("the demo has figures for its published and offline events' past days within the last 90 (none for today)", async () => {
    // seed-events.ts and seed-event-figures.ts: us daily special days −2…−1 (2), us flash sale −1 (1),
    // de −40…−31 (10), ca −20 (1), Summer Camp −88…−77 (12), Rainy Day −75…−73 (3), Winter Warmers
    // −62…−49 (14); the eur event starts in 3 days, drafts have none
    const day = (offset: number) =>
      new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date(Date.now() + offset * 86400000));
    const res = await t.get(PATH, { token: operator, query: { from: day(-90), to: day(0), page_size: 100 } });
    const demo = res.body.data.events.list.filter((r: { name: string }) => !r.name.startsWith("Figures "));
    expect(demo.map((r: { name: string; days: number }) => `${r.name}: ${r.days}`).sort()).toEqual([
      "Back to School Daily Deals: 2",
      "Rainy Day Flash Sale: 3",
      "Snow Day Flash Sale: 1",
      "Sommerschlussverkauf Tagesangebote: 10",
      "Summer Camp Daily Deals: 12",
      "Weekend Flash Sale: Outerwear: 1",
      "Winter Warmers Daily Deals: 14",
    ]);
    expect(res.body.data.by_day.at(-1)).toMatchObject({ day: day(0), orders: 0 });
  });

  it("refuses a backwards or too long range, an unknown site and a page size past 100; the viewer may not read it", async () => {
    const backwards = await get({ from: "2034-05-03", to: "2034-05-01" });
    expect(backwards.status).toBe(422);
    expect(backwards.body.data.errors.to).toEqual(["must not be before from"]);
    expect((await get({ from: "2034-01-01", to: "2034-04-03" })).body.data.errors.to).toEqual(["at most 92 days"]);
    expect((await get({ site: "mars" })).status).toBe(422);
    expect((await get({ page_size: 101 })).body.data.errors.page_size).toEqual(["page_size must be at most 100"]);
    expect((await get({}, viewer)).status).toBe(403);
  });
});
