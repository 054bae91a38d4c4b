// Market tool › wheel lottery: a spin for a customer (POST /api/market/turnplate/draw; the spec names
// no draw endpoint, so it sits under the lottery's prefix). The draw's randomness is replaced
// (drawDice.roll) so each test says which point of the wheel comes up; the slots, stock, limits and
// messages below are written by hand from the rules, not read from the code.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { drawDice } from "../../server/modules/market/turnplate-draw";
import { startTestApi, type TestApi } from "./helpers";
import { productSoldOn } from "./turnplate-spin";

let t: TestApi;
let operator: string;
let approver: string;
let ca: { id: number; email: string }[];
let uk: { id: number };
/** a ca voucher a customer may hold up to 100 times: the voucher slots' value (a voucher prize names its voucher by id) */
let voucherId = "";
/** a product the ca storefront sells: the product slots' value (a product prize names its product by id) */
let boots = "";
const realRoll = drawDice.roll;

beforeAll(async () => {
  t = await startTestApi();
  [operator, approver] = await Promise.all([t.token("operator"), t.token("approver")]);
  ca = await t.sql<{ id: number; email: string }>("select id, email from customers where site_abbr = 'ca' order by id limit 60");
  [uk] = await t.sql<{ id: number }>("select id from customers where site_abbr = 'uk' order by id limit 1");
  const v = await t.post(
    "/api/market/voucher/create",
    {
      name: "Spin CA$5",
      site: "ca",
      currency_code: "CAD",
      kind: "amount",
      voucher_off: "5.00",
      min_order: "0",
      start_day: "2026-01-01",
      end_day: "2099-12-31",
      per_customer: 100,
      total_stock: 100000,
      remark: "",
    },
    { token: operator },
  );
  expect(v.status).toBe(200);
  voucherId = String(v.body.data.id);
  FOUR[1][2] = voucherId;
  boots = await productSoldOn(t, "ca");
  FOUR[2][2] = boots;
});
afterEach(() => {
  drawDice.roll = realRoll;
});
afterAll(async () => {
  await t?.close();
});

type Slot = [name: string, kind: string, value: string, probability: string, stock: number | null];
const FOUR: Slot[] = [
  ["50 points", "points", "50", "60", 1000],
  ["$5 voucher", "voucher", "SPRING-5", "30", 200],
  ["Rain boots", "product", "", "9.99", 3],
  ["Try again", "nothing", "", "0.01", null],
];

/** A wheel on the ca site, turning from 2026-01-01 to 2030-12-31 (US West), put online unless `draft`. */
async function wheel(slots: Slot[], over: Record<string, unknown> = {}, online = true) {
  const prizes = slots.map(([name, kind, value, probability, stock]) => ({ name, kind, value, probability, stock }));
  const res = await t.post(
    "/api/market/turnplate/create",
    {
      name: `Spin ${Math.random().toString(36).slice(2, 8)}`,
      site: "ca",
      start_day: "2026-01-01",
      end_day: "2030-12-31",
      daily_limit: 10,
      total_limit: 20,
      remark: "",
      prizes,
      ...over,
    },
    { token: operator },
  );
  expect(res.status).toBe(200);
  if (online)
    expect(
      (await t.post("/api/market/turnplate/change-status", { id: res.body.data.id, status: "online" }, { token: operator })).status,
    ).toBe(200);
  return res.body.data.id as number;
}

const draw = (turnplate_id: number, customer_id: number, opts: { token?: string; lang?: string } = {}) =>
  t.post(
    "/api/market/turnplate/draw",
    { turnplate_id, customer_id },
    { token: opts.token ?? operator, headers: opts.lang ? { "accept-language": opts.lang } : undefined },
  );
const stocks = async (id: number) =>
  (await t.get(`/api/market/turnplate/${id}`, { token: operator })).body.data.prizes.map((p: { stock: number | null }) => p.stock);
const written = async (id: number) =>
  (
    await t.sql<{ rewards: number; audits: number }>(
      `select (select count(*)::int from turnplate_rewards where turnplate_id = $1) as rewards,
              (select count(*)::int from audit_log where entity = 'turnplate' and entity_id = $1::text and action = 'draw') as audits`,
      [id],
    )
  )[0];

