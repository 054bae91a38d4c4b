// Market tool › tasks, newcomer coupons, cart (task-list, task-record-list, task-detail,
// coupons-for-newcomers(-detail), shopping-cart-manager; issue 10): market tasks enabled ⇄ disabled by
// toggle_status, edited only while disabled, send records by keyset; one enabled newcomer package a
// site; one cart setting a site with money in minor units. Limits are the literal values of docs/areas/market-tool.md.
import { beforeAll, describe, expect, it } from "vitest";
import { staffApi } from "./helpers";

const { t, operator, approver, viewer } = await staffApi();

const task = (over: Record<string, unknown> = {}) => ({
  name: "Spring welcome",
  site: "ca",
  trigger: "signup",
  delay_hours: 2,
  audience: "new_customers",
  reward_kind: "points",
  reward_value: "150",
  start_day: "2031-03-08",
  end_day: "2031-03-31",
  remark: "",
  ...over,
});
/** a seeded voucher's or discount's id, by its literal name (server/db/seed-vouchers.ts, seed-market-promo.ts) */
const idOf = async (table: "vouchers" | "discounts", name: string) =>
  (await t.sql<{ id: number }>(`select id from ${table} where name = $1`, [name]))[0].id;
const audits = async (entity: string, id: number) =>
  (
    await t.sql<{ action: string }>("select action from audit_log where entity = $1 and entity_id = $2 order by id", [entity, String(id)])
  ).map((r) => r.action);

