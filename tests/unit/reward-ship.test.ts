// Marking a wheel's product prize shipped (issue 10): the declared transition and the console's form
// rules, with literal values.
import { describe, expect, it } from "vitest";
import { decide } from "~/lib/lifecycle";
import { shipSchema } from "~/features/market-tool/reward-ship-schema";
import { PRIZE_LIFECYCLE } from "~/features/market-tool/turnplate-rules";
import { turnplateLogName } from "~/features/market-tool/turnplate";
import { makeT } from "~/lib/i18n";
import { en } from "~/locales/en";
import { zh } from "~/locales/zh";

const at = (prize_state: string) => decide(PRIZE_LIFECYCLE, { prize_state }, "ship");

describe("ship transition", () => {
  it("applies only from to_ship, repeats on shipped, is refused (naming the state) from the others", () => {
    expect(at("to_ship")).toEqual({ kind: "apply", from: "to_ship", to: "shipped" });
    expect(at("shipped")).toEqual({ kind: "repeat", state: "shipped" });
    for (const s of ["credited", "none", "not_credited"]) expect(at(s)).toEqual({ kind: "refuse", state: s });
  });
});

const parse = (v: Record<string, string>) => shipSchema.safeParse({ id: "7", ...v });
const errors = (v: Record<string, string>) => {
  const r = parse(v);
  // the first message of each field: the one the form shows
  return r.success ? {} : Object.fromEntries(r.error.issues.reverse().map((i) => [String(i.path[0]), i.message]));
};

describe("ship form", () => {
  it("takes a carrier and a tracking number, spaces pasted from a label taken out", () => {
    expect(parse({ carrier: " Royal Mail ", tracking_no: "RM 1234 5678 5GB" }).data).toEqual({
      id: 7,
      carrier: "Royal Mail",
      tracking_no: "RM123456785GB",
    });
    expect(parse({ carrier: "DHL Express", tracking_no: "JD-0146" }).success).toBe(true);
  });
  it("requires both, within 40 characters (carrier) and 6 to 40 (tracking number), of the allowed characters", () => {
    expect(errors({ carrier: "", tracking_no: "" })).toEqual({ carrier: "v.required", tracking_no: "v.required" });
    expect(errors({ carrier: "UPS", tracking_no: "12345" })).toEqual({ tracking_no: "reward.v.trackingLength|min=6|max=40" });
    expect(errors({ carrier: "UPS", tracking_no: "123456" })).toEqual({});
    expect(errors({ carrier: "x".repeat(40), tracking_no: "1".repeat(40) })).toEqual({});
    expect(errors({ carrier: "x".repeat(41), tracking_no: "1".repeat(41) })).toEqual({
      carrier: "v.tooLong|max=40",
      tracking_no: "reward.v.trackingLength|min=6|max=40",
    });
    expect(errors({ carrier: "-UPS", tracking_no: "1Z<999>AA1" })).toEqual({
      carrier: "reward.v.carrier",
      tracking_no: "reward.v.tracking",
    });
    expect(errors({ carrier: "UPS;drop", tracking_no: "1Z_999AA1" })).toEqual({
      carrier: "reward.v.carrier",
      tracking_no: "reward.v.tracking",
    });
  });
});

describe("the wheel's change log names each row's subject", () => {
  it("a lottery by its name and site; a spin, shipment or correction by its reward record", () => {
    const c = { t: makeT(en) };
    expect(turnplateLogName({ name: "Spring wheel", site: "us" }, c)).toBe("Spring wheel (United States)");
    expect(turnplateLogName({ name: "Spring wheel", site: "us" }, { t: makeT(zh) })).toBe("Spring wheel (美国)");
    // a shipment's and a correction's snapshot: the record's id as reward_id
    expect(turnplateLogName({ reward_id: 12, customer_email: "amy@example.com", prize_name: "Tote bag", prize_state: "shipped" }, c)).toBe(
      "#12 Tote bag (amy@example.com)",
    );
    // a spin's snapshot is the reward it wrote
    expect(turnplateLogName({ id: 7, customer_email: "bo@example.com", prize_name: "50 points" }, c)).toBe("#7 50 points (bo@example.com)");
  });
});
