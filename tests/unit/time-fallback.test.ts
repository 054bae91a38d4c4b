// formatUsWest assembles the date from parts when the runtime's Swedish format does not have the
// "YYYY-MM-DD HH:mm:ss" shape (an ICU without sv-SE data). Here that fast path is made to answer
// something else, so every expectation below can only be met by the fallback.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

let formatUsWest: (v: string | Date | null | undefined) => string;
let usWestDate: (v: string | Date) => string;
let swedishCalls = 0;

beforeAll(async () => {
  const Real = Intl.DateTimeFormat;
  // what an ICU without Swedish data prints: the root locale's "2026 M07 01 05:00:00"
  function Stub(locale?: string | string[], options?: Intl.DateTimeFormatOptions) {
    const real = new Real(locale, options);
    if (locale !== "sv-SE") return real;
    return {
      format: (d: Date) => {
        swedishCalls++;
        return real.format(d).replace(/^(\d{4})-(\d{2})-(\d{2})/, "$1 M$2 $3");
      },
      formatToParts: (d: Date) => real.formatToParts(d),
    };
  }
  vi.stubGlobal("Intl", { ...Intl, DateTimeFormat: Stub });
  vi.resetModules();
  ({ formatUsWest, usWestDate } = await import("~/lib/time"));
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("formatUsWest without the fast path", () => {
  it("puts the month before the day (days above 12 make a swap visible)", () => {
    expect(formatUsWest("2026-01-15T20:00:00Z")).toBe("2026-01-15 12:00:00");
    expect(formatUsWest("2026-11-03T18:04:05Z")).toBe("2026-11-03 10:04:05");
    expect(swedishCalls).toBeGreaterThan(0);
  });

  it("shows summer (UTC-7) and winter (UTC-8) times", () => {
    expect(formatUsWest("2026-07-01T12:00:00Z")).toBe("2026-07-01 05:00:00");
    expect(formatUsWest("2026-01-15T12:00:00Z")).toBe("2026-01-15 04:00:00");
  });

  it("writes midnight as 00, never 24, and keeps the previous day before it", () => {
    expect(formatUsWest("2026-07-01T07:00:00Z")).toBe("2026-07-01 00:00:00");
    expect(formatUsWest("2026-01-15T07:59:59Z")).toBe("2026-01-14 23:59:59");
  });

  it("pads single digits and follows the DST switch", () => {
    expect(formatUsWest(new Date("2026-03-08T09:59:59Z"))).toBe("2026-03-08 01:59:59");
    expect(formatUsWest(new Date("2026-03-08T10:00:00Z"))).toBe("2026-03-08 03:00:00");
    expect(usWestDate("2026-02-03T09:08:07Z")).toBe("2026-02-03");
  });

  it("shows nothing for empty or invalid values", () => {
    expect(formatUsWest("")).toBe("");
    expect(formatUsWest(null)).toBe("");
    expect(formatUsWest("not a date")).toBe("");
  });
});
