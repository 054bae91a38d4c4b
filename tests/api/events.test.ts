// Activity → daily specials and flash sales: events, their products, publishing with the overlap
// check, and revisions reviewed by an approver before the live figures change.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inCatalogueFor } from "./catalogue-skus";
import { startTestApi, type CallResult, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
let approver: string;
let operator: string;
let viewer: string;

beforeAll(async () => {
  t = await startTestApi({ env: { CONSOLE_URL: "https://console.example" } });
  [admin, approver, operator, viewer] = await Promise.all([t.token("admin"), t.token("approver"), t.token("operator"), t.token("viewer")]);
  // the approver reads English (every demo account starts in the console's default Chinese): mails per recipient's language
  await t.sql("update users set language = 'en' where username = 'approver'");
});
afterAll(async () => {
  await t?.close();
});

// 2031-03-09 is the US daylight-saving change: 09:00 in US West is 17:00 UTC before it, 16:00 after
const DS = {
  kind: "daily_special",
  name: "Spring Dresses Daily",
  site: "us",
  currency: "USD",
  start_at: "2031-03-08T08:00:00.000Z",
  end_at: "2031-03-15T06:59:59.000Z",
  languages: [{ language: "en", title: "Spring Dresses", description: "One dress a day" }],
};
const create = (body: Record<string, unknown> = {}, token = operator) => t.post("/api/event/createDsEvent", { ...DS, ...body }, { token });
const detail = (id: number, token = operator, query?: Record<string, string | number>) =>
  t.get(`/api/event/getEventDetail/${id}`, { token, query });
const version = async (id: number) => (await t.sql<{ version: number }>("select version from events where id = $1", [id]))[0].version;
const addProducts = async (id: number, items: { sku_code: string }[], token = operator) =>
  t.post(
    "/api/event/batchSaveFromPool",
    { event_id: id, version: await version(id), products: await inCatalogueFor(t, id, items) },
    { token },
  );
const setStatus = (id: number, status: string, token = operator) => t.post("/api/event/changeEventStatus", { id, status }, { token });
const item = (sku: string, price = "10.00", stock = 10) => ({ sku_code: sku, product_name: `Product ${sku}`, price, stock });

async function publishedEvent(skus: string[], body: Record<string, unknown> = {}, price?: string) {
  const ev = (await create(body)).body.data;
  expect(
    (
      await addProducts(
        ev.id,
        skus.map((s) => item(s, price)),
      )
    ).status,
  ).toBe(200);
  expect((await setStatus(ev.id, "publish")).status).toBe(200);
  return ev as { id: number; name: string };
}

describe("events", () => {
  it("creates a daily special with its language versions, stored in UTC, audited", async () => {
    const res = await create();
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: "daily_special",
      site: "us",
      currency: "USD",
      status: "draft",
      version: 1,
      product_count: 0,
      created_by: "Olive Operator",
    });
    expect(new Date(res.body.data.start_at).toISOString()).toBe("2031-03-08T08:00:00.000Z");
    expect(res.body.data.languages).toEqual([{ language: "en", title: "Spring Dresses", description: "One dress a day" }]);
    const log = await t.get(`/api/event/getEventDetailLog/${res.body.data.id}`, { token: operator });
    expect(log.body.data.list.map((r: { action: string }) => r.action)).toEqual(["create"]);
  });

  it("refuses bad input with field errors: end before start, unknown currency for the site, no language, slots on a daily special", async () => {
    const bad = await create({ end_at: "2031-03-01T00:00:00Z" });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors.end_at).toEqual(["must be after the start"]);
    const currency = await create({ currency: "GBP" });
    expect(currency.status).toBe(422);
    expect(currency.body.data.errors.currency).toEqual(["is not a currency of the United States site"]);
    expect((await create({ languages: [] })).body.data.errors.languages).toEqual(["needs at least one language version"]);
    const slots = await create({ slots: [{ start_at: "2031-03-09T10:00:00Z", end_at: "2031-03-09T12:00:00Z" }] });
    expect(slots.status).toBe(422);
    expect(slots.body.message).toBe("Daily specials have no time slots");
  });

  it("flash sales need time slots inside the period that do not overlap", async () => {
    const base = { kind: "flash_sale", name: "Flash", site: "ca", currency: "CAD" };
    expect((await create(base)).body.message).toBe("A flash sale needs at least one time slot");
    const outside = await create({ ...base, slots: [{ start_at: "2031-03-16T10:00:00Z", end_at: "2031-03-16T12:00:00Z" }] });
    expect(outside.body.message).toBe("Every time slot lies inside the event's period");
    const overlap = await create({
      ...base,
      slots: [
        { start_at: "2031-03-09T10:00:00Z", end_at: "2031-03-09T12:00:00Z" },
        { start_at: "2031-03-09T11:00:00Z", end_at: "2031-03-09T13:00:00Z" },
      ],
    });
    expect(overlap.body.message).toBe("Time slots must not overlap");
    const ok = await create({ ...base, slots: [{ start_at: "2031-03-09T10:00:00Z", end_at: "2031-03-09T12:00:00Z" }] });
    expect(ok.status).toBe(200);
    // with their US West copies (spec section 3): that morning the clocks went forward at 10:00 UTC
    expect(ok.body.data.slots).toEqual([
      {
        start_at: "2031-03-09T10:00:00.000Z",
        start_at_transform: "2031-03-09 03:00:00",
        end_at: "2031-03-09T12:00:00.000Z",
        end_at_transform: "2031-03-09 05:00:00",
      },
    ]);
    expect(ok.body.data.languages).toEqual([{ language: "en", title: expect.any(String), description: expect.any(String) }]);
    const read = (await t.get(`/api/event/getEventDetail/${ok.body.data.id}`, { token: operator })).body.data;
    expect(read.slots).toEqual(ok.body.data.slots);
    expect(read.pending_revision).toBeNull();
  });

  it("lets only holders of the kind's key change it, and only readers of the kind read it", async () => {
    expect((await create({}, viewer)).status).toBe(403);
    expect((await create({}, approver)).status).toBe(403);
    const list = await t.get("/api/event/getDsEventList", { token: viewer });
    expect(list.status).toBe(403);
    const ok = await t.get("/api/event/getDsEventList", { token: approver, query: { kind: "flash_sale" } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.list.every((e: { kind: string }) => e.kind === "flash_sale")).toBe(true);
  });

  it("updates a draft against its version (409 when stale) and 404s an unknown event", async () => {
    const ev = (await create()).body.data;
    const body = { ...DS, kind: undefined, id: ev.id, version: 1, name: "Spring Dresses Daily — week 2" };
    delete (body as Record<string, unknown>).kind;
    const res = await t.post("/api/event/updateDsEvent", body, { token: operator });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: "Spring Dresses Daily — week 2", version: 2 });
    const stale = await t.post("/api/event/updateDsEvent", body, { token: operator });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current.name).toBe("Spring Dresses Daily — week 2");
    expect((await t.post("/api/event/updateDsEvent", { ...body, id: 999999, version: 1 }, { token: operator })).status).toBe(404);
    expect((await t.get("/api/event/getEventDetail/999999", { token: operator })).status).toBe(404);
  });
});

