// System management → oc-attribute-tag-manage: which tags an option value (value_id, value, label)
// carries — list and filter, link, remove (the row stays, marked removed), log, who may.
// Tag ids are the demo seed's order (server/db/seed-tags.ts): 4 Boho (disabled), 18 Blue, 23 Multicolor, 9 Winter.
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

type Link = { value_id: number; value: string; label: string; tag_id: number; tag_group: string; tag_name: string; active: boolean };
const link = (body: Record<string, unknown>, token = admin) => t.post("/api/config/option-tag/create", body, { token });
const remove = (id: number, token = admin) => t.post("/api/config/option-tag/change-status", { id, status: "delete" }, { token });
const list = async (query: Record<string, string>) =>
  (await t.get("/api/config/option-tags", { token: viewer, query: { page_size: "100", ...query } })).body.data.list as Link[];

describe("option value tags", () => {
  it("lists the demo links and filters by option value, tag, group and state", async () => {
    const all = await list({});
    expect(all).toHaveLength(26);
    expect(await list({ active: "false" })).toMatchObject([
      { value_id: 1010, value: "burgundy", label: "Burgundy", tag_group: "color", tag_name: "Red", active: false },
    ]);
    // by value, label or id: "navy" is 1003 Navy Blue; "Blue" as a tag is carried by navy and sky-blue
    expect((await list({ option: "navy" })).map((l) => l.value_id)).toEqual([1003]);
    expect((await list({ option: "sky blue" })).map((l) => l.value_id)).toEqual([1004]);
    expect((await list({ option: "4008" })).map((l) => l.tag_name).sort()).toEqual(["Adult", "Plus Size"]);
    expect((await list({ tag: "blue" })).map((l) => l.value_id).sort()).toEqual([1003, 1004]);
    expect(await list({ group: "size", active: "true" })).toHaveLength(9);
    // a % is a character, not a wildcard
    expect((await list({ option: "100%" })).map((l) => l.label)).toEqual(["100% Cotton"]);
    expect((await list({ option: "%" })).map((l) => l.label)).toEqual(["100% Cotton"]);
    const sorted = await list({ sort: "value_id", order: "asc" });
    expect(sorted[0].value_id).toBe(1001);
    expect((await t.get("/api/config/option-tags", { token: viewer, query: { group: "planet" } })).status).toBe(422);
  });

  it("offers the option values and the enabled tags to choose from", async () => {
    const res = await t.get("/api/config/option-tag/choices", { token: viewer });
    expect(res.status).toBe(200);
    expect(res.body.data.values).toHaveLength(25);
    expect(res.body.data.values[0]).toEqual({ value_id: 1001, value: "red", label: "Red" });
    const names = res.body.data.tags.map((g: { name: string }) => g.name);
    expect(names).toContain("Multicolor");
    expect(names).not.toContain("Boho");
  });

  it("links a tag to an option value with one audit row; the same link twice is refused (409)", async () => {
    const res = await link({ value_id: 1007, tag_id: 23 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      value_id: 1007,
      value: "black",
      label: "Black",
      tag_id: 23,
      tag_group: "color",
      tag_name: "Multicolor",
      active: true,
      updated_by: "Ada Admin",
    });
    const logs = await t.get("/api/config/option-tag/logs", { token: admin, query: { entity: "option_tag", entity_id: res.body.data.id } });
    expect(logs.body.data.list.map((l: { action: string }) => l.action)).toEqual(["create"]);
    const dup = await link({ value_id: 1007, tag_id: 23 });
    expect(dup.status).toBe(409);
    expect(dup.body.data.errors.tag_id).toEqual(["Option value 1007 already carries this tag"]);
  });

  it("refuses unknown option values, unknown or disabled tags and bad input (422)", async () => {
    const unknownValue = await link({ value_id: 9999, tag_id: 18 });
    expect(unknownValue.status).toBe(422);
    expect(unknownValue.body.data.errors.value_id).toEqual(["No option value has id 9999"]);
    const disabled = await link({ value_id: 1001, tag_id: 4 });
    expect(disabled.status).toBe(422);
    expect(disabled.body.data.errors.tag_id).toEqual(["Tag 4 is disabled"]);
    expect((await link({ value_id: 1001, tag_id: 99999 })).body.data.errors.tag_id).toEqual(["No tag has id 99999"]);
    expect((await link({ value_id: "1001", tag_id: 18 })).status).toBe(422);
    expect((await link({ value_id: 1001 })).status).toBe(422);
    expect((await link({ value_id: 1001, tag_id: 18, extra: 1 })).status).toBe(422);
  });

  it("removes once and keeps the row; a repeat is harmless; the option value can carry the tag again", async () => {
    const { id } = (await link({ value_id: 1008, tag_id: 9 })).body.data;
    const count = async () => (await t.sql<{ n: number }>("select count(*)::int as n from audit_log where entity = 'option_tag'"))[0].n;
    const before = await count();
    const first = await remove(id);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id, active: false, tag_name: "Winter" });
    expect((await remove(id)).status).toBe(200);
    expect((await count()) - before).toBe(1);
    expect((await link({ value_id: 1008, tag_id: 9 })).status).toBe(200);
    expect((await remove(999999)).status).toBe(404);
    expect((await t.post("/api/config/option-tag/change-status", { id, status: "enable" }, { token: admin })).status).toBe(422);
  });

  it("lets only holders of the key write; viewers read; operators see nothing", async () => {
    expect((await link({ value_id: 1001, tag_id: 18 }, viewer)).status).toBe(403);
    expect((await remove(1, viewer)).status).toBe(403);
    expect((await t.get("/api/config/option-tags", { token: operator })).status).toBe(403);
    expect((await t.get("/api/config/option-tag/choices", { token: operator })).status).toBe(403);
  });
});