describe("market tasks", () => {
  it("the seed has enabled and disabled tasks and send records of every result", async () => {
    const res = await t.get("/api/market/tasks", { token: approver, query: { page_size: 100 } });
    expect(res.status).toBe(200);
    expect(new Set(res.body.data.list.map((r: { enabled: boolean }) => r.enabled))).toEqual(new Set([true, false]));
    const sends = await t.get("/api/market/task/send_records", { token: approver, query: { page_size: 100 } });
    expect(sends.status).toBe(200);
    expect(sends.body.data.list).toHaveLength(100);
    expect(sends.body.data.next).not.toBeNull();
    expect("total" in sends.body.data).toBe(false);
    expect(new Set(sends.body.data.list.map((r: { result: string }) => r.result))).toEqual(new Set(["sent", "failed", "skipped"]));
  });

  it("the filters endpoint lists the choices the screens offer", async () => {
    const res = await t.get("/api/market/task/filters", { token: approver });
    expect(res.status).toBe(200);
    expect(res.body.data.triggers).toEqual(["signup", "first_order", "birthday", "cart_abandoned", "scheduled"]);
    expect(res.body.data.reward_kinds).toEqual(["coupon", "voucher", "points", "message"]);
    expect(res.body.data.statuses).toEqual(["enabled", "disabled"]);
    expect(res.body.data.results).toEqual(["sent", "failed", "skipped"]);
  });

  it("creates a disabled task with its period as US West days; a scheduled one gets its US West hour", async () => {
    const res = await t.post("/api/market/task/create", task(), { token: operator });
    expect(res.status).toBe(200);
    const r = res.body.data;
    expect(r.enabled).toBe(false);
    expect(r.send_at).toBeNull();
    expect(new Date(r.start_at).toISOString()).toBe("2031-03-08T08:00:00.000Z");
    expect(new Date(r.end_at).toISOString()).toBe("2031-04-01T06:59:59.000Z");
    const sched = await t.post(
      "/api/market/task/create",
      task({ trigger: "scheduled", delay_hours: 0, send_day: "2031-03-10", send_hour: 9 }),
      { token: operator },
    );
    expect(sched.status).toBe(200);
    // 09:00 in Los Angeles on 2031-03-10 is daylight time (UTC-7)
    expect(new Date(sched.body.data.send_at).toISOString()).toBe("2031-03-10T16:00:00.000Z");
    expect(await audits("market_task", r.id)).toEqual(["create"]);
  });

  it("refuses bad input with the literal limits", async () => {
    const bad = await t.post(
      "/api/market/task/create",
      task({ name: "", delay_hours: 721, reward_kind: "points", reward_value: "100001", end_day: "2031-03-01" }),
      { token: operator },
    );
    expect(bad.status).toBe(422);
    const e = bad.body.data.errors;
    expect(e.name).toBeDefined();
    expect(e.delay_hours).toEqual(["must be at most 720"]);
    expect(bad.body.data.errors.end_day ?? bad.body.data.errors.reward_value).toBeDefined();
    const points = await t.post("/api/market/task/create", task({ reward_kind: "points", reward_value: "100001" }), { token: operator });
    expect(points.status).toBe(422);
    expect(points.body.data.errors.reward_value).toBeDefined();
    expect(
      (await t.post("/api/market/task/create", task({ reward_kind: "points", reward_value: "100000" }), { token: operator })).status,
    ).toBe(200);
    const sched = await t.post(
      "/api/market/task/create",
      task({ trigger: "scheduled", delay_hours: 0, send_day: "2031-04-01", send_hour: 24 }),
      { token: operator },
    );
    expect(sched.status).toBe(422);
    expect(sched.body.data.errors.send_hour).toEqual(["must be from 0 to 23"]);
    expect(sched.body.data.errors.send_day).toEqual(["must be within the period (start_day to end_day)"]);
    const notSched = await t.post("/api/market/task/create", task({ send_day: "2031-03-10", send_hour: 9 }), { token: operator });
    expect(notSched.status).toBe(422);
    expect(notSched.body.data.errors.send_day).toEqual(["is only for a scheduled task"]);
  });

  it("the approver reads but may not write; the viewer may not read; unknown is 404", async () => {
    expect((await t.post("/api/market/task/create", task(), { token: approver })).status).toBe(403);
    expect((await t.post("/api/market/task/toggle_status", { id: 1, status: "enable" }, { token: approver })).status).toBe(403);
    expect((await t.get("/api/market/tasks", { token: viewer })).status).toBe(403);
    expect((await t.get("/api/market/task/send_records", { token: viewer })).status).toBe(403);
    expect((await t.get("/api/market/task/detail/999999", { token: approver })).status).toBe(404);
    expect((await t.post("/api/market/task/toggle_status", { id: 999999, status: "enable" }, { token: operator })).status).toBe(404);
  });

  it("toggles enabled ⇄ disabled, a repeat changes and logs nothing, an enabled task is not edited, a stale save is 409", async () => {
    const r = (await t.post("/api/market/task/create", task({ name: "Toggle me" }), { token: operator })).body.data;
    const on = await t.post("/api/market/task/toggle_status", { id: r.id, status: "enable" }, { token: operator });
    expect(on.status).toBe(200);
    expect(on.body.data.enabled).toBe(true);
    const again = await t.post("/api/market/task/toggle_status", { id: r.id, status: "enable" }, { token: operator });
    expect(again.status).toBe(200);
    expect(again.body.data.version).toBe(on.body.data.version);
    const edit = await t.post(
      "/api/market/task/update",
      { ...task({ name: "Renamed" }), id: r.id, version: on.body.data.version },
      { token: operator },
    );
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe("The market task is enabled: disable it before changing it");
    const off = await t.post("/api/market/task/toggle_status", { id: r.id, status: "disable" }, { token: operator });
    expect(off.body.data.enabled).toBe(false);
    const stale = await t.post(
      "/api/market/task/update",
      { ...task({ name: "Renamed" }), id: r.id, version: on.body.data.version },
      { token: operator },
    );
    expect(stale.status).toBe(409);
    const saved = await t.post(
      "/api/market/task/update",
      { ...task({ name: "Renamed" }), id: r.id, version: off.body.data.version },
      { token: operator },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.name).toBe("Renamed");
    expect(await audits("market_task", r.id)).toEqual(["create", "enable", "disable", "update"]);
    const bad = await t.post("/api/market/task/toggle_status", { id: r.id, status: "pause" }, { token: operator });
    expect(bad.status).toBe(422);
    const log = await t.get("/api/market/task/logs", { token: operator, query: { entity: "market_task", entity_id: String(r.id) } });
    expect(log.status).toBe(200);
    expect(log.body.data.list).toHaveLength(4);
  });

  it("an ended task cannot be enabled", async () => {
    const [ended] = await t.sql<{ id: number }>("select id from market_tasks where end_at < now() and not enabled limit 1");
    const res = await t.post("/api/market/task/toggle_status", { id: ended.id, status: "enable" }, { token: operator });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("The market task's period has ended: change its last day before enabling it");
  });

  it("send records filter by task, result and customer and page by keyset without overlap", async () => {
    const [top] = await t.sql<{ task_id: number; n: number }>(
      "select task_id, count(*)::int as n from market_task_sends group by task_id order by n desc limit 1",
    );
    const first = await t.get("/api/market/task/send_records", {
      token: approver,
      query: { task_id: String(top.task_id), page_size: "20" },
    });
    expect(first.body.data.list.every((r: { task_id: number }) => r.task_id === top.task_id)).toBe(true);
    const second = await t.get("/api/market/task/send_records", {
      token: approver,
      query: { task_id: String(top.task_id), page_size: "20", after: String(first.body.data.next) },
    });
    const ids1 = first.body.data.list.map((r: { id: number }) => r.id);
    const ids2 = second.body.data.list.map((r: { id: number }) => r.id);
    expect(Math.min(...ids1)).toBeGreaterThan(Math.max(...ids2));
    const failed = await t.get("/api/market/task/send_records", { token: approver, query: { result: "failed" } });
    expect(failed.body.data.list.every((r: { result: string }) => r.result === "failed")).toBe(true);
    const one = first.body.data.list[0];
    const byMail = await t.get("/api/market/task/send_records", { token: approver, query: { customer: one.customer_email.toUpperCase() } });
    expect(byMail.body.data.list.every((r: { customer_id: number }) => r.customer_id === one.customer_id)).toBe(true);
    expect((await t.get("/api/market/task/send_records", { token: approver, query: { page_size: "101" } })).status).toBe(422);
  });
});

