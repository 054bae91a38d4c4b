// The checked address-format changes of issue 9, beyond tests/api/geo.test.ts: "a change is a
// request that a second person checks before it applies; the requester may cancel it; nobody
// checks their own; a checked change applies atomically and is logged". What a requester, a checker
// and the log see for each path: refused requests (unknown country, a format changed under the
// editor, one already waiting), a new format and a changed one applied, a rejection, a cancel.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
let approver: string;
/** a second administrator: may cancel requests, but not someone else's */
let otherAdmin: string;
beforeAll(async () => {
  t = await startTestApi();
  await t.sql(
    "insert into users (username, display_name, email, role_id) values ('admin2', 'Abe Admin', 'admin2@staff.example', (select id from roles where name = 'admin'))",
  );
  [admin, approver, otherAdmin] = await Promise.all([t.token("admin"), t.token("approver"), t.token("admin2")]);
});
afterAll(async () => {
  await t?.close();
});

const P = "/api/config/country-address";
const fields = [
  { field: "first_name", required: true },
  { field: "last_name", required: true },
  { field: "address1", required: true },
  { field: "city", required: true },
  { field: "postal_code", required: true },
];
const request = (over: Record<string, unknown> = {}) => ({
  country_code: "NZ",
  site: "au",
  language: "en",
  fields,
  postal_pattern: "^\\d{4}$",
  example: "Wellington 6011",
  ...over,
});
const zh = (token: string) => ({ token, headers: { "accept-language": "zh" } });
type Log = { action: string; actor_name: string; entity_id: string; before: any; after: any };
const logs = (entity: string, id: number) =>
  t.sql<Log>("select action, actor_name, entity_id, before, after from audit_log where entity = $1 and entity_id = $2 order by id", [
    entity,
    String(id),
  ]);
const format = async (country: string, site: string, language: string) =>
  (
    await t.sql<{ id: number; fields: unknown; postal_pattern: string; example: string; version: number; updated_by: string }>(
      "select id, fields, postal_pattern, example, version, updated_by from address_formats where country_code = $1 and site_abbr = $2 and language = $3",
      [country, site, language],
    )
  )[0];
const change = async (id: number) =>
  (
    await t.sql<{
      status: string;
      format_id: number | null;
      base_version: number | null;
      version: number;
      updated_by: string;
      checked_at: string | null;
      requested_by: string;
    }>("select status, format_id, base_version, version, updated_by, checked_at, requested_by from address_changes where id = $1", [id])
  )[0];

