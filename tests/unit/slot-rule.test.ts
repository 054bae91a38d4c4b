// The one slot rule (issue 38, docs/areas/resource.md): literal records, literal answers.
import { describe, expect, it } from "vitest";
import { claimsSlot, clashes } from "~/domain/resource/slots";

const march = { site: "us", language: "en", audience: "all", start_at: "2031-03-01T08:00:00Z", end_at: "2031-03-31T06:59:59Z" };
const carousel = { on: "enable", same: ["priority"] };
const popup = { on: "enable", same: [] };

describe("the slot rule", () => {
  it("carousels clash only at one priority; popups at any", () => {
    const a = { ...march, id: 1, priority: 5 };
    const b = { ...march, id: 2, priority: 6, start_at: "2031-03-31T06:59:59Z" };
    expect(claimsSlot(carousel, a, b)).toBe(false);
    expect(claimsSlot(popup, a, b)).toBe(true);
    expect(claimsSlot(carousel, a, { ...b, priority: 5 })).toBe(true);
  });

  it("another site, language, a non-meeting audience or the next day is another slot", () => {
    const a = { ...march, audience: "new" };
    expect(claimsSlot(popup, a, { ...march, site: "ca" })).toBe(false);
    expect(claimsSlot(popup, a, { ...march, language: "es" })).toBe(false);
    expect(claimsSlot(popup, a, { ...march, audience: "returning" })).toBe(false);
    expect(claimsSlot(popup, a, { ...march, audience: "all" })).toBe(true);
    expect(claimsSlot(popup, a, { ...march, start_at: "2031-03-31T07:00:00Z", end_at: "2031-04-30T06:59:59Z" })).toBe(false);
  });

  it("a kind without language or audience fields places by site alone", () => {
    const bar = { site: "us", start_at: march.start_at, end_at: march.end_at };
    expect(claimsSlot(popup, bar, { ...bar })).toBe(true);
  });

  it("lists each clashing pair once, lower id first", () => {
    const rows = [
      { ...march, id: 9, priority: 1 },
      { ...march, id: 3, priority: 1 },
      { ...march, id: 4, priority: 2 },
    ];
    expect(clashes(carousel, rows)).toEqual([[3, 9]]);
    expect(clashes(popup, rows)).toEqual([
      [3, 4],
      [3, 9],
      [4, 9],
    ]);
  });
});
