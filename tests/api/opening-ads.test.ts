// Resource › opening-screen ads (spec section 4: publish, online, offline, delete, copy; section 7:
// opening/config/*, config_log/paginate; section 5: a video ≤ 10 MB under origin/videos/). The
// expectations are written from the spec and the rules in docs/areas/resource.md, not read from the code.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

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

const BASE = "/api/opening/config";
let n = 0;
const body = (over: Record<string, unknown> = {}) => ({
  title: `Opening ad ${++n}`,
  site: "au",
  language: "en",
  audience: "all",
  media: "image",
  image: "origin/event/2026/01/openingposter000000000.png",
  video: "",
  seconds: 5,
  link_type: 3,
  link_target: "88",
  start_at: "2032-06-01T07:00:00Z",
  end_at: "2032-07-01T06:59:59Z",
  priority: 5,
  ...over,
});
const create = async (over: Record<string, unknown> = {}) => {
  const res = await t.post(`${BASE}/create`, body(over), { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; status: string; version: number; title: string };
};
const act = (name: string, id: number, token = admin) => t.post(`${BASE}/${name}`, { id }, { token });
/** an ad brought to a state by the spec's actions */
async function inState(state: "draft" | "published" | "online" | "offline" | "deleted", over: Record<string, unknown> = {}) {
  const { id } = await create(over);
  const path: Record<string, string[]> = {
    draft: [],
    published: ["publish"],
    online: ["publish", "online"],
    offline: ["publish", "online", "offline"],
    deleted: ["delete"],
  };
  for (const step of path[state]) expect((await act(step, id)).status).toBe(200);
  return id;
}

describe("opening-screen ads", () => {
  it("the seed lists ads in every state but deleted, images and videos that load offline", async () => {
    const res = await t.get(`${BASE}/paginate`, { token: approver, query: { page_size: 100 } });
    expect(res.status).toBe(200);
    const list = res.body.data.list as { status: string; media: string; image: string; video: string }[];
    expect(new Set(list.map((r) => r.status))).toEqual(new Set(["draft", "published", "online", "offline"]));
    // the seed's media are files of the object store, answered with its address
    expect(list.some((r) => r.media === "video" && new URL(r.video).pathname.startsWith("/uploads/origin/videos/"))).toBe(true);
    expect(list.every((r) => new URL(r.image).pathname.startsWith("/uploads/origin/event/"))).toBe(true);
    // a deleted ad is found by its state
    const deleted = await t.get(`${BASE}/paginate`, { token: approver, query: { status: "deleted" } });
    expect(deleted.body.data.list.length).toBeGreaterThan(0);
    // each video is in the store (local disk here) under the key its address names
    const store = t.config.storage as { dir?: string };
    for (const r of list)
      if (r.video) expect(fs.existsSync(`${store.dir}/${new URL(r.video).pathname.replace(/^\/uploads\//, "")}`), r.video).toBe(true);
  });

  it("reading needs the route; writing needs its key (viewer: 403, nothing written)", async () => {
    expect((await t.get(`${BASE}/paginate`, { token: viewer })).status).toBe(403);
    expect((await t.post(`${BASE}/create`, body({ title: "Refused ad" }), { token: approver })).status).toBe(403);
    const id = await inState("draft");
    for (const name of ["publish", "online", "offline", "delete", "copy"]) expect((await act(name, id, approver)).status).toBe(403);
    expect((await t.sql("select 1 from opening_ads where title = 'Refused ad'")).length).toBe(0);
    expect((await t.get("/api/opening/config_log/paginate", { token: viewer })).status).toBe(403);
  });

  it("bad input is 422 naming each field: ranges, a video ad without its video, an image ad with one", async () => {
    const errors = async (b: unknown) => {
      const res = await t.post(`${BASE}/create`, b, { token: admin });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      return Object.keys(res.body.data.errors).sort();
    };
    expect(await errors(body({ title: "", seconds: 11, priority: -1, audience: "pets", media: "gif" }))).toEqual([
      "audience",
      "media",
      "priority",
      "seconds",
      "title",
    ]);
    expect(await errors(body({ media: "video", video: "" }))).toEqual(["video"]);
    expect(await errors(body({ media: "image", video: "origin/videos/2026/01/openingclip00000000000.webm" }))).toEqual(["video"]);
    expect(await errors(body({ media: "video", video: "not an address" }))).toEqual(["video"]);
    expect(await errors(body({ image: "" }))).toEqual(["image"]);
    expect(await errors(body({ end_at: "2032-05-01T00:00:00Z" }))).toEqual(["end_at"]);
  });

  it("a video uploaded under origin/videos/ makes a video ad; show, update with its version, stale 409", async () => {
    const form = new FormData();
    form.append("purpose", "videos");
    form.append("file", new Blob([fs.readFileSync("public/seed/opening/new-arrivals.webm")], { type: "video/webm" }), "clip.webm");
    const up = await fetch(`${t.url}/api/upload`, { method: "POST", body: form, headers: { authorization: `Bearer ${admin}` } });
    const stored = ((await up.json()) as { data: { key: string; url: string } }).data;
    expect(up.status).toBe(200);
    expect(stored.key).toMatch(/^origin\/videos\/.+\.webm$/);
    const ad = await create({ media: "video", video: stored.url, title: "Uploaded video ad" });
    expect(ad).toMatchObject({ status: "draft", version: 1 });
    const shown = await t.get(`${BASE}/show/${ad.id}`, { token: approver });
    expect(shown.body.data).toMatchObject({ media: "video", video: stored.url });
    expect((await t.get(`${BASE}/show/999999`, { token: admin })).status).toBe(404);
    const saved = await t.post(
      `${BASE}/update`,
      { id: ad.id, version: 1, ...body({ media: "video", video: stored.url, seconds: 8 }) },
      { token: admin },
    );
    expect(saved.body.data).toMatchObject({ seconds: 8, version: 2 });
    expect((await t.post(`${BASE}/update`, { id: ad.id, version: 1, ...body() }, { token: admin })).status).toBe(409);
  });

  // every action from every state, as docs/areas/resource.md declares them: 200 applied, 200 repeated (no change), 409 refused
  const TABLE: [string, Record<string, "ok" | "same" | 409>][] = [
    ["draft", { publish: "ok", online: 409, offline: 409, delete: "ok", copy: "ok", update: "ok" }],
    ["published", { publish: "same", online: "ok", offline: 409, delete: 409, copy: "ok", update: "ok" }],
    ["online", { publish: 409, online: "same", offline: "ok", delete: 409, copy: "ok", update: 409 }],
    ["offline", { publish: 409, online: "ok", offline: "same", delete: "ok", copy: "ok", update: "ok" }],
    ["deleted", { publish: 409, online: 409, offline: 409, delete: "same", copy: 409, update: 409 }],
  ];
  const TO: Record<string, string> = { publish: "published", online: "online", offline: "offline", delete: "deleted" };
  it.each(TABLE)("from %s: each action applied, repeated or refused", async (state, outcomes) => {
    for (const [name, outcome] of Object.entries(outcomes)) {
      // each ad its own days, so putting one online never meets another
      const year = 2040 + n;
      const id = await inState(state as never, { start_at: `${year}-01-01T08:00:00Z`, end_at: `${year}-01-31T07:59:59Z` });
      const before = (await t.sql<{ status: string; version: number }>("select status, version from opening_ads where id = $1", [id]))[0];
      const res =
        name === "update"
          ? await t.post(
              `${BASE}/update`,
              { id, version: before.version, ...body({ start_at: `${year}-01-01T08:00:00Z`, end_at: `${year}-01-31T07:59:59Z` }) },
              { token: admin },
            )
          : await act(name, id);
      const after = (await t.sql<{ status: string; version: number }>("select status, version from opening_ads where id = $1", [id]))[0];
      const label = `${state} → ${name}: ${JSON.stringify(res.body).slice(0, 200)}`;
      if (outcome === 409) {
        expect(res.status, label).toBe(409);
        expect(after, label).toEqual(before);
      } else if (outcome === "same") {
        expect(res.status, label).toBe(200);
        expect(after, label).toEqual(before);
      } else {
        expect(res.status, label).toBe(200);
        if (name === "copy") {
          expect(res.body.data, label).toMatchObject({ status: "draft", version: 1 });
          expect(res.body.data.title).toMatch(/ \(copy\)$/);
          expect(after).toEqual(before);
        } else if (name === "update") expect(after.version).toBe(before.version + 1);
        else expect(after.status, label).toBe(TO[name]);
      }
    }
  });

  it("two online ads of one site, language and audience on overlapping days need different priorities", async () => {
    const days = { start_at: "2050-03-01T08:00:00Z", end_at: "2050-03-31T06:59:59Z", site: "glb", language: "pt" };
    const first = await inState("online", { ...days, audience: "new", priority: 7 });
    const same = await inState("published", { ...days, audience: "all", priority: 7, start_at: "2050-03-20T07:00:00Z" });
    const res = await act("online", same);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(`#${first}`);
    // another audience that does not meet, or another priority, may go online
    expect((await act("online", await inState("published", { ...days, audience: "returning", priority: 7 }))).status).toBe(200);
    expect((await act("online", await inState("published", { ...days, audience: "all", priority: 6 }))).status).toBe(200);
    // later days do not overlap
    const later = await inState("published", {
      ...days,
      audience: "new",
      priority: 7,
      start_at: "2050-04-01T07:00:00Z",
      end_at: "2050-04-30T06:59:59Z",
    });
    expect((await act("online", later)).status).toBe(200);
  });

  it("the log reads the ad's story newest first, and a copy's log starts with its copy", async () => {
    const id = await inState("offline");
    const log = await t.get("/api/opening/config_log/paginate", { token: approver, query: { entity_id: id } });
    expect(log.body.data.list.map((r: { action: string }) => r.action)).toEqual(["offline", "online", "publish", "create"]);
    const copy = (await act("copy", id)).body.data;
    const copyLog = await t.get("/api/opening/config_log/paginate", { token: approver, query: { entity_id: copy.id } });
    expect(copyLog.body.data.list.map((r: { action: string }) => r.action)).toEqual(["copy"]);
  });
});