const pkg = (over: Record<string, unknown> = {}) => ({
  name: "Glb welcome",
  site: "glb",
  voucher_ids: glb.slice(0, 2),
  valid_days: 30,
  claim_hours: 72,
  quota: null,
  ...over,
});
/** eleven vouchers of the glb site, in effect, made for these tests ("Glb welcome 1" … "Glb welcome 11") */
let glb: number[] = [];

describe("newcomer coupon packages", () => {
  beforeAll(async () => {
    glb = [];
    for (let i = 1; i <= 11; i++) {
      const [v] = await t.sql<{ id: number }>(
        `insert into vouchers (name, site_abbr, currency_code, kind, percent_off, min_order_minor, start_at, end_at, per_customer, total_stock, enabled, updated_by)
         values ($1, 'glb', 'USD', 'percent', 10, 0, now() - interval '1 day', now() + interval '30 days', 1, 100, true, 'test') returning id`,
        [`Glb welcome ${i}`],
      );
      glb.push(v.id);
    }
  });

  it("creates a disabled package of picked vouchers, named in the list; refuses the literal limits", async () => {
    const res = await t.post("/api/market/newcomer-coupon/create", pkg(), { token: operator });
    expect(res.status).toBe(200);
    expect(res.body.data.voucher_ids).toEqual([glb[0], glb[1]]);
    expect(res.body.data.vouchers).toEqual([
      { id: glb[0], name: "Glb welcome 1" },
      { id: glb[1], name: "Glb welcome 2" },
    ]);
    expect(res.body.data.enabled).toBe(false);
    const bad = await t.post(
      "/api/market/newcomer-coupon/create",
      pkg({ valid_days: 366, claim_hours: 0, quota: 1000001, voucher_ids: [] }),
      {
        token: operator,
      },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors.valid_days).toEqual(["must be from 1 to 365"]);
    expect(bad.body.data.errors.claim_hours).toEqual(["must be from 1 to 720"]);
    expect(bad.body.data.errors.quota).toEqual(["must be from 1 to 1000000"]);
    expect(bad.body.data.errors.voucher_ids).toEqual(["must list 1 to 10 vouchers"]);
    const dup = await t.post("/api/market/newcomer-coupon/create", pkg({ voucher_ids: [glb[0], glb[0]] }), { token: operator });
    expect(dup.body.data.errors.voucher_ids).toEqual(["a voucher is listed twice"]);
    const typed = await t.post("/api/market/newcomer-coupon/create", pkg({ voucher_ids: ["WELCOME-10"] }), { token: operator });
    expect(typed.status).toBe(422);
    expect(typed.body.data.errors["voucher_ids.0"]).toEqual(["must be a voucher id"]);
    expect((await t.post("/api/market/newcomer-coupon/create", pkg({ voucher_ids: glb }), { token: operator })).status).toBe(422);
    expect((await t.post("/api/market/newcomer-coupon/create", pkg({ voucher_ids: glb.slice(0, 10) }), { token: operator })).status).toBe(
      200,
    );
  });

  it("refuses a voucher that is unknown, of another site, disabled or ended, next to the field in en and zh", async () => {
    const unknown = await t.post("/api/market/newcomer-coupon/create", pkg({ voucher_ids: [glb[0], 999999] }), { token: operator });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.errors.voucher_ids).toEqual(["#999999 is not a voucher of the Global site"]);
    const caVoucher = await idOf("vouchers", "Birthday 10% off");
    const other = await t.post("/api/market/newcomer-coupon/create", pkg({ voucher_ids: [caVoucher] }), { token: operator });
    expect(other.status).toBe(422);
    expect(other.body.data.errors.voucher_ids).toEqual([`#${caVoucher} is not a voucher of the Global site`]);
    const zh = await t.post("/api/market/newcomer-coupon/create", pkg({ voucher_ids: [caVoucher] }), {
      token: operator,
      headers: { "accept-language": "zh" },
    });
    expect(zh.body.data.errors.voucher_ids).toEqual([`#${caVoucher} 不是站点“全球”的优惠券`]);
    const easter = await idOf("vouchers", "Easter AU$12");
    const disabled = await t.post("/api/market/newcomer-coupon/create", pkg({ site: "au", voucher_ids: [easter] }), { token: operator });
    expect(disabled.status).toBe(422);
    expect(disabled.body.data.errors.voucher_ids).toEqual([
      `voucher #${easter} “Easter AU$12” is disabled or has ended: pick one still in use`,
    ]);
    const schulstart = await idOf("vouchers", "Schulstart 15 %");
    const ended = await t.post("/api/market/newcomer-coupon/create", pkg({ site: "de", voucher_ids: [schulstart] }), { token: operator });
    expect(ended.body.data.errors.voucher_ids).toEqual([
      `voucher #${schulstart} “Schulstart 15 %” is disabled or has ended: pick one still in use`,
    ]);
    // moved to another site, the picked vouchers no longer fit
    const mine = (await t.post("/api/market/newcomer-coupon/create", pkg({ name: "Glb move" }), { token: operator })).body.data;
    const moved = await t.post(
      "/api/market/newcomer-coupon/update",
      { ...pkg({ name: "Glb move", site: "ca" }), id: mine.id, version: mine.version },
      { token: operator },
    );
    expect(moved.body.data.errors.voucher_ids).toEqual([`#${glb[0]} is not a voucher of the Canada site`]);
  });

  it("the voucher picker lists a site's vouchers in use by name, and the chosen ones by id whatever their state", async () => {
    const found = await t.get("/api/market/voucher/paginate", { token: viewer, query: { site: "glb", name: "Glb welcome 1" } });
    expect(found.status).toBe(200);
    expect(found.body.data.list.map((r: { name: string }) => r.name).sort()).toEqual(["Glb welcome 1", "Glb welcome 10", "Glb welcome 11"]);
    expect(found.body.data.list[0]).toMatchObject({ site: "glb", kind: "percent", percent_off: 10, stock_left: 100 });
    const easter = await idOf("vouchers", "Easter AU$12");
    expect((await t.get("/api/market/voucher/paginate", { token: viewer, query: { site: "au", name: "Easter" } })).body.data.total).toBe(0);
    const chosen = await t.get("/api/market/voucher/paginate", { token: viewer, query: { ids: `${easter},${glb[2]}` } });
    expect(chosen.body.data.list.map((r: { name: string }) => r.name).sort()).toEqual(["Easter AU$12", "Glb welcome 3"]);
    expect((await t.get("/api/market/voucher/paginate", { token: viewer, query: { ids: "1,x" } })).status).toBe(422);
  });

  it("one enabled package a site: enabling a second is 409 naming the first; a repeat is harmless", async () => {
    const [us] = await t.sql<{ id: number }>("select id from newcomer_coupons where site_abbr = 'us' and not enabled limit 1");
    const res = await t.post("/api/market/newcomer-coupon/change-status", { id: us.id, status: "enable" }, { token: operator });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("The United States site already has an enabled newcomer package: Welcome pack 2026. Disable it first");
    const birthday = await idOf("vouchers", "Birthday 10% off");
    const mine = (
      await t.post("/api/market/newcomer-coupon/create", pkg({ site: "ca", name: "Canada welcome", voucher_ids: [birthday] }), {
        token: operator,
      })
    ).body.data;
    const on = await t.post("/api/market/newcomer-coupon/change-status", { id: mine.id, status: "enable" }, { token: operator });
    expect(on.status).toBe(200);
    const again = await t.post("/api/market/newcomer-coupon/change-status", { id: mine.id, status: "enable" }, { token: operator });
    expect(again.body.data.version).toBe(on.body.data.version);
    expect(await audits("newcomer_coupon", mine.id)).toEqual(["create", "enable"]);
    expect((await t.post("/api/market/newcomer-coupon/create", pkg(), { token: approver })).status).toBe(403);
    expect((await t.get("/api/market/newcomer-coupons", { token: viewer })).status).toBe(403);
    expect((await t.get("/api/market/newcomer-coupon/999999", { token: approver })).status).toBe(404);
  });

  it("a package whose voucher was disabled since is not enabled (422 naming it)", async () => {
    const [v] = await t.sql<{ id: number }>(
      `insert into vouchers (name, site_abbr, currency_code, kind, percent_off, min_order_minor, start_at, end_at, per_customer, total_stock, enabled, updated_by)
       values ('Eur soon off', 'eur', 'EUR', 'percent', 5, 0, now() - interval '1 day', now() + interval '30 days', 1, 100, true, 'test') returning id`,
    );
    const mine = (
      await t.post("/api/market/newcomer-coupon/create", pkg({ site: "eur", name: "Eur welcome", voucher_ids: [v.id] }), {
        token: operator,
      })
    ).body.data;
    await t.sql("update vouchers set enabled = false where id = $1", [v.id]);
    const on = await t.post("/api/market/newcomer-coupon/change-status", { id: mine.id, status: "enable" }, { token: operator });
    expect(on.status).toBe(422);
    expect(on.body.data.errors.voucher_ids).toEqual([`voucher #${v.id} “Eur soon off” is disabled or has ended: pick one still in use`]);
  });
});

