// Resource › the floating bars (issue 38; spec section 2: home-suspension-bar, commercial-floating-bar,
// registration-floating-bar; section 7: resource/floating/register/{paginate,show,log,store},
// resource/floating/config/{paginate,show,log,filter,store}; section 4: enable and terminate). "store"
// creates without id, updates with id and version, and moves with {id, status: enable|terminate}.
// Expectations are literal: codes, states, counts and messages a caller sees.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
let approver: string;
let viewer: string;
/** holds the home bar's screen and key only */
let homeOnly: string;

const REGISTER = "/api/resource/floating/register";
const CONFIG = "/api/resource/floating/config";

beforeAll(async () => {
  t = await startTestApi();
  [admin, approver, viewer] = await Promise.all([t.token("admin"), t.token("approver"), t.token("viewer")]);
  await t.sql("insert into roles (name, grants) values ('t-home-bar', '{home-suspension-bar,home-suspension-bar-all-right-btns}')");
  await t.sql(
    "insert into users (username, display_name, email, role_id, language, active) values ('home_bar', 'Hana Home', 'home_bar@example.com', (select id from roles where name = 't-home-bar'), 'en', true)",
  );
  homeOnly = await t.token("home_bar");
});
afterAll(async () => {
  await t?.close();
});

// each test's bars sit in a year of their own, so the slot rule meets only what the test made
let year = 2050;
const bar = (over: Record<string, unknown> = {}) => ({
  title: "Sign up and save",
  site: "au",
  language: "en",
  audience: "all",
  image: "origin/event/2026/01/AAAAAAAAAAAAAAAAAAAAAA.png",
  link_type: 6,
  link_target: "patpat://register",
  start_at: `${year}-03-01T08:00:00Z`,
  end_at: `${year}-03-31T06:59:59Z`,
  priority: 10,
  headline: "Join free: $5 off",
  ...over,
});

const GROUPS = [
  { name: "registration bars", base: REGISTER, table: "floating_registers", own: {} as Record<string, unknown> },
  { name: "home and commercial bars", base: CONFIG, table: "floating_configs", own: { place: "home" } as Record<string, unknown> },
];

