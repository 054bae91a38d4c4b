// Resource › hot words (spec section 4: publish, up, down, batch sort; section 7: search/keyword/config/*,
// config_log/paginate). Expectations from the spec and docs/areas/resource.md, not read from the code.
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

const BASE = "/api/search/keyword/config";
let n = 0;
const body = (over: Record<string, unknown> = {}) => ({
  word: `word ${++n}`,
  site: "au",
  language: "en",
  highlight: false,
  link_type: 1,
  link_target: "",
  start_at: "2032-06-01T07:00:00Z",
  end_at: "2032-07-01T06:59:59Z",
  ...over,
});
const create = async (over: Record<string, unknown> = {}) => {
  const res = await t.post(`${BASE}/create`, body(over), { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; word: string; position: number; status: string; version: number };
};
const act = (name: string, id: number, token = admin) => t.post(`${BASE}/${name}`, { id }, { token });
const order = async (site: string, language: string) =>
  (
    await t.get(`${BASE}/paginate`, { token: approver, query: { site, language, sort: "position", order: "asc", page_size: 100 } })
  ).body.data.list.map((r: { word: string }) => r.word);

describe("hot words", () => {
  it("the seed orders each site and language's words, in every state", async () => {
    expect(await order("us", "en")).toEqual([
      "matching family outfits",
      "girls dresses",
      "pajamas",
      "swimwear",
      "baby bodysuits",
      "easter",
    ]);
    const all = (await t.get(`${BASE}/paginate`, { token: approver, query: { page_size: 100 } })).body.data.list as { status: string }[];
    expect(new Set(all.map((r) => r.status))).toEqual(new Set(["draft", "up", "down"]));
  });

  it("reading needs the route; writing needs its key", async () => {
    expect((await t.get(`${BASE}/paginate`, { token: viewer })).status).toBe(403);
    expect((await t.post(`${BASE}/create`, body(), { token: approver })).status).toBe(403);
    expect((await t.post(`${BASE}/batch_sort`, { site: "us", language: "en", ids: [1] }, { token: approver })).status).toBe(403);
    expect((await t.get("/api/search/keyword/config_log/paginate", { token: viewer })).status).toBe(403);
  });

  it("a new word goes last in its site and language; a word is there once (letter case aside); 30 characters at most", async () => {
    const a = await create({ site: "ca", language: "fr", word: "robes" });
    const b = await create({ site: "ca", language: "fr", word: "pyjamas" });
    expect([a.position, b.position]).toEqual([1, 2]);
    const dup = await t.post(`${BASE}/create`, body({ site: "ca", language: "fr", word: "ROBES" }), { token: admin });
    expect(dup.status).toBe(422);
    expect(Object.keys(dup.body.data.errors)).toEqual(["word"]);
    const long = await t.post(`${BASE}/create`, body({ word: "x".repeat(31) }), { token: admin });
    expect(Object.keys(long.body.data.errors)).toEqual(["word"]);
    // moved to another language, it goes last there
    const moved = await t.post(
      `${BASE}/update`,
      { id: a.id, version: 1, ...body({ site: "ca", language: "en", word: "robes" }) },
      { token: admin },
    );
    expect(moved.body.data).toMatchObject({ language: "en", position: 1, version: 2 });
    expect((await t.post(`${BASE}/update`, { id: a.id, version: 1, ...body({ word: "robes" }) }, { token: admin })).status).toBe(409);
  });

  // every action from every state: applied, repeated (200, nothing changes) or refused (409)
  const TABLE: [string, string[], Record<string, "ok" | "same" | 409>][] = [
    ["draft", [], { publish: "ok", up: 409, down: 409 }],
    ["up", ["publish"], { publish: "same", up: "same", down: "ok" }],
    ["down", ["publish", "down"], { publish: 409, up: "ok", down: "same" }],
  ];
  const TO: Record<string, string> = { publish: "up", up: "up", down: "down" };
  it.each(TABLE)("from %s: publish, up and down applied, repeated or refused", async (_state, path, outcomes) => {
    for (const [name, outcome] of Object.entries(outcomes)) {
      const { id } = await create({ site: "glb", language: "it" });
      for (const step of path) expect((await act(step, id)).status).toBe(200);
      const before = (await t.sql<{ status: string; version: number }>("select status, version from hot_words where id = $1", [id]))[0];
      const res = await act(name, id);
      const after = (await t.sql<{ status: string; version: number }>("select status, version from hot_words where id = $1", [id]))[0];
      if (outcome === 409) expect(res.status, name).toBe(409);
      else expect(res.status, name).toBe(200);
      if (outcome === "ok") expect(after.status, name).toBe(TO[name]);
      else expect(after, name).toEqual(before);
    }
  });

  it("batch sort saves one site and language's whole order at once; a partial or stale list is refused", async () => {
    const words = [];
    for (const w of ["alpha", "bravo", "charlie", "delta"]) words.push(await create({ site: "uk", language: "de", word: w }));
    const [a, b, c, d] = words.map((w) => w.id);
    const res = await t.post(`${BASE}/batch_sort`, { site: "uk", language: "de", ids: [c, a, d, b] }, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await order("uk", "de")).toEqual(["charlie", "alpha", "delta", "bravo"]);
    // one log row per word that moved (all four here)
    const log = await t.get("/api/search/keyword/config_log/paginate", { token: approver, query: { entity_id: c } });
    expect(log.body.data.list.map((r: { action: string }) => r.action)).toEqual(["batch_sort", "create"]);
    // a list missing a word, or naming another site's, leaves the order as it was
    expect((await t.post(`${BASE}/batch_sort`, { site: "uk", language: "de", ids: [a, b, c] }, { token: admin })).status).toBe(409);
    const other = (await create({ site: "uk", language: "es" })).id;
    expect((await t.post(`${BASE}/batch_sort`, { site: "uk", language: "de", ids: [a, b, c, other] }, { token: admin })).status).toBe(409);
    expect(await order("uk", "de")).toEqual(["charlie", "alpha", "delta", "bravo"]);
    const bad = await t.post(`${BASE}/batch_sort`, { site: "mars", language: "de", ids: [a, a] }, { token: admin });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data.errors).sort()).toEqual(["ids", "site"]);
  });
});
