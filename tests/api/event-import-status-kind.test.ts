// Activity → a background price import's status and report (GET /api/event/import_status,
// import_report) follow the rule of every event endpoint: the import's event decides. Asked for
// through a page of the other kind (`kind`) or of another event (`event_id`) the import is not
// there (404, as an event of the other kind is not found on the other kind's pages); a caller
// without the write key of the event's kind is refused (403). The imports are written here in SQL
// (a job is not needed to have a status): one of a flash sale still checking, one of a daily
// special refused with a report.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let operator: string;
/** holds the daily specials' keys only */
let dsOnly: string;
let ds: number;
let fs: number;
let fsImport: number;
let dsImport: number;

const status = (token: string, query: Record<string, string | number | undefined>) =>
  t.get("/api/event/import_status", { token, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
const report = (token: string, query: string) =>
  fetch(`${t.url}/api/event/import_report?${query}`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await startTestApi();
  operator = await t.token("operator");
  await t.sql("insert into roles (name, grants) values ('t-ds-only', '{daily-specials,daily-specials-all-right-btns}')");
  await t.sql(
    "insert into users (username, display_name, email, role_id, language, active) values ('ds_only', 'Dana Daily', 'ds_only@example.com', (select id from roles where name = 't-ds-only'), 'en', true)",
  );
  dsOnly = await t.token("ds_only");
  [{ id: ds }] = await t.sql<{ id: number }>("select id from events where kind = 'daily_special' order by id limit 1");
  [{ id: fs }] = await t.sql<{ id: number }>("select id from events where kind = 'flash_sale' order by id limit 1");
  const add = async (eventId: number, fields: string, values: string) =>
    (
      await t.sql<{ id: number }>(
        `insert into excel_imports (importer, file_name, file, options${fields}) values ('event.prices', 'prices.xlsx', '\\x00', $1${values}) returning id`,
        [JSON.stringify({ event_id: eventId, version: 1 })],
      )
    )[0].id;
  fsImport = await add(fs, ", status, total", ", 'checking', 1200");
  // a report is kept as data (server/excel/report.ts)
  dsImport = await add(ds, ", status, total, bad_rows, report", `, 'rejected', 1200, 2, '{"columns": [], "rows": []}'`);
});
afterAll(async () => {
  await t?.close();
});

describe("event/import_status", () => {
  it("answers an import asked for through its own kind and event, and without naming them", async () => {
    for (const q of [{ id: fsImport }, { id: fsImport, kind: "flash_sale" }, { id: fsImport, kind: "flash_sale", event_id: fs }]) {
      const res = await status(operator, q);
      expect(res.status, JSON.stringify(q)).toBe(200);
      expect(res.body.data).toMatchObject({ id: fsImport, status: "checking", total: 1200, has_report: false });
      // the import's options are not part of the answer
      expect(res.body.data.options).toBeUndefined();
    }
    const dsRes = await status(operator, { id: dsImport, kind: "daily_special" });
    expect(dsRes.status).toBe(200);
    expect(dsRes.body.data).toMatchObject({ id: dsImport, status: "rejected", bad_rows: 2, has_report: true });
  });

  it("is not found through the other kind or another event", async () => {
    const fsAsDs = await status(operator, { id: fsImport, kind: "daily_special" });
    expect(fsAsDs.status).toBe(404);
    expect(fsAsDs.body.message).toBe("No such import");
    expect((await status(operator, { id: dsImport, kind: "flash_sale" })).status).toBe(404);
    expect((await status(operator, { id: fsImport, kind: "flash_sale", event_id: ds })).status).toBe(404);
    expect((await status(operator, { id: fsImport, event_id: ds })).status).toBe(404);
  });

  it("refuses a caller without the write key of the import's kind, a bad kind, and an unknown id", async () => {
    expect((await status(dsOnly, { id: fsImport })).status).toBe(403);
    expect((await status(dsOnly, { id: fsImport, kind: "flash_sale" })).status).toBe(403);
    // through the kind it holds, the other kind's import is simply not there
    expect((await status(dsOnly, { id: fsImport, kind: "daily_special" })).status).toBe(404);
    expect((await status(dsOnly, { id: dsImport, kind: "daily_special" })).status).toBe(200);
    const bad = await status(operator, { id: fsImport, kind: "flash" });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors.kind).toEqual(["must be daily_special or flash_sale"]);
    expect((await status(operator, { id: 999999, kind: "flash_sale" })).status).toBe(404);
  });
});

describe("event/import_report", () => {
  it("gives the report through its own kind only", async () => {
    expect((await report(operator, `id=${dsImport}&kind=daily_special&event_id=${ds}`)).status).toBe(200);
    expect((await report(operator, `id=${dsImport}`)).status).toBe(200);
    expect((await report(operator, `id=${dsImport}&kind=flash_sale`)).status).toBe(404);
    expect((await report(operator, `id=${dsImport}&event_id=${fs}`)).status).toBe(404);
    expect((await report(dsOnly, `id=${dsImport}&kind=daily_special`)).status).toBe(200);
  });
});
