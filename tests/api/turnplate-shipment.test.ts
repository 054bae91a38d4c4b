// Market tool › reward records (issue 10): a shipped prize's carrier or tracking number typed wrong is
// corrected (POST /api/market/turnplate/rewards/shipment {id, version, carrier, tracking_no}), with the
// shipping key reward-records-all-right-btns (operator has it, approver does not). Only a shipped
// record; a stale version is 409 with the record as it is now; the same values again change nothing;
// the change and its audit row (carrier and tracking number before → after) are one transaction.
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
const FIX = "/api/market/turnplate/rewards/shipment";

beforeAll(async () => {
  t = await startTestApi();
  [operator, approver] = await Promise.all([t.token("operator"), t.token("approver")]);
  // ca customers neither this file's nor turnplate-ship.test.ts's other spins use
  customers = (await t.sql<{ id: number }>("select id from customers where site_abbr = 'ca' order by id offset 420 limit 10")).map(
    (c) => c.id,
  );
});
afterEach(() => {
  drawDice.roll = realRoll;
});
afterAll(async () => {
  await t?.close();
});

const spin = (point: number, customer: number) => spinCaWheel(t, operator, "Fix", point, customer);

/** A product prize shipped with UPS 1Z999AA10123456784; its version after shipping. */
async function shipped(customer: number) {
  const r = await spin(0, customer);
  const res = await t.post(SHIP, { id: r.id, carrier: "UPS", tracking_no: "1Z999AA10123456784" }, { token: operator });
  expect(res.status).toBe(200);
  return { ...r, version: res.body.data.reward.version as number, shipped_at: res.body.data.reward.shipped_at as string };
}

const stored = async (id: number) =>
  (
    await t.sql<{ prize_state: string; shipped_carrier: string; shipped_tracking_no: string; version: number }>(
      "select prize_state, shipped_carrier, shipped_tracking_no, version from turnplate_rewards where id = $1",
      [id],
    )
  )[0];
const logs = (turnplateId: number) =>
  t.sql<{ actor_name: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
    "select actor_name, before, after from audit_log where entity = 'turnplate' and entity_id = $1 and action = 'correct_shipment' order by id",
    [String(turnplateId)],
  );

