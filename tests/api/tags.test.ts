// System › tag-management: storefront tags, unique name within a group (issue 9).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
let viewer: string;
let operator: string;

beforeAll(async () => {
  t = await startTestApi();
  [admin, viewer, operator] = await Promise.all([t.token("admin"), t.token("viewer"), t.token("operator")]);
});
afterAll(async () => {
  await t?.close();
});

const auditCount = async () => (await t.sql<{ n: number }>("select count(*)::int as n from audit_log where entity = 'tag'"))[0].n;
const tagBody = (over: Record<string, unknown> = {}) => ({ group: "season", name: "Monsoon", type: "filter", sort: 60, ...over });
const logsFor = async (id: number, token = admin) => {
  const res = await t.get("/api/config/logs", { token, query: { entity: "tag", entity_id: id } });
  expect(res.status).toBe(200);
  return res.body.data as { total: number; list: { action: string; actor_name: string; before: any; after: any }[] };
};

describe("tags: who may read and write", () => {
  it("viewer reads the list, a record and the log", async () => {
    expect((await t.get("/api/config/tags", { token: viewer })).status).toBe(200);
    expect((await t.get("/api/config/tag/1", { token: viewer })).status).toBe(200);
    expect((await t.get("/api/config/logs", { token: viewer, query: { entity: "tag" } })).status).toBe(200);
  });

  it("viewer gets 403 on create, update and change-status, and nothing is written", async () => {
    const before = await auditCount();
    for (const [path, body] of [
      ["/api/config/tag/create", tagBody()],
      ["/api/config/tag/update", { id: 1, version: 1, ...tagBody() }],
      ["/api/config/tag/change-status", { id: 1, status: "disable" }],
    ] as const) {
      const res = await t.post(path, body, { token: viewer });
      expect(res.status, path).toBe(403);
    }
    expect(await auditCount()).toBe(before);
    expect((await t.sql("select name from tags where lower(name) = 'monsoon'")).length).toBe(0);
  });

  it("operator has no System area: 403 on the list and the log", async () => {
    expect((await t.get("/api/config/tags", { token: operator })).status).toBe(403);
    expect((await t.get("/api/config/logs", { token: operator, query: { entity: "tag" } })).status).toBe(403);
  });
});

describe("tags: list", () => {
  it("the seed has tags in every group, both enabled and disabled", async () => {
    const all = await t.get("/api/config/tags", { token: viewer, query: { page_size: 100 } });
    const groups = new Set(all.body.data.list.map((r: { group: string }) => r.group));
    expect([...groups].sort()).toEqual(["color", "fit", "material", "occasion", "pattern", "season", "size", "style"]);
    const off = await t.get("/api/config/tags", { token: viewer, query: { enabled: "false" } });
    expect(off.body.data.total).toBeGreaterThan(0);
    expect(off.body.data.list.every((r: { enabled: boolean }) => r.enabled === false)).toBe(true);
  });

  it("filters by group, type and name (case-insensitive, % literal)", async () => {
    const color = await t.get("/api/config/tags", { token: viewer, query: { group: "color", sort: "sort", order: "asc", page_size: 100 } });
    expect(color.body.data.list.map((r: { name: string }) => r.name)).toEqual([
      "Red",
      "Pink",
      "Blue",
      "Green",
      "Yellow",
      "Black",
      "White",
      "Multicolor",
    ]);
    const badges = await t.get("/api/config/tags", { token: viewer, query: { type: "marketing", page_size: 100 } });
    expect(badges.body.data.list.map((r: { name: string }) => r.name).sort()).toEqual([
      "Back to School",
      "Holiday 2024",
      "Matching Family",
      "Organic Cotton",
    ]);
    const cotton = await t.get("/api/config/tags", { token: viewer, query: { name: "COTTON" } });
    expect(cotton.body.data.list.map((r: { name: string }) => r.name).sort()).toEqual(["Cotton", "Organic Cotton"]);
    expect((await t.get("/api/config/tags", { token: viewer, query: { name: "%" } })).body.data.total).toBe(0);
  });

  it("sorts by name, sort and updated_at only", async () => {
    const byName = await t.get("/api/config/tags", { token: viewer, query: { group: "fit", sort: "name", order: "desc" } });
    expect(byName.body.data.list.map((r: { name: string }) => r.name)).toEqual(["Slim", "Regular", "Oversized", "Loose"]);
    const bad = await t.get("/api/config/tags", { token: viewer, query: { sort: "type" } });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors.sort).toBeDefined();
  });

  it("an unknown group or type, or a 61-character name filter, is 422", async () => {
    expect((await t.get("/api/config/tags", { token: viewer, query: { group: "brand" } })).status).toBe(422);
    expect((await t.get("/api/config/tags", { token: viewer, query: { type: "hidden" } })).status).toBe(422);
    expect((await t.get("/api/config/tags", { token: viewer, query: { name: "x".repeat(61) } })).status).toBe(422);
    expect((await t.get("/api/config/tags", { token: viewer, query: { name: "x".repeat(60) } })).status).toBe(200);
  });
});

