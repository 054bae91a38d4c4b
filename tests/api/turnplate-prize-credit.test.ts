// Market tool › wheel lottery: a spin credits the prize it lands on, in the spin's transaction —
// points into the customer's points account (its ledger), a voucher given as a voucher send gives it
// (the slot's value is the voucher's id), a product recorded as to be shipped, a "nothing" slot
// nothing. The wheel's randomness is replaced (drawDice.roll) so each test says which slot comes up;
// balances, states and messages are written by hand from the rules.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { drawDice } from "../../server/modules/market/turnplate-draw";
import { startTestApi, type TestApi } from "./helpers";
import { productSoldOn } from "./turnplate-spin";

let t: TestApi;
let operator: string;
let approver: string;
let ca: { id: number; email: string }[];
const realRoll = drawDice.roll;

beforeAll(async () => {
  t = await startTestApi();
  [operator, approver] = await Promise.all([t.token("operator"), t.token("approver")]);
  // customers far down the site's list: no other test of this file's database spins for them
  ca = await t.sql<{ id: number; email: string }>("select id, email from customers where site_abbr = 'ca' order by id offset 200 limit 20");
  boots = await productSoldOn(t, "ca");
});
afterEach(() => {
  drawDice.roll = realRoll;
});
afterAll(async () => {
  await t?.close();
});

type Slot = [name: string, kind: string, value: string, probability: string, stock: number | null];

/** A ca wheel, online, from 2026-01-01 to 2030-12-31; each test's roll picks the slot (slots of 25 % each: 0, 2500, 5000, 7500). */
async function wheel(slots: Slot[]) {
  const prizes = slots.map(([name, kind, value, probability, stock]) => ({ name, kind, value, probability, stock }));
  const res = await t.post(
    "/api/market/turnplate/create",
    {
      name: `Prize wheel ${Math.random().toString(36).slice(2, 8)}`,
      site: "ca",
      start_day: "2026-01-01",
      end_day: "2030-12-31",
      daily_limit: 10,
      total_limit: 10,
      remark: "",
      prizes,
    },
    { token: operator },
  );
  expect(res.status).toBe(200);
  expect(
    (await t.post("/api/market/turnplate/change-status", { id: res.body.data.id, status: "online" }, { token: operator })).status,
  ).toBe(200);
  return res.body.data.id as number;
}

async function voucher(over: Record<string, unknown> = {}) {
  const res = await t.post(
    "/api/market/voucher/create",
    {
      name: "Spin prize CA$5",
      site: "ca",
      currency_code: "CAD",
      kind: "amount",
      voucher_off: "5.00",
      min_order: "0",
      start_day: "2026-01-01",
      end_day: "2099-12-31",
      per_customer: 1,
      total_stock: 5,
      remark: "",
      ...over,
    },
    { token: operator },
  );
  expect(res.status).toBe(200);
  return res.body.data as { id: number; name: string };
}

const draw = (turnplate_id: number, customer_id: number) =>
  t.post("/api/market/turnplate/draw", { turnplate_id, customer_id }, { token: operator });
const land = (point: number) => {
  drawDice.roll = () => point;
};
/** the customer's points balance as the bonusPoints screen reads it ("0" without an account) */
async function pointsBalance(customerId: number): Promise<string> {
  const res = await t.get("/api/market/points/accounts", { token: approver, query: { customer: String(customerId) } });
  expect(res.status).toBe(200);
  return res.body.data.list[0]?.balance ?? "0";
}
const rewards = async (id: number) =>
  (await t.get("/api/market/turnplate/rewards", { token: approver, query: { turnplate_id: id } })).body.data.list;
const count = async (sql: string, params: unknown[]) => (await t.sql<{ n: number }>(sql, params))[0].n;

/** a product the ca storefront sells: the product slot names it by id (issue 41 §5) */
let boots = "";
const QUARTERS = (voucherId: number): Slot[] => [
  ["75 points", "points", "75", "25", 100],
  // no more than the voucher has left to give (its total_stock is 5): a wheel may not promise more
  ["CA$5 voucher", "voucher", String(voucherId), "25", 5],
  ["Rain boots", "product", boots, "25", 100],
  ["Try again", "nothing", "", "25", null],
];