describe("correcting a shipped prize's shipment", () => {
  it("changes carrier and tracking number, bumps the version, keeps who shipped it and when; one audit row before → after", async () => {
    const r = await shipped(customers[0]);
    const res = await t.post(
      FIX,
      { id: r.id, version: r.version, carrier: "DHL Express", tracking_no: "JD 0146 0000 3828" },
      { token: operator },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.applied).toBe(true);
    expect(res.body.data.reward).toMatchObject({
      id: r.id,
      prize_state: "shipped",
      shipped_carrier: "DHL Express",
      shipped_tracking_no: "JD014600003828",
      shipped_by: "Olive Operator",
      shipped_at: r.shipped_at,
      version: r.version + 1,
    });
    expect(await stored(r.id)).toEqual({
      prize_state: "shipped",
      shipped_carrier: "DHL Express",
      shipped_tracking_no: "JD014600003828",
      version: r.version + 1,
    });
    const rows = await logs(r.turnplate_id);
    expect(rows).toHaveLength(1);
    expect(rows[0].actor_name).toBe("Olive Operator");
    expect(rows[0].before).toMatchObject({
      reward_id: r.id,
      prize_name: "Rain boots",
      shipped_carrier: "UPS",
      shipped_tracking_no: "1Z999AA10123456784",
    });
    expect(rows[0].after).toMatchObject({
      reward_id: r.id,
      prize_name: "Rain boots",
      shipped_carrier: "DHL Express",
      shipped_tracking_no: "JD014600003828",
    });
    // the reward records list shows the corrected shipment and its version
    const list = (await t.get("/api/market/turnplate/rewards", { token: approver, query: { turnplate_id: r.turnplate_id } })).body.data
      .list;
    expect(list[0]).toMatchObject({
      id: r.id,
      shipped_carrier: "DHL Express",
      shipped_tracking_no: "JD014600003828",
      version: r.version + 1,
    });
  });

  it("the same values again change nothing: no version bump, no log row — also from a form opened before (stale version)", async () => {
    const r = await shipped(customers[1]);
    const same = await t.post(
      FIX,
      { id: r.id, version: r.version, carrier: "UPS", tracking_no: "1Z999AA10123456784" },
      { token: operator },
    );
    expect(same.status).toBe(200);
    expect(same.body.data.applied).toBe(false);
    expect(same.body.data.reward).toMatchObject({ shipped_carrier: "UPS", shipped_tracking_no: "1Z999AA10123456784", version: r.version });
    const first = await t.post(FIX, { id: r.id, version: r.version, carrier: "FedEx", tracking_no: "999999999999" }, { token: operator });
    expect(first.body.data.applied).toBe(true);
    // the same correction posted twice: the second carries the version the form opened at
    const twice = await t.post(FIX, { id: r.id, version: r.version, carrier: "FedEx", tracking_no: "9999 9999 9999" }, { token: operator });
    expect(twice.status).toBe(200);
    expect(twice.body.data.applied).toBe(false);
    expect(await stored(r.id)).toEqual({
      prize_state: "shipped",
      shipped_carrier: "FedEx",
      shipped_tracking_no: "999999999999",
      version: r.version + 1,
    });
    expect(await logs(r.turnplate_id)).toHaveLength(1);
  });

  it("a stale version with other values is 409 with the record as it is now; nothing changes", async () => {
    const r = await shipped(customers[2]);
    expect(
      (await t.post(FIX, { id: r.id, version: r.version, carrier: "FedEx", tracking_no: "999999999999" }, { token: operator })).status,
    ).toBe(200);
    const stale = await t.post(
      FIX,
      { id: r.id, version: r.version, carrier: "USPS", tracking_no: "9400111899223197428490" },
      { token: operator },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe("Someone else saved this record after you opened it. Review their change and save again.");
    expect(stale.body.data.current).toMatchObject({
      id: r.id,
      shipped_carrier: "FedEx",
      shipped_tracking_no: "999999999999",
      version: r.version + 1,
    });
    expect(await stored(r.id)).toEqual({
      prize_state: "shipped",
      shipped_carrier: "FedEx",
      shipped_tracking_no: "999999999999",
      version: r.version + 1,
    });
    expect(await logs(r.turnplate_id)).toHaveLength(1);
  });

  it("only a shipped record: one waiting to ship and a credited points prize are 409 naming their state", async () => {
    const waiting = await spin(0, customers[3]);
    const res = await t.post(FIX, { id: waiting.id, version: 1, carrier: "UPS", tracking_no: "1Z999AA10123456784" }, { token: operator });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "Not done: the record is now “To be shipped”, and “Correct shipment” is not possible from that state. Reload to see it.",
    );
    const zh = await t.post(
      FIX,
      { id: waiting.id, version: 1, carrier: "UPS", tracking_no: "1Z999AA10123456784" },
      { token: operator, headers: { "accept-language": "zh" } },
    );
    expect(zh.body.message).toBe("未执行：该记录当前为“待发货”，不能“更正发货信息”。请刷新查看。");
    const points = await spin(5000, customers[4]);
    const credited = await t.post(
      FIX,
      { id: points.id, version: 1, carrier: "UPS", tracking_no: "1Z999AA10123456784" },
      { token: operator },
    );
    expect(credited.status).toBe(409);
    expect(credited.body.message).toContain("“Credited”");
    const [row] = await t.sql<{ prize_state: string; shipped_carrier: string | null }>(
      "select prize_state, shipped_carrier from turnplate_rewards where id = $1",
      [waiting.id],
    );
    expect(row).toEqual({ prize_state: "to_ship", shipped_carrier: null });
    expect(await logs(waiting.turnplate_id)).toHaveLength(0);
  });

  it("needs the reward records' key: the approver gets 403 and nothing changes", async () => {
    const r = await shipped(customers[5]);
    const res = await t.post(FIX, { id: r.id, version: r.version, carrier: "DHL", tracking_no: "JD014600003828" }, { token: approver });
    expect(res.status).toBe(403);
    expect(await stored(r.id)).toMatchObject({ shipped_carrier: "UPS", shipped_tracking_no: "1Z999AA10123456784", version: r.version });
    expect(await logs(r.turnplate_id)).toHaveLength(0);
  });

  it("validates like shipping (422 with field errors, version required); an unknown record is 404", async () => {
    const r = await shipped(customers[6]);
    const bad = await t.post(FIX, { id: r.id, version: r.version, carrier: "  ", tracking_no: "1Z<script>" }, { token: operator });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data.errors).sort()).toEqual(["carrier", "tracking_no"]);
    const short = await t.post(FIX, { id: r.id, version: r.version, carrier: "UPS", tracking_no: "12345" }, { token: operator });
    expect([short.status, Object.keys(short.body.data.errors)]).toEqual([422, ["tracking_no"]]);
    const noVersion = await t.post(FIX, { id: r.id, carrier: "DHL", tracking_no: "JD014600003828" }, { token: operator });
    expect([noVersion.status, Object.keys(noVersion.body.data.errors)]).toEqual([422, ["version"]]);
    const extra = await t.post(
      FIX,
      { id: r.id, version: r.version, carrier: "DHL", tracking_no: "JD014600003828", shipped_by: "Someone" },
      { token: operator },
    );
    expect(extra.status).toBe(422);
    const gone = await t.post(FIX, { id: 999999999, version: 1, carrier: "UPS", tracking_no: "1Z999AA10123456784" }, { token: operator });
    expect([gone.status, gone.body.message]).toEqual([404, "Reward record not found"]);
    expect(await stored(r.id)).toMatchObject({ shipped_carrier: "UPS", shipped_tracking_no: "1Z999AA10123456784", version: r.version });
  });

  it("shipping bumps the record's version (a correction form opened before shipping cannot be)", async () => {
    const r = await spin(0, customers[7]);
    const [before] = await t.sql<{ version: number }>("select version from turnplate_rewards where id = $1", [r.id]);
    expect(before.version).toBe(1);
    const res = await t.post(SHIP, { id: r.id, carrier: "UPS", tracking_no: "1Z999AA10123456784" }, { token: operator });
    expect(res.body.data.reward.version).toBe(2);
  });
});
