// The date-range picker's rules, against the spec (section 5: an end before the start is clamped
// to the start; Apply is disabled until the range is valid; section 6: minute step 1, years plus or
// minus 100).
import { describe, expect, it } from "vitest";
import { clampEnd, formatMoment, MINUTES, parseMoment, rangeReady, yearsAround } from "../../app/ui/date-range";

const at = (text: string) => parseMoment(text)!;

describe("the fields' text", () => {
  it("reads days and times as the console writes them, and nothing else", () => {
    expect(parseMoment("2026-03-08")).toEqual({ y: 2026, m: 3, d: 8, h: 0, mi: 0, s: 0 });
    expect(parseMoment("2026-03-08 01:59:30")).toEqual({ y: 2026, m: 3, d: 8, h: 1, mi: 59, s: 30 });
    expect(parseMoment("2026-03-08 14:05")).toEqual({ y: 2026, m: 3, d: 8, h: 14, mi: 5, s: 0 });
    for (const bad of ["", "2026-02-30", "2026-13-01", "2026-1-5", "08/03/2026", "2026-03-08 24:00", "2026-03-08 10:60"])
      expect(parseMoment(bad)).toBeNull();
    expect(parseMoment("2028-02-29")).not.toBeNull();
  });

  it("writes them back in the same form", () => {
    expect(formatMoment(at("2026-03-08 01:05:00"), true)).toBe("2026-03-08 01:05:00");
    expect(formatMoment(at("2026-03-08 01:05:00"), false)).toBe("2026-03-08");
  });
});

describe("the range", () => {
  it("clamps an end before the start to the start, to the second", () => {
    expect(clampEnd(at("2026-05-10"), at("2026-05-01"))).toEqual(at("2026-05-10"));
    expect(clampEnd(at("2026-05-10 12:30:00"), at("2026-05-10 12:29:59"))).toEqual(at("2026-05-10 12:30:00"));
    expect(clampEnd(at("2026-05-10 12:30:00"), at("2026-05-10 12:31:00"))).toEqual(at("2026-05-10 12:31:00"));
    expect(clampEnd(null, at("2026-05-01"))).toEqual(at("2026-05-01"));
  });

  it("is ready to apply only with both ends, inside this year ± 100", () => {
    expect(rangeReady(at("2026-05-01"), null, 2026)).toBe(false);
    expect(rangeReady(null, at("2026-05-01"), 2026)).toBe(false);
    expect(rangeReady(at("2026-05-01"), at("2026-05-01"), 2026)).toBe(true);
    expect(rangeReady(at("2026-05-02"), at("2026-05-01"), 2026)).toBe(false);
    expect(rangeReady(at("1926-01-01"), at("2126-12-31"), 2026)).toBe(true);
    expect(rangeReady(at("1925-12-31"), at("2026-01-01"), 2026)).toBe(false);
    expect(rangeReady(at("2026-01-01"), at("2127-01-01"), 2026)).toBe(false);
  });

  it("offers every minute and the years from 100 before to 100 after this one", () => {
    expect(MINUTES).toHaveLength(60);
    expect(MINUTES.slice(0, 3)).toEqual([0, 1, 2]);
    const years = yearsAround(2026);
    expect([years[0], years[years.length - 1], years.length]).toEqual([1926, 2126, 201]);
  });
});
