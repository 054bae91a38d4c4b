// Activity → daily specials and flash sales carry the spec's activity enums (issue 40 §1): a
// daily-specials category of the same site, the crowds and launch channels, the promotion
// strategy — stored, filtered, copied, logged and offered by event/getEventEnum — and a flash
// sale's status as shoppers see it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inCatalogueFor } from "./catalogue-skus";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let operator: string;
let usCategory: number;
let ukCategory: number;

beforeAll(async () => {
  t = await startTestApi();
  operator = await t.token("operator");
  [{ id: usCategory }] = await t.sql<{ id: number }>(
    "insert into activity_categories (site_abbr, name) values ('us', 'Targeting test deals') returning id",
  );
  [{ id: ukCategory }] = await t.sql<{ id: number }>(
    "insert into activity_categories (site_abbr, name) values ('uk', 'Targeting test uk deals') returning id",
  );
});
afterAll(async () => {
  await t?.close();
});

const EVENT = {
  kind: "daily_special",
  name: "Targeted dresses",
  site: "us",
  currency: "USD",
  start_at: "2033-06-01T07:00:00.000Z",
  end_at: "2033-06-08T06:59:59.000Z",
  languages: [{ language: "en", title: "Targeted dresses", description: "" }],
};
const create = (body: object = {}) => t.post("/api/event/createDsEvent", { ...EVENT, ...body }, { token: operator });
const list = (query: Record<string, string | number>) =>
  t.get("/api/event/getDsEventList", { token: operator, query: { kind: "daily_special", page_size: 100, ...query } });
const ids = (res: { body: { data: { list: { id: number }[] } } }) => res.body.data.list.map((r) => r.id);

describe("event targeting", () => {
  it("stores the category, crowds, channels and strategy given, and names the category", async () => {
    const res = await create({
      name: "VIP app deals",
      event_category: usCategory,
      apply_crowds: ["vip_members", "app_users"],
      launch_channel: ["app"],
      promotion_strategy: "percent_off",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      event_category: usCategory,
      event_category_name: "Targeting test deals",
      apply_crowds: ["vip_members", "app_users"],
      launch_channel: ["app"],
      promotion_strategy: "percent_off",
      sale_status: "draft",
    });
  });

  it("reaches everyone on every channel at event prices when the fields are left out", async () => {
    const res = await create({ name: "Plain deals" });
    expect(res.body.data).toMatchObject({
      event_category: null,
      apply_crowds: ["all_customers"],
      launch_channel: ["app", "web", "mobile_web"],
      promotion_strategy: "event_price",
    });
  });

  it("refuses another site's category, an unknown crowd, everyone beside a group, no channel, an unknown strategy", async () => {
    const uk = await create({ event_category: ukCategory });
    expect(uk.status).toBe(422);
    expect(uk.body.data.errors.event_category).toEqual([
      `Category ${ukCategory} is not a daily-specials category of the United States site`,
    ]);
    const missing = await create({ event_category: 2147483000 });
    expect(missing.body.data.errors.event_category).toEqual([
      "Category 2147483000 is not a daily-specials category of the United States site",
    ]);
    expect((await create({ apply_crowds: ["martians"] })).status).toBe(422);
    const both = await create({ apply_crowds: ["all_customers", "vip_members"] });
    expect(both.body.data.errors.apply_crowds).toEqual(["all_customers stands alone"]);
    expect((await create({ launch_channel: [] })).body.data.errors.launch_channel).toEqual(["choose at least one channel"]);
    expect((await create({ promotion_strategy: "bogo" })).status).toBe(422);
  });

  it("filters the list by category, crowd, channel and strategy", async () => {
    const a = (await create({ name: "Filter A", event_category: usCategory, apply_crowds: ["lapsed_customers"], launch_channel: ["web"] }))
      .body.data.id;
    const b = (await create({ name: "Filter B", promotion_strategy: "limited_stock", launch_channel: ["mobile_web", "app"] })).body.data.id;
    expect(ids(await list({ event_category: usCategory }))).toContain(a);
    expect(ids(await list({ event_category: usCategory }))).not.toContain(b);
    expect(ids(await list({ apply_crowds: "lapsed_customers" }))).toEqual([a]);
    expect(ids(await list({ launch_channel: "web" }))).toContain(a);
    expect(ids(await list({ launch_channel: "web" }))).not.toContain(b);
    expect(ids(await list({ promotion_strategy: "limited_stock" }))).toEqual([b]);
    expect((await list({ launch_channel: "fax" })).status).toBe(422);
  });

  it("keeps what an update leaves out, logs what it changes, and copies it", async () => {
    const ev = (await create({ name: "Update me", event_category: usCategory, apply_crowds: ["new_customers"] })).body.data;
    const kept = await t.post(
      "/api/event/updateDsEvent",
      { id: ev.id, version: ev.version, ...EVENT, kind: undefined, name: "Update me", promotion_strategy: "percent_off" },
      { token: operator },
    );
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({
      event_category: usCategory,
      apply_crowds: ["new_customers"],
      promotion_strategy: "percent_off",
    });
    const cleared = await t.post(
      "/api/event/updateDsEvent",
      { id: ev.id, version: kept.body.data.version, ...EVENT, kind: undefined, name: "Update me", event_category: null },
      { token: operator },
    );
    expect(cleared.body.data.event_category).toBe(null);
    const log = await t.get(`/api/event/getEventDetailLog/${ev.id}`, { token: operator });
    const update = log.body.data.list.find((r: { action: string }) => r.action === "update");
    expect(update.before.event_category).toBe(usCategory);
    expect(update.after.event_category).toBe(null);
    const copy = await t.post("/api/event/copyEvent", { id: ev.id }, { token: operator });
    expect(copy.body.data).toMatchObject({ event_category: null, apply_crowds: ["new_customers"], promotion_strategy: "percent_off" });
  });

  it("offers the enums in event/getEventEnum, categories with their site", async () => {
    const res = await t.get("/api/event/getEventEnum", { token: operator });
    expect(res.body.data.apply_crowds).toEqual([
      "all_customers",
      "new_customers",
      "returning_customers",
      "vip_members",
      "app_users",
      "newsletter_subscribers",
      "lapsed_customers",
    ]);
    expect(res.body.data.launch_channel).toEqual(["app", "web", "mobile_web"]);
    expect(res.body.data.promotion_strategy).toEqual(["event_price", "percent_off", "limited_stock"]);
    expect(res.body.data.flash_sale_status).toEqual(["draft", "upcoming", "on_sale", "between_slots", "ended", "offline"]);
    expect(res.body.data.event_category).toContainEqual({ value: usCategory, label: "Targeting test deals", site: "us", enabled: true });
  });

  it("shows a published flash sale before its period as upcoming", async () => {
    const ev = (
      await create({
        kind: "flash_sale",
        name: "Future flash",
        slots: [{ start_at: "2033-06-02T17:00:00.000Z", end_at: "2033-06-02T19:00:00.000Z" }],
      })
    ).body.data;
    const products = await inCatalogueFor(t, ev.id, [{ sku_code: "TGT-FLASH-1", price: "5.00", stock: 3 }]);
    expect(
      (await t.post("/api/event/batchSaveFromPool", { event_id: ev.id, version: ev.version, products }, { token: operator })).status,
    ).toBe(200);
    expect(
      (await t.post("/api/event/changeEventStatus", { id: ev.id, status: "publish" }, { token: operator })).body.data.sale_status,
    ).toBe("upcoming");
  });
});