describe("products of a draft", () => {
  it("adds products all-or-nothing, refuses zero or negative prices and stock, more places than the currency has, and duplicates", async () => {
    const ev = (await create()).body.data;
    const zero = await addProducts(ev.id, [item("P-ZERO", "0")]);
    expect(zero.status).toBe(422);
    expect(zero.body.data.errors["products.0.price"]).toEqual(["must be more than 0"]);
    expect((await addProducts(ev.id, [item("P-NEG", "-1")])).body.data.errors["products.0.price"]).toEqual([
      "must be an amount such as 12.99",
    ]);
    expect((await addProducts(ev.id, [item("P-STOCK", "5", 0)])).body.data.errors["products.0.stock"]).toEqual([
      "must be from 1 to 1000000",
    ]);
    const places = await addProducts(ev.id, [item("P-PLACES", "5.999")]);
    expect(places.status).toBe(422);
    expect(places.body.data.errors["products.0.price"]).toEqual(["USD amounts have at most 2 decimal places"]);
    const ok = await addProducts(ev.id, [item("P-A", "19.99", 5), item("P-B", "7.5", 3)]);
    expect(ok.status).toBe(200);
    const dup = await addProducts(ev.id, [item("P-C"), item("P-A")]);
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe("SKU P-A is already in this event");
    const page = (await detail(ev.id)).body.data;
    expect(page.products.list.map((p: { sku_code: string; price: string }) => [p.sku_code, p.price])).toEqual([
      ["P-A", "19.9900"],
      ["P-B", "7.5000"],
    ]);
  });

  it("adjusts price, stock, up-order, discount and priority, each logged with before and after", async () => {
    const ev = (await create()).body.data;
    await addProducts(ev.id, [item("ADJ-1", "10.00", 5)]);
    const [p] = (await detail(ev.id)).body.data.products.list;
    const post = async (path: string, list: string, it: object) =>
      t.post(`/api/event/${path}`, { event_id: ev.id, version: await version(ev.id), [list]: [{ id: p.id, ...it }] }, { token: operator });
    expect((await post("adjustProductSkuPrice", "prices", { price: "8.25" })).status).toBe(200);
    expect((await post("adjustEventStock", "stocks", { stock: 42 })).status).toBe(200);
    expect((await post("adjustEventUpOrder", "up_orders", { up_order: 3 })).status).toBe(200);
    expect((await post("batchUpdateEventProductsDiscount", "discounts", { discount: 15 })).status).toBe(200);
    expect((await post("updateSpecialPriority", "priorities", { special_priority: 9 })).status).toBe(200);
    const over = await post("batchUpdateEventProductsDiscount", "discounts", { discount: 91 });
    expect(over.status).toBe(422);
    expect(over.body.data.errors["discounts.0.discount"]).toEqual(["must be from 0 to 90"]);
    const [after] = (await detail(ev.id)).body.data.products.list;
    expect(after).toMatchObject({ price: "8.2500", stock: 42, up_order: 3, discount: 15, special_priority: 9 });
    const log = (await t.get(`/api/event/getEventDetailLog/${ev.id}`, { token: operator })).body.data.list;
    const price = log.find((r: { action: string }) => r.action === "adjust_price");
    expect(price.before).toEqual([{ sku_code: "ADJ-1", price: "10.0000" }]);
    expect(price.after).toEqual([{ sku_code: "ADJ-1", price: "8.25" }]);
    // a product of another event is not this event's
    expect(
      (
        await t.post(
          "/api/event/adjustEventStock",
          { event_id: ev.id, version: await version(ev.id), stocks: [{ id: 1, stock: 5 }] },
          { token: operator },
        )
      ).status,
    ).toBe(404);
    const removed = await t.post(
      "/api/event/batchRemoveEventProduct",
      { event_id: ev.id, version: await version(ev.id), product_ids: [p.id] },
      { token: operator },
    );
    expect(removed.status).toBe(200);
    expect((await detail(ev.id)).body.data.product_count).toBe(0);
  });

  it("logs a batch of 25 SKUs with all of them kept, and sends the first 20 (or as many as asked) with the count (the page stays small)", async () => {
    const ev = (await create()).body.data;
    const items = Array.from({ length: 25 }, (_, i) => item(`LOGCLIP-${String(i + 1).padStart(2, "0")}`));
    expect((await addProducts(ev.id, items)).status).toBe(200);
    const [entry] = (await t.get(`/api/event/getEventDetailLog/${ev.id}`, { token: operator })).body.data.list;
    expect(entry.action).toBe("add_products");
    expect(entry.sku_lines).toBe(25);
    expect(entry.after).toHaveLength(20);
    expect(entry.after[0]).toEqual({ sku_code: "LOGCLIP-01", product_name: "Product LOGCLIP-01", price: "10.00", stock: 10 });
    expect(entry.after[19].sku_code).toBe("LOGCLIP-20");
    // fewer when asked (the detail page lists five); the count is still of all of them
    const [five] = (await t.get(`/api/event/getEventDetailLog/${ev.id}?skus=5`, { token: operator })).body.data.list;
    expect(five.after.map((p: { sku_code: string }) => p.sku_code)).toEqual([
      "LOGCLIP-01",
      "LOGCLIP-02",
      "LOGCLIP-03",
      "LOGCLIP-04",
      "LOGCLIP-05",
    ]);
    expect(five.sku_lines).toBe(25);
    for (const bad of ["0", "21", "x"])
      expect((await t.get(`/api/event/getEventDetailLog/${ev.id}?skus=${bad}`, { token: operator })).status).toBe(422);
    const [kept] = await t.sql<{ n: number }>(
      "select jsonb_array_length(after)::int as n from audit_log where entity = 'event' and entity_id = $1 and action = 'add_products'",
      [String(ev.id)],
    );
    expect(kept.n).toBe(25);
  });

  it("pages 1,500 products by keyset, 50 a page, and counts them exactly as they are added and removed", async () => {
    const ev = (await create()).body.data;
    for (let from = 0; from < 1500; from += 500) {
      const items = Array.from({ length: 500 }, (_, i) => item(`MANY-${String(from + i + 1).padStart(4, "0")}`));
      expect((await addProducts(ev.id, items)).status).toBe(200);
    }
    const first = (await detail(ev.id, operator, { page_size: 50 })).body.data;
    expect(first.product_count).toBe(1500);
    expect(first.products.list).toHaveLength(50);
    expect(first.products.list[0].sku_code).toBe("MANY-0001");
    const second = (await detail(ev.id, operator, { page_size: 50, after: first.products.next })).body.data;
    expect(second.products.list[0].sku_code).toBe("MANY-0051");
    // two removed: the detail page, the edit form and the list all say 1,498
    const gone = first.products.list.slice(0, 2).map((p: { id: number }) => p.id);
    const removed = await t.post(
      "/api/event/batchRemoveEventProduct",
      { event_id: ev.id, version: await version(ev.id), product_ids: gone },
      { token: operator },
    );
    expect(removed.status).toBe(200);
    expect((await detail(ev.id, operator, { page_size: 50 })).body.data.product_count).toBe(1498);
    expect((await t.get(`/api/event/getUpdateEventByEventId/${ev.id}`, { token: operator })).body.data.product_count).toBe(1498);
    const listed = (await t.get("/api/event/getDsEventList", { token: operator, query: { name: ev.name, page_size: 100 } })).body.data.list;
    expect(listed.find((r: { id: number }) => r.id === ev.id)?.product_count).toBe(1498);
    const small = (await detail((await publishedEvent(["FEW-1", "FEW-2"])).id)).body.data;
    expect(small.product_count).toBe(2);
  });

  it("pages only the event's own products when another event's were added between and after them", async () => {
    const mine = (await create({ name: "Paged Own" })).body.data;
    const other = (await create({ name: "Paged Other" })).body.data;
    const empty = (await create({ name: "Paged Empty" })).body.data;
    expect((await addProducts(mine.id, [item("OWN-1"), item("OWN-2")])).status).toBe(200);
    expect((await addProducts(other.id, [item("OTHER-1"), item("OTHER-2")])).status).toBe(200);
    expect((await addProducts(mine.id, [item("OWN-3")])).status).toBe(200);
    expect((await addProducts(other.id, [item("OTHER-3"), item("OTHER-4")])).status).toBe(200);
    const skus = (d: { products: { list: { sku_code: string }[] } }) => d.products.list.map((p) => p.sku_code);
    const first = (await detail(mine.id, operator, { page_size: 2 })).body.data;
    expect(skus(first)).toEqual(["OWN-1", "OWN-2"]);
    expect(first.products.next).not.toBeNull();
    const last = (await detail(mine.id, operator, { page_size: 2, after: first.products.next })).body.data;
    expect(skus(last)).toEqual(["OWN-3"]);
    expect(last.products.next).toBeNull();
    const none = (await detail(empty.id, operator, { page_size: 2 })).body.data;
    expect(none.products).toEqual({ list: [], page_size: 2, next: null });
    const found = (await detail(mine.id, operator, { page_size: 2, sku: "own-3" })).body.data;
    expect(skus(found)).toEqual(["OWN-3"]);
  });

  it("copies an event with its products into a new draft", async () => {
    const src = await publishedEvent(["COPY-1", "COPY-2"]);
    const copy = await t.post("/api/event/copyEvent", { id: src.id }, { token: operator });
    expect(copy.status).toBe(200);
    expect(copy.body.data).toMatchObject({ name: "Spring Dresses Daily (copy)", status: "draft", product_count: 2, copied_from: src.id });
  });
});

