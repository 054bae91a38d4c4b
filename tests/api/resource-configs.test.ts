// Resource › the storefront configs on the enable/terminate shape (issue 38): every kind listed here
// by hand from the spec (section 7 paths, section 2 routes), every action tried from every state
// (section 4: enable and terminate; terminated is final), and the slot rule of docs/areas/resource.md.
// Expectations are literal: the states, codes and counts a caller sees, not read from the code.
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

interface Kind {
  name: string;
  base: string;
  log: string;
  table: string;
  /** true: two live configs at different priorities share no slot (a carousel's positions) */
  byPriority: boolean;
  /** the lifecycle (section 4): enable / terminate, or the share configs' publish / underline */
  life?: typeof SHARE;
  /** the body fields of the kind's own */
  own?: Record<string, unknown>;
}

/** From each state, each action: the answer's code and the state after it (section 4; terminated is final). */
const ENABLE_TERMINATE = {
  on: "enable",
  off: "terminate",
  states: ["pending", "enabled", "terminated"],
  reach: { pending: [], enabled: ["enable"], terminated: ["terminate"] } as Record<string, string[]>,
  moves: [
    ["pending", "enable", 200, "enabled", true],
    ["pending", "terminate", 200, "terminated", true],
    ["enabled", "enable", 200, "enabled", false],
    ["enabled", "terminate", 200, "terminated", true],
    ["terminated", "enable", 409, "terminated", false],
    ["terminated", "terminate", 200, "terminated", false],
  ] as [from: string, action: string, code: number, after: string, logged: boolean][],
};
/** Share configs: publish and underline (take down); a taken-down campaign may be published again. */
const SHARE: typeof ENABLE_TERMINATE = {
  on: "publish",
  off: "underline",
  states: ["draft", "published", "offline"],
  reach: { draft: [], published: ["publish"], offline: ["publish", "underline"] },
  moves: [
    ["draft", "publish", 200, "published", true],
    ["draft", "underline", 409, "draft", false],
    ["published", "publish", 200, "published", false],
    ["published", "underline", 200, "offline", true],
    ["offline", "publish", 200, "published", true],
    ["offline", "underline", 200, "offline", false],
  ],
};

const KINDS: Kind[] = [
  {
    name: "sign-in banners",
    base: "/api/resource/sign/banner/config",
    log: "/api/resource/sign/banner/config_log/paginate",
    table: "sign_banners",
    byPriority: true,
  },
  {
    name: "wallet banners",
    base: "/api/resource/wallet/banner/config",
    log: "/api/resource/wallet/banner/config_log/paginate",
    table: "wallet_banners",
    byPriority: true,
  },
  {
    name: "order banners",
    base: "/api/resource/order/banner/config",
    log: "/api/resource/order/banner/config_log/paginate",
    table: "order_banners",
    byPriority: true,
  },
  {
    name: "product detail advertisements",
    base: "/api/resource/product_detail/banner/config",
    log: "/api/resource/product_detail/banner/config_log/paginate",
    table: "product_detail_banners",
    byPriority: true,
  },
  {
    name: "sign-in page popups",
    base: "/api/popups/configs",
    log: "/api/popups/config_logs/paginate",
    table: "sign_popups",
    byPriority: false,
  },
  {
    name: "sign-in page recommends",
    base: "/api/recommends/configs",
    log: "/api/recommends/config_logs/paginate",
    table: "sign_recommends",
    byPriority: true,
  },
  {
    name: "home page popups",
    base: "/api/index/popup/config",
    log: "/api/index/popup/config_log/paginate",
    table: "index_popups",
    byPriority: false,
  },
  {
    name: "share campaigns (shared fission)",
    base: "/api/share/configs",
    log: "/api/share/config_logs/paginate",
    table: "share_configs",
    byPriority: false,
    life: SHARE,
    own: { share_text: "Join with my link: we both get $5", reward_points: 250 },
  },
];

// each test's configs sit on a site and in a year of their own, so the slot rule meets only what the test made
let year = 2040;
const body = (over: Record<string, unknown> = {}) => ({
  title: "Back to school",
  site: "glb",
  language: "pt",
  audience: "all",
  // a file of the object store, by its key (issue 39 §6)
  image: "origin/event/2026/01/AAAAAAAAAAAAAAAAAAAAAA.png",
  link_type: 6,
  link_target: "patpat://school",
  start_at: `${year}-08-01T07:00:00Z`,
  end_at: `${year}-08-31T06:59:59Z`,
  priority: 5,
  ...over,
});

