// Activity › activity-category: the daily specials' categories per site (issue 11).
import { describe, expect, it } from "vitest";
import { staffApi } from "./helpers";

const { t, operator, approver, viewer } = await staffApi();

const body = (over: Record<string, unknown> = {}) => ({ site: "au", name: "Toddler", sort: 15, ...over });
const logCount = async () =>
  (await t.sql<{ n: number }>("select count(*)::int as n from audit_log where entity = 'activity_category'"))[0].n;

describe("daily-specials categories", () => {
  it("the seed gives each site its tabs in order, one hidden", async () => {
    const us = await t.get("/api/activity/categories", { token: approver, query: { site: "us", sort: "sort", order: "asc" } });
    expect(us.body.data.list.map((c: { name: string }) => c.name)).toEqual(["Baby", "Girls", "Boys", "Matching Family", "Halloween"]);
    const hidden = await t.get("/api/activity/categories", { token: approver, query: { enabled: "false" } });
    expect(hidden.body.data.list.map((c: { name: string; site: string }) => `${c.site} ${c.name}`)).toEqual(["us Halloween"]);
  });

  it("the approver reads but may not write; the viewer may not read", async () => {
    expect((await t.post("/api/activity/category/create", body(), { token: approver })).status).toBe(403);
    expect((await t.get("/api/activity/categories", { token: viewer })).status).toBe(403);
  });

  it("creates, refuses a name its site already has (any case), allows it on another site", async () => {
    const made = await t.post("/api/activity/category/create", body(), { token: operator });
    expect(made.status).toBe(200);
    const dup = await t.post("/api/activity/category/create", body({ name: "toddler" }), { token: operator });
    expect(dup.status).toBe(409);
    expect(dup.body.data.errors.name).toEqual(["The Australia site already has a category named toddler"]);
    expect((await t.post("/api/activity/category/create", body({ site: "ca" }), { token: operator })).status).toBe(200);
  });

  it("states its limits", async () => {
    const res = await t.post("/api/activity/category/create", body({ name: "", sort: 10000, site: "mars" }), { token: operator });
    expect(res.status).toBe(422);
    expect(res.body.data.errors.sort).toEqual(["must be between 0 and 9999"]);
    expect(Object.keys(res.body.data.errors).sort()).toEqual(["name", "site", "sort"]);
  });

  it("hides and shows again; a repeat changes and logs nothing; a stale edit is 409", async () => {
    const made = (await t.post("/api/activity/category/create", body({ name: "Swim" }), { token: operator })).body.data;
    const off = await t.post("/api/activity/category/change-status", { id: made.id, status: "disable" }, { token: operator });
    expect(off.body.data.enabled).toBe(false);
    const logs = await logCount();
    expect((await t.post("/api/activity/category/change-status", { id: made.id, status: "disable" }, { token: operator })).status).toBe(
      200,
    );
    expect(await logCount()).toBe(logs);
    const stale = await t.post(
      "/api/activity/category/update",
      { id: made.id, version: made.version, ...body({ name: "Swimwear" }) },
      { token: operator },
    );
    expect(stale.status).toBe(409);
    const log = await t.get("/api/activity/logs", { token: approver, query: { entity: "activity_category", entity_id: made.id } });
    expect(log.body.data.list.map((r: { action: string }) => r.action)).toEqual(["disable", "create"]);
  });
});