describe("publishing", () => {
  it("refuses an event without products, then publishes; a repeat changes nothing; offline from published only", async () => {
    const ev = (await create({ site: "au", currency: "AUD" })).body.data;
    const empty = await setStatus(ev.id, "publish");
    expect(empty.status).toBe(409);
    expect(empty.body.message).toBe('"Spring Dresses Daily" has no products yet: add products before publishing');
    await addProducts(ev.id, [item("PUB-1")]);
    expect((await setStatus(ev.id, "publish")).body.data.status).toBe("published");
    const again = await setStatus(ev.id, "publish");
    expect(again.status).toBe(200);
    const actions = (await t.get(`/api/event/getEventDetailLog/${ev.id}`, { token: operator })).body.data.list.map(
      (r: { action: string }) => r.action,
    );
    expect(actions.filter((a: string) => a === "publish")).toHaveLength(1);
    expect((await setStatus(ev.id, "offline")).body.data.status).toBe("offline");
    const back = await setStatus(ev.id, "publish");
    expect(back.status).toBe(409);
    expect(back.body.message).toContain("Offline");
  });

  it("flags a SKU on sale on the same site at overlapping times, naming the other event; other sites and later times are fine", async () => {
    const first = await publishedEvent(["OVL-1", "OVL-2"], { name: "First sale", site: "glb", currency: "CHF" });
    const second = (
      await create({ name: "Second sale", site: "glb", currency: "CHF", start_at: "2031-03-14T00:00:00Z", end_at: "2031-03-20T00:00:00Z" })
    ).body.data;
    await addProducts(second.id, [item("OVL-2"), item("OVL-9")]);
    expect((await detail(second.id)).body.data.conflicts).toEqual([
      { event_id: first.id, event_name: "First sale", kind: "daily_special", sku_code: "OVL-2" },
    ]);
    const refused = await setStatus(second.id, "publish");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `SKU OVL-2 is already on sale on the Global site at overlapping times in "First sale" (#${first.id})`,
    );
    // the same SKU on another site, and on the same site after the first ends, may publish
    const other = (await create({ site: "ca", currency: "CAD" })).body.data;
    await addProducts(other.id, [item("OVL-2")]);
    expect((await setStatus(other.id, "publish")).status).toBe(200);
    const later = (await create({ site: "glb", currency: "CHF", start_at: "2031-03-15T06:59:59Z", end_at: "2031-03-20T00:00:00Z" })).body
      .data;
    await addProducts(later.id, [item("OVL-2")]);
    expect((await setStatus(later.id, "publish")).status).toBe(200);
  });

  it("refuses product changes on a published event: they go through a revision", async () => {
    const ev = await publishedEvent(["LOCK-1"], { site: "de", currency: "EUR" });
    const res = await addProducts(ev.id, [item("LOCK-2")]);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('"Spring Dresses Daily" is published: change its products through a revision, which an approver reviews');
  });
});