describe.each(KINDS)("$name", (k) => {
  const life = k.life ?? ENABLE_TERMINATE;
  const full = (over: Record<string, unknown> = {}) => body({ ...k.own, ...over });
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await t.post(`${k.base}/create`, full(over), { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { id: number; version: number; status: string };
  };
  const move = (id: number, action: string, token = admin, headers?: Record<string, string>) =>
    t.post(`${k.base}/${action}`, { id }, { token, headers });
  const logOf = async (id: number) =>
    (await t.get(k.log, { token: approver, query: { entity_id: id } })).body.data.list.map((r: { action: string }) => r.action);

  it("the seed lists configs in every state, shipped images, highest priority first", async () => {
    const res = await t.get(`${k.base}/paginate`, { token: approver, query: { page_size: 100 } });
    expect(res.status).toBe(200);
    const list = res.body.data.list as { status: string; priority: number; image: string; site: string }[];
    expect(new Set(list.map((r) => r.status))).toEqual(new Set(life.states));
    expect(new Set(list.map((r) => r.site)).size).toBeGreaterThan(1);
    expect(list.map((r) => r.priority)).toEqual([...list.map((r) => r.priority)].sort((a, b) => b - a));
    // pictures of the object store, answered with its address
    expect(list.every((r) => new URL(r.image).pathname.startsWith("/uploads/origin/event/"))).toBe(true);
  });

  it("reading needs the list route, writing its key: viewer 403 everywhere, approver reads but cannot write", async () => {
    const [one] = (await t.get(`${k.base}/paginate`, { token: approver })).body.data.list;
    expect((await t.get(`${k.base}/paginate`, { token: viewer })).status).toBe(403);
    expect((await t.get(`${k.base}/show/${one.id}`, { token: viewer })).status).toBe(403);
    expect((await t.get(k.log, { token: viewer })).status).toBe(403);
    expect((await t.post(`${k.base}/create`, full({ title: "Not written" }), { token: approver })).status).toBe(403);
    expect((await move(one.id, life.off, approver)).status).toBe(403);
    expect((await t.sql(`select 1 from ${k.table} where title = 'Not written'`)).length).toBe(0);
  });

  it("create, show, update with its version; stale version 409; unknown id 404; filters by audience", async () => {
    year++;
    const row = await create({ audience: "member", title: "Members' week" });
    expect(row).toMatchObject({ status: life.states[0], audience: "member", version: 1, ...k.own });
    expect((await t.get(`${k.base}/show/${row.id}`, { token: approver })).body.data.title).toBe("Members' week");
    expect((await t.get(`${k.base}/show/999999`, { token: admin })).status).toBe(404);
    const saved = await t.post(
      `${k.base}/update`,
      { id: row.id, version: 1, ...full({ audience: "member", priority: 9 }) },
      { token: admin },
    );
    expect(saved.body.data).toMatchObject({ priority: 9, version: 2 });
    expect((await t.post(`${k.base}/update`, { id: row.id, version: 1, ...full() }, { token: admin })).status).toBe(409);
    const members = (await t.get(`${k.base}/paginate`, { token: approver, query: { audience: "member", page_size: 100 } })).body.data.list;
    expect(members.map((r: { id: number }) => r.id)).toContain(row.id);
    expect(members.every((r: { audience: string }) => r.audience === "member")).toBe(true);
  });

  it("bad input is 422 with every field named", async () => {
    const res = await t.post(`${k.base}/create`, full({ title: "", audience: "kids", priority: -1, link_type: 5, link_target: "nope" }), {
      token: admin,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.data.errors).sort()).toEqual(["audience", "link_target", "priority", "title"]);
    expect((await move(999999, life.on)).status).toBe(404);
  });

  it.each(life.moves)("from %s, %s answers %i and leaves it %s (logged: %s)", async (from, action, code, after, logged) => {
    year++;
    const { id } = await create({ title: `${from} then ${action}` });
    for (const step of life.reach[from]) expect((await move(id, step)).status).toBe(200);
    const before = (await logOf(id)).length;
    const res = await move(id, action);
    expect(res.status, JSON.stringify(res.body)).toBe(code);
    expect((await t.get(`${k.base}/show/${id}`, { token: admin })).body.data.status).toBe(after);
    expect((await logOf(id)).length).toBe(before + (logged ? 1 : 0));
  });

  it("slot rule: a second live config in the same slot is refused, naming the first and its days; other slots are free", async () => {
    year++;
    const first = await create({ title: "Holder of the slot" });
    expect((await move(first.id, life.on)).status).toBe(200);

    // same site, language, priority, overlapping days; "all" meets every audience
    const clash = await create({
      title: "Latecomer",
      audience: "new",
      start_at: `${year}-08-20T07:00:00Z`,
      end_at: `${year}-08-26T06:59:59Z`,
    });
    const refused = await move(clash.id, life.on);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("“Holder of the slot”");
    expect(refused.body.message).toContain(`${year}-08-01`);
    expect(refused.body.message).toContain(`${year}-08-30`);
    const zh = await move(clash.id, life.on, admin, { "accept-language": "zh" });
    expect(zh.body.message).toContain("已在");
    expect((await t.get(`${k.base}/show/${clash.id}`, { token: admin })).body.data.status).toBe(life.states[0]);

    // another language, the days after, or (for carousels) another priority: no clash
    expect((await move((await create({ title: "Other language", language: "ar" })).id, life.on)).status).toBe(200);
    const after = await create({ title: "Next month", start_at: `${year}-09-01T07:00:00Z`, end_at: `${year}-09-30T06:59:59Z` });
    expect((await move(after.id, life.on)).status).toBe(200);
    const otherPriority = await create({ title: "Second slide", priority: 6 });
    expect((await move(otherPriority.id, life.on)).status).toBe(k.byPriority ? 200 : 409);

    // a live config cannot be moved into a taken slot by an edit either; terminating the holder frees it
    const shown = (await t.get(`${k.base}/show/${after.id}`, { token: admin })).body.data;
    const edit = await t.post(
      `${k.base}/update`,
      { id: after.id, version: shown.version, ...full({ title: "Next month" }) },
      { token: admin },
    );
    expect(edit.status).toBe(409);
    expect((await move(first.id, life.off)).status).toBe(200);
    expect((await move(clash.id, life.on)).status).toBe(200);
  });
});
