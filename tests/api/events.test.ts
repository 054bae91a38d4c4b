// Activity → daily specials and flash sales: events, their products, publishing with the overlap
// check, and revisions reviewed by an approver before the live figures change.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
let approver: string;
let operator: string;
let viewer: string;

beforeAll(async () => {
  t = await startTestApi({ env: { CONSOLE_URL: "https://console.example" } });
  [admin, approver, operator, viewer] = await Promise.all([t.token("admin"), t.token("approver"), t.token("operator"), t.token("viewer")]);
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
const detail = (id: number, token = operator, query?: Record<string, string | number>) => t.get(`/api/event/getEventDetail/${id}`, { token, query });
const version = async (id: number) => (await t.sql<{ version: number }>("select version from events where id = $1", [id]))[0].version;
const addProducts = async (id: number, items: object[], token = operator) => t.post("/api/event/batchSaveFromPool", { event_id: id, version: await version(id), products: items }, { token });
const setStatus = (id: number, status: string, token = operator) => t.post("/api/event/changeEventStatus", { id, status }, { token });
const item = (sku: string, price = "10.00", stock = 10) => ({ sku_code: sku, product_name: `Product ${sku}`, price, stock });

async function publishedEvent(skus: string[], body: Record<string, unknown> = {}) {
  const ev = (await create(body)).body.data;
  expect((await addProducts(ev.id, skus.map((s) => item(s)))).status).toBe(200);
  expect((await setStatus(ev.id, "publish")).status).toBe(200);
  return ev as { id: number; name: string };
}

describe("events", () => {
  it("creates a daily special with its language versions, stored in UTC, audited", async () => {
    const res = await create();
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ kind: "daily_special", site: "us", currency: "USD", status: "draft", version: 1, product_count: 0, created_by: "Olive Operator" });
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
    expect(currency.body.data.errors.currency[0]).toBe("Site us does not sell in GBP (it sells in USD)");
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
    const overlap = await create({ ...base, slots: [{ start_at: "2031-03-09T10:00:00Z", end_at: "2031-03-09T12:00:00Z" }, { start_at: "2031-03-09T11:00:00Z", end_at: "2031-03-09T13:00:00Z" }] });
    expect(overlap.body.message).toBe("Time slots must not overlap");
    const ok = await create({ ...base, slots: [{ start_at: "2031-03-09T10:00:00Z", end_at: "2031-03-09T12:00:00Z" }] });
    expect(ok.status).toBe(200);
    expect(ok.body.data.slots).toEqual([{ start_at: "2031-03-09T10:00:00.000Z", end_at: "2031-03-09T12:00:00.000Z" }]);
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
    expect((await addProducts(ev.id, [item("P-NEG", "-1")])).body.data.errors["products.0.price"]).toEqual(["must be an amount such as 12.99"]);
    expect((await addProducts(ev.id, [item("P-STOCK", "5", 0)])).body.data.errors["products.0.stock"]).toEqual(["must be from 1 to 1000000"]);
    const places = await addProducts(ev.id, [item("P-PLACES", "5.999")]);
    expect(places.status).toBe(422);
    expect(places.body.data.errors["products.0.price"]).toEqual(["USD amounts have at most 2 decimal places"]);
    const ok = await addProducts(ev.id, [item("P-A", "19.99", 5), item("P-B", "7.5", 3)]);
    expect(ok.status).toBe(200);
    const dup = await addProducts(ev.id, [item("P-C"), item("P-A")]);
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe("SKU P-A is already in this event");
    const page = (await detail(ev.id)).body.data;
    expect(page.products.list.map((p: { sku_code: string; price: string }) => [p.sku_code, p.price])).toEqual([["P-A", "19.9900"], ["P-B", "7.5000"]]);
  });

  it("adjusts price, stock, up-order, discount and priority, each logged with before and after", async () => {
    const ev = (await create()).body.data;
    await addProducts(ev.id, [item("ADJ-1", "10.00", 5)]);
    const [p] = (await detail(ev.id)).body.data.products.list;
    const post = async (path: string, list: string, it: object) => t.post(`/api/event/${path}`, { event_id: ev.id, version: await version(ev.id), [list]: [{ id: p.id, ...it }] }, { token: operator });
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
    expect((await t.post("/api/event/adjustEventStock", { event_id: ev.id, version: await version(ev.id), stocks: [{ id: 1, stock: 5 }] }, { token: operator })).status).toBe(404);
    const removed = await t.post("/api/event/batchRemoveEventProduct", { event_id: ev.id, version: await version(ev.id), product_ids: [p.id] }, { token: operator });
    expect(removed.status).toBe(200);
    expect((await detail(ev.id)).body.data.product_count).toBe(0);
  });

  it("logs a batch of 25 SKUs with all of them kept, and sends the first 20 with the count (the page stays small)", async () => {
    const ev = (await create()).body.data;
    const items = Array.from({ length: 25 }, (_, i) => item(`LOGCLIP-${String(i + 1).padStart(2, "0")}`));
    expect((await addProducts(ev.id, items)).status).toBe(200);
    const [entry] = (await t.get(`/api/event/getEventDetailLog/${ev.id}`, { token: operator })).body.data.list;
    expect(entry.action).toBe("add_products");
    expect(entry.sku_lines).toBe(25);
    expect(entry.after).toHaveLength(20);
    expect(entry.after[0]).toEqual({ sku_code: "LOGCLIP-01", product_name: "Product LOGCLIP-01", price: "10.00", stock: 10 });
    expect(entry.after[19].sku_code).toBe("LOGCLIP-20");
    const [kept] = await t.sql<{ n: number }>("select jsonb_array_length(after)::int as n from audit_log where entity = 'event' and entity_id = $1 and action = 'add_products'", [String(ev.id)]);
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
    const removed = await t.post("/api/event/batchRemoveEventProduct", { event_id: ev.id, version: await version(ev.id), product_ids: gone }, { token: operator });
    expect(removed.status).toBe(200);
    expect((await detail(ev.id, operator, { page_size: 50 })).body.data.product_count).toBe(1498);
    expect((await t.get(`/api/event/getUpdateEventByEventId/${ev.id}`, { token: operator })).body.data.product_count).toBe(1498);
    const listed = (await t.get("/api/event/getDsEventList", { token: operator, query: { name: ev.name, page_size: 100 } })).body.data.list;
    expect(listed.find((r: { id: number }) => r.id === ev.id)?.product_count).toBe(1498);
    const small = (await detail((await publishedEvent(["FEW-1", "FEW-2"])).id)).body.data;
    expect(small.product_count).toBe(2);
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
    const actions = (await t.get(`/api/event/getEventDetailLog/${ev.id}`, { token: operator })).body.data.list.map((r: { action: string }) => r.action);
    expect(actions.filter((a: string) => a === "publish")).toHaveLength(1);
    expect((await setStatus(ev.id, "offline")).body.data.status).toBe("offline");
    const back = await setStatus(ev.id, "publish");
    expect(back.status).toBe(409);
    expect(back.body.message).toContain("Offline");
  });

  it("flags a SKU on sale on the same site at overlapping times, naming the other event; other sites and later times are fine", async () => {
    const first = await publishedEvent(["OVL-1", "OVL-2"], { name: "First sale", site: "glb", currency: "CHF" });
    const second = (await create({ name: "Second sale", site: "glb", currency: "CHF", start_at: "2031-03-14T00:00:00Z", end_at: "2031-03-20T00:00:00Z" })).body.data;
    await addProducts(second.id, [item("OVL-2"), item("OVL-9")]);
    expect((await detail(second.id)).body.data.conflicts).toEqual([{ event_id: first.id, event_name: "First sale", kind: "daily_special", sku_code: "OVL-2" }]);
    const refused = await setStatus(second.id, "publish");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`SKU OVL-2 is already on sale on site glb at overlapping times in "First sale" (#${first.id})`);
    // the same SKU on another site, and on the same site after the first ends, may publish
    const other = (await create({ site: "ca", currency: "CAD" })).body.data;
    await addProducts(other.id, [item("OVL-2")]);
    expect((await setStatus(other.id, "publish")).status).toBe(200);
    const later = (await create({ site: "glb", currency: "CHF", start_at: "2031-03-15T06:59:59Z", end_at: "2031-03-20T00:00:00Z" })).body.data;
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
  const revise = (body: object, token = operator) => t.post("/api/event_revisions/updateRevision", body, { token });
  const decide = (id: number, status: string, token = approver, reason = status === "reject" ? "Price below cost" : "") =>
    t.post("/api/event_revisions/changeEventStatus", { id, status, reason }, { token });

  let run = 0;
  async function liveWithRevision(author = operator) {
    // each test's event sells its own SKUs: the same SKU twice on one site would be a conflict
    run++;
    const ev = await publishedEvent([`REV${run}-1`, `REV${run}-2`], { site: "uk", currency: "GBP" });
    const products = (await detail(ev.id)).body.data.products.list as { id: number; sku_code: string }[];
    const res = await revise({ event_id: ev.id, note: "Price cut", changes: [{ product_id: products[0].id, price: "8.50", stock: 10 }, { product_id: products[1].id, discount: 20 }] }, author);
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
    const second = await revise({ event_id: ev.id, changes: [{ product_id: products[0].id, price: "7" }] });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(`Revision #${rev.id} by Olive Operator is waiting for review: edit it or wait for the decision`);
    const nothing = await revise({ event_id: ev.id, id: rev.id, version: rev.version, changes: [{ product_id: products[0].id, price: "10.00" }] });
    expect(nothing.status).toBe(422);
    const edited = await revise({ event_id: ev.id, id: rev.id, version: rev.version, changes: [{ product_id: products[0].id, price: "9" }] });
    expect(edited.status).toBe(200);
    expect(edited.body.data.version).toBe(2);
    const stale = await revise({ event_id: ev.id, id: rev.id, version: rev.version, changes: [{ product_id: products[0].id, price: "9.5" }] });
    expect(stale.status).toBe(409);
  });

  it("mails every approver a deep link when sent, and the author the decision", async () => {
    const { ev, rev } = await liveWithRevision();
    const mails = await t.sql<{ recipient: string; subject: string; links: string[] }>("select recipient, subject, links from mail_outbox where entity = 'event_revision' and entity_id = $1 order by id", [String(rev.id)]);
    expect(mails.map((m) => m.recipient)).toContain("approver@staff.example");
    expect(mails.map((m) => m.recipient)).not.toContain("operator@staff.example");
    const toApprover = mails.find((m) => m.recipient === "approver@staff.example")!;
    expect(toApprover.links[0]).toMatch(new RegExp(`/activity/daily-specials-detail\\?type=revision&id=${rev.id}$`));
    expect(toApprover.subject).toBe(`Daily specials: revision #${rev.id} of “${(ev as { name: string }).name}” waits for your review`);
    await decide(rev.id, "pass");
    const back = await t.sql<{ recipient: string }>("select recipient from mail_outbox where entity = 'event_revision' and entity_id = $1 and recipient = 'operator@staff.example'", [String(rev.id)]);
    expect(back).toHaveLength(1);
  });

  it("the mails in full: the kind, the event, the site, how many SKUs and the note to the examiners; the outcome back to the author", async () => {
    const { ev, rev } = await liveWithRevision();
    const link = `https://console.example/activity/daily-specials-detail?type=revision&id=${rev.id}`;
    const mails = () =>
      t.sql<{ recipient: string; subject: string; body: string; links: string[] }>("select recipient, subject, body, links from mail_outbox where entity = 'event_revision' and entity_id = $1 order by recipient, id", [String(rev.id)]);
    expect(await mails()).toEqual([
      {
        recipient: "admin@staff.example",
        subject: `每日特价：活动“Spring Dresses Daily”的修订 #${rev.id} 等待您审核`,
        body: `Olive Operator 为活动“Spring Dresses Daily”（站点 uk）的 2 个 SKU 提交了新数据。\nPrice cut\n\n打开记录：\n${link}`,
        links: [link],
      },
      {
        recipient: "approver@staff.example",
        subject: `Daily specials: revision #${rev.id} of “Spring Dresses Daily” waits for your review`,
        body: `Olive Operator proposes new figures for 2 SKUs of “Spring Dresses Daily” (site uk).\nPrice cut\n\nOpen the record:\n${link}`,
        links: [link],
      },
    ]);
    expect(ev.name).toBe("Spring Dresses Daily");
    await decide(rev.id, "reject");
    expect((await mails()).filter((m) => m.recipient === "operator@staff.example")).toEqual([
      {
        recipient: "operator@staff.example",
        subject: `每日特价：活动“Spring Dresses Daily”的修订 #${rev.id} 已驳回`,
        body: `Avery Approver 已处理活动“Spring Dresses Daily”的修订 #${rev.id}：已驳回。\n原因： Price below cost\n\n打开记录：\n${link}`,
        links: [link],
      },
    ]);
  });

  it("a flash sale's revision is mailed as one, linking to the flash sale's page, and its pass back to the author", async () => {
    run++;
    const ev = await publishedEvent([`REV${run}-1`], { kind: "flash_sale", name: "Flash Mail", site: "ca", currency: "CAD", slots: [{ start_at: "2031-03-09T10:00:00Z", end_at: "2031-03-09T12:00:00Z" }] });
    const [p] = (await detail(ev.id)).body.data.products.list as { id: number }[];
    const rev = (await revise({ event_id: ev.id, note: "", changes: [{ product_id: p.id, stock: 3 }] })).body.data as { id: number };
    const link = `https://console.example/activity/flash-sale-detail?type=revision&id=${rev.id}`;
    await decide(rev.id, "pass");
    const mails = await t.sql<{ recipient: string; subject: string; body: string }>("select recipient, subject, body from mail_outbox where entity = 'event_revision' and entity_id = $1 order by recipient, id", [String(rev.id)]);
    expect(mails.map((m) => [m.recipient, m.subject])).toEqual([
      ["admin@staff.example", `限时抢购：活动“Flash Mail”的修订 #${rev.id} 等待您审核`],
      ["approver@staff.example", `Flash sales: revision #${rev.id} of “Flash Mail” waits for your review`],
      ["operator@staff.example", `限时抢购：活动“Flash Mail”的修订 #${rev.id} 已通过`],
    ]);
    expect(mails[1].body).toBe(`Olive Operator proposes new figures for 1 SKUs of “Flash Mail” (site ca).\n\n\nOpen the record:\n${link}`);
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
    const live = (await detail(ev.id)).body.data.products.list.map((p: { sku_code: string; price: string; stock: number; discount: number }) => [p.sku_code, p.price, p.stock, p.discount]);
    expect(live).toEqual([[`REV${run}-1`, "8.5000", 10, 0], [`REV${run}-2`, "10.0000", 10, 20]]);
    expect(await version(ev.id)).toBe(before + 1);
    const repeat = await decide(rev.id, "pass");
    expect(repeat.status).toBe(200);
    expect(repeat.body.data).toMatchObject({ applied: false, decided_by: "Avery Approver" });
    expect(await version(ev.id)).toBe(before + 1);
    const reject = await decide(rev.id, "reject");
    expect(reject.status).toBe(409);
    expect(reject.body.message).toContain("Passed");
    const actions = (await t.get(`/api/event/getEventDetailLog/${ev.id}`, { token: operator })).body.data.list.map((r: { action: string }) => r.action);
    expect(actions.slice(0, 2)).toEqual(["revision_pass", "revision_submit"]);
    const steps = await t.sql<{ transition: string; actor_name: string }>("select transition, actor_name from review_log where entity = 'event_revision' and entity_id = $1 order by id", [String(rev.id)]);
    expect(steps).toEqual([{ transition: "submit", actor_name: "Olive Operator" }, { transition: "pass", actor_name: "Avery Approver" }]);
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
    const res = await revise({ event_id: draft.id, changes: [{ product_id: p.id, price: "5" }] });
    expect(res.status).toBe(409);
    expect((await decide(999999, "pass")).status).toBe(404);
    const list = await t.get("/api/event_revisions/getDsRevisions", { token: approver, query: { event_id: ev.id } });
    expect(list.body.data.list.map((r: { status: string }) => r.status)).toEqual(["rejected"]);
  });
});
