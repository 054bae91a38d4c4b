// Reading a pasted or uploaded list of customers for a voucher send: one customer id or email a
// line; blank lines skipped; a CSV's first cell; anything else kept and reported as invalid.
import { describe, expect, it } from "vitest";
import { parseSendList } from "../../app/features/market-tool/voucher-rules";

describe("parseSendList", () => {
  it("reads ids and emails one a line, with their line numbers, skipping blank lines", () => {
    expect(parseSendList("42\n\n  Ann@Example.com  \r\n7")).toEqual([
      { line: 1, input: "42", kind: "id", id: 42 },
      { line: 3, input: "Ann@Example.com", kind: "email", email: "ann@example.com" },
      { line: 4, input: "7", kind: "id", id: 7 },
    ]);
  });

  it("keeps the first cell of a CSV line, quoted or not, and drops a byte-order mark", () => {
    expect(parseSendList('\uFEFF"bo@example.com",Bo,Smith\n15;x').map((l) => l.input)).toEqual(["bo@example.com", "15"]);
  });

  it("keeps lines that are neither as invalid: zero, past int4, words, a half email", () => {
    expect(parseSendList("0\n2147483648\nhello\nann@example\n@x.com").map((l) => l.kind)).toEqual([
      "invalid",
      "invalid",
      "invalid",
      "invalid",
      "invalid",
    ]);
    expect(parseSendList("2147483647")[0]).toMatchObject({ kind: "id", id: 2147483647 });
  });

  it("gives nothing for an empty paste", () => {
    expect(parseSendList("  \n\n\t\n")).toEqual([]);
  });
});