describe("revisions", () => {
  const lang = (l: string) => ({ "accept-language": l });
  const revise = (body: object, token = operator, l = "en") =>
    t.post("/api/event_revisions/updateRevision", body, { token, headers: lang(l) });
  /** A decision from the revision's page: it carries the version the page showed (the one it has now). */
  const decide = async (id: number, status: string, token = approver, reason = status === "reject" ? "Price below cost" : "", l = "en") => {
    const version = (await t.sql<{ version: number }>("select version from event_revisions where id = $1", [id]))[0]?.version ?? 1;
    return t.post("/api/event_revisions/changeEventStatus", { id, status, reason, version }, { token, headers: lang(l) });
  };
  /** A refusal as an English and a Chinese reader get it (the request sent twice: a refusal changes nothing). */
  const refusal = async (send: (l: string) => Promise<CallResult>) => {
    const [en, zh] = [await send("en"), await send("zh")];
    return { status: en.status, en: en.body.message, zh: zh.body.message, data: en.body.data, zhData: zh.body.data };
  };
  const logOf = async (id: number) =>
    (
      (await t.get(`/api/event/getEventDetailLog/${id}`, { token: operator })).body.data.list as {
        action: string;
        before: unknown;
        after: unknown;
      }[]
    ).map(({ action, before, after }) => ({ action, before, after }));
  const liveFigures = async (id: number) =>
    (await detail(id)).body.data.products.list.map((p: { sku_code: string; price: string; stock: number; discount: number }) => [
      p.sku_code,
      p.price,
      p.stock,
      p.discount,
    ]);

  let run = 0;
  /** A published uk event of two SKUs of its own (the same SKU twice on one site would be a conflict), 10 in stock each. */
  async function liveEvent(price?: string) {
    run++;
    const ev = await publishedEvent([`REV${run}-1`, `REV${run}-2`], { site: "uk", currency: "GBP" }, price);
    return { ev, products: (await detail(ev.id)).body.data.products.list as { id: number; sku_code: string }[] };
  }
  /** …with a revision of its operator: REVn-1's price 10 → 8.50 (its stock of 10 unchanged), REVn-2's discount 0 → 20. */
  async function liveWithRevision(author = operator) {
    const { ev, products } = await liveEvent();
    const res = await revise(
      {
        event_id: ev.id,
        note: "Price cut",
        changes: [
          { product_id: products[0].id, price: "8.50", stock: 10 },
          { product_id: products[1].id, discount: 20 },
        ],
      },
      author,
    );
    expect(res.status).toBe(200);
    return { ev, products, rev: res.body.data as { id: number; version: number } };
  }

  it("keeps only real changes, shows old → new with the live figures, one pending per event", async () => {
    const { ev, products, rev } = await liveWithRevision();
    const d = (await t.get(`/api/event_revisions/getRevisionsDetail/${rev.id}`, { token: approver })).body.data;
    expect(d.status).toBe("pending");
    expect(d.can_review).toBe(true);
    expect(d.changes.map((c: { sku_code: string; old: object; new: object; live: object }) => [c.sku_code, c.old, c.new, c.live])).toEqual([
      [`REV${run}-1`, { price: "10" }, { price: "8.50" }, { price: "10", stock: 10, discount: 0 }],
      [`REV${run}-2`, { discount: 0 }, { discount: 20 }, { price: "10", stock: 10, discount: 0 }],
    ]);
    const second = await refusal((l) => revise({ event_id: ev.id, changes: [{ product_id: products[0].id, price: "7" }] }, operator, l));
    expect(second).toEqual({
      status: 409,
      en: `Revision #${rev.id} by Olive Operator is waiting for review: edit it or wait for the decision`,
      zh: `修订 #${rev.id}（Olive Operator）正在等待审核`,
      data: { pending: rev.id },
      zhData: { pending: rev.id },
    });
    const nothing = await revise({
      event_id: ev.id,
      id: rev.id,
      version: rev.version,
      changes: [{ product_id: products[0].id, price: "10.00" }],
    });
    expect(nothing.status).toBe(422);
    const edited = await revise({
      event_id: ev.id,
      id: rev.id,
      version: rev.version,
      changes: [{ product_id: products[0].id, price: "9" }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.version).toBe(2);
    // the 409 carries the revision as it now is, for the form to show
    const stale = await refusal((l) =>
      revise({ event_id: ev.id, id: rev.id, version: rev.version, changes: [{ product_id: products[0].id, price: "9.5" }] }, operator, l),
    );
    expect(stale).toMatchObject({
      status: 409,
      en: "Someone else changed this revision after you opened it. Review their change and try again.",
      zh: "在您打开后，其他人已修改了该修订，请核对后重试。",
      data: {
        current: {
          id: rev.id,
          version: 2,
          status: "pending",
          changes: [{ sku_code: `REV${run}-1`, old: { price: "10" }, new: { price: "9" } }],
        },
      },
    });
  });

  it("mails every approver a deep link when sent, and the author the decision", async () => {
    const { ev, rev } = await liveWithRevision();
    const mails = await t.sql<{ recipient: string; subject: string; links: string[] }>(
      "select recipient, subject, links from mail_outbox where entity = 'event_revision' and entity_id = $1 order by id",
      [String(rev.id)],
    );
    expect(mails.map((m) => m.recipient)).toContain("approver@staff.example");
    expect(mails.map((m) => m.recipient)).not.toContain("operator@staff.example");
    const toApprover = mails.find((m) => m.recipient === "approver@staff.example")!;
    expect(toApprover.links[0]).toMatch(new RegExp(`/activity/daily-specials-detail\\?type=revision&id=${rev.id}$`));
    expect(toApprover.subject).toBe(`Daily specials: revision #${rev.id} of “${(ev as { name: string }).name}” waits for your review`);
    await decide(rev.id, "pass");
    const back = await t.sql<{ recipient: string }>(
      "select recipient from mail_outbox where entity = 'event_revision' and entity_id = $1 and recipient = 'operator@staff.example'",
      [String(rev.id)],
    );
    expect(back).toHaveLength(1);
  });

  it("the mails in full: the kind, the event, the site, how many SKUs and the note to the examiners; the outcome back to the author", async () => {
    const { ev, rev } = await liveWithRevision();
    const link = `https://console.example/activity/daily-specials-detail?type=revision&id=${rev.id}`;
    const mails = () =>
      t.sql<{ recipient: string; subject: string; body: string; links: string[] }>(
        "select recipient, subject, body, links from mail_outbox where entity = 'event_revision' and entity_id = $1 order by recipient, id",
        [String(rev.id)],
      );
    expect(await mails()).toEqual([
      {
        recipient: "admin@staff.example",
        subject: `每日特价：活动“Spring Dresses Daily”的修订 #${rev.id} 等待您审核`,
        body: `Olive Operator 为活动“Spring Dresses Daily”（站点“英国”）的 2 个 SKU 提交了新数据。\n> Price cut\n\n打开记录：\n${link}`,
        links: [link],
      },
      {
        recipient: "approver@staff.example",
        subject: `Daily specials: revision #${rev.id} of “Spring Dresses Daily” waits for your review`,
        body: `Olive Operator proposes new figures for 2 SKUs of “Spring Dresses Daily” (the United Kingdom site).\n> Price cut\n\nOpen the record:\n${link}`,
        links: [link],
      },
    ]);
    expect(ev.name).toBe("Spring Dresses Daily");
    await decide(rev.id, "reject");
    expect((await mails()).filter((m) => m.recipient === "operator@staff.example")).toEqual([
      {
        recipient: "operator@staff.example",
        subject: `每日特价：活动“Spring Dresses Daily”的修订 #${rev.id} 已驳回`,
        body: `Avery Approver 已处理活动“Spring Dresses Daily”的修订 #${rev.id}：已驳回。\n原因：\n> Price below cost\n\n打开记录：\n${link}`,
        links: [link],
      },
    ]);
  });

  it("a flash sale's revision is mailed as one, linking to the flash sale's page, and its pass back to the author", async () => {
    run++;
    const ev = await publishedEvent([`REV${run}-1`], {
      kind: "flash_sale",
      name: "Flash Mail",
      site: "ca",
      currency: "CAD",
      slots: [{ start_at: "2031-03-09T10:00:00Z", end_at: "2031-03-09T12:00:00Z" }],
    });
    const [p] = (await detail(ev.id)).body.data.products.list as { id: number }[];
    const rev = (await revise({ event_id: ev.id, note: "", changes: [{ product_id: p.id, stock: 3 }] })).body.data as { id: number };
    const link = `https://console.example/activity/flash-sale-detail?type=revision&id=${rev.id}`;
    await decide(rev.id, "pass");
    const mails = await t.sql<{ recipient: string; subject: string; body: string }>(
      "select recipient, subject, body from mail_outbox where entity = 'event_revision' and entity_id = $1 order by recipient, id",
      [String(rev.id)],
    );
    expect(mails.map((m) => [m.recipient, m.subject])).toEqual([
      ["admin@staff.example", `限时抢购：活动“Flash Mail”的修订 #${rev.id} 等待您审核`],
      ["approver@staff.example", `Flash sales: revision #${rev.id} of “Flash Mail” waits for your review`],
      ["operator@staff.example", `限时抢购：活动“Flash Mail”的修订 #${rev.id} 已通过`],
    ]);
    expect(mails[1].body).toBe(
      `Olive Operator proposes new figures for 1 SKUs of “Flash Mail” (the Canada site).\n\nOpen the record:\n${link}`,
    );
    expect(mails[2].body).toBe(`Avery Approver 已处理活动“Flash Mail”的修订 #${rev.id}：已通过。\n\n打开记录：\n${link}`);
  });

  it("nobody passes their own; a pass replaces the live figures at once; a repeat changes nothing; reject after pass is refused", async () => {
    // the admin holds the review key too, but wrote this revision
    const own = await liveWithRevision(admin);
    const mine = await decide(own.rev.id, "pass", admin);
    expect(mine.status).toBe(403);
    expect(mine.body.message).toBe("You submitted this for review, so someone else must decide it");
    // an operator makes revisions but decides none
    expect((await decide(own.rev.id, "pass", operator)).status).toBe(403);
    expect((await decide(own.rev.id, "pass", viewer)).status).toBe(403);

    const { ev, rev } = await liveWithRevision();
    const before = await version(ev.id);
    const pass = await decide(rev.id, "pass");
    expect(pass.status).toBe(200);
    expect(pass.body.data).toMatchObject({ status: "passed", reviewed_by: "Avery Approver", applied: true });
    expect(await liveFigures(ev.id)).toEqual([
      [`REV${run}-1`, "8.5000", 10, 0],
      [`REV${run}-2`, "10.0000", 10, 20],
    ]);
    expect(await version(ev.id)).toBe(before + 1);
    const repeat = await decide(rev.id, "pass");
    expect(repeat.status).toBe(200);
    expect(repeat.body.data).toMatchObject({ applied: false, decided_by: "Avery Approver" });
    expect(await version(ev.id)).toBe(before + 1);
    const reject = await decide(rev.id, "reject");
    expect(reject.status).toBe(409);
    expect(reject.body.message).toContain("Passed");
    const actions = (await t.get(`/api/event/getEventDetailLog/${ev.id}`, { token: operator })).body.data.list.map(
      (r: { action: string }) => r.action,
    );
    expect(actions.slice(0, 2)).toEqual(["revision_pass", "revision_submit"]);
    const steps = await t.sql<{ transition: string; actor_name: string }>(
      "select transition, actor_name from review_log where entity = 'event_revision' and entity_id = $1 order by id",
      [String(rev.id)],
    );
    expect(steps).toEqual([
      { transition: "submit", actor_name: "Olive Operator" },
      { transition: "pass", actor_name: "Avery Approver" },
    ]);
  });

  it("a rejected revision changes nothing live; revisions only on published events; 404 for unknown", async () => {
    const { ev, rev } = await liveWithRevision();
    const noReason = await decide(rev.id, "reject", approver, "");
    expect(noReason.status).toBe(422);
    expect(noReason.body.data.errors.reason).toEqual(["is required"]);
    const rejected = await decide(rev.id, "reject");
    expect(rejected.body.data).toMatchObject({ status: "rejected", review_note: "Price below cost" });
    const live = (await detail(ev.id)).body.data.products.list.map((p: { price: string }) => p.price);
    expect(live).toEqual(["10.0000", "10.0000"]);
    const draft = (await create()).body.data;
    await addProducts(draft.id, [item("DRAFT-1")]);
    const [p] = (await detail(draft.id)).body.data.products.list;
    expect(await refusal((l) => revise({ event_id: draft.id, changes: [{ product_id: p.id, price: "5" }] }, operator, l))).toEqual({
      status: 409,
      en: '"Spring Dresses Daily" is draft: only a published event is changed through a revision',
      zh: "活动“Spring Dresses Daily”未发布，只有已发布的活动通过修订变更",
      data: { state: "draft" },
      zhData: { state: "draft" },
    });
    expect(await refusal((l) => decide(999999, "pass", approver, "", l))).toEqual({
      status: 404,
      en: "Revision not found",
      zh: "修订不存在",
      data: null,
      zhData: null,
    });
    const list = await t.get("/api/event_revisions/getDsRevisions", { token: approver, query: { event_id: ev.id } });
    expect(list.body.data.list.map((r: { status: string }) => r.status)).toEqual(["rejected"]);
  });

  it("refuses a proposal naming a product twice, a product of another event, more places than the currency has, or no change at all", async () => {
    const { ev, products } = await liveEvent();
    const [a, b] = products;
    const other = (await liveEvent()).products[0];
    const propose = (changes: object[]) => (l: string) => revise({ event_id: ev.id, changes }, operator, l);
    expect(
      await refusal(
        propose([
          { product_id: a.id, price: "9" },
          { product_id: a.id, stock: 3 },
        ]),
      ),
    ).toEqual({
      status: 422,
      en: "Each product at most once",
      zh: "每个商品只能出现一次",
      data: { errors: { changes: ["Each product at most once"] } },
      zhData: { errors: { changes: ["每个商品只能出现一次"] } },
    });
    expect(
      await refusal(
        propose([
          { product_id: a.id, price: "9" },
          { product_id: other.id, price: "9" },
        ]),
      ),
    ).toEqual({
      status: 404,
      en: `Product ${other.id} is not in this event`,
      zh: `商品 ${other.id} 不在该活动中`,
      data: null,
      zhData: null,
    });
    expect(
      await refusal(
        propose([
          { product_id: a.id, price: "9" },
          { product_id: b.id, price: "8.505" },
        ]),
      ),
    ).toMatchObject({
      status: 422,
      en: "Please check the input (GBP amounts have at most 2 decimal places)",
      zh: "请检查输入（GBP 金额最多 2 位小数）",
      data: { errors: { "changes.1.price": ["GBP amounts have at most 2 decimal places"] } },
    });
    expect(
      await refusal(
        propose([
          { product_id: a.id, price: "10.00", stock: 10 },
          { product_id: b.id, discount: 0 },
        ]),
      ),
    ).toMatchObject({
      status: 422,
      en: "The revision changes nothing: every figure equals the live one",
      zh: "修订没有任何变更",
      data: { errors: { changes: ["changes nothing"] } },
    });
    expect(await t.sql("select id from event_revisions where event_id = $1", [ev.id])).toEqual([]);
  });

  it("keeps of a SKU only the figures that change: a stock and discount equal to the live ones beside a new price are left out", async () => {
    const { ev, products } = await liveEvent("12.50");
    const res = await revise({ event_id: ev.id, changes: [{ product_id: products[0].id, price: "11", stock: 10, discount: 0 }] });
    expect(res.status).toBe(200);
    // the old price as the review page shows it: 12.5, not 12.5000
    expect(res.body.data.changes).toEqual([
      {
        product_id: products[0].id,
        sku_code: `REV${run}-1`,
        product_name: `Product REV${run}-1`,
        old: { price: "12.5" },
        new: { price: "11" },
      },
    ]);
  });

  it("only its author edits a pending revision; a decided one is no longer edited, its 409 naming the outcome", async () => {
    const { ev, products, rev } = await liveWithRevision();
    const edit =
      (id: number, version: number, token = operator) =>
      (l: string) =>
        revise({ event_id: ev.id, id, version, changes: [{ product_id: products[0].id, price: "7" }] }, token, l);
    // the admin may write revisions, but this one is the operator's
    expect(await refusal(edit(rev.id, rev.version, admin))).toMatchObject({
      status: 403,
      en: "You do not have permission to do this",
      zh: "您没有执行此操作的权限",
    });
    expect((await decide(rev.id, "pass")).status).toBe(200);
    expect(await refusal(edit(rev.id, rev.version))).toEqual({
      status: 409,
      en: `Revision #${rev.id} is passed: it can no longer be edited`,
      zh: `修订 #${rev.id} 已通过，不能再编辑`,
      data: { state: "passed" },
      zhData: { state: "passed" },
    });
    // with a newer revision pending (at version 1 too), the passed one's id still names the passed one
    const next = (await revise({ event_id: ev.id, changes: [{ product_id: products[1].id, stock: 4 }] })).body.data as {
      id: number;
      version: number;
    };
    expect(next.version).toBe(1);
    expect(await refusal(edit(rev.id, 1))).toMatchObject({ status: 409, en: `Revision #${rev.id} is passed: it can no longer be edited` });
    expect((await decide(next.id, "reject")).status).toBe(200);
    expect(await refusal(edit(next.id, 1))).toEqual({
      status: 409,
      en: `Revision #${next.id} is rejected: it can no longer be edited`,
      zh: `修订 #${next.id} 已驳回，不能再编辑`,
      data: { state: "rejected" },
      zhData: { state: "rejected" },
    });
    // none of the refused edits reached the figures the pass put live
    expect(await liveFigures(ev.id)).toEqual([
      [`REV${run}-1`, "8.5000", 10, 0],
      [`REV${run}-2`, "10.0000", 10, 20],
    ]);
    // another event's revision is not this event's
    const elsewhere = await liveWithRevision();
    expect(await refusal(edit(elsewhere.rev.id, 1))).toMatchObject({ status: 404, en: "Revision not found", zh: "修订不存在" });
  });

  it("logs each step on the event: the proposal, what an edit replaced, a pass with the figures it put live, a reject with its reason", async () => {
    const { ev, products, rev } = await liveWithRevision();
    const [a, b] = products;
    const sku = (n: number) => ({ sku_code: `REV${run}-${n}`, product_name: `Product REV${run}-${n}` });
    const proposed = [
      { product_id: a.id, ...sku(1), old: { price: "10" }, new: { price: "8.50" } },
      { product_id: b.id, ...sku(2), old: { discount: 0 }, new: { discount: 20 } },
    ];
    const edited = [{ product_id: a.id, ...sku(1), old: { price: "10", stock: 10 }, new: { price: "9", stock: 4 } }];
    expect(
      (await revise({ event_id: ev.id, id: rev.id, version: rev.version, changes: [{ product_id: a.id, price: "9", stock: 4 }] })).status,
    ).toBe(200);
    expect((await decide(rev.id, "pass")).status).toBe(200);
    // price and stock of one SKU go live together
    expect(await liveFigures(ev.id)).toEqual([
      [`REV${run}-1`, "9.0000", 4, 0],
      [`REV${run}-2`, "10.0000", 10, 0],
    ]);
    const next = (await revise({ event_id: ev.id, changes: [{ product_id: b.id, stock: 2 }] })).body.data as { id: number };
    expect((await decide(next.id, "reject")).status).toBe(200);
    expect((await logOf(ev.id)).slice(0, 5)).toEqual([
      {
        action: "revision_reject",
        before: { revision: next.id, status: "pending" },
        after: { revision: next.id, status: "rejected", reason: "Price below cost" },
      },
      {
        action: "revision_submit",
        before: null,
        after: { revision: next.id, changes: [{ product_id: b.id, ...sku(2), old: { stock: 10 }, new: { stock: 2 } }] },
      },
      {
        action: "revision_pass",
        before: { revision: rev.id, status: "pending" },
        after: { revision: rev.id, status: "passed", changes: edited },
      },
      { action: "revision_update", before: { revision: rev.id, changes: proposed }, after: { revision: rev.id, changes: edited } },
      { action: "revision_submit", before: null, after: { revision: rev.id, changes: proposed } },
    ]);
  });

  it("refuses a pass naming a SKU no longer in the event (removed outside the console), and puts none of its figures live", async () => {
    const { ev, rev } = await liveWithRevision();
    await t.sql("delete from event_products where event_id = $1 and sku_code = $2", [ev.id, `REV${run}-2`]);
    expect(await refusal((l) => decide(rev.id, "pass", approver, "", l))).toEqual({
      status: 409,
      en: `SKU REV${run}-2 is no longer in "Spring Dresses Daily": reject this revision`,
      zh: `SKU REV${run}-2 已不在活动“Spring Dresses Daily”中，请驳回该修订`,
      data: null,
      zhData: null,
    });
    // REVn-1 came first in the revision: its new price was rolled back with the rest
    expect(await liveFigures(ev.id)).toEqual([[`REV${run}-1`, "10.0000", 10, 0]]);
    expect((await t.get(`/api/event_revisions/getRevisionsDetail/${rev.id}`, { token: approver })).body.data.status).toBe("pending");
  });

  // Requests that meet on one event: a session of the test's own holds the rows or tables they need
  // in an open transaction, so they arrive in a known order (PGlite has one session: PostgreSQL only).
  describe("at the same moment", () => {
    async function session(fn: (s: pg.Client) => Promise<void>) {
      const s = new pg.Client({ connectionString: t.config.databaseUrl });
      await s.connect();
      try {
        await s.query("begin");
        await fn(s);
      } finally {
        await s.end();
      }
    }
    /** Requests waiting for a lock on the test's database now (the activity view is read afresh, not as of the transaction's start). */
    const waiting = async (s: pg.Client) => {
      await s.query("select pg_stat_clear_snapshot()");
      return (
        await s.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'")
      ).rows[0].n as number;
    };
    async function untilWaiting(s: pg.Client, n: number) {
      for (let i = 0; (await waiting(s)) < n; i++) {
        if (i === 100) throw new Error(`${n} requests never waited for the held lock`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }

    it("a pass waiting for an edit in flight is refused as stale (409): neither the figures it was shown nor the edited ones go live", async (ctx) => {
      if (t.dbKind !== "postgres") ctx.skip();
      const { ev, products, rev } = await liveWithRevision();
      await session(async (s) => {
        // the edit as updateRevision makes it: the event's row, then the revision's, not committed yet
        await s.query("select id from events where id = $1 for update", [ev.id]);
        const edited = [
          {
            product_id: products[0].id,
            sku_code: `REV${run}-1`,
            product_name: `Product REV${run}-1`,
            old: { price: "10" },
            new: { price: "7" },
          },
        ];
        await s.query("update event_revisions set changes = $2, version = version + 1 where id = $1", [rev.id, JSON.stringify(edited)]);
        const pass = decide(rev.id, "pass");
        await untilWaiting(s, 1);
        await s.query("commit");
        // the approver was shown the version before the edit (issue 39)
        expect((await pass).status).toBe(409);
      });
      expect(await liveFigures(ev.id)).toEqual([
        [`REV${run}-1`, "10.0000", 10, 0],
        [`REV${run}-2`, "10.0000", 10, 0],
      ]);
    });

    it("an edit and a pass of one revision: the one that came second waits for the first, and the pass on the figures it was shown is refused as stale", async (ctx) => {
      if (t.dbKind !== "postgres") ctx.skip();
      const { ev, products, rev } = await liveWithRevision();
      await session(async (s) => {
        // the edit takes the event's row, then stops at the catalogue's prices (the table is held here)
        await s.query("lock table sku_prices in access exclusive mode");
        const edit = revise({ event_id: ev.id, id: rev.id, version: rev.version, changes: [{ product_id: products[0].id, price: "7" }] });
        await untilWaiting(s, 1);
        const pass = decide(rev.id, "pass");
        await untilWaiting(s, 2);
        await s.query("commit");
        expect((await edit).status).toBe(200);
        expect((await pass).body).toMatchObject({ code: 409 });
      });
      expect(await liveFigures(ev.id)).toEqual([
        [`REV${run}-1`, "10.0000", 10, 0],
        [`REV${run}-2`, "10.0000", 10, 0],
      ]);
    });

    it("two writers sending an event's first revision: one is sent, the other is told whose revision waits", async (ctx) => {
      if (t.dbKind !== "postgres") ctx.skip();
      const { ev, products } = await liveEvent();
      await session(async (s) => {
        // held so that the first to come is stopped only at its insert
        await s.query("lock table event_revisions in share mode");
        const writers = ["Olive Operator", "Ada Admin"];
        const both = [operator, admin].map((token, i) =>
          revise({ event_id: ev.id, changes: [{ product_id: products[0].id, price: String(9 - i) }] }, token),
        );
        await untilWaiting(s, 2);
        await s.query("commit");
        const results = await Promise.all(both);
        expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
        const w = results.findIndex((r) => r.status === 200);
        const [won, lost] = [results[w].body.data, results[1 - w].body];
        expect(won.created_by).toBe(writers[w]);
        expect(lost).toEqual({
          code: 409,
          message: `Revision #${won.id} by ${writers[w]} is waiting for review: edit it or wait for the decision`,
          data: { pending: won.id },
        });
      });
    });

    it("the review page opens while a decision or an edit holds the revision", async (ctx) => {
      if (t.dbKind !== "postgres") ctx.skip();
      const { ev, rev } = await liveWithRevision();
      await session(async (s) => {
        await s.query("select id from events where id = $1 for update", [ev.id]);
        await s.query("select id from event_revisions where id = $1 for update", [rev.id]);
        let answered = false;
        const page = t.get(`/api/event_revisions/getRevisionsDetail/${rev.id}`, { token: approver }).finally(() => (answered = true));
        while (!answered) {
          expect(await waiting(s), "the page waits for the held rows").toBe(0);
          await new Promise((r) => setTimeout(r, 20));
        }
        expect((await page).body.data).toMatchObject({ id: rev.id, status: "pending", can_review: true });
      });
    });
  });
});
