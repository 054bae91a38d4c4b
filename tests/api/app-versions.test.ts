// System › app versions (issue 9): releases per platform with a minimum supported version.
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

const body = (over: Record<string, unknown> = {}) => ({
  platform: "ios",
  app_version: "6.0.0",
  min_version: "5.9.0",
  force_update: false,
  release_notes: { en: "New home page", ar: "صفحة رئيسية جديدة" },
  ...over,
});
const create = async (over: Record<string, unknown>) => {
  const res = await t.post("/api/config/app-version/create", body(over), { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; version: number; published: boolean; app_version: string; release_notes: Record<string, string> };
};
const errorsOf = async (over: Record<string, unknown>) => {
  const res = await t.post("/api/config/app-version/create", body(over), { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  return Object.keys(res.body.data.errors);
};
const list = async (query: Record<string, string | number>) => {
  const res = await t.get("/api/config/app-versions", { token: viewer, query: { page_size: 100, ...query } });
  expect(res.status).toBe(200);
  return res.body.data.list as { app_version: string; platform: string; published: boolean }[];
};

describe("app versions", () => {
  it("sorts versions as numbers, not text: 5.10.0 after 5.9.0", async () => {
    const ios = await list({ platform: "ios", sort: "app_version", order: "asc" });
    expect(ios.map((r) => r.app_version)).toEqual(["5.8.0", "5.9.0", "5.10.0"]);
    const unpublished = await list({ published: "false" });
    expect(unpublished.map((r) => `${r.platform} ${r.app_version}`).sort()).toEqual(["android 5.10.0", "ios 5.10.0"]);
  });

  it("a reader cannot write; an outsider cannot read", async () => {
    expect((await t.post("/api/config/app-version/create", body({ app_version: "9.0.0" }), { token: viewer })).status).toBe(403);
    expect((await t.post("/api/config/app-version/change-status", { id: 1, status: "unpublish" }, { token: viewer })).status).toBe(403);
    expect((await t.get("/api/config/app-versions", { token: operator })).status).toBe(403);
    expect((await t.sql("select 1 from app_versions where app_version = '9.0.0'")).length).toBe(0);
  });

  it("versions are MAJOR.MINOR.PATCH; the minimum may equal the version but not pass it", async () => {
    for (const bad of ["6.0", "6.0.0-beta", "v6.0.0", "06.0.0", "6.0.10000", "6..0"]) {
      expect(await errorsOf({ app_version: bad }), bad).toContain("app_version");
    }
    expect(await errorsOf({ app_version: "6.0.0", min_version: "6.0.1" })).toEqual(["min_version"]);
    expect(await errorsOf({ app_version: "6.0.0", min_version: "10.0.0" })).toEqual(["min_version"]);
    const same = await create({ app_version: "6.0.0", min_version: "6.0.0" });
    expect(same.app_version).toBe("6.0.0");
    expect((await create({ app_version: "9999.9999.9999", min_version: "0.0.0" })).app_version).toBe("9999.9999.9999");
  });

  it("English release notes are required; other languages are the seven offered only", async () => {
    expect(await errorsOf({ release_notes: { es: "Hola" } })).toEqual(["release_notes.en"]);
    expect(await errorsOf({ release_notes: { en: "   " } })).toEqual(["release_notes.en"]);
    expect(await errorsOf({ release_notes: { en: "Hi", zh: "你好" } })).toEqual(["release_notes"]);
    expect(await errorsOf({ release_notes: { en: "x".repeat(2001) } })).toEqual(["release_notes.en"]);
    const row = await create({ platform: "android", app_version: "6.1.0", release_notes: { en: "x".repeat(2000), pt: "Olá", fr: "" } });
    expect(Object.keys(row.release_notes).sort()).toEqual(["en", "pt"]);
  });

  it("one record per platform and version: 409 on the version; the other platform may have it", async () => {
    const res = await t.post("/api/config/app-version/create", body({ platform: "ios", app_version: "5.9.0", min_version: "5.0.0" }), {
      token: admin,
    });
    expect(res.status).toBe(409);
    expect(Object.keys(res.body.data.errors)).toEqual(["app_version"]);
    await create({ platform: "android", app_version: "5.9.0", min_version: "5.0.0" });
  });

  it("new versions start unpublished; publish once, repeat logs nothing; stale update 409; missing 404", async () => {
    const row = await create({ app_version: "6.2.0" });
    expect(row.published).toBe(false);
    const pub = await t.post("/api/config/app-version/change-status", { id: row.id, status: "publish" }, { token: admin });
    expect(pub.body.data.published).toBe(true);
    await t.post("/api/config/app-version/change-status", { id: row.id, status: "publish" }, { token: admin });
    const n = await t.sql<{ n: number }>(
      "select count(*)::int as n from audit_log where entity = 'app_version' and action = 'publish' and entity_id = $1",
      [String(row.id)],
    );
    expect(n[0].n).toBe(1);
    expect((await t.post("/api/config/app-version/change-status", { id: row.id, status: "enable" }, { token: admin })).status).toBe(422);
    const stale = await t.post(
      "/api/config/app-version/update",
      { ...body({ app_version: "6.2.0" }), id: row.id, version: row.version },
      { token: admin },
    );
    expect(stale.status).toBe(409);
    expect((await t.get("/api/config/app-version/999999", { token: viewer })).status).toBe(404);
  });
});
