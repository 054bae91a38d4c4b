// Issue 40 §2: a label's products both ways by spreadsheet (spec section 7: GET event/downloadLabelTpl,
// POST event/ExportLabelProduct multipart, no time-out). The template is one column, SPU (spu_code is read too); a
// filled sheet is a job with progress and a report of bad rows, all or nothing. Demo seed: au
// "Summer Deal" is label #7 and holds no product; products PP0000001… exist, PP9999999 does not.
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
let approver: string;

beforeAll(async () => {
  t = await startTestApi();
  [admin, approver] = await Promise.all([t.token("admin"), t.token("approver")]);
});
afterAll(async () => {
  await t?.close();
});

async function sheet(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const s = book.addWorksheet("Sheet1");
  for (const r of rows) s.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(fields: Record<string, string>, file: Buffer, token = admin) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("file", new Blob([new Uint8Array(file)]), "summer.xlsx");
  const res = await fetch(new URL("/api/event/ExportLabelProduct", t.url), {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

async function finished(id: number, labelId: number) {
  const end = Date.now() + 60_000;
  for (;;) {
    const r = await t.get("/api/label/import_status", { token: approver, query: { id, label_id: labelId } });
    expect(r.status).toBe(200);
    if (["applied", "rejected", "failed"].includes(r.body.data.status)) return r.body.data;
    if (Date.now() > end) throw new Error(`import ${id} still ${r.body.data.status}`);
    await new Promise((res) => setTimeout(res, 200));
  }
}

const spusOf = async (labelId: number) =>
  (
    await t.sql<{ spu: string }>(
      "select p.spu from label_products lp join products p on p.id = lp.product_id where lp.label_id = $1 order by p.spu",
      [labelId],
    )
  ).map((r) => r.spu);

describe("label sheets", () => {
  it("the template is one column, SPU (the same in zh and en), for whoever reads labels", async () => {
    const res = await fetch(new URL("/api/event/downloadLabelTpl", t.url), { headers: { authorization: `Bearer ${approver}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="label-products-template-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    expect(book.worksheets[0].getRow(1).values).toEqual([undefined, "SPU"]);
    expect(book.worksheets[0].rowCount).toBe(1);
  });

  it("a sheet of known SPUs adds them to the label, once each, as one logged change", async () => {
    const up = await upload({ label_id: "7" }, await sheet([["spu_code"], ["PP0000100"], ["pp0000101"], ["PP0000102"]]));
    expect(up.status).toBe(200);
    expect(up.body.data.status).toBe("queued");
    const done = await finished(up.body.data.id, 7);
    expect(done).toMatchObject({ status: "applied", total: 3, bad_rows: 0 });
    expect(await spusOf(7)).toEqual(["PP0000100", "PP0000101", "PP0000102"]);
    const [label] = await t.sql<{ product_count: number }>("select product_count from labels where id = 7");
    expect(label.product_count).toBe(3);
    const logs = await t.sql<{ action: string; spus: string[]; actor_name: string }>(
      "select action, spus, actor_name from label_product_logs where label_id = 7 order by id",
    );
    expect(logs).toEqual([{ action: "add", spus: ["PP0000100", "PP0000101", "PP0000102"], actor_name: "Ada Admin" }]);

    // the same sheet again: nothing new, nothing counted twice
    expect(await finished((await upload({ label_id: "7" }, await sheet([["spu_code"], ["PP0000100"]]))).body.data.id, 7)).toMatchObject({
      status: "applied",
    });
    expect((await t.sql<{ product_count: number }>("select product_count from labels where id = 7"))[0].product_count).toBe(3);
  });

  it("an unknown SPU or a repeated one: nothing is added, and the report names each bad row", async () => {
    const before = await spusOf(7);
    const up = await upload({ label_id: "7" }, await sheet([["spu_code"], ["PP0000110"], ["PP9999999"], ["PP0000110"], ["P".repeat(41)]]));
    const done = await finished(up.body.data.id, 7);
    expect(done).toMatchObject({ status: "rejected", bad_rows: 3, has_report: true });
    expect(await spusOf(7)).toEqual(before);
    const report = await fetch(new URL(`/api/label/import_report?id=${up.body.data.id}&label_id=7`, t.url), {
      headers: { authorization: `Bearer ${approver}` },
    });
    expect(report.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await report.arrayBuffer());
    const rows = book.worksheets[0]
      .getSheetValues()
      .slice(2)
      .map((r) => (r as unknown[]).slice(1, 4));
    expect(rows).toEqual([
      // (a row's own problems name no column: an empty cell)
      [3, undefined, "No product has the SPU PP9999999"],
      [4, undefined, "Duplicate of row 2"],
      [5, "spu", "at most 40 characters"],
    ]);
    // seen through its own label only
    const other = await t.get("/api/label/import_status", { token: approver, query: { id: up.body.data.id, label_id: 1 } });
    expect(other.status).toBe(404);
  });

  it("refuses a sheet without a label, for a label that is not there, or from someone without the detail page's key", async () => {
    const file = await sheet([["spu_code"], ["PP0000120"]]);
    const none = await upload({}, file);
    expect(none.status).toBe(422);
    expect(none.body.data.errors.label_id).toBeDefined();
    expect((await upload({ label_id: "999999" }, file)).status).toBe(404);
    expect((await upload({ label_id: "7" }, file, approver)).status).toBe(403);
    expect(await spusOf(7)).not.toContain("PP0000120");
  });
});
