// The demo events' periods are whole US West days (America/Los_Angeles), also across a change of
// the clocks: an event over the spring-forward night ends at 23:59:59 of its last day, not an hour
// into the next.
import { describe, expect, it } from "vitest";
import { seedPeriod } from "../../server/db/seed-period";

describe("a seeded event's period", () => {
  it("over the night the clocks spring forward (2026-03-08) ends at 23:59:59 PDT of its last day", () => {
    // seeded at noon PST on 2026-03-07, two days from today
    expect(seedPeriod(new Date("2026-03-07T20:00:00Z"), 0, 2)).toEqual({
      start_at: "2026-03-07T08:00:00.000Z",
      end_at: "2026-03-09T06:59:59.000Z",
    });
  });

  it("over the night the clocks fall back (2026-11-01) ends at 23:59:59 PST of its last day", () => {
    // seeded at 5 pm PDT on 2026-10-30 (already the 31st in UTC), starting tomorrow for two days
    expect(seedPeriod(new Date("2026-10-31T00:00:00Z"), 1, 2)).toEqual({
      start_at: "2026-10-31T07:00:00.000Z",
      end_at: "2026-11-02T07:59:59.000Z",
    });
  });

  it("starts days before today for a past event", () => {
    expect(seedPeriod(new Date("2026-12-03T07:59:00Z"), -3, 1)).toEqual({
      start_at: "2026-11-29T08:00:00.000Z",
      end_at: "2026-11-30T07:59:59.000Z",
    });
  });
});
