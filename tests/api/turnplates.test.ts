// Market tool › wheel lottery (turnplate-list, turnplate-edit, reward-records; issue 10): a wheel with
// 2–12 prize slots whose probabilities add up to exactly 100 %, draft → online ⇄ offline, only stock
// editable while online, change log; reward records filtered and paged by keyset.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";
import { productSoldOn } from "./turnplate-spin";

let t: TestApi;
let operator: string;
let approver: string;
let viewer: string;

beforeAll(async () => {
  t = await startTestApi();
  [operator, approver, viewer] = await Promise.all([t.token("operator"), t.token("approver"), t.token("viewer")]);
  const firsts = await t.sql<{ site: string; id: number }>(
    "select distinct on (site_abbr) site_abbr as site, id from vouchers order by site_abbr, id",
  );
  voucherOf = Object.fromEntries(firsts.map((v) => [v.site, String(v.id)]));
  productOf = Object.fromEntries(await Promise.all(["ca", "uk", "au"].map(async (s) => [s, await productSoldOn(t, s)])));
});
afterAll(async () => {
  await t?.close();
});

const prizes = (...p: [string, string, string, string | number, number | null][]) =>
  p.map(([name, kind, value, probability, stock]) => ({ name, kind, value, probability, stock }));
// a voucher slot names a voucher of the wheel's site by its id: the seed's first one of each site
let voucherOf: Record<string, string> = {};
// a product slot names a product the wheel's site sells by its id (issue 41 §5)
let productOf: Record<string, string> = {};
const good = (site = "ca") =>
  prizes(
    ["50 points", "points", "50", "60", 1000],
    ["$5 voucher", "voucher", voucherOf[site], "30", 200],
    ["Rain boots", "product", productOf[site], "9.99", 3],
    ["Try again", "nothing", "", "0.01", null],
  );
const body = (over: Record<string, unknown> = {}) => ({
  name: "Spring spin",
  site: "ca",
  start_day: "2031-03-08",
  end_day: "2031-03-10",
  daily_limit: 1,
  total_limit: 5,
  remark: "",
  prizes: good(String(over.site ?? "ca")),
  ...over,
});
const logCount = async () => (await t.sql<{ n: number }>("select count(*)::int as n from audit_log where entity = 'turnplate'"))[0].n;