describe("points prizes", () => {
  it("add the slot's points to the customer's balance (250 → 325 for a 75-point prize), with a ledger row of the source turnplate", async () => {
    const c = ca[0];
    const v = await voucher();
    const id = await wheel(QUARTERS(v.id));
    expect(
      (
        await t.post(
          "/api/market/points/adjust",
          { customer_id: c.id, direction: "credit", amount: 250, reason: "Opening balance" },
          { token: operator },
        )
      ).status,
    ).toBe(200);
    expect(await pointsBalance(c.id)).toBe("250");
    land(0);
    const res = await draw(id, c.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ prize_kind: "points", prize_value: "75", prize_state: "credited" });
    expect(await pointsBalance(c.id)).toBe("325");
    const [account] = (await t.get("/api/market/points/accounts", { token: approver, query: { customer: String(c.id) } })).body.data.list;
    const ledger = (
      await t.get("/api/market/points/ledger", { token: approver, query: { account_id: String(account.id), page_size: "1" } })
    ).body.data.list;
    expect(ledger[0]).toMatchObject({ delta: "75", balance_after: "325", source: "turnplate" });
    expect(ledger[0].reason).toMatch(/^Wheel lottery Prize wheel \w+ \(#\d+\): 75 points$/);
    expect(res.body.data.points_entry_id).toBe(ledger[0].id);
    // a second spin on the same slot: 325 → 400
    expect((await draw(id, c.id)).status).toBe(200);
    expect(await pointsBalance(c.id)).toBe("400");
  });

  it("a customer with no points account gets one holding exactly the prize (0 → 75)", async () => {
    const c = ca[1];
    const id = await wheel(QUARTERS((await voucher()).id));
    expect(await pointsBalance(c.id)).toBe("0");
    land(2499);
    expect((await draw(id, c.id)).status).toBe(200);
    expect(await pointsBalance(c.id)).toBe("75");
  });
});

describe("voucher prizes", () => {
  it("give the customer the voucher as a send does: a send of the source turnplate with the customer sent, issued 0 → 1", async () => {
    const c = ca[2];
    const v = await voucher();
    const id = await wheel(QUARTERS(v.id));
    land(2500);
    const res = await draw(id, c.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ prize_kind: "voucher", prize_value: String(v.id), prize_state: "credited" });
    const sends = (await t.get("/api/market/voucher/sends", { token: operator, query: { voucher_id: String(v.id) } })).body.data.list;
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({ requested: 1, sent: 1, duplicate: 0, out_of_stock: 0, source: "turnplate", status: "done" });
    expect(res.body.data.voucher_send_id).toBe(sends[0].id);
    const results = (await t.get(`/api/market/voucher/send/${sends[0].id}/results`, { token: operator })).body.data.list;
    expect(
      results.map((r: { customer_id: number; customer_email: string; result: string }) => [r.customer_id, r.customer_email, r.result]),
    ).toEqual([[c.id, c.email, "sent"]]);
    expect((await t.get(`/api/market/voucher/${v.id}`, { token: operator })).body.data.issued).toBe(1);
    // the points balance is untouched
    expect(await pointsBalance(c.id)).toBe("0");
  });

  it("a customer who already holds it (1 per customer) cannot win it again: the spin is refused, nothing written, no stock taken", async () => {
    const c = ca[3];
    const v = await voucher();
    const id = await wheel(QUARTERS(v.id));
    land(2500);
    expect((await draw(id, c.id)).status).toBe(200);
    const again = await draw(id, c.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `Customer ${c.id} already holds voucher Spin prize CA$5 as many times as it allows: the prize CA$5 voucher cannot be given`,
    );
    expect(await count("select count(*)::int as n from turnplate_rewards where turnplate_id = $1", [id])).toBe(1);
    expect(await count("select count(*)::int as n from voucher_sends where voucher_id = $1", [v.id])).toBe(1);
    expect((await t.get(`/api/market/voucher/${v.id}`, { token: operator })).body.data.issued).toBe(1);
    expect((await t.get(`/api/market/turnplate/${id}`, { token: operator })).body.data.prizes[1].stock).toBe(4); // 5, less the first win only
  });

  it("a disabled voucher refuses the spin; nothing written", async () => {
    const c = ca[4];
    const v = await voucher();
    const id = await wheel(QUARTERS(v.id));
    expect((await t.post("/api/market/voucher/change-status", { id: v.id, status: "disable" }, { token: operator })).status).toBe(200);
    land(2500);
    const off = await draw(id, c.id);
    expect(off.status).toBe(409);
    expect(off.body.message).toBe("Voucher Spin prize CA$5 is disabled: enable it before sending it");
    expect(await count("select count(*)::int as n from turnplate_rewards where turnplate_id = $1", [id])).toBe(0);
    expect(await count("select count(*)::int as n from voucher_send_results where customer_id = $1", [c.id])).toBe(0);
  });

  it("a slot that names no voucher of the wheel's site (a code, another site's voucher, no voucher) is refused when the wheel is saved", async () => {
    const [us] = await t.sql<{ id: number }>("select id from vouchers where site_abbr = 'us' order by id limit 1");
    const save = (value: string) =>
      t.post(
        "/api/market/turnplate/create",
        {
          name: "Code spin",
          site: "ca",
          start_day: "2026-01-01",
          end_day: "2030-12-31",
          daily_limit: 10,
          total_limit: 20,
          remark: "",
          prizes: [
            { name: "Code voucher", kind: "voucher", value, probability: "50", stock: 10 },
            { name: "Try again", kind: "nothing", value: "", probability: "50", stock: null },
          ],
        },
        { token: operator },
      );
    const before = await count("select count(*)::int as n from turnplates", []);
    const code = await save("SPRING-5");
    expect(code.status).toBe(422);
    expect(Object.values(code.body.data.errors).flat()).toContain("must be the id of a voucher of the wheel's site for a voucher prize");
    for (const value of [String(us.id), "99999999"]) {
      const res = await save(value);
      expect(res.status, value).toBe(422);
      expect(res.body.data.errors["prizes.0.value"]).toEqual([
        `The prize Code voucher names voucher ${value}, which is no voucher of the Canada site: give the id of one of its vouchers`,
      ]);
    }
    expect(await count("select count(*)::int as n from turnplates", [])).toBe(before);
  });
});