describe("drawing", () => {
  it("lands on the slot the point falls in (60 / 30 / 9.99 / 0.01 %), takes its stock, writes the reward record and its log row", async () => {
    const id = await wheel(FOUR);
    const points = [0, 5999, 6000, 8999, 9000, 9999];
    const seen: number[] = [];
    for (const p of points) {
      drawDice.roll = (total) => {
        seen.push(total);
        return p;
      };
      const res = await draw(id, ca[0].id);
      expect(res.status, `point ${p}`).toBe(200);
    }
    // every slot had stock, so the wheel was the whole 100.00 % each time
    expect(seen).toEqual([10000, 10000, 10000, 10000, 10000, 10000]);
    const records = (await t.get("/api/market/turnplate/rewards", { token: approver, query: { turnplate_id: id } })).body.data.list;
    expect(
      records.map((r: { prize_slot: number; prize_name: string; prize_kind: string; customer_id: number }) => [
        r.prize_slot,
        r.prize_name,
        r.prize_kind,
        r.customer_id,
      ]),
    ).toEqual([
      [4, "Try again", "nothing", ca[0].id],
      [3, "Rain boots", "product", ca[0].id],
      [2, "$5 voucher", "voucher", ca[0].id],
      [2, "$5 voucher", "voucher", ca[0].id],
      [1, "50 points", "points", ca[0].id],
      [1, "50 points", "points", ca[0].id],
    ]);
    expect(records[0].customer_email).toBe(ca[0].email);
    expect(await stocks(id)).toEqual([998, 198, 2, null]);
    expect(await written(id)).toEqual({ rewards: 6, audits: 6 });
    // taking stock bumps the version (5 prizes with stock): a form opened before cannot write the old stock back
    expect((await t.get(`/api/market/turnplate/${id}`, { token: operator })).body.data.version).toBe(1 + 1 + 5);
  });

  it("answers with the reward and the stock left", async () => {
    const id = await wheel(FOUR);
    drawDice.roll = () => 9500;
    const res = await draw(id, ca[1].id);
    expect(res.body.data).toMatchObject({
      turnplate_id: id,
      site: "ca",
      customer_id: ca[1].id,
      prize_slot: 3,
      prize_name: "Rain boots",
      prize_kind: "product",
      prize_value: boots,
      stock_left: 2,
    });
  });
});

describe("stock", () => {
  it("a slot out of stock cannot come up: the draw is over the slots left, by their probabilities", async () => {
    const id = await wheel([
      ["Rain boots", "product", boots, "50", 1],
      ["Try again", "nothing", "", "50", null],
    ]);
    const totals: number[] = [];
    drawDice.roll = (total) => (totals.push(total), 0);
    expect((await draw(id, ca[2].id)).body.data.prize_slot).toBe(1);
    expect((await draw(id, ca[2].id)).body.data.prize_slot).toBe(2);
    expect((await draw(id, ca[2].id)).body.data.prize_slot).toBe(2);
    expect(totals).toEqual([10000, 5000, 5000]);
    expect(await stocks(id)).toEqual([0, null]);
  });

  it("when every slot is out of stock the spin is refused and nothing is written", async () => {
    const id = await wheel([
      ["Rain boots", "product", boots, "50", 1],
      ["$5 voucher", "voucher", voucherId, "50", 1],
    ]);
    drawDice.roll = () => 0;
    expect((await draw(id, ca[3].id)).body.data.prize_name).toBe("Rain boots");
    expect((await draw(id, ca[3].id)).body.data.prize_name).toBe("$5 voucher");
    const before = await written(id);
    const none = await draw(id, ca[3].id);
    expect(none.status).toBe(409);
    expect(none.body.message).toMatch(/^Every prize of the wheel lottery Spin \w+ is out of stock$/);
    expect(await written(id)).toEqual(before);
    expect(await stocks(id)).toEqual([0, 0]);
  });
});

describe("only while online and inside the period", () => {
  it("refuses a draft, an offline wheel, one not started and one ended, in en and zh; nothing written", async () => {
    drawDice.roll = () => 0;
    const draft = await wheel(FOUR, {}, false);
    const d = await draw(draft, ca[4].id);
    expect(d.status).toBe(409);
    expect(d.body.message).toMatch(/^The wheel lottery Spin \w+ is not online \(it is draft\): nobody can spin it$/);
    expect((await draw(draft, ca[4].id, { lang: "zh" })).body.message).toMatch(/^大转盘 Spin \w+ 未上线，不能抽奖$/);

    const off = await wheel(FOUR);
    expect((await t.post("/api/market/turnplate/change-status", { id: off, status: "offline" }, { token: operator })).status).toBe(200);
    expect((await draw(off, ca[4].id)).body.message).toMatch(/is not online \(it is offline\)/);

    const later = await wheel(FOUR, { start_day: "2031-03-08", end_day: "2031-03-10" });
    const l = await draw(later, ca[4].id);
    expect(l.status).toBe(409);
    expect(l.body.message).toMatch(/^The wheel lottery Spin \w+ has not started: it opens 2031-03-08 00:00 \(US West\)$/);

    const ended = await wheel(FOUR);
    // its last day was 2026-01-01 (US West): it closed at 23:59:59 that day
    await t.sql("update turnplates set end_at = '2026-01-02T07:59:59Z' where id = $1", [ended]);
    const e = await draw(ended, ca[4].id);
    expect(e.status).toBe(409);
    expect(e.body.message).toMatch(/^The wheel lottery Spin \w+ has ended: it closed 2026-01-01 23:59 \(US West\)$/);
    expect((await draw(ended, ca[4].id, { lang: "zh" })).body.message).toMatch(
      /^大转盘 Spin \w+ 已结束：2026-01-01 23:59（美西时间）结束$/,
    );

    for (const id of [draft, off, later, ended]) expect(await written(id)).toEqual({ rewards: 0, audits: 0 });
  });
});