describe("a task's voucher or coupon is one of its site, picked by id", () => {
  it("takes a voucher or a coupon (discount) of the task's site and names it in the list", async () => {
    const birthday = await idOf("vouchers", "Birthday 10% off");
    const voucher = await t.post("/api/market/task/create", task({ reward_kind: "voucher", reward_value: String(birthday) }), {
      token: operator,
    });
    expect(voucher.status).toBe(200);
    expect(voucher.body.data.reward_name).toBe("Birthday 10% off");
    const welcome = await idOf("discounts", "Welcome 10 CAD");
    const coupon = await t.post("/api/market/task/create", task({ reward_kind: "coupon", reward_value: String(welcome) }), {
      token: operator,
    });
    expect(coupon.status).toBe(200);
    expect(coupon.body.data.reward_name).toBe("Welcome 10 CAD");
    const picker = await t.get("/api/market/discount/paginate", { token: viewer, query: { site: "ca" } });
    expect(picker.body.data.list.map((r: { name: string }) => r.name)).toContain("Welcome 10 CAD");
  });

  it("refuses a typed code, another site's voucher and an unknown coupon, next to reward_value", async () => {
    const typed = await t.post("/api/market/task/create", task({ reward_kind: "voucher", reward_value: "SPRING-5" }), { token: operator });
    expect(typed.status).toBe(422);
    expect(typed.body.data.errors.reward_value).toBeDefined();
    const gift = await idOf("vouchers", "Welcome gift $5");
    const other = await t.post("/api/market/task/create", task({ reward_kind: "voucher", reward_value: String(gift) }), {
      token: operator,
    });
    expect(other.status).toBe(422);
    expect(other.body.data.errors.reward_value).toEqual([`#${gift} is not a voucher of the Canada site`]);
    const zh = await t.post("/api/market/task/create", task({ reward_kind: "coupon", reward_value: "999999" }), {
      token: operator,
      headers: { "accept-language": "zh" },
    });
    expect(zh.status).toBe(422);
    expect(zh.body.data.errors.reward_value).toEqual(["#999999 不是站点“加拿大”的优惠码活动"]);
  });
});

