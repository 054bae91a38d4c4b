// Page management → top products: /api/category/top_products/* (category-management-top-products,
// -detail, -conf). Expected values are the demo seed's literal pins and settings (docs/areas/page-management.md,
// "Top products"), the limits written as literals (1–50 pinned products per category), or what each test
// built itself.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
let approver: string;
let viewer: string;
let operator: string;

beforeAll(async () => {
  t = await startTestApi();
  [admin, approver, viewer, operator] = await Promise.all([t.token("admin"), t.token("approver"), t.token("viewer"), t.token("operator")]);
});
afterAll(async () => {
  await t?.close();
});

const P = "/api/category/top_products";
const post = (path: string, body: unknown, token = admin) => t.post(`${P}/${path}`, body, { token });
const show = (id: number | string, token = admin) => t.get(`${P}/show/${id}`, { token });
const spus = (pins: { spu: string }[]) => pins.map((p) => p.spu);
const logRows = (categoryId: number) =>
  t.sql<{ action: string; before: { products: string[] }; after: { products: string[]; product?: string } }>(
    "select action, before, after from audit_log where entity = 'category_top_products' and entity_id = $1 order by id",
    [String(categoryId)],
  );
/** products with (or without) a price on a site, in id order: the site a product is sold on is where it has a price */
const productsOn = async (site: string, n: number, on = true) =>
  (
    await t.sql<{ spu: string }>(
      `select spu from products p where ${on ? "" : "not "}exists (select 1 from sku_prices s where s.product_id = p.id and s.site_abbr = $1) order by id limit $2`,
      [site, n],
    )
  ).map((r) => r.spu);

