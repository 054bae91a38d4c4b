// The event log on the detail page lists the first five SKUs of an entry and says how many more
// (issue 11: an entry can name 10,000). What the API sends (the first 20) is cut to five in each
// shape an entry names SKUs in: the value itself, its rows (an import) or its changes (a revision).
import { describe, expect, it } from "vitest";
import { logHeads } from "../../app/features/activity/events/log-heads";
import type { LogEntry } from "../../app/features/activity/events/types";

const skus = (n: number) => Array.from({ length: n }, (_, i) => ({ sku_code: `SKU-${i + 1}` }));
const entry = (before: unknown, after: unknown, sku_lines: number): LogEntry => ({ id: 1, actor_name: "Olive Operator", action: "x", before, after, sku_lines, created_at: "2026-11-27T10:00:00Z" });

describe("the event log's SKU lists on the detail page", () => {
  it("keeps the first five SKUs of a list, of an import's rows and of a revision's changes, and the count of all", () => {
    const [list, rows, changes] = logHeads([
      entry(null, skus(20), 500),
      entry(null, { file: "prices.xlsx", rows: skus(20) }, 10_000),
      entry({ revision: 7 }, { revision: 7, changes: skus(8) }, 8),
    ]);
    expect(list.after).toEqual([{ sku_code: "SKU-1" }, { sku_code: "SKU-2" }, { sku_code: "SKU-3" }, { sku_code: "SKU-4" }, { sku_code: "SKU-5" }]);
    expect(list.sku_lines).toBe(500);
    expect(rows.after).toEqual({ file: "prices.xlsx", rows: [{ sku_code: "SKU-1" }, { sku_code: "SKU-2" }, { sku_code: "SKU-3" }, { sku_code: "SKU-4" }, { sku_code: "SKU-5" }] });
    expect(changes.before).toEqual({ revision: 7 });
    expect((changes.after as { changes: unknown[] }).changes).toHaveLength(5);
  });

  it("leaves an entry of five SKUs or fewer, and one that names no SKUs, as it is", () => {
    const few = entry(skus(3), skus(5), 5);
    const update = entry({ name: "Spring" }, { name: "Summer" }, 0);
    expect(logHeads([few, update])).toEqual([few, update]);
  });
});
