// The one query serializer for API calls, and the URL number parsing of list pages.
import { describe, expect, it } from "vitest";
import { isPositiveInteger, queryNumber, serializeQuery } from "~/lib/query";

describe("serializeQuery", () => {
  it("sorts keys so the same filters give the same string", () => {
    expect(serializeQuery({ page: 2, currency: "USD", all: true })).toBe("all=true&currency=USD&page=2");
    expect(serializeQuery({ b: "1", a: "2" })).toBe(serializeQuery({ a: "2", b: "1" }));
  });

  it("trims strings", () => {
    expect(serializeQuery({ q: "  euro  " })).toBe("q=euro");
  });

  it("drops empty, blank, null and undefined values but keeps 0 and false", () => {
    expect(serializeQuery({ a: "", b: "   ", c: null, d: undefined, e: 0, f: false })).toBe("e=0&f=false");
    expect(serializeQuery({})).toBe("");
    expect(serializeQuery()).toBe("");
  });

  it("repeats the key for arrays, dropping empty items", () => {
    expect(serializeQuery({ site: ["us", " ca ", "", null, "uk"] })).toBe("site=us&site=ca&site=uk");
    expect(serializeQuery({ site: [] })).toBe("");
  });

  it("sends dates as ISO strings", () => {
    const s = serializeQuery({ from: new Date("2026-03-08T08:00:00Z") });
    expect(new URLSearchParams(s).get("from")).toBe("2026-03-08T08:00:00.000Z");
  });

  it("encodes reserved characters", () => {
    const s = serializeQuery({ q: "a&b=c d" });
    expect(new URLSearchParams(s).get("q")).toBe("a&b=c d");
    expect(s).not.toContain("&b=");
  });
});

describe("queryNumber", () => {
  it("reads valid integers", () => {
    expect(queryNumber("3", 1)).toBe(3);
    expect(queryNumber("1", 9)).toBe(1);
  });

  it("falls back for missing, non-numeric, fractional or out-of-range values", () => {
    expect(queryNumber(null, 1)).toBe(1);
    expect(queryNumber(undefined, 1)).toBe(1);
    expect(queryNumber("", 1)).toBe(1);
    expect(queryNumber("abc", 1)).toBe(1);
    expect(queryNumber("2.5", 1)).toBe(1);
    expect(queryNumber("0", 1)).toBe(1);
    expect(queryNumber("-4", 1)).toBe(1);
    expect(queryNumber("500", 20, { max: 100 })).toBe(20);
    expect(queryNumber("0", 5, { min: 0 })).toBe(0);
  });
});

describe("isPositiveInteger", () => {
  it.each([
    [0, false],
    [-1, false],
    [1.5, false],
    ["3", true],
    ["abc", false],
    [1, true],
    ["", false],
    ["  ", false],
    ["-2", false],
    ["2.5", false],
    [null, false],
    [undefined, false],
    [Number.NaN, false],
    [Infinity, false],
  ])("%j → %s", (value, expected) => {
    expect(isPositiveInteger(value)).toBe(expected);
  });
});