describe.each(GROUPS)("$name", (g) => {
  const store = (body: Record<string, unknown>, token = admin, headers?: Record<string, string>) =>
    t.post(`${g.base}/store`, body, { token, headers });
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await store(bar({ ...g.own, ...over }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { id: number; version: number; status: string };
  };
  const move = (id: number, status: string, token = admin) => store({ id, status }, token);
  const stateOf = async (id: number) => (await t.get(`${g.base}/show/${id}`, { token: admin })).body.data.status;
  const logOf = async (id: number) =>
    (await t.get(`${g.base}/log`, { token: admin, query: { entity_id: id } })).body.data.list.map((r: { action: string }) => r.action);

  it("the seed lists bars in every state on several sites, pictures from the object store", async () => {
    const res = await t.get(`${g.base}/paginate`, { token: approver, query: { page_size: 100 } });
    expect(res.status).toBe(200);
    const list = res.body.data.list as { status: string; site: string; image: string }[];
    expect(new Set(list.map((r) => r.status))).toEqual(new Set(["pending", "enabled", "terminated"]));
    expect(new Set(list.map((r) => r.site)).size).toBeGreaterThan(1);
    expect(list.every((r) => new URL(r.image).pathname.startsWith("/uploads/origin/event/"))).toBe(true);
  });

  it("store without id creates a pending bar; with id and version updates; a stale version is 409; unknown id 404", async () => {
    year++;
    const row = await create({ title: "First bar" });
    expect(row).toMatchObject({ status: "pending", version: 1, title: "First bar", headline: "Join free: $5 off", ...g.own });
    expect((await t.get(`${g.base}/show/${row.id}`, { token: approver })).body.data.title).toBe("First bar");
    const saved = await store({ id: row.id, version: 1, ...bar({ ...g.own, title: "First bar, renamed", priority: 20 }) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ title: "First bar, renamed", priority: 20, version: 2 });
    const stale = await store({ id: row.id, version: 1, ...bar({ ...g.own, title: "Lost edit" }) });
    expect(stale.status).toBe(409);
    expect((await t.get(`${g.base}/show/${row.id}`, { token: admin })).body.data.title).toBe("First bar, renamed");
    expect((await t.get(`${g.base}/show/999999`, { token: admin })).status).toBe(404);
    expect((await store({ id: 999999, version: 1, ...bar(g.own) })).status).toBe(404);
    expect((await move(999999, "enable")).status).toBe(404);
    expect(await logOf(row.id)).toEqual(["update", "create"]);
  });

  it("reading needs a bar screen, writing its key: viewer 403, approver reads but cannot store", async () => {
    const [one] = (await t.get(`${g.base}/paginate`, { token: approver })).body.data.list;
    expect((await t.get(`${g.base}/paginate`, { token: viewer })).status).toBe(403);
    expect((await t.get(`${g.base}/show/${one.id}`, { token: viewer })).status).toBe(403);
    expect((await t.get(`${g.base}/log`, { token: viewer })).status).toBe(403);
    expect((await store(bar({ ...g.own, title: "Not written" }), approver)).status).toBe(403);
    expect((await move(one.id, "terminate", approver)).status).toBe(403);
    expect((await t.sql(`select 1 from ${g.table} where title = 'Not written'`)).length).toBe(0);
  });

  it("bad input is 422 with every field named; a version without id, or a move with fields, is refused", async () => {
    const res = await store(
      bar({ ...g.own, title: "", audience: "kids", priority: 1000, link_type: 5, link_target: "nope", headline: "x".repeat(81) }),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.data.errors).sort()).toEqual(["audience", "headline", "link_target", "priority", "title"]);
    const backwards = await store(bar({ ...g.own, start_at: `${year}-04-01T07:00:00Z`, end_at: `${year}-03-01T08:00:00Z` }));
    expect(backwards.status).toBe(422);
    expect((await store({ version: 1, ...bar(g.own) })).status).toBe(422);
    expect((await store({ id: 1, status: "enable", title: "Also renamed" })).status).toBe(422);
    expect((await store({ id: 1, status: "publish" })).status).toBe(422);
    expect((await store({ ...bar(g.own), surprise: true })).status).toBe(422);
  });

  it.each([
    ["pending", "enable", 200, "enabled", true],
    ["pending", "terminate", 200, "terminated", true],
    ["enabled", "enable", 200, "enabled", false],
    ["enabled", "terminate", 200, "terminated", true],
    ["terminated", "enable", 409, "terminated", false],
    ["terminated", "terminate", 200, "terminated", false],
  ] as const)("from %s, store {status: %s} answers %i and leaves it %s (logged: %s)", async (from, action, code, after, logged) => {
    year++;
    const { id } = await create({ title: `${from} then ${action}` });
    if (from !== "pending") expect((await move(id, from === "enabled" ? "enable" : "terminate")).status).toBe(200);
    const before = (await logOf(id)).length;
    const res = await move(id, action);
    expect(res.status, JSON.stringify(res.body)).toBe(code);
    expect(await stateOf(id)).toBe(after);
    expect((await logOf(id)).length).toBe(before + (logged ? 1 : 0));
  });

  it("slot rule: a second live bar for the same customers on overlapping days is refused, naming the first; terminating frees it", async () => {
    year++;
    const first = await create({ title: "Holder of the bar" });
    expect((await move(first.id, "enable")).status).toBe(200);
    // "all" meets every audience; a different priority does not help (one bar covers the foot of the page)
    const clash = await create({
      title: "Latecomer",
      audience: "new",
      priority: 99,
      start_at: `${year}-03-20T07:00:00Z`,
      end_at: `${year}-04-10T06:59:59Z`,
    });
    const refused = await move(clash.id, "enable");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("“Holder of the bar”");
    expect(refused.body.message).toContain(`${year}-03-01`);
    expect(refused.body.message).toContain(`${year}-03-30`);
    expect((await store({ id: clash.id, status: "enable" }, admin, { "accept-language": "zh" })).body.message).toContain("已在");
    expect(await stateOf(clash.id)).toBe("pending");
    // another language or the month after: free
    expect((await move((await create({ title: "Other language", language: "fr" })).id, "enable")).status).toBe(200);
    const later = await create({ title: "Next month", start_at: `${year}-05-01T07:00:00Z`, end_at: `${year}-05-31T06:59:59Z` });
    expect((await move(later.id, "enable")).status).toBe(200);
    // a live bar cannot be edited into the taken days either
    const edit = await store({ id: later.id, version: 2, ...bar({ ...g.own, title: "Next month" }) });
    expect(edit.status).toBe(409);
    expect((await move(first.id, "terminate")).status).toBe(200);
    expect((await move(clash.id, "enable")).status).toBe(200);
  });
});