let au: { id: number; name: string };
beforeAll(async () => {
  // a category of its own on the au site, which the seed leaves without categories or settings
  const res = await t.post("/api/category/addCategory", { site: "au", name: "Top picks test" }, { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  au = res.body.data;
});

describe("the list of categories with their pinned products", () => {
  it("lists a site's categories newest first, each with its number of pins; filters by pins and name", async () => {
    const res = await t.get(`${P}/paginate`, { token: approver, query: { site: "us", pinned: "yes" } });
    expect(res.status).toBe(200);
    // the seed pins 4 in Girls, 3 in Baby and 2 in New In (us); newest category first
    expect(res.body.data.list.map((c: { name: string; pin_count: number }) => [c.name, c.pin_count])).toEqual([
      ["Girls", 4],
      ["Baby", 3],
      ["New In", 2],
    ]);
    const none = await t.get(`${P}/paginate`, { token: approver, query: { site: "us", pinned: "no", page_size: 100 } });
    const names = none.body.data.list.map((c: { name: string }) => c.name);
    expect(names).not.toContain("Girls");
    expect(names).toContain("Boys");
    expect(none.body.data.list.every((c: { pin_count: number }) => c.pin_count === 0)).toBe(true);
    const named = await t.get(`${P}/paginate`, { token: approver, query: { site: "de", name: "BA" } });
    expect(named.body.data.list.map((c: { name: string; pin_count: number }) => [c.name, c.pin_count])).toEqual([["Baby", 3]]);
  });

  it("pages by keyset: two at a time, the next page after the last id, no total", async () => {
    const first = await t.get(`${P}/paginate`, { token: admin, query: { site: "us", pinned: "yes", page_size: 2 } });
    expect(first.body.data.list).toHaveLength(2);
    expect(first.body.data).not.toHaveProperty("total");
    expect(first.body.data.prev).toBeNull();
    const second = await t.get(`${P}/paginate`, {
      token: admin,
      query: { site: "us", pinned: "yes", page_size: 2, after: first.body.data.next },
    });
    expect(second.body.data.list.map((c: { name: string }) => c.name)).toEqual(["New In"]);
    expect(second.body.data.next).toBeNull();
  });

  it("refuses those without the screens, and bad filters", async () => {
    expect((await t.get(`${P}/paginate`, { token: viewer })).status).toBe(403);
    expect((await t.get(`${P}/paginate`, { token: operator })).status).toBe(403);
    expect((await t.get(`${P}/paginate`)).status).toBe(401);
    const bad = await t.get(`${P}/paginate`, { token: admin, query: { pinned: "maybe" } });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors.pinned).toBeDefined();
    expect((await t.get(`${P}/paginate`, { token: admin, query: { site: "moon" } })).status).toBe(422);
    expect((await t.get(`${P}/paginate`, { token: admin, query: { page_size: 101 } })).status).toBe(422);
  });
});

describe("one category's pinned products", () => {
  it("shows the pins in order with their product and the site's settings", async () => {
    const [girls] = await t.sql<{ id: number }>(
      "select id from categories where site_abbr = 'us' and name = 'Girls' and parent_id is null",
    );
    const res = await show(girls.id, approver);
    expect(res.status).toBe(200);
    expect(res.body.data.category).toMatchObject({ name: "Girls", site: "us" });
    expect(res.body.data.pins).toHaveLength(4);
    expect(res.body.data.pins.map((p: { sort: number }) => p.sort)).toEqual([10, 20, 30, 40]);
    expect(res.body.data.pins[0]).toMatchObject({ status: "on_sale", on_site: true });
    expect(res.body.data.pins[0].spu).toMatch(/^PP\d{7}$/);
    // us: at most 12, filled by sales (the seed's settings)
    expect(res.body.data.setting).toMatchObject({ site: "us", max_pins: 12, fill_rule: "sales" });
  });

  it("is 404 for an unknown category, 422 for a malformed id", async () => {
    expect((await show(999999)).status).toBe(404);
    expect((await show("abc")).status).toBe(422);
    expect((await show(au.id, viewer)).status).toBe(403);
  });
});

describe("pinning, moving, removing", () => {
  it("adds products of the category's site at the end, each with its audit row", async () => {
    const [a, b, c] = await productsOn("au", 3);
    // typed in lower case: codes are capitals
    const first = await post("add", { category_id: au.id, spu: a.toLowerCase() });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(spus(first.body.data.pins)).toEqual([a]);
    await post("add", { category_id: au.id, spu: b });
    const third = await post("add", { category_id: au.id, spu: c });
    expect(spus(third.body.data.pins)).toEqual([a, b, c]);
    expect(third.body.data.pins.map((p: { sort: number }) => p.sort)).toEqual([10, 20, 30]);
    const log = await logRows(au.id);
    expect(log.map((r) => r.action)).toEqual(["create", "create", "create"]);
    expect(log[2].before.products).toEqual([a, b]);
    expect(log[2].after).toMatchObject({ products: [a, b, c], product: c });
  });

  it("refuses an unknown product, one not sold on the site, a duplicate — each next to the field", async () => {
    const unknown = await post("add", { category_id: au.id, spu: "ZZ-NOPE-1" });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.errors.spu).toEqual(["No product has the SPU code ZZ-NOPE-1"]);
    const zh = await t.post(`${P}/add`, { category_id: au.id, spu: "ZZ-NOPE-1" }, { token: admin, headers: { "accept-language": "zh" } });
    expect(zh.body.data.errors.spu).toEqual(["没有 SPU 编码为 ZZ-NOPE-1 的商品"]);
    const [elsewhere] = await productsOn("au", 1, false);
    const notOnSite = await post("add", { category_id: au.id, spu: elsewhere });
    expect(notOnSite.status).toBe(422);
    expect(notOnSite.body.data.errors.spu[0]).toContain("is not sold on the Australia site");
    const [a] = await productsOn("au", 1);
    const dup = await post("add", { category_id: au.id, spu: a });
    expect(dup.status).toBe(409);
    expect(dup.body.data.errors.spu[0]).toContain("is already pinned");
    // none of these changed anything or wrote a row
    expect((await show(au.id)).body.data.pins).toHaveLength(3);
    expect(await logRows(au.id)).toHaveLength(3);
  });

  it("refuses bad input: no code, a malformed code, a missing or malformed category, an unknown category", async () => {
    const empty = await post("add", { category_id: au.id, spu: "" });
    expect(empty.status).toBe(422);
    expect(empty.body.data.errors.spu).toBeDefined();
    expect((await post("add", { category_id: au.id, spu: "a b" })).status).toBe(422);
    expect((await post("add", { spu: "PP0000001" })).status).toBe(422);
    expect((await post("add", { category_id: "1", spu: "PP0000001" })).status).toBe(422);
    expect((await post("add", { category_id: au.id, spu: "PP0000001", extra: 1 })).status).toBe(422);
    expect((await post("add", { category_id: 999999, spu: "PP0000001" })).status).toBe(404);
  });

  it("refuses a pin past the site's maximum", async () => {
    // au has no settings yet: the defaults, saved for the first time with version 0
    const set = await post("settings/update", { site: "au", version: 0, max_pins: 3, fill_rule: "newest" });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({ site: "au", max_pins: 3, fill_rule: "newest", version: 1 });
    const [, , , d] = await productsOn("au", 4);
    const over = await post("add", { category_id: au.id, spu: d });
    expect(over.status).toBe(409);
    expect(over.body.data.errors.spu[0]).toContain("already has 3 pinned products");
    expect(over.body.data.errors.spu[0]).toContain("(3)");
    expect((await show(au.id)).body.data.pins).toHaveLength(3);
  });

  it("moves one place up or down; the first going up changes and logs nothing", async () => {
    const pins = (await show(au.id)).body.data.pins as { id: number; spu: string }[];
    const [a, b, c] = spus(pins);
    const rows = (await logRows(au.id)).length;
    const stay = await post("move", { id: pins[0].id, move: "up" });
    expect(stay.status).toBe(200);
    expect(stay.body.data.changed).toBe(false);
    expect(await logRows(au.id)).toHaveLength(rows);
    const down = await post("move", { id: pins[0].id, move: "down" });
    expect(spus(down.body.data.pins)).toEqual([b, a, c]);
    const up = await post("move", { id: pins[2].id, move: "up" });
    expect(spus(up.body.data.pins)).toEqual([b, c, a]);
    expect(up.body.data.pins.map((p: { sort: number }) => p.sort)).toEqual([10, 20, 30]);
    const last = await post("move", { id: pins[0].id, move: "down" });
    expect(last.body.data.changed).toBe(false);
    const log = await logRows(au.id);
    expect(log.map((r) => r.action).slice(-2)).toEqual(["move", "move"]);
    expect(log[log.length - 1]).toMatchObject({ before: { products: [b, a, c] }, after: { products: [b, c, a], product: c } });
    expect((await post("move", { id: pins[0].id, move: "top" })).status).toBe(422);
    expect((await post("move", { id: 999999, move: "up" })).status).toBe(404);
  });

  it("a move and its log row commit together: if the row cannot be written, the order stays", async () => {
    const before = spus((await show(au.id)).body.data.pins);
    const pins = (await show(au.id)).body.data.pins as { id: number }[];
    await t.sql("alter table audit_log add constraint test_no_move check (action <> 'move') not valid");
    try {
      const res = await post("move", { id: pins[1].id, move: "up" });
      expect(res.status).toBe(500);
    } finally {
      await t.sql("alter table audit_log drop constraint test_no_move");
    }
    expect(spus((await show(au.id)).body.data.pins)).toEqual(before);
  });

  it("removes a pin, closes the gap, and logs it; an unknown pin is 404", async () => {
    const pins = (await show(au.id)).body.data.pins as { id: number; spu: string }[];
    const res = await post("remove", { id: pins[1].id });
    expect(res.status).toBe(200);
    expect(res.body.data.removed.spu).toBe(pins[1].spu);
    expect(spus(res.body.data.pins)).toEqual([pins[0].spu, pins[2].spu]);
    expect(res.body.data.pins.map((p: { sort: number }) => p.sort)).toEqual([10, 20]);
    const log = await logRows(au.id);
    expect(log[log.length - 1]).toMatchObject({
      action: "remove",
      before: { product: pins[1].spu },
      after: { products: [pins[0].spu, pins[2].spu] },
    });
    expect((await post("remove", { id: pins[1].id })).status).toBe(404);
  });

  it("two people removing one pin at once: one removes it, the other is told it is gone (404), never a 500", async (ctx) => {
    // both requests must have read the pin and be waiting for the category's lock when it frees:
    // a session of the test's own holds that lock, which needs a server (PGlite has one session)
    if (t.dbKind !== "postgres") ctx.skip();
    const spu = (await productsOn("au", 6))[5];
    const added = await post("add", { category_id: au.id, spu });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const pin = (added.body.data.pins as { id: number; spu: string }[]).find((p) => p.spu === spu)!;
    const holder = new pg.Client({ connectionString: t.config.databaseUrl });
    await holder.connect();
    try {
      await holder.query("begin");
      await holder.query("select id from categories where id = $1 for update", [au.id]);
      const both = Promise.all([post("remove", { id: pin.id }), post("remove", { id: pin.id })]);
      await new Promise((r) => setTimeout(r, 500));
      await holder.query("commit");
      const statuses = (await both).map((r) => r.status).sort();
      expect(statuses).toEqual([200, 404]);
    } finally {
      await holder.end();
    }
    expect(spus((await show(au.id)).body.data.pins)).not.toContain(spu);
  });

  it("refuses every change to those without the manager's key", async () => {
    const pins = (await show(au.id)).body.data.pins as { id: number }[];
    for (const token of [approver, viewer, operator]) {
      expect((await post("add", { category_id: au.id, spu: "PP0000001" }, token)).status).toBe(403);
      expect((await post("move", { id: pins[0].id, move: "down" }, token)).status).toBe(403);
      expect((await post("remove", { id: pins[0].id }, token)).status).toBe(403);
    }
    expect((await show(au.id)).body.data.pins).toHaveLength(2);
  });

  it("a deleted category takes its pins along", async () => {
    const c = (await t.post("/api/category/addCategory", { site: "au", name: "Short-lived" }, { token: admin })).body.data;
    const [a] = await productsOn("au", 1);
    await post("add", { category_id: c.id, spu: a });
    await t.post("/api/category/deleteCategoryTree", { id: c.id, expected_count: 1 }, { token: admin });
    expect((await t.sql<{ n: number }>("select count(*)::int as n from category_top_products where category_id = $1", [c.id]))[0].n).toBe(
      0,
    );
  });
});

