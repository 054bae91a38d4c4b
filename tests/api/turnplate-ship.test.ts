// Market tool › reward records (issue 10): a product prize a spin left "to be shipped" is marked
// shipped with its carrier and tracking number (POST /api/market/turnplate/rewards/ship). Only from
// to_ship; from any other state refused naming the state; a repeat changes nothing and names who
// shipped it and when; the key is reward-records-all-right-btns (operator has it, approver does not).
// Expectations are written by hand from the issue.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { drawDice } from "../../server/modules/market/turnplate-draw";
import { startTestApi, type TestApi } from "./helpers";
import { spinCaWheel } from "./turnplate-spin";

let t: TestApi;
let operator: string;
let approver: string;
let customers: number[];
const realRoll = drawDice.roll;
const SHIP = "/api/market/turnplate/rewards/ship";

beforeAll(async () => {
  t = await startTestApi();
  [operator, approver] = await Promise.all([t.token("operator"), t.token("approver")]);
  // ca customers no other test of this file's database spins for
  customers = (await t.sql<{ id: number }>("select id from customers where site_abbr = 'ca' order by id offset 400 limit 10")).map(
    (c) => c.id,
  );
});
afterEach(() => {
  drawDice.roll = realRoll;
});
afterAll(async () => {
  await t?.close();
});

const spin = (point: number, customer: number) => spinCaWheel(t, operator, "Ship", point, customer);

const audits = async (turnplateId: number) =>
  (
    await t.sql<{ n: number }>(
      "select count(*)::int as n from audit_log where entity = 'turnplate' and entity_id = $1 and action = 'ship'",
      [String(turnplateId)],
    )
  )[0].n;
const usWest = (iso: string) =>
  new Intl.DateTimeFormat("sv-SE", {
    timeZone: "America/Los_Angeles",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hour12: false,
  }).format(new Date(iso));

