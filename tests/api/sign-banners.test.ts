// Resource › sign-in page banners: the first kind built from its one definition (issue 36). The
// endpoints are the spec's (section 7: resource/sign/banner/config/*, config_log/paginate); the
// expectations are written from the spec and the kind's declared ranges, not read from the code.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
let approver: string;
let viewer: string;
/** a seeded banner's picture, as the API answers it: the object store's address */
let IMAGE: string;

beforeAll(async () => {
  t = await startTestApi();
  [admin, approver, viewer] = await Promise.all([t.token("admin"), t.token("approver"), t.token("viewer")]);
  IMAGE = (await t.get(`${BASE}/paginate`, { token: admin })).body.data.list[0].image;
});
afterAll(async () => {
  await t?.close();
});

const BASE = "/api/resource/sign/banner/config";
const body = (over: Record<string, unknown> = {}) => ({
  title: "Summer check-in",
  site: "us",
  language: "en",
  image: IMAGE,
  link_type: 5,
  link_target: "https://shop.example/summer",
  start_at: "2031-06-01T07:00:00Z",
  end_at: "2031-07-01T06:59:59Z",
  priority: 5,
  ...over,
});
const errorsOf = async (path: string, b: unknown) => {
  const res = await t.post(path, b, { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  return Object.keys(res.body.data.errors).sort();
};

describe("sign-in page banners", () => {
  it("the seed lists banners in every state, highest priority first", async () => {
    const res = await t.get(`${BASE}/paginate`, { token: approver, query: { page_size: 100 } });
    expect(res.status).toBe(200);
    const list = res.body.data.list as { status: string; priority: number; image: string }[];
    expect(new Set(list.map((r) => r.status))).toEqual(new Set(["pending", "enabled", "terminated"]));
    expect(list.map((r) => r.priority)).toEqual([...list.map((r) => r.priority)].sort((a, b) => b - a));
    // pictures of the object store, answered with its address (uploads are served under /uploads/origin/…)
    expect(list.every((r) => new URL(r.image).pathname.startsWith("/uploads/origin/event/"))).toBe(true);
  });

  it("reading needs the route; writing needs its key (viewer: 403, nothing written)", async () => {
    expect((await t.get(`${BASE}/paginate`, { token: viewer })).status).toBe(403);
    expect((await t.post(`${BASE}/create`, body(), { token: approver })).status).toBe(403);
    expect((await t.sql("select 1 from sign_banners where title = 'Summer check-in'")).length).toBe(0);
  });

  it("create, show, update with its version, stale version 409", async () => {
    const created = await t.post(`${BASE}/create`, body(), { token: admin });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const row = created.body.data;
    expect(row).toMatchObject({ title: "Summer check-in", status: "pending", link_type: 5, priority: 5, version: 1 });
    const shown = await t.get(`${BASE}/show/${row.id}`, { token: approver });
    expect(shown.body.data.title).toBe("Summer check-in");
    // spec section 3: each time in UTC has its display copy (suffix _transform) in US West
    expect(shown.body.data).toMatchObject({
      start_at: "2031-06-01T07:00:00.000Z",
      start_at_transform: "2031-06-01 00:00:00",
      end_at_transform: "2031-06-30 23:59:59",
    });
    expect(shown.body.data.created_at_transform).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await t.get(`${BASE}/show/999999`, { token: admin })).status).toBe(404);
    const saved = await t.post(`${BASE}/update`, { id: row.id, version: 1, ...body({ priority: 7 }) }, { token: admin });
    expect(saved.body.data).toMatchObject({ priority: 7, version: 2 });
    expect((await t.post(`${BASE}/update`, { id: row.id, version: 1, ...body({ priority: 8 }) }, { token: admin })).status).toBe(409);
  });

  it("bad input is 422 with every field named: ranges, redirection target by type, schedule order", async () => {
    expect(await errorsOf(`${BASE}/create`, body({ title: "", priority: 1000, site: "mars", language: "zh" }))).toEqual([
      "language",
      "priority",
      "site",
      "title",
    ]);
    expect(await errorsOf(`${BASE}/create`, body({ link_type: 7 }))).toEqual(["link_type"]);
    expect(await errorsOf(`${BASE}/create`, body({ link_type: 1, link_target: "https://x.example" }))).toEqual(["link_target"]);
    expect(await errorsOf(`${BASE}/create`, body({ link_type: 3, link_target: "abc" }))).toEqual(["link_target"]);
    expect(await errorsOf(`${BASE}/create`, body({ link_type: 5, link_target: "shop.example" }))).toEqual(["link_target"]);
    expect(await errorsOf(`${BASE}/create`, body({ end_at: "2031-05-01T00:00:00Z" }))).toEqual(["end_at"]);
    expect(await errorsOf(`${BASE}/create`, body({ image: "" }))).toEqual(["image"]);
  });

  it("an image is a file of the console's store: no script address, no outside host, nothing written (issue 39 §6)", async () => {
    const key = new URL(IMAGE).pathname.replace(/^\/uploads\//, "");
    for (const image of [
      "javascript:alert(1)",
      "https://cdn.elsewhere.example/banner.png",
      `https://cdn.elsewhere.example/uploads/${key}`,
      "/seed/banners/daily-bonus.png",
      "origin/event/../../etc/passwd",
    ]) {
      const res = await t.post(`${BASE}/create`, body({ title: "Forged picture", image }), {
        token: admin,
        headers: { "accept-language": "zh" },
      });
      expect(res.status, image).toBe(422);
      expect(res.body.data.errors.image, image).toHaveLength(1);
    }
    const outside = await t.post(`${BASE}/create`, body({ title: "Forged picture", image: "https://cdn.elsewhere.example/b.png" }), {
      token: admin,
      headers: { "accept-language": "zh" },
    });
    expect(outside.body.data.errors.image).toEqual(["请选择通过控制台上传的文件"]);
    expect((await t.sql("select 1 from sign_banners where title = 'Forged picture'")).length).toBe(0);
    // the stored key itself, or the address the store answers, are the same picture
    const byKey = await t.post(`${BASE}/create`, body({ title: "Stored picture", image: key }), { token: admin });
    expect(byKey.status, JSON.stringify(byKey.body)).toBe(200);
    expect(byKey.body.data.image).toBe(IMAGE);
    const [row] = await t.sql<{ image: string }>("select image from sign_banners where id = $1", [byKey.body.data.id]);
    expect(row.image).toBe(key);
  });

  it("enable then terminate, each one log row; repeating does nothing; terminated cannot be enabled (409)", async () => {
    const { body: b } = await t.post(`${BASE}/create`, body({ title: "Lifecycle banner", link_type: 1, link_target: "" }), {
      token: admin,
    });
    const id = b.data.id;
    expect((await t.post(`${BASE}/enable`, { id }, { token: admin })).body.data.status).toBe("enabled");
    expect((await t.post(`${BASE}/enable`, { id }, { token: admin })).status).toBe(200);
    expect((await t.post(`${BASE}/terminate`, { id }, { token: admin })).body.data.status).toBe("terminated");
    expect((await t.post(`${BASE}/enable`, { id }, { token: admin })).status).toBe(409);
    const log = await t.get("/api/resource/sign/banner/config_log/paginate", { token: approver, query: { entity_id: id } });
    expect(log.status).toBe(200);
    expect(log.body.data.list.map((r: { action: string }) => r.action)).toEqual(["terminate", "enable", "create"]);
    expect((await t.get("/api/resource/sign/banner/config_log/paginate", { token: viewer })).status).toBe(403);
  });
});