describe("home and commercial bars: one API group, told apart by place", () => {
  const store = (body: Record<string, unknown>, token = admin) => t.post(`${CONFIG}/store`, body, { token });

  it("a home bar and a commercial bar for the same customers and days are both live (the place is part of the slot)", async () => {
    year++;
    const home = (await store(bar({ place: "home", title: "Home strip" }))).body.data;
    const shop = (await store(bar({ place: "commercial", title: "Shop strip" }))).body.data;
    expect((await store({ id: home.id, status: "enable" })).status).toBe(200);
    expect((await store({ id: shop.id, status: "enable" })).status).toBe(200);
    const homes = (await t.get(`${CONFIG}/paginate`, { token: admin, query: { place: "home", page_size: 100 } })).body.data.list;
    expect(homes.map((r: { id: number }) => r.id)).toContain(home.id);
    expect(homes.map((r: { id: number }) => r.id)).not.toContain(shop.id);
  });

  it("a place is required and must be home or commercial", async () => {
    const res = await store(bar({ place: "checkout" }));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.data.errors)).toEqual(["place"]);
    const { place: _p, ...rest } = bar({ place: "home" }) as Record<string, unknown>;
    expect((await store(rest)).body.data.errors.place).toBeDefined();
  });

  it("a holder of the home bar's screen reads and writes home bars only", async () => {
    year++;
    const shop = (await store(bar({ place: "commercial", title: "Shop only" }))).body.data;
    const list = (await t.get(`${CONFIG}/paginate`, { token: homeOnly, query: { page_size: 100 } })).body.data.list;
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((r: { place: string }) => r.place))).toEqual(new Set(["home"]));
    expect((await t.get(`${CONFIG}/paginate`, { token: homeOnly, query: { place: "commercial" } })).status).toBe(403);
    expect((await t.get(`${CONFIG}/show/${shop.id}`, { token: homeOnly })).status).toBe(403);
    expect((await store(bar({ place: "commercial", title: "Sneaked in" }), homeOnly)).status).toBe(403);
    expect((await store({ id: shop.id, status: "terminate" }, homeOnly)).status).toBe(403);
    const mine = await store(bar({ place: "home", title: "Mine" }), homeOnly);
    expect(mine.status).toBe(200);
    // moving a home bar to the commercial pages needs that place's key too
    expect((await store({ id: mine.body.data.id, version: 1, ...bar({ place: "commercial", title: "Mine" }) }, homeOnly)).status).toBe(403);
    // the log answers the home bars' changes only
    const log = (await t.get(`${CONFIG}/log`, { token: homeOnly, query: { page_size: 100 } })).body.data.list as { entity_id: string }[];
    expect(log.map((r) => Number(r.entity_id))).toContain(mine.body.data.id);
    expect(log.map((r) => Number(r.entity_id))).not.toContain(shop.id);
    expect((await t.get(`${REGISTER}/paginate`, { token: homeOnly })).status).toBe(403);
  });

  it("an update never moves a bar to the other place, whoever holds both keys (422 on place, the bar stays)", async () => {
    year++;
    const home = (await store(bar({ place: "home", title: "Stays home" }))).body.data;
    const moved = await store({ id: home.id, version: home.version, ...bar({ place: "commercial", title: "Stays home" }) });
    expect(moved.status).toBe(422);
    expect(moved.body.data.errors).toEqual({ place: ["A floating bar stays in its place: create a new bar for the other place"] });
    const zhMoved = await t.post(
      `${CONFIG}/store`,
      { id: home.id, version: home.version, ...bar({ place: "commercial", title: "Stays home" }) },
      { token: admin, headers: { "accept-language": "zh-CN" } },
    );
    expect(zhMoved.body.data.errors).toEqual({ place: ["悬浮条不能换位置：请为另一个位置新建悬浮条"] });
    const after = (await t.get(`${CONFIG}/show/${home.id}`, { token: admin })).body.data;
    expect(after.place).toBe("home");
    expect(after.version).toBe(home.version);
    // the same place is an ordinary update
    const kept = await store({ id: home.id, version: home.version, ...bar({ place: "home", title: "Still home" }) });
    expect(kept.status).toBe(200);
    expect(kept.body.data.title).toBe("Still home");
  });

  it("filter (no parameters) answers the screens' choices with labels in en and zh; only the caller's places", async () => {
    const all = await t.get(`${CONFIG}/filter`, { token: approver });
    expect(all.status).toBe(200);
    expect(all.body.data.place).toEqual([
      { value: "home", label: { en: "Home page", zh: "首页" } },
      { value: "commercial", label: { en: "Commercial pages", zh: "商业页" } },
    ]);
    expect(all.body.data.status.map((s: { value: string }) => s.value)).toEqual(["pending", "enabled", "terminated"]);
    expect(all.body.data.link_type.map((s: { value: string }) => s.value)).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(all.body.data.audience.map((s: { value: string }) => s.value)).toEqual(["all", "new", "returning", "member"]);
    expect(all.body.data.language.map((s: { value: string }) => s.value)).toEqual(["en", "es", "de", "it", "fr", "pt", "ar"]);
    expect((await t.get(`${CONFIG}/filter`, { token: homeOnly })).body.data.place.map((p: { value: string }) => p.value)).toEqual(["home"]);
    expect((await t.get(`${CONFIG}/filter`, { token: viewer })).status).toBe(403);
    expect((await t.get(`${CONFIG}/filter`, { token: approver, query: { site: "us" } })).status).toBe(422);
  });
});
