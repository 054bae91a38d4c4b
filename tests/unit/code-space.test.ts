// Codes long enough for their count, and unbiased budget-code suffixes (issue 39 point 6a).
//
// Discount codes: the random part is `code_length` symbols of a 32-letter alphabet
// (ABCDEFGHJKLMNPQRSTUVWXYZ23456789), so a length gives 32^length codes; a batch of `count` needs
// 32^length >= count × 10^7, so a guesser needs ten million tries per valid code. By hand:
//   32^7 = 2^35 = 34,359,738,368:  count 3,435 needs 34,350,000,000 (fits), 3,436 needs 34,360,000,000 (does not)
//   32^8 = 2^40 = 1,099,511,627,776: count 100,000 needs 1,000,000,000,000 (fits); at length 7 it does not
//   32^6 = 2^30 = 1,073,741,824:     count 107 needs 1,070,000,000 (fits), 108 needs 1,080,000,000 (does not)
import { describe, expect, it } from "vitest";
import { batchCreateBody } from "../../server/modules/market/code-batches";
import { drawSuffix } from "../../server/modules/budget/code-suffix";

const errors = (body: Record<string, unknown>) => {
  const r = batchCreateBody.safeParse({ discount_id: 1, prefix: "SPRING", ...body });
  return Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
};
const TOO_SHORT = (count: string, len: number) =>
  `is too short for ${count} codes: ${len} symbols of 32 give fewer than ${count} × 10,000,000 codes`;

describe("a discount code's length against its batch's count", () => {
  it("refuses a length whose space is under count × 10^7, naming the count", () => {
    expect(errors({ code_length: 7, count: 3435 })).toEqual({});
    expect(errors({ code_length: 7, count: 3436 })).toEqual({ code_length: TOO_SHORT("3,436", 7) });
    expect(errors({ code_length: 8, count: 100_000 })).toEqual({});
    expect(errors({ code_length: 7, count: 100_000 })).toEqual({ code_length: TOO_SHORT("100,000", 7) });
    expect(errors({ code_length: 6, count: 107 })).toEqual({});
    expect(errors({ code_length: 6, count: 108 })).toEqual({ code_length: TOO_SHORT("108", 6) });
  });
});

describe("budget-code suffixes: rejection sampling, no modulo bias", () => {
  // 31 symbols (23456789ABCDEFGHJKMNPQRSTUVWXYZ): the largest multiple of 31 within a byte is 248,
  // so bytes 248..255 would favour the first 8 symbols under `% 31` and must be drawn again
  it("skips bytes 248..255 and maps 0..247 by remainder", () => {
    const queue = [255, 248, 0, 30, 247, 31, 252, 62, 249, 1, 100, 200, 93, 5];
    const source = (n: number) => {
      if (n > queue.length) throw new Error("asked for more bytes than the test holds");
      return Buffer.from(queue.splice(0, n));
    };
    // accepted in order: 0→'2', 30→'Z', 247 (247 % 31 = 30)→'Z', 31 (31 % 31 = 0)→'2', 62→'2', 1→'3', 100 (100 % 31 = 7)→'9', 200 (200 % 31 = 14)→'G'
    expect(drawSuffix(8, source)).toBe("2ZZ2239G");
  });
});

describe("the console's batch form says the same", () => {
  it("length 7 for 3,436 codes is refused next to the length; 3,435 passes", async () => {
    const { batchSchema } = await import("../../app/features/market-tool/discount-schema");
    const issues = (count: number) =>
      batchSchema
        .safeParse({ discount_id: 1, prefix: "", code_length: 7, count })
        .error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];
    expect(issues(3435)).toEqual([]);
    expect(issues(3436)).toEqual([["code_length", "promo.v.lengthForCount|count=3436"]]);
  });
});