describe("wheel lotteries", () => {
  it("the seed has lotteries in every state and reward records", async () => {
    const res = await t.get("/api/market/turnplate/list", { token: approver, query: { page_size: 100 } });
    expect(res.status).toBe(200);
    const states = new Set(res.body.data.list.map((r: { status: string }) => r.status));
    expect([...states].sort()).toEqual(["draft", "offline", "online"]);
    const rewards = await t.get("/api/market/turnplate/rewards", { token: approver, query: { page_size: 100 } });
    expect(rewards.status).toBe(200);
    expect(rewards.body.data.list).toHaveLength(100);
    expect(rewards.body.data.next).not.toBeNull();
  });

  it("creates a draft with the probabilities kept exactly in basis points and the days as US West", async () => {
    const res = await t.post("/api/market/turnplate/create", body(), { token: operator });
    expect(res.status).toBe(200);
    const r = res.body.data;
    expect(r.status).toBe("draft");
    expect(r.prizes.map((p: { probability_bp: number }) => p.probability_bp)).toEqual([6000, 3000, 999, 1]);
    expect(r.prizes[3]).toEqual({ name: "Try again", kind: "nothing", value: "", probability_bp: 1, stock: null });
    expect(r.prizes_count).toBe(4);
    expect(new Date(r.start_at).toISOString()).toBe("2031-03-08T08:00:00.000Z");
    expect(new Date(r.end_at).toISOString()).toBe("2031-03-11T06:59:59.000Z");
  });

  it("the approver reads but may not write; the viewer may not read; unknown is 404", async () => {
    expect((await t.post("/api/market/turnplate/create", body(), { token: approver })).status).toBe(403);
    expect((await t.get("/api/market/turnplate/list", { token: approver })).status).toBe(200);
    expect((await t.get("/api/market/turnplate/list", { token: viewer })).status).toBe(403);
    expect((await t.get("/api/market/turnplate/rewards", { token: viewer })).status).toBe(403);
    expect((await t.get("/api/market/turnplate/999999", { token: approver })).status).toBe(404);
    expect((await t.post("/api/market/turnplate/change-status", { id: 999999, status: "online" }, { token: operator })).status).toBe(404);
  });

  it("refuses probabilities that do not add up to exactly 100 % (60 + 30 + 5 = 95, 60 + 30 + 10.01 = 100.01)", async () => {
    const short = await t.post(
      "/api/market/turnplate/create",
      body({ prizes: prizes(["a", "points", "10", "60", 1], ["b", "points", "20", "30", 1], ["c", "nothing", "", "5", null]) }),
      { token: operator },
    );
    expect(short.status).toBe(422);
    expect(short.body.data.errors.prizes).toEqual(["probabilities add up to 95 %: they must add up to exactly 100 %"]);
    const over = await t.post(
      "/api/market/turnplate/create",
      body({ prizes: prizes(["a", "points", "10", 60, 1], ["b", "points", "20", 30, 1], ["c", "nothing", "", "10.01", null]) }),
      { token: operator },
    );
    expect(over.status).toBe(422);
    expect(over.body.data.errors.prizes).toEqual(["probabilities add up to 100.01 %: they must add up to exactly 100 %"]);
    // 33.33 + 33.33 + 33.34 is exactly 100 (no floating point drift)
    const thirds = await t.post(
      "/api/market/turnplate/create",
      body({ prizes: prizes(["a", "points", "10", 33.33, 1], ["b", "points", "20", "33.33", 1], ["c", "nothing", "", "33.34", null]) }),
      { token: operator },
    );
    expect(thirds.status).toBe(200);
  });

  it("states its other limits: slots 2–12, stock, unlimited only for nothing, 3 decimals, days and draw limits", async () => {
    const bad = await t.post(
      "/api/market/turnplate/create",
      body({
        name: "",
        start_day: "2031-03-10",
        end_day: "2031-03-09",
        daily_limit: 0,
        prizes: prizes(["only", "nothing", "", "100", null]),
      }),
      { token: operator },
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data.errors).sort()).toEqual(["daily_limit", "end_day", "name", "prizes"]);
    expect(bad.body.data.errors.prizes).toEqual(["at least 2 prizes"]);
    const order = await t.post(
      "/api/market/turnplate/create",
      body({ start_day: "2031-03-10", end_day: "2031-03-09", daily_limit: 3, total_limit: 2 }),
      { token: operator },
    );
    expect(order.status).toBe(422);
    expect(Object.keys(order.body.data.errors).sort()).toEqual(["end_day", "total_limit"]);
    const thirteen = Array.from({ length: 13 }, (_, i) => ({
      name: `p${i}`,
      kind: "nothing",
      value: "",
      probability: i < 12 ? "7.69" : "7.72",
      stock: null,
    }));
    expect((await t.post("/api/market/turnplate/create", body({ prizes: thirteen }), { token: operator })).body.data.errors.prizes).toEqual(
      ["at most 12 prizes"],
    );
    const slots = await t.post(
      "/api/market/turnplate/create",
      body({ prizes: prizes(["a", "points", "10", "50.005", -1], ["b", "voucher", "X-1", "49.995", null]) }),
      { token: operator },
    );
    expect(slots.status).toBe(422);
    const keys = Object.keys(slots.body.data.errors).sort();
    expect(keys.some((k) => k.includes("probability"))).toBe(true);
    expect(keys.some((k) => k.includes("stock"))).toBe(true);
    const unlimited = await t.post(
      "/api/market/turnplate/create",
      body({ prizes: prizes(["a", "points", "10", "50", null], ["b", "nothing", "", "50", null]) }),
      { token: operator },
    );
    expect(unlimited.status).toBe(422);
    expect(Object.values(unlimited.body.data.errors).flat()).toContain('unlimited stock (null) is only for a "nothing" prize');
  });

  it("a voucher slot's stock is at most what the voucher has left (50 in stock, 45 given: 5), slots of one voucher together", async () => {
    const [v] = await t.sql<{ id: number }>(
      `insert into vouchers (name, site_abbr, currency_code, kind, percent_off, min_order_minor, start_at, end_at, per_customer, total_stock, issued, enabled, updated_by)
       values ('Five left', 'ca', 'CAD', 'percent', 5, 0, now() - interval '1 day', now() + interval '30 days', 1, 50, 45, true, 'test') returning id`,
    );
    const slots = (...stock: number[]) =>
      prizes(
        ["50 points", "points", "50", "60", 1000],
        ...stock.map(
          (n, i) => [`Voucher ${i + 1}`, "voucher", String(v.id), String(40 / stock.length), n] as [string, string, string, string, number],
        ),
      );
    const six = await t.post("/api/market/turnplate/create", body({ prizes: slots(6) }), { token: operator });
    expect(six.status).toBe(422);
    // beside the slot's stock (issue 41: the form edits slots as rows)
    expect(six.body.data.errors["prizes.1.stock"]).toEqual([
      `The prize Voucher 1 gives voucher ${v.id}, which has 5 left: its slots' stock can be at most 5`,
    ]);
    const zh = await t.post("/api/market/turnplate/create", body({ prizes: slots(6) }), {
      token: operator,
      headers: { "accept-language": "zh" },
    });
    expect(zh.body.data.errors["prizes.1.stock"]).toEqual([`奖品 Voucher 1 发放的优惠券 ${v.id} 只剩 5 张：其奖品库存合计不能超过 5`]);
    const two = await t.post("/api/market/turnplate/create", body({ prizes: slots(3, 3) }), { token: operator });
    expect(two.body.data.errors["prizes.2.stock"]).toEqual([
      `The prize Voucher 2 gives voucher ${v.id}, which has 5 left: its slots' stock can be at most 5`,
    ]);
    expect((await t.post("/api/market/turnplate/create", body({ prizes: slots(5) }), { token: operator })).status).toBe(200);
  });

  it("draft → online → offline → online; repeats do nothing; an ended one cannot go online; draft cannot go offline", async () => {
    const made = (await t.post("/api/market/turnplate/create", body({ site: "uk" }), { token: operator })).body.data;
    const notOn = await t.post("/api/market/turnplate/change-status", { id: made.id, status: "offline" }, { token: operator });
    expect(notOn.status).toBe(409);
    const on = await t.post("/api/market/turnplate/change-status", { id: made.id, status: "online" }, { token: operator });
    expect(on.status).toBe(200);
    expect(on.body.data.status).toBe("online");
    const logs = await logCount();
    expect((await t.post("/api/market/turnplate/change-status", { id: made.id, status: "online" }, { token: operator })).status).toBe(200);
    expect(await logCount()).toBe(logs);
    expect((await t.post("/api/market/turnplate/change-status", { id: made.id, status: "online" }, { token: approver })).status).toBe(403);
    const off = await t.post("/api/market/turnplate/change-status", { id: made.id, status: "offline" }, { token: operator });
    expect(off.body.data.status).toBe("offline");
    expect(
      (await t.post("/api/market/turnplate/change-status", { id: made.id, status: "online" }, { token: operator })).body.data.status,
    ).toBe("online");
    const past = (
      await t.post("/api/market/turnplate/create", body({ start_day: "2020-01-01", end_day: "2020-01-31" }), { token: operator })
    ).body.data;
    const ended = await t.post("/api/market/turnplate/change-status", { id: past.id, status: "online" }, { token: operator });
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe("The wheel lottery's period has ended: change its last day before putting it online");
  });

  it("while online only stock changes; a stale version is 409; the log records each step", async () => {
    const made = (await t.post("/api/market/turnplate/create", body({ site: "au" }), { token: operator })).body.data;
    const on = (await t.post("/api/market/turnplate/change-status", { id: made.id, status: "online" }, { token: operator })).body.data;
    const renamed = await t.post(
      "/api/market/turnplate/update",
      { id: made.id, version: on.version, ...body({ site: "au", name: "Renamed" }) },
      { token: operator },
    );
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toBe(
      "The wheel lottery is online: only the prizes' stock can change; take it offline to change anything else",
    );
    const odds = prizes(
      ["50 points", "points", "50", "50", 1000],
      ["$5 voucher", "voucher", voucherOf.au, "40", 200],
      ["Rain boots", "product", productOf.au, "9.99", 3],
      ["Try again", "nothing", "", "0.01", null],
    );
    expect(
      (
        await t.post(
          "/api/market/turnplate/update",
          { id: made.id, version: on.version, ...body({ site: "au", prizes: odds }) },
          { token: operator },
        )
      ).status,
    ).toBe(409);
    const restock = prizes(
      ["50 points", "points", "50", "60", 5000],
      ["$5 voucher", "voucher", voucherOf.au, "30", 0],
      ["Rain boots", "product", productOf.au, "9.99", 10],
      ["Try again", "nothing", "", "0.01", null],
    );
    const saved = await t.post(
      "/api/market/turnplate/update",
      { id: made.id, version: on.version, ...body({ site: "au", prizes: restock }) },
      { token: operator },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.prizes.map((p: { stock: number | null }) => p.stock)).toEqual([5000, 0, 10, null]);
    expect(saved.body.data.status).toBe("online");
    const stale = await t.post(
      "/api/market/turnplate/update",
      { id: made.id, version: on.version, ...body({ site: "au", prizes: restock }) },
      { token: operator },
    );
    expect(stale.status).toBe(409);
    const log = await t.get("/api/market/turnplate/logs", { token: approver, query: { entity: "turnplate", entity_id: made.id } });
    expect(log.status).toBe(200);
    expect(log.body.data.list.map((r: { action: string }) => r.action)).toEqual(["update", "online", "create"]);
    expect(log.body.data.list[0].before.prizes[0].stock).toBe(1000);
    expect(log.body.data.list[0].after.prizes[0].stock).toBe(5000);
  });

  it("lists with filters, and reward records by lottery, site, customer, prize kind and US West days, by keyset", async () => {
    const online = await t.get("/api/market/turnplate/list", { token: approver, query: { status: "online", site: "us" } });
    expect(online.body.data.list.length).toBeGreaterThan(0);
    expect(online.body.data.list.every((r: { status: string; site: string }) => r.status === "online" && r.site === "us")).toBe(true);
    const wheel = online.body.data.list[0].id;
    const first = await t.get("/api/market/turnplate/rewards", { token: approver, query: { turnplate_id: wheel, page_size: 20 } });
    expect(first.status).toBe(200);
    const rows = first.body.data.list as {
      id: number;
      turnplate_id: number;
      customer_id: number;
      customer_email: string;
      prize_kind: string;
      drawn_at: string;
    }[];
    expect(rows.length).toBe(20);
    expect(rows.every((r) => r.turnplate_id === wheel)).toBe(true);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => b - a));
    const second = await t.get("/api/market/turnplate/rewards", {
      token: approver,
      query: { turnplate_id: wheel, page_size: 20, after: first.body.data.next },
    });
    expect(second.body.data.list[0].id).toBeLessThan(rows[19].id);
    const back = await t.get("/api/market/turnplate/rewards", {
      token: approver,
      query: { turnplate_id: wheel, page_size: 20, before: second.body.data.prev },
    });
    expect(back.body.data.list.map((r: { id: number }) => r.id)).toEqual(rows.map((r) => r.id));
    const byEmail = await t.get("/api/market/turnplate/rewards", {
      token: approver,
      query: { customer: rows[0].customer_email.toUpperCase() },
    });
    expect(byEmail.body.data.list.every((r: { customer_id: number }) => r.customer_id === rows[0].customer_id)).toBe(true);
    const byId = await t.get("/api/market/turnplate/rewards", { token: approver, query: { customer: String(rows[0].customer_id) } });
    expect(byId.body.data.list.length).toBe(byEmail.body.data.list.length);
    const nothing = await t.get("/api/market/turnplate/rewards", { token: approver, query: { prize_kind: "nothing", site: "us" } });
    expect(nothing.body.data.list.every((r: { prize_kind: string; site: string }) => r.prize_kind === "nothing" && r.site === "us")).toBe(
      true,
    );
    const future = await t.get("/api/market/turnplate/rewards", { token: approver, query: { date_from: "2099-01-01" } });
    expect(future.body.data.list).toEqual([]);
    const bad = await t.get("/api/market/turnplate/rewards", { token: approver, query: { prize_kind: "car", date_from: "yesterday" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data.errors).sort()).toEqual(["date_from", "prize_kind"]);
  });
});