describe("tags: create, update, enable and disable", () => {
  let id: number;

  it("bad input is 422 with field errors: name 1–60 characters, sort 0–9999, known group and type", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [tagBody({ name: "" }), "name"],
      [tagBody({ name: "   " }), "name"],
      [tagBody({ name: "x".repeat(61) }), "name"],
      [tagBody({ sort: -1 }), "sort"],
      [tagBody({ sort: 10000 }), "sort"],
      [tagBody({ sort: 1.5 }), "sort"],
      [tagBody({ group: "brand" }), "group"],
      [tagBody({ type: "hidden" }), "type"],
      [{ ...tagBody(), colour: "red" }, "_form"],
    ];
    for (const [body, field] of cases) {
      const res = await t.post("/api/config/tag/create", body, { token: admin });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.data.errors), JSON.stringify(body)).toContain(field);
    }
    expect(await auditCount()).toBe(0);
  });

  it("creates at the limits (60 characters, sort 9999) with a log row", async () => {
    const long = await t.post("/api/config/tag/create", tagBody({ name: "L".repeat(60), sort: 9999 }), { token: admin });
    expect(long.status).toBe(200);
    const res = await t.post("/api/config/tag/create", tagBody({ name: "  Monsoon  ", sort: 0 }), { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      group: "season",
      name: "Monsoon",
      type: "filter",
      sort: 0,
      enabled: true,
      version: 1,
      updated_by: "Ada Admin",
    });
    id = res.body.data.id;
    const logs = await logsFor(id);
    expect(logs.total).toBe(1);
    expect(logs.list[0]).toMatchObject({ action: "create", actor_name: "Ada Admin", after: { name: "Monsoon" } });
  });

  it("the same name in the same group is 409 whatever its case; in another group it is fine", async () => {
    const dup = await t.post("/api/config/tag/create", tagBody({ name: "SUMMER" }), { token: admin });
    expect(dup.status).toBe(409);
    expect(dup.body.data.errors.name).toBeDefined();
    const other = await t.post("/api/config/tag/create", tagBody({ group: "occasion", name: "Summer" }), { token: admin });
    expect(other.status).toBe(200);
  });

  it("updates with the current version and logs before and after; a stale version is 409", async () => {
    const res = await t.post(
      "/api/config/tag/update",
      { id, version: 1, ...tagBody({ name: "Rainy Season", type: "display" }) },
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, name: "Rainy Season", type: "display", version: 2 });
    const logs = await logsFor(id);
    expect(logs.list[0]).toMatchObject({
      action: "update",
      before: { name: "Monsoon", version: 1 },
      after: { name: "Rainy Season", version: 2 },
    });
    const stale = await t.post("/api/config/tag/update", { id, version: 1, ...tagBody({ name: "Wet" }) }, { token: admin });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current).toMatchObject({ id, name: "Rainy Season", version: 2 });
  });

  it("renaming onto another tag's name in the group is 409; keeping its own name is not", async () => {
    const clash = await t.post("/api/config/tag/update", { id, version: 2, ...tagBody({ name: "winter" }) }, { token: admin });
    expect(clash.status).toBe(409);
    const same = await t.post(
      "/api/config/tag/update",
      { id, version: 2, ...tagBody({ name: "Rainy Season", sort: 70 }) },
      { token: admin },
    );
    expect(same.status).toBe(200);
    expect(same.body.data.version).toBe(3);
  });

  it("disable and enable each log once; repeating one changes and logs nothing", async () => {
    const off = await t.post("/api/config/tag/change-status", { id, status: "disable" }, { token: admin });
    expect(off.body.data).toMatchObject({ enabled: false, version: 4 });
    const again = await t.post("/api/config/tag/change-status", { id, status: "disable" }, { token: admin });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ enabled: false, version: 4 });
    const on = await t.post("/api/config/tag/change-status", { id, status: "enable" }, { token: admin });
    expect(on.body.data).toMatchObject({ enabled: true, version: 5 });
    expect((await logsFor(id)).list.map((l) => l.action)).toEqual(["enable", "disable", "update", "update", "create"]);
    const bad = await t.post("/api/config/tag/change-status", { id, status: "archive" }, { token: admin });
    expect(bad.status).toBe(422);
  });

  it("unknown ids are 404, malformed ids 422", async () => {
    expect((await t.get("/api/config/tag/999999", { token: admin })).status).toBe(404);
    expect((await t.get("/api/config/tag/abc", { token: admin })).status).toBe(422);
    expect(
      (await t.post("/api/config/tag/update", { id: 999999, version: 1, ...tagBody({ name: "Nowhere" }) }, { token: admin })).status,
    ).toBe(404);
    expect((await t.post("/api/config/tag/change-status", { id: 999999, status: "enable" }, { token: admin })).status).toBe(404);
  });

  it("the table refuses a duplicate name in a group even past the API's check", async () => {
    await expect(t.sql("insert into tags (group_code, name, type) values ('color', 'RED', 'filter')")).rejects.toThrow();
    await expect(t.sql("insert into tags (group_code, name, type, sort) values ('color', 'Teal', 'filter', 10000)")).rejects.toThrow();
  });
});
