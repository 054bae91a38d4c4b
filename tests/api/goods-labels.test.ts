// Goods › labels (spec section 7 "Labels and events"). Demo seed: us "Hot Sale" (#1, products 3–24),
// "New In" (#2, 25–36), "Best Seller" (#3, 37–44); uk "Limited Stock" (#4); de "Neu" (#5); eur "Back
// to School" (#6, hidden); au "Summer Deal" (#7, empty). Each carries the newest event of its site
// (us: #5 "Weekend Flash Sale: Outerwear"; #1 "Back to School Daily Deals" is the other us event).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";
import { sheetRows } from "./sheets";

let t: TestApi;
let admin: string;
let approver: string;
let viewer: string;

beforeAll(async () => {
  t = await startTestApi();
  [admin, approver, viewer] = await Promise.all([t.token("admin"), t.token("approver"), t.token("viewer")]);
});
afterAll(async () => {
  await t?.close();
});

const body = (over: Record<string, unknown> = {}) => ({
  site: "ca",
  name: "Clearance",
  type: "promotion",
  text_color: "#FFFFFF",
  bg_color: "#AA0000",
  sort: 5,
  ...over,
});
const names = (res: { body: { data: { list: { name: string }[] } } }) => res.body.data.list.map((l) => l.name);
const productLogCount = async () => (await t.sql<{ n: number }>("select count(*)::int as n from label_product_logs"))[0].n;
const auditCount = async () => (await t.sql<{ n: number }>("select count(*)::int as n from audit_log where entity = 'label'"))[0].n;

describe("labels", () => {
  it("lists a site's labels in their order and the hidden ones; readers read, only the key writes", async () => {
    const us = await t.get("/api/event/getLabelSiteList", { token: approver, query: { site: "us" } });
    expect(us.status).toBe(200);
    expect(names(us)).toEqual(["Hot Sale", "New In", "Best Seller"]);
    expect(us.body.data.list[0]).toMatchObject({ type: "promotion", bg_color: "#E02020", product_count: 22, enabled: true });
    const hidden = await t.get("/api/event/getLabelSiteList", { token: approver, query: { enabled: "false" } });
    expect(hidden.body.data.list.map((l: { site: string; name: string }) => `${l.site} ${l.name}`)).toEqual(["eur Back to School"]);
    const typed = await t.get("/api/event/getLabelSiteList", { token: approver, query: { type: "new_arrival" } });
    expect(names(typed)).toEqual(["Neu", "New In"]);
    expect((await t.get("/api/event/getLabelSiteList", { token: viewer })).status).toBe(403);
    expect((await t.post("/api/event/addLabelSite", body(), { token: approver })).status).toBe(403);
    expect((await t.get("/api/event/getLabelSiteDetail/999999", { token: admin })).status).toBe(404);
  });

  it("creates, refuses a name its site already has (any case) and states its limits", async () => {
    const made = await t.post("/api/event/addLabelSite", body(), { token: admin });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ site: "ca", name: "Clearance", product_count: 0, enabled: true, version: 1 });
    const dup = await t.post("/api/event/addLabelSite", body({ name: "clearance" }), { token: admin });
    expect(dup.status).toBe(409);
    expect(dup.body.data.errors.name).toEqual(["The Canada site already has a label named clearance"]);
    expect((await t.post("/api/event/addLabelSite", body({ site: "uk" }), { token: admin })).status).toBe(200);
    const bad = await t.post("/api/event/addLabelSite", body({ name: "", type: "sticker", bg_color: "red", sort: 10000 }), {
      token: admin,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors).toMatchObject({
      type: ["must be one of promotion, new_arrival, best_seller, limited, custom"],
      bg_color: ["must be a colour like #E02020"],
      sort: ["must be between 0 and 9999"],
    });
    expect(Object.keys(bad.body.data.errors).sort()).toEqual(["bg_color", "name", "sort", "type"]);
  });

  it("changes type with its version (stale is 409), hides once (a repeat logs nothing), logs both", async () => {
    const made = (await t.post("/api/event/addLabelSite", body({ name: "Flash" }), { token: admin })).body.data;
    const saved = await t.post(
      "/api/event/updateLabelType",
      { ...body({ name: "Flash", type: "limited" }), id: made.id, version: made.version },
      { token: admin },
    );
    expect(saved.body.data).toMatchObject({ type: "limited", version: 2 });
    const stale = await t.post(
      "/api/event/updateLabelType",
      { ...body({ name: "Flash", type: "custom" }), id: made.id, version: 1 },
      { token: admin },
    );
    expect(stale.status).toBe(409);
    const off = await t.post("/api/event/updateStatus", { id: made.id, status: "disable" }, { token: admin });
    expect(off.body.data.enabled).toBe(false);
    const before = await auditCount();
    expect((await t.post("/api/event/updateStatus", { id: made.id, status: "disable" }, { token: admin })).status).toBe(200);
    expect(await auditCount()).toBe(before);
    const log = await t.get("/api/event/getLabelLog", { token: approver, query: { entity: "label", entity_id: made.id } });
    expect(log.body.data.list.map((r: { action: string }) => r.action)).toEqual(["disable", "update", "create"]);
  });

  it("gives its enums, types with counts and the shown labels of some sites", async () => {
    const en = await t.get("/api/event/getLabelEnum", { token: approver });
    expect(en.body.data.types.map((x: { value: string }) => x.value)).toEqual([
      "promotion",
      "new_arrival",
      "best_seller",
      "limited",
      "custom",
    ]);
    const types = await t.get("/api/event/getLabelTypes", { token: approver });
    expect(types.body.data.find((x: { value: string }) => x.value === "custom")).toEqual({
      value: "custom",
      en: "Custom",
      zh: "自定义",
      labels: 1,
    });
    const by = await t.get("/api/event/getLabelBySites", { token: approver, query: { sites: "eur,de,us" } });
    expect(by.body.data.map((l: { site: string; name: string }) => `${l.site} ${l.name}`)).toEqual([
      "de Neu",
      "us Hot Sale",
      "us New In",
      "us Best Seller",
    ]);
    expect((await t.get("/api/event/getLabelBySites", { token: approver, query: { sites: "us,mars" } })).status).toBe(422);
  });
});