const cart = (over: Record<string, unknown> = {}) => ({
  site: "us",
  max_items: 100,
  reserve_minutes: 30,
  currency_code: "USD",
  free_shipping: "49.00",
  recommendations: true,
  ...over,
});

describe("shopping-cart settings", () => {
  it("every real site has its settings; money is kept in minor units of its currency", async () => {
    const res = await t.get("/api/market/cart-configs", { token: approver, query: { page_size: 100 } });
    expect(res.body.data.list.map((r: { site: string }) => r.site).sort()).toEqual(["au", "ca", "de", "eur", "glb", "uk", "us"]);
    const us = res.body.data.list.find((r: { site: string }) => r.site === "us");
    const saved = await t.post(
      "/api/market/cart-config/update",
      { ...cart({ free_shipping: "59.5" }), id: us.id, version: us.version },
      { token: operator },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.free_shipping_minor).toBe("5950");
    const stale = await t.post("/api/market/cart-config/update", { ...cart(), id: us.id, version: us.version }, { token: operator });
    expect(stale.status).toBe(409);
    expect(await audits("cart_config", us.id)).toEqual(["update"]);
  });

  it("refuses the literal limits, decimals the currency has not, and a second row for a site", async () => {
    const bad = await t.post("/api/market/cart-config/create", cart({ site: "us_v1", max_items: 201, reserve_minutes: 1441 }), {
      token: operator,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors.max_items).toEqual(["must be from 1 to 200"]);
    expect(bad.body.data.errors.reserve_minutes).toEqual(["must be from 0 to 1440"]);
    const yen = await t.post("/api/market/cart-config/create", cart({ site: "us_v1", currency_code: "JPY", free_shipping: "5000.5" }), {
      token: operator,
    });
    expect(yen.status).toBe(422);
    expect(yen.body.data.errors.free_shipping).toBeDefined();
    const dup = await t.post("/api/market/cart-config/create", cart(), { token: operator });
    expect(dup.status).toBe(409);
    expect(
      (await t.post("/api/market/cart-config/create", cart({ site: "us_v1", max_items: 200, reserve_minutes: 1440 }), { token: operator }))
        .status,
    ).toBe(200);
    expect((await t.post("/api/market/cart-config/create", cart({ site: "ca_v1" }), { token: approver })).status).toBe(403);
    expect((await t.get("/api/market/cart-configs", { token: viewer })).status).toBe(403);
  });
});