describe("a request that cannot be made", () => {
  it("a country missing from the country list: 409 naming it, in en and zh", async () => {
    const [gone] = await t.sql<{ row: unknown }>("delete from countries where code = 'AQ' returning row_to_json(countries.*) as row");
    try {
      const body = request({ country_code: "AQ", site: "glb" });
      const res = await t.post(`${P}/create`, body, { token: admin });
      expect(res.status).toBe(409);
      expect(res.body.data.errors.country_code).toEqual(["AQ is not in the country list"]);
      expect((await t.post(`${P}/create`, body, zh(admin))).body.message).toBe("AQ 不在国家列表中");
    } finally {
      await t.sql("insert into countries select * from json_populate_record(null::countries, $1)", [gone.row]);
    }
    expect(await t.sql("select 1 from address_changes where country_code = 'AQ'")).toEqual([]);
  });

  it("a format changed after the editor opened it: 409 with the current format, nothing requested", async () => {
    const au = await format("AU", "au", "en");
    const before = (await t.sql<{ n: number }>("select count(*)::int as n from address_changes"))[0].n;
    const res = await t.post(`${P}/create`, request({ country_code: "AU", version: au.version + 1 }), { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("The address format changed after you opened it. Review it and request again.");
    expect(res.body.data.current).toEqual({ id: au.id, version: au.version });
    expect((await t.post(`${P}/create`, request({ country_code: "AU", version: au.version + 1 }), zh(admin))).body.message).toBe(
      "您打开后地址格式已被修改，请核对后重新申请。",
    );
    expect((await t.sql<{ n: number }>("select count(*)::int as n from address_changes"))[0].n).toBe(before);
  });

  it("a second request while one waits: 409 naming the waiting one, in en and zh", async () => {
    const [waiting] = await t.sql<{ id: number }>(
      "select id from address_changes where country_code = 'GB' and site_abbr = 'uk' and language = 'en' and status = 'pending'",
    );
    const body = request({ country_code: "GB", site: "uk" });
    const res = await t.post(`${P}/create`, body, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.data).toMatchObject({
      pending_id: waiting.id,
      errors: { country_code: [`A change of this format is already waiting for its check (request #${waiting.id})`] },
    });
    expect((await t.post(`${P}/create`, body, zh(admin))).body.message).toBe(`该地址格式已有待审核的变更申请（#${waiting.id}）`);
  });
});

describe("a request for a new format", () => {
  it("is stored pending with no format behind it; its pass creates the format, links it, and logs each step", async () => {
    const req = await t.post(`${P}/create`, request({ remark: "NZ launch" }), { token: admin });
    expect(req.status).toBe(200);
    const id = req.body.data.id as number;
    expect(req.body.data).toMatchObject({
      status: "pending",
      format_id: null,
      base_version: null,
      requested_by: "Ada Admin",
      requested_by_id: await t.userId("admin"),
      remark: "NZ launch",
      fields,
    });
    const [asked] = await logs("address_change", id);
    expect(asked).toMatchObject({ action: "request", actor_name: "Ada Admin", after: { status: "pending", country_code: "NZ" } });

    const pass = await t.post(`${P}/change-status`, { id, status: "pass", check_remark: "looks right" }, { token: approver });
    expect(pass.status).toBe(200);
    expect(pass.body.data).toMatchObject({
      status: "passed",
      checked_by: "Avery Approver",
      checked_by_id: await t.userId("approver"),
      check_remark: "looks right",
      version: 2,
    });
    const nz = await format("NZ", "au", "en");
    expect(nz).toMatchObject({ fields, postal_pattern: "^\\d{4}$", example: "Wellington 6011", version: 1, updated_by: "Avery Approver" });
    expect((await change(id)).format_id).toBe(nz.id);
    const [created] = await logs("address_format", nz.id);
    expect(created).toMatchObject({
      action: "create",
      actor_name: "Avery Approver",
      before: null,
      after: { id: nz.id, postal_pattern: "^\\d{4}$" },
    });
    expect((await logs("address_change", id)).map((l) => l.action)).toEqual(["request", "pass"]);
    expect((await logs("address_change", id))[1]).toMatchObject({ before: { status: "pending" }, after: { status: "passed" } });
  });

  it("is not applied once someone else's format for the same country, site and language exists", async () => {
    const req = await t.post(`${P}/create`, request({ country_code: "FJ" }), { token: admin });
    await t.sql(
      "insert into address_formats (country_code, site_abbr, language, fields, postal_pattern, example, updated_by) values ('FJ', 'au', 'en', $1::jsonb, '', '', 'test')",
      [JSON.stringify([{ field: "address1", required: true }])],
    );
    const pass = await t.post(`${P}/change-status`, { id: req.body.data.id, status: "pass" }, { token: approver });
    expect(pass.status).toBe(409);
    expect(pass.body.message).toBe("The address format changed after this request was made: reject it and request again");
    const [fj] = await t.sql<{ id: number }>("select id from address_formats where country_code = 'FJ'");
    expect(pass.body.data.current).toMatchObject({ id: fj.id, version: 1, updated_by: "test" });
    expect((await t.post(`${P}/change-status`, { id: req.body.data.id, status: "pass" }, zh(approver))).body.message).toBe(
      "申请提交后地址格式已被修改：请驳回后重新申请",
    );
    expect((await change(req.body.data.id)).status).toBe("pending");
    expect((await format("FJ", "au", "en")).fields).toEqual([{ field: "address1", required: true }]);
  });
});

describe("a request that changes a format", () => {
  it("its pass rewrites that format (one version up) with an update log holding before and after", async () => {
    const ca = await format("CA", "ca", "fr");
    const req = await t.post(
      `${P}/create`,
      request({
        country_code: "CA",
        site: "ca",
        language: "fr",
        postal_pattern: "^[A-Z]\\d[A-Z] \\d[A-Z]\\d$",
        example: "Québec G1R 4P5",
        version: ca.version,
      }),
      { token: admin },
    );
    expect(req.body.data).toMatchObject({ format_id: ca.id, base_version: ca.version });
    const pass = await t.post(`${P}/change-status`, { id: req.body.data.id, status: "pass" }, { token: approver });
    expect(pass.status).toBe(200);
    const now = await format("CA", "ca", "fr");
    expect(now).toEqual({
      id: ca.id,
      fields,
      postal_pattern: "^[A-Z]\\d[A-Z] \\d[A-Z]\\d$",
      example: "Québec G1R 4P5",
      version: ca.version + 1,
      updated_by: "Avery Approver",
    });
    const [updated] = await logs("address_format", ca.id);
    expect(updated).toMatchObject({
      action: "update",
      before: { example: ca.example, version: ca.version },
      after: { example: "Québec G1R 4P5", version: ca.version + 1 },
    });
    expect((await change(req.body.data.id)).format_id).toBe(ca.id);
  });

  it("a rejection records who and why and leaves the format as it was", async () => {
    const us = await format("US", "us", "es");
    const req = await t.post(
      `${P}/create`,
      request({ country_code: "US", site: "us", language: "es", example: "x", version: us.version }),
      { token: admin },
    );
    const rej = await t.post(
      `${P}/change-status`,
      { id: req.body.data.id, status: "reject", check_remark: "example is not an address" },
      { token: approver },
    );
    expect(rej.status).toBe(200);
    expect(rej.body.data).toMatchObject({
      status: "rejected",
      checked_by: "Avery Approver",
      check_remark: "example is not an address",
      version: 2,
    });
    expect(await format("US", "us", "es")).toEqual(us);
    expect(await logs("address_format", us.id)).toEqual([]);
    expect((await logs("address_change", req.body.data.id)).map((l) => [l.action, l.actor_name])).toEqual([
      ["request", "Ada Admin"],
      ["reject", "Avery Approver"],
    ]);
  });
});

describe("checking and cancelling", () => {
  it("nobody checks their own request: the refusal in zh too, and nothing changes", async () => {
    const req = await t.post(`${P}/create`, request({ country_code: "WS" }), { token: admin });
    const own = await t.post(`${P}/change-status`, { id: req.body.data.id, status: "reject" }, zh(admin));
    expect(own.status).toBe(403);
    expect(own.body.message).toBe("不能审核自己提交的申请，需由他人审核");
    const ownEn = await t.post(`${P}/change-status`, { id: req.body.data.id, status: "pass" }, { token: admin });
    expect(ownEn.status).toBe(403);
    expect(ownEn.body.message).toBe("You cannot check your own request: another person must check it");
    expect(await change(req.body.data.id)).toMatchObject({ status: "pending", version: 1 });
  });

  it("the requester cancels once (a repeat changes nothing); anyone else is refused, in en and zh", async () => {
    const req = await t.post(`${P}/create`, request({ country_code: "TO" }), { token: admin });
    const id = req.body.data.id as number;
    const other = await t.post(`${P}/cancel-check`, { id }, { token: otherAdmin });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe("Only the person who made the request may cancel it");
    expect((await t.post(`${P}/cancel-check`, { id }, zh(otherAdmin))).body.message).toBe("只有申请人可以撤回该申请");
    expect((await change(id)).status).toBe("pending");

    const mine = await t.post(`${P}/cancel-check`, { id }, { token: admin });
    expect(mine.body.data).toMatchObject({ status: "cancelled", version: 2 });
    expect(await change(id)).toMatchObject({ updated_by: "Ada Admin", checked_at: expect.any(Date) });
    const again = await t.post(`${P}/cancel-check`, { id }, { token: admin });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: "cancelled", version: 2 });
    const steps = await logs("address_change", id);
    expect(steps.map((l) => l.action)).toEqual(["request", "cancel"]);
    expect(steps[1]).toMatchObject({ actor_name: "Ada Admin", before: { status: "pending" }, after: { status: "cancelled" } });
  });

  it("a repeated pass returns the request as it is, without a second log row", async () => {
    const req = await t.post(`${P}/create`, request({ country_code: "VU" }), { token: admin });
    const id = req.body.data.id as number;
    await t.post(`${P}/change-status`, { id, status: "pass" }, { token: approver });
    const again = await t.post(`${P}/change-status`, { id, status: "pass" }, { token: admin });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: "passed", checked_by: "Avery Approver", version: 2 });
    expect((await logs("address_change", id)).map((l) => l.action)).toEqual(["request", "pass"]);
  });

  it("an unknown request: 404 for a check and for a cancel", async () => {
    for (const [path, body] of [
      [`${P}/change-status`, { id: 999_999, status: "pass" }],
      [`${P}/cancel-check`, { id: 999_999 }],
    ] as const) {
      const res = await t.post(path, body, { token: admin });
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe("Address change request not found");
    }
  });
});
