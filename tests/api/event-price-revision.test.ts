// Activity → daily specials: a price import on a published event. Its figures change only through a
// revision an approver reviews, so the sheet's prices (and stock) go into the importer's pending
// revision — all rows or none — the live figures stay until the revision passes, and the review
// page shows old → new per SKU.
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";
import { inCatalogueFor } from "./catalogue-skus";

let t: TestApi;
let admin: string;
let approver: string;
let operator: string;

beforeAll(async () => {
  t = await startTestApi();
  [admin, approver, operator] = await Promise.all([t.token("admin"), t.token("approver"), t.token("operator")]);
});
afterAll(async () => {
  await t?.close();
});

const version = async (id: number) => (await t.sql<{ version: number }>("select version from events where id = $1", [id]))[0].version;
const figures = async (id: number) =>
  t.sql<{ sku_code: string; price: string; stock: number }>(
    "select sku_code, price::text as price, stock from event_products where event_id = $1 order by sku_code",
    [id],
  );

let run = 0;
/** A published de event of its own three SKUs (each run its own, so publishing finds no overlap). */
async function published() {
  run++;
  const ev = (
    await t.post(
      "/api/event/createDsEvent",
      {
        kind: "daily_special",
        name: `Live import ${run}`,
        site: "de",
        currency: "EUR",
        start_at: "2033-02-01T08:00:00.000Z",
        end_at: "2033-02-08T07:59:59.000Z",
        languages: [{ language: "de", title: "Import", description: "" }],
      },
      { token: operator },
    )
  ).body.data as { id: number };
  const products = ["1", "2", "3"].map((n) => ({ sku_code: `LIVE${run}-${n}`, product_name: `Live ${n}`, price: "20.00", stock: 50 }));
  expect(
    (
      await t.post(
        "/api/event/batchSaveFromPool",
        { event_id: ev.id, version: await version(ev.id), products: await inCatalogueFor(t, ev.id, products) },
        { token: operator },
      )
    ).status,
  ).toBe(200);
  expect((await t.post("/api/event/changeEventStatus", { id: ev.id, status: "publish" }, { token: operator })).status).toBe(200);
  return ev.id;
}