describe("marking a product prize shipped", () => {
  it("the demo seed has product prizes both waiting to ship and shipped (with carrier, tracking number, who and when)", async () => {
    const waiting = await t.get("/api/market/turnplate/rewards", { token: approver, query: { prize_state: "to_ship" } });
    expect(waiting.body.data.list.length).toBeGreaterThanOrEqual(1);
    const shipped = await t.get("/api/market/turnplate/rewards", { token: approver, query: { prize_state: "shipped" } });
    expect(shipped.body.data.list.length).toBeGreaterThanOrEqual(1);
    for (const r of shipped.body.data.list) {
      expect(r.prize_kind).toBe("product");
      expect(r.shipped_carrier).toMatch(/\S/);
      expect(r.shipped_tracking_no).toMatch(/^[A-Za-z0-9-]{6,40}$/);
      expect(r.shipped_by).toBe("Olive Operator");
      expect(new Date(r.shipped_at).getTime()).toBeGreaterThanOrEqual(new Date(r.drawn_at).getTime());
    }
  });

  it("to_ship → shipped with carrier, tracking number, who and when, one audit row; the records list shows them", async () => {
    const r = await spin(0, customers[0]);
    expect(r.prize_state).toBe("to_ship");
    const res = await t.post(SHIP, { id: r.id, carrier: "UPS", tracking_no: "1Z999AA10123456784" }, { token: operator });
    expect(res.status).toBe(200);
    expect(res.body.data.applied).toBe(true);
    expect(res.body.data.reward).toMatchObject({
      id: r.id,
      prize_state: "shipped",
      shipped_carrier: "UPS",
      shipped_tracking_no: "1Z999AA10123456784",
      shipped_by: "Olive Operator",
    });
    expect(Date.now() - new Date(res.body.data.reward.shipped_at).getTime()).toBeLessThan(60_000);
    expect(await audits(r.turnplate_id)).toBe(1);
    // the wheel's log row: the record, its state before → after, carrier and tracking number
    const [log] = await t.sql<{ actor_name: string; before: unknown; after: unknown }>(
      "select actor_name, before, after from audit_log where entity = 'turnplate' and entity_id = $1 and action = 'ship'",
      [String(r.turnplate_id)],
    );
    expect(log.actor_name).toBe("Olive Operator");
    expect(log.before).toMatchObject({ reward_id: r.id, prize_name: "Rain boots", prize_state: "to_ship" });
    expect(log.after).toMatchObject({
      reward_id: r.id,
      prize_name: "Rain boots",
      prize_state: "shipped",
      shipped_carrier: "UPS",
      shipped_tracking_no: "1Z999AA10123456784",
    });
    const list = (await t.get("/api/market/turnplate/rewards", { token: approver, query: { turnplate_id: r.turnplate_id } })).body.data
      .list;
    expect(list[0]).toMatchObject({
      id: r.id,
      prize_state: "shipped",
      shipped_carrier: "UPS",
      shipped_tracking_no: "1Z999AA10123456784",
      shipped_by: "Olive Operator",
    });
    const shipped = (
      await t.get("/api/market/turnplate/rewards", { token: approver, query: { turnplate_id: r.turnplate_id, prize_state: "shipped" } })
    ).body.data.list;
    expect(shipped.map((x: { id: number }) => x.id)).toEqual([r.id]);
  });

  it("a repeat changes nothing (not even another carrier) and says who shipped it and when", async () => {
    const r = await spin(0, customers[1]);
    const first = await t.post(SHIP, { id: r.id, carrier: "DHL", tracking_no: "JD014600003828" }, { token: operator });
    expect(first.status).toBe(200);
    const at = first.body.data.reward.shipped_at as string;
    const again = await t.post(SHIP, { id: r.id, carrier: "FedEx", tracking_no: "999999999999" }, { token: operator });
    expect(again.status).toBe(200);
    expect(again.body.data.applied).toBe(false);
    expect(again.body.data.reward).toMatchObject({
      prize_state: "shipped",
      shipped_carrier: "DHL",
      shipped_tracking_no: "JD014600003828",
      shipped_by: "Olive Operator",
      shipped_at: at,
    });
    expect(again.body.data.note).toBe(`Already shipped by Olive Operator at ${usWest(at)} (US West): nothing changed`);
    expect(await audits(r.turnplate_id)).toBe(1);
  });

  it("is refused from any other state with a message naming the current state (a credited points prize)", async () => {
    const r = await spin(5000, customers[2]);
    expect(r.prize_state).toBe("credited");
    const res = await t.post(SHIP, { id: r.id, carrier: "UPS", tracking_no: "1Z999AA10123456784" }, { token: operator });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("“Credited”");
    const [row] = await t.sql<{ prize_state: string; shipped_at: string | null }>(
      "select prize_state, shipped_at from turnplate_rewards where id = $1",
      [r.id],
    );
    expect(row).toEqual({ prize_state: "credited", shipped_at: null });
    expect(await audits(r.turnplate_id)).toBe(0);
  });

  it("needs the reward records' key: the approver (reads only) gets 403 and nothing changes", async () => {
    const r = await spin(0, customers[3]);
    const res = await t.post(SHIP, { id: r.id, carrier: "UPS", tracking_no: "1Z999AA10123456784" }, { token: approver });
    expect(res.status).toBe(403);
    const [row] = await t.sql<{ prize_state: string }>("select prize_state from turnplate_rewards where id = $1", [r.id]);
    expect(row.prize_state).toBe("to_ship");
  });

  it("validates: a missing tracking number, a blank carrier and odd characters are 422 with field errors; an unknown record 404", async () => {
    const r = await spin(0, customers[4]);
    const missing = await t.post(SHIP, { id: r.id, carrier: "UPS" }, { token: operator });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.data.errors)).toEqual(["tracking_no"]);
    const bad = await t.post(SHIP, { id: r.id, carrier: "  ", tracking_no: "1Z<script>" }, { token: operator });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data.errors).sort()).toEqual(["carrier", "tracking_no"]);
    const short = await t.post(SHIP, { id: r.id, carrier: "UPS", tracking_no: "12345" }, { token: operator });
    expect(short.status).toBe(422);
    const long = await t.post(SHIP, { id: r.id, carrier: "x".repeat(41), tracking_no: "1".repeat(41) }, { token: operator });
    expect(Object.keys(long.body.data.errors).sort()).toEqual(["carrier", "tracking_no"]);
    const gone = await t.post(SHIP, { id: 999999999, carrier: "UPS", tracking_no: "1Z999AA10123456784" }, { token: operator });
    expect([gone.status, gone.body.message]).toEqual([404, "Reward record not found"]);
    const goneZh = await t.post(
      SHIP,
      { id: 999999999, carrier: "UPS", tracking_no: "1Z999AA10123456784" },
      { token: operator, headers: { "accept-language": "zh" } },
    );
    expect(goneZh.body.message).toBe("中奖记录不存在");
    const [row] = await t.sql<{ prize_state: string }>("select prize_state from turnplate_rewards where id = $1", [r.id]);
    expect(row.prize_state).toBe("to_ship");
  });
});