describe("product and nothing", () => {
  it("a product prize is to be shipped (shown on the reward records, filterable); nothing is credited for it or for a nothing slot", async () => {
    const c = ca[5];
    const v = await voucher();
    const id = await wheel(QUARTERS(v.id));
    land(5000);
    const product = await draw(id, c.id);
    expect(product.status).toBe(200);
    expect(product.body.data).toMatchObject({
      prize_kind: "product",
      prize_value: boots,
      prize_state: "to_ship",
      points_entry_id: null,
      voucher_send_id: null,
    });
    land(9999);
    const nothing = await draw(id, c.id);
    expect(nothing.body.data).toMatchObject({ prize_kind: "nothing", prize_state: "none", points_entry_id: null, voucher_send_id: null });
    expect((await rewards(id)).map((r: { prize_name: string; prize_state: string }) => [r.prize_name, r.prize_state])).toEqual([
      ["Try again", "none"],
      ["Rain boots", "to_ship"],
    ]);
    const toShip = (await t.get("/api/market/turnplate/rewards", { token: approver, query: { turnplate_id: id, prize_state: "to_ship" } }))
      .body.data.list;
    expect(toShip.map((r: { prize_name: string }) => r.prize_name)).toEqual(["Rain boots"]);
    expect(await pointsBalance(c.id)).toBe("0");
    expect(await count("select count(*)::int as n from voucher_sends where voucher_id = $1", [v.id])).toBe(0);
    // an unknown state is refused ("shipped" is one since staff mark product prizes shipped: turnplate-ship.test.ts)
    expect((await t.get("/api/market/turnplate/rewards", { token: approver, query: { prize_state: "lost" } })).status).toBe(422);
  });
});