async function importSheet(id: number, rows: (string | number | null)[][], token = operator) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("prices");
  ws.addRow(["SKU", "Event price", "Stock"]);
  rows.forEach((r) => ws.addRow(r));
  const form = new FormData();
  form.append("version", String(await version(id)));
  form.append("file", new Blob([await wb.xlsx.writeBuffer()]), "live.xlsx");
  const res = await fetch(`${t.url}/api/event/importBatchUpdatePrice/${id}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { code: number; message: string; data: any } };
}

const LIVE = (r: number) => [
  { sku_code: `LIVE${r}-1`, price: "20.0000", stock: 50 },
  { sku_code: `LIVE${r}-2`, price: "20.0000", stock: 50 },
  { sku_code: `LIVE${r}-3`, price: "20.0000", stock: 50 },
];

describe("importBatchUpdatePrice on a published event", () => {
  it("puts the prices into a new pending revision, leaves the live figures alone until an approver passes it, then applies them", async () => {
    const id = await published();
    const res = await importSheet(id, [
      [`LIVE${run}-1`, "17.5", null],
      [`LIVE${run}-2`, 20, 40],
      [`LIVE${run}-3`, "20.00", null],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // LIVE-3 equals the live figures: not part of the revision
    expect(res.body.data).toMatchObject({ event_id: id, updated: 0, proposed: 2, file: "live.xlsx" });
    const revId = res.body.data.revision as number;
    expect(await figures(id)).toEqual(LIVE(run));

    // the review page's diff: old → new per SKU, beside the live figures
    const d = (await t.get(`/api/event_revisions/getRevisionsDetail/${revId}`, { token: approver })).body.data;
    expect(d).toMatchObject({ status: "pending", created_by: "Olive Operator", note: "live.xlsx", can_review: true });
    expect(d.changes.map((c: { sku_code: string; old: object; new: object }) => [c.sku_code, c.old, c.new])).toEqual([
      [`LIVE${run}-1`, { price: "20" }, { price: "17.5" }],
      [`LIVE${run}-2`, { stock: 50 }, { stock: 40 }],
    ]);
    const mails = await t.sql<{ recipient: string }>(
      "select recipient from mail_outbox where entity = 'event_revision' and entity_id = $1",
      [String(revId)],
    );
    expect(mails.map((m) => m.recipient)).toContain("approver@staff.example");

    const pass = await t.post(
      "/api/event_revisions/changeEventStatus",
      { id: revId, status: "pass", reason: "", version: d.version },
      { token: approver },
    );
    expect(pass.status, JSON.stringify(pass.body)).toBe(200);
    expect(await figures(id)).toEqual([
      { sku_code: `LIVE${run}-1`, price: "17.5000", stock: 50 },
      { sku_code: `LIVE${run}-2`, price: "20.0000", stock: 40 },
      { sku_code: `LIVE${run}-3`, price: "20.0000", stock: 50 },
    ]);
  });

  it("an unchanged sheet makes no revision, no version and no log row: it answers that nothing changed", async () => {
    const id = await published();
    const before = await t.sql("select version, updated_at from events where id = $1", [id]);
    const logs = await t.sql("select id from audit_log where entity = 'event' and entity_id = $1", [String(id)]);
    const res = await importSheet(id, [
      [`LIVE${run}-1`, 20, 50],
      [`LIVE${run}-2`, "20.00", null],
      [`LIVE${run}-3`, "20", 50],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ event_id: id, updated: 0, unchanged: 3 });
    expect(res.body.data.revision).toBeUndefined();
    expect(await t.sql("select id from event_revisions where event_id = $1", [id])).toEqual([]);
    expect(await t.sql("select version, updated_at from events where id = $1", [id])).toEqual(before);
    expect(await t.sql("select id from audit_log where entity = 'event' and entity_id = $1", [String(id)])).toEqual(logs);
  });

  it("writes nothing, not even a revision, when one row is bad", async () => {
    const id = await published();
    const res = await importSheet(id, [
      [`LIVE${run}-1`, "15", null],
      [`LIVE${run}-2`, "-3", null],
      ["NOT-HERE", "5", null],
    ]);
    expect(res.status).toBe(422);
    expect(res.body.data.total_errors).toBe(2);
    expect(res.body.data.rows.map((r: { row: number; column: string }) => [r.row, r.column])).toEqual([
      [3, "price"],
      [4, "sku"],
    ]);
    expect(await t.sql("select id from event_revisions where event_id = $1", [id])).toEqual([]);
    expect(await figures(id)).toEqual(LIVE(run));
  });

  it("merges into the importer's own pending revision (other SKUs kept); someone else's pending revision is refused", async () => {
    const id = await published();
    const first = await importSheet(id, [
      [`LIVE${run}-1`, "18", null],
      [`LIVE${run}-2`, "19", null],
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await importSheet(id, [
      [`LIVE${run}-2`, "16", null],
      [`LIVE${run}-3`, "15", 30],
    ]);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data.revision).toBe(first.body.data.revision);
    const [rev] = await t.sql<{ changes: { sku_code: string; new: object }[]; version: number }>(
      "select changes, version from event_revisions where id = $1",
      [first.body.data.revision],
    );
    expect(rev.version).toBe(2);
    expect(rev.changes.map((c) => [c.sku_code, c.new])).toEqual([
      [`LIVE${run}-1`, { price: "18" }],
      [`LIVE${run}-2`, { price: "16" }],
      [`LIVE${run}-3`, { price: "15", stock: 30 }],
    ]);
    const other = await importSheet(id, [[`LIVE${run}-1`, "12", null]], admin);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(
      `Revision #${first.body.data.revision} by Olive Operator is waiting for review: edit it or wait for the decision`,
    );
    expect(await figures(id)).toEqual(LIVE(run));
  });

  it("is refused for an approver, who reviews revisions but does not write them", async () => {
    const id = await published();
    expect((await importSheet(id, [[`LIVE${run}-1`, "18", null]], approver)).status).toBe(403);
  });
});