describe("each site's settings", () => {
  it("everyone reads them: every site, the defaults (20, sales) where never saved", async () => {
    const res = await t.get(`${P}/settings`, { token: viewer });
    expect(res.status).toBe(200);
    const bySite = Object.fromEntries(res.body.data.map((s: { site: string }) => [s.site, s]));
    expect(bySite.us).toMatchObject({ max_pins: 12, fill_rule: "sales" });
    expect(bySite.de).toMatchObject({ max_pins: 8, fill_rule: "newest" });
    expect(bySite.uk).toMatchObject({ max_pins: 20, fill_rule: "sales", version: 0 });
    expect((await t.get(`${P}/settings`, { token: operator })).status).toBe(200);
    expect((await t.get(`${P}/settings`)).status).toBe(401);
  });

  it("takes 1 to 50 pinned products and a known fill rule", async () => {
    const uk = (await t.get(`${P}/settings`, { token: admin })).body.data.find((s: { site: string }) => s.site === "uk");
    for (const max_pins of [0, 51, 2.5, "10"]) {
      const res = await post("settings/update", { site: "uk", version: uk.version, max_pins, fill_rule: "sales" });
      expect(res.status, String(max_pins)).toBe(422);
      expect(res.body.data.errors.max_pins).toBeDefined();
    }
    expect((await post("settings/update", { site: "uk", version: uk.version, max_pins: 10, fill_rule: "random" })).status).toBe(422);
    expect((await post("settings/update", { site: "moon", version: 0, max_pins: 10, fill_rule: "sales" })).status).toBe(422);
    const fifty = await post("settings/update", { site: "uk", version: uk.version, max_pins: 50, fill_rule: "manual_only" });
    expect(fifty.status).toBe(200);
    expect(fifty.body.data).toMatchObject({ max_pins: 50, fill_rule: "manual_only", version: 1 });
    const one = await post("settings/update", { site: "uk", version: 1, max_pins: 1, fill_rule: "manual_only" });
    expect(one.body.data).toMatchObject({ max_pins: 1, version: 2 });
    const log = await t.sql<{ before: unknown; after: unknown }>(
      "select before, after from audit_log where entity = 'top_products_setting' and entity_id = 'uk' order by id",
    );
    expect(log.map((r) => r.after)).toEqual([
      { site: "uk", max_pins: 50, fill_rule: "manual_only" },
      { site: "uk", max_pins: 1, fill_rule: "manual_only" },
    ]);
    expect(log[0].before).toEqual({ site: "uk", max_pins: 20, fill_rule: "sales" });
  });

  it("refuses a stale version with the other person's values, and a second first save", async () => {
    const stale = await post("settings/update", { site: "uk", version: 1, max_pins: 30, fill_rule: "sales" });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current).toMatchObject({ max_pins: 1, version: 2 });
    const again = await post("settings/update", { site: "uk", version: 0, max_pins: 30, fill_rule: "sales" });
    expect(again.status).toBe(409);
  });

  it("the database refuses a maximum out of 1–50 itself", async () => {
    await expect(t.sql("update category_top_product_settings set max_pins = 51 where site_abbr = 'us'")).rejects.toThrow();
    await expect(t.sql("update category_top_product_settings set max_pins = 0 where site_abbr = 'us'")).rejects.toThrow();
    await expect(t.sql("update category_top_product_settings set fill_rule = 'random' where site_abbr = 'us'")).rejects.toThrow();
  });

  it("only the manager's key edits them", async () => {
    for (const token of [approver, viewer, operator]) {
      expect((await post("settings/update", { site: "ca", version: 0, max_pins: 10, fill_rule: "sales" }, token)).status).toBe(403);
    }
  });

  it("the log of settings is everyone's to read; a category's pin log needs its screen", async () => {
    const res = await t.get(`${P}/logs`, { token: viewer, query: { entity: "top_products_setting" } });
    expect(res.status).toBe(200);
    expect(res.body.data.list.length).toBeGreaterThan(0);
    expect((await t.get(`${P}/logs`, { token: viewer, query: { entity: "category_top_products" } })).status).toBe(403);
    const pins = await t.get(`${P}/logs`, { token: approver, query: { entity: "category_top_products", entity_id: au.id } });
    expect(pins.body.data.list[0].action).toBe("remove");
  });
});