describe("a label's products", () => {
  it("adds by SPU code once, names unknown codes, removes, and keeps the label-product log", async () => {
    const unknown = await t.post("/api/label/addProducts", { label_id: 2, spus: ["PP0000100", "PP9999999"] }, { token: admin });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.errors.spus).toEqual(["No product has the SPU PP9999999"]);
    const added = await t.post("/api/label/addProducts", { label_id: 2, spus: ["PP0000100", "pp0000101", "PP0000025"] }, { token: admin });
    expect(added.body.data).toEqual({ added: 2, already: 1, product_count: 14 });
    const logs = await productLogCount();
    const again = await t.post("/api/label/addProducts", { label_id: 2, spus: ["PP0000100"] }, { token: admin });
    expect(again.body.data).toEqual({ added: 0, already: 1, product_count: 14 });
    expect(await productLogCount()).toBe(logs);
    const page = await t.get("/api/label/getProductByLabelId", { token: approver, query: { label_id: 2, page_size: 20 } });
    expect(page.body.data.list.slice(0, 3).map((p: { spu: string }) => p.spu)).toEqual(["PP0000101", "PP0000100", "PP0000036"]);
    expect(page.body.data.next).toBeNull();
    const removed = await t.post("/api/label/removeProducts", { label_id: 2, product_ids: [101, 999] }, { token: admin });
    expect(removed.body.data).toEqual({ removed: 1, product_count: 13 });
    const log = await t.get("/api/event/labelProductLogs", { token: approver, query: { label_id: 2 } });
    expect(log.body.data.list.map((r: { action: string; spus: string[] }) => `${r.action} ${r.spus.join(",")}`).slice(0, 2)).toEqual([
      "remove PP0000101",
      "add PP0000100,PP0000101",
    ]);
    expect((await t.post("/api/label/addProducts", { label_id: 2, spus: ["PP0000100"] }, { token: approver })).status).toBe(403);
    expect((await t.post("/api/label/addProducts", { label_id: 999999, spus: ["PP0000100"] }, { token: admin })).status).toBe(404);
  });

  it("pages 22 products by keyset: 20, then 2", async () => {
    const first = await t.get("/api/label/getProductByLabelId", { token: approver, query: { label_id: 1 } });
    expect(first.body.data.list.length).toBe(20);
    expect(first.body.data.list[0].spu).toBe("PP0000024");
    const second = await t.get("/api/label/getProductByLabelId", { token: approver, query: { label_id: 1, after: first.body.data.next } });
    expect(second.body.data.list.map((p: { spu: string }) => p.spu)).toEqual(["PP0000004", "PP0000003"]);
    expect(second.body.data.next).toBeNull();
  });

  it("exports the products as a streamed spreadsheet", async () => {
    const res = await fetch(`${t.url}/api/label/exportProducts?label_id=3`, { headers: { authorization: `Bearer ${approver}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="label-3-products-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const rows = await sheetRows(res);
    expect(rows.length).toBe(9);
    expect(rows[0]).toEqual(["SPU", "Product name", "Status", "Added by", "Added at (US West)"]);
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      "PP0000037",
      "PP0000038",
      "PP0000039",
      "PP0000040",
      "PP0000041",
      "PP0000042",
      "PP0000043",
      "PP0000044",
    ]);
  });

  it("exports a site's labels in their order", async () => {
    const res = await fetch(`${t.url}/api/event/exportLabelSort`, {
      method: "POST",
      headers: { authorization: `Bearer ${approver}`, "content-type": "application/json" },
      body: JSON.stringify({ site: "us" }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="labels-sort-us-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const rows = await sheetRows(res);
    expect(rows).toEqual([
      ["Site", "Sort", "Name", "Type", "Status", "Products"],
      ["us", 1, "Hot Sale", "promotion", "enabled", 22],
      // 12 seeded, two added and one removed above
      ["us", 2, "New In", "new_arrival", "enabled", 13],
      ["us", 3, "Best Seller", "best_seller", "enabled", 8],
    ]);
  });
});

describe("labels and events", () => {
  it("finds an event by number or name, relates it once, refuses another site's, removes the relation once", async () => {
    const found = await t.get("/api/event/getEventAndCodeInfo", { token: approver, query: { code: "school" } });
    expect(found.body.data.map((e: { id: number; name: string }) => `${e.id} ${e.name}`)).toEqual(["1 Back to School Daily Deals"]);
    const byNumber = await t.get("/api/event/getEventAndCodeInfo", { token: approver, query: { code: "5" } });
    expect(byNumber.body.data[0]).toMatchObject({ id: 5, site: "us", kind: "flash_sale" });
    const before = await t.get("/api/label/getEventRelateByLabelId", { token: approver, query: { label_id: 3 } });
    expect(before.body.data.map((r: { id: number }) => r.id)).toEqual([5]);
    const other = await t.post("/api/label/labelEventCodeRelate", { label_id: 3, event_ids: [1, 2] }, { token: admin });
    expect(other.status).toBe(422);
    expect(other.body.data.errors.event_ids).toEqual([
      "Only events on the United States site can carry this label: #2 Autumn Layers Week (United Kingdom)",
    ]);
    const missing = await t.post("/api/label/labelEventCodeRelate", { label_id: 3, event_ids: [999999] }, { token: admin });
    expect(missing.body.data.errors.event_ids).toEqual(["No event has the number 999999"]);
    expect((await t.post("/api/label/labelEventCodeRelate", { label_id: 3, event_ids: [1, 5] }, { token: admin })).body.data).toEqual({
      related: 1,
      already: 1,
    });
    const after = await t.get("/api/label/getEventRelateByLabelId", { token: approver, query: { label_id: 3 } });
    expect(after.body.data.map((r: { id: number }) => r.id)).toEqual([1, 5]);
    const relationId = after.body.data[0].relation_id;
    expect((await t.post("/api/label/removeLabelByRelationId", { relation_id: relationId }, { token: admin })).body.data).toEqual({
      removed: 1,
    });
    const logs = await auditCount();
    expect((await t.post("/api/label/removeLabelByRelationId", { relation_id: relationId }, { token: admin })).body.data).toEqual({
      removed: 0,
    });
    expect(await auditCount()).toBe(logs);
    const log = await t.get("/api/event/getLabelLog", { token: approver, query: { entity: "label", entity_id: 3 } });
    expect(log.body.data.list.map((r: { action: string }) => r.action)).toEqual(["unrelate_event", "relate_events"]);
    expect((await t.post("/api/label/removeLabelByRelationId", { relation_id: relationId }, { token: approver })).status).toBe(403);
  });
});
