// UTC ↔ US West (America/Los_Angeles) conversions shown and sent by the console.
import { describe, expect, it } from "vitest";
import { formatUsWest, usWestDate } from "~/lib/time";
import { validityPeriod } from "~/lib/time.server";

describe("formatUsWest", () => {
  it("shows summer (PDT, UTC-7) times", () => {
    expect(formatUsWest("2026-07-01T12:00:00Z")).toBe("2026-07-01 05:00:00");
  });

  it("shows winter (PST, UTC-8) times", () => {
    expect(formatUsWest("2026-01-15T12:00:00Z")).toBe("2026-01-15 04:00:00");
  });

  it("moves to the previous US West day before 07:00/08:00 UTC", () => {
    expect(formatUsWest("2026-01-15T07:59:59Z")).toBe("2026-01-14 23:59:59");
    expect(formatUsWest("2026-07-01T06:59:59Z")).toBe("2026-06-30 23:59:59");
  });

  it("follows the DST switch of 2026-03-08 (02:00 PST → 03:00 PDT)", () => {
    expect(formatUsWest("2026-03-08T09:59:59Z")).toBe("2026-03-08 01:59:59");
    expect(formatUsWest("2026-03-08T10:00:00Z")).toBe("2026-03-08 03:00:00");
  });

  it("follows the DST switch of 2026-11-01 (02:00 PDT → 01:00 PST): the hour 01:xx comes twice", () => {
    expect(formatUsWest("2026-11-01T08:30:00Z")).toBe("2026-11-01 01:30:00");
    expect(formatUsWest("2026-11-01T08:59:59Z")).toBe("2026-11-01 01:59:59");
    expect(formatUsWest("2026-11-01T09:00:00Z")).toBe("2026-11-01 01:00:00");
    expect(formatUsWest("2026-11-01T09:30:00Z")).toBe("2026-11-01 01:30:00");
    expect(formatUsWest("2026-11-01T10:00:00Z")).toBe("2026-11-01 02:00:00");
  });

  it("gives every minute and second of one hour, asked in any order, and keeps milliseconds out", () => {
    expect(formatUsWest("2026-02-28T23:59:59.999Z")).toBe("2026-02-28 15:59:59");
    expect(formatUsWest("2026-02-28T23:00:00.000Z")).toBe("2026-02-28 15:00:00");
    expect(formatUsWest("2026-02-28T23:07:08Z")).toBe("2026-02-28 15:07:08");
    expect(formatUsWest("2024-02-29T20:00:00Z")).toBe("2024-02-29 12:00:00");
    expect(formatUsWest("2027-01-01T07:59:59Z")).toBe("2026-12-31 23:59:59");
  });

  it("accepts Date objects and gives the US West calendar day", () => {
    expect(formatUsWest(new Date("2026-07-01T12:00:00Z"))).toBe("2026-07-01 05:00:00");
    expect(formatUsWest("2026-07-01T07:00:00Z")).toBe("2026-07-01 00:00:00");
    expect(usWestDate("2026-01-15T03:00:00Z")).toBe("2026-01-14");
  });

  it("shows nothing for empty or invalid values", () => {
    expect(formatUsWest("")).toBe("");
    expect(formatUsWest(null)).toBe("");
    expect(formatUsWest(undefined)).toBe("");
    expect(formatUsWest("not a date")).toBe("");
    expect(formatUsWest(new Date(Number.NaN))).toBe("");
  });
});

describe("validityPeriod", () => {
  it("spans the whole US West day on the spring-forward day (23 hours)", () => {
    expect(validityPeriod("2026-03-08", "2026-03-08")).toEqual({
      start_at: "2026-03-08T08:00:00.000Z",
      end_at: "2026-03-09T06:59:59.000Z",
    });
  });

  it("spans winter days at UTC-8", () => {
    expect(validityPeriod("2026-01-10", "2026-01-20")).toEqual({
      start_at: "2026-01-10T08:00:00.000Z",
      end_at: "2026-01-21T07:59:59.000Z",
    });
  });

  it("spans summer days at UTC-7", () => {
    expect(validityPeriod("2026-07-01", "2026-07-31")).toEqual({
      start_at: "2026-07-01T07:00:00.000Z",
      end_at: "2026-08-01T06:59:59.000Z",
    });
  });

  it("spans the fall-back day (25 hours)", () => {
    expect(validityPeriod("2026-11-01", "2026-11-01")).toEqual({
      start_at: "2026-11-01T07:00:00.000Z",
      end_at: "2026-11-02T07:59:59.000Z",
    });
  });

  it("round-trips: the period shows as the picked days", () => {
    const { start_at, end_at } = validityPeriod("2026-03-08", "2026-03-08");
    expect(formatUsWest(start_at)).toBe("2026-03-08 00:00:00");
    expect(formatUsWest(end_at)).toBe("2026-03-08 23:59:59");
  });
});