describe("per-customer limits", () => {
  it("daily: the third spin of a US West day is refused when the daily limit is 2", async () => {
    const id = await wheel(FOUR, { daily_limit: 2, total_limit: 3 });
    drawDice.roll = () => 0;
    expect((await draw(id, ca[5].id)).status).toBe(200);
    expect((await draw(id, ca[5].id)).status).toBe(200);
    const third = await draw(id, ca[5].id);
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(`Customer ${ca[5].id} has used today's 2 spins of this wheel (US West day)`);
    expect(third.body.data).toEqual({ limit: "daily" });
    // another customer still may
    expect((await draw(id, ca[6].id)).status).toBe(200);
    expect(await written(id)).toEqual({ rewards: 3, audits: 3 });
  });

  it("total: spins of earlier days count; the fourth in all is refused when the total limit is 3", async () => {
    const id = await wheel(FOUR, { daily_limit: 2, total_limit: 3 });
    await t.sql(
      `insert into turnplate_rewards (turnplate_id, site_abbr, customer_id, customer_email, prize_slot, prize_name, prize_kind, prize_state, drawn_at)
       select $1, 'ca', $2, $3, 4, 'Try again', 'nothing', 'none', now() - interval '1 day' from generate_series(1, 2)`,
      [id, ca[7].id, ca[7].email],
    );
    drawDice.roll = () => 0;
    expect((await draw(id, ca[7].id)).status).toBe(200);
    const fourth = await draw(id, ca[7].id);
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toBe(`Customer ${ca[7].id} has used all 3 spins of this wheel`);
    expect((await draw(id, ca[7].id, { lang: "zh" })).body.message).toBe(`顾客 ${ca[7].id} 已用完本转盘的 3 次抽奖机会`);
  });
});

describe("who and for whom", () => {
  it("a customer of another site is 422, unknown ones 404, the approver 403; nothing written", async () => {
    const id = await wheel(FOUR);
    drawDice.roll = () => 0;
    const other = await draw(id, uk.id);
    expect(other.status).toBe(422);
    expect(other.body.data.errors).toEqual({ customer_id: ["is not a customer of the Canada site"] });
    expect((await draw(id, 99_999_999)).status).toBe(404);
    expect((await draw(99_999_999, ca[8].id)).status).toBe(404);
    expect((await draw(id, ca[8].id, { token: approver })).status).toBe(403);
    expect((await t.post("/api/market/turnplate/draw", { turnplate_id: id }, { token: operator })).body.data.errors).toEqual({
      customer_id: expect.any(Array),
    });
    expect(await written(id)).toEqual({ rewards: 0, audits: 0 });
  });
});

describe("concurrent spins", () => {
  it("20 customers at once on a prize with stock 5: exactly 5 win it, stock ends at 0", async () => {
    const id = await wheel(
      [
        ["Rain boots", "product", boots, "99.99", 5],
        ["Try again", "nothing", "", "0.01", null],
      ],
      { daily_limit: 1, total_limit: 1 },
    );
    drawDice.roll = () => 0;
    const results = await Promise.all(ca.slice(20, 40).map((c) => draw(id, c.id)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const kinds = results.map((r) => r.body.data.prize_kind);
    expect(kinds.filter((k) => k === "product")).toHaveLength(5);
    expect(kinds.filter((k) => k === "nothing")).toHaveLength(15);
    expect(await stocks(id)).toEqual([0, null]);
    expect(
      await t.sql("select count(*)::int as n from turnplate_rewards where turnplate_id = $1 and prize_kind = 'product'", [id]),
    ).toEqual([{ n: 5 }]);
    expect(await written(id)).toEqual({ rewards: 20, audits: 20 });
  }, 60_000);

  it("one customer spinning 10 times at once with a limit of 3 gets exactly 3 spins", async () => {
    const id = await wheel(FOUR, { daily_limit: 3, total_limit: 3 });
    drawDice.roll = () => 0;
    const results = await Promise.all(Array.from({ length: 10 }, () => draw(id, ca[45].id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    expect(await written(id)).toEqual({ rewards: 3, audits: 3 });
    expect(await stocks(id)).toEqual([997, 200, 3, null]);
  }, 60_000);
});
