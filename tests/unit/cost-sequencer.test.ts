// The suite's files run the dearest first by their measured cost (issue 37): with two workers each
// taking the next file, a long file left for last keeps one worker busy alone. The costs here are
// the test's own table, not the committed one.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

describe("cost sequencer", () => {
  it("orders a project's files by measured cost, the dearest first, unmeasured ones after in vitest's order; projects stay apart", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "seq-"));
    const costs = { "tests/api/cheap.test.ts": 900, "tests/api/dear.test.ts": 60_000, "tests/api/middle.test.ts": 8_000 };
    vi.resetModules();
    vi.doMock("node:fs", async (orig) => {
      const real = (await orig()) as typeof fs;
      const readFileSync = ((p: fs.PathOrFileDescriptor, o?: unknown) =>
        String(p).endsWith("file-costs.json") ? JSON.stringify(costs) : real.readFileSync(p, o as never)) as typeof fs.readFileSync;
      return { ...real, default: { ...real, readFileSync }, readFileSync };
    });
    const { default: CostSequencer } = await import("../support/cost-sequencer");
    const project = (name: string) => ({ name, config: { sequence: { groupOrder: 0 }, isolate: true } });
    const api = project("api");
    const unit = project("unit");
    const spec = (p: typeof api, file: string) => ({ project: p, moduleId: path.join(root, file) });
    // vitest's cache knows nothing: its own order leaves equal files as they come
    const ctx = { config: { root }, cache: { getFileTestResults: () => undefined, getFileStats: () => undefined } };
    const files = [
      spec(api, "tests/api/new-a.test.ts"),
      spec(api, "tests/api/cheap.test.ts"),
      spec(unit, "tests/unit/x.test.ts"),
      spec(api, "tests/api/dear.test.ts"),
      spec(api, "tests/api/middle.test.ts"),
      spec(api, "tests/api/new-b.test.ts"),
    ];
    const sorted = await new CostSequencer(ctx as never).sort(files as never);
    expect(sorted.map((f) => `${f.project.name} ${path.relative(root, f.moduleId)}`)).toEqual([
      "api tests/api/dear.test.ts",
      "api tests/api/middle.test.ts",
      "api tests/api/cheap.test.ts",
      "api tests/api/new-a.test.ts",
      "api tests/api/new-b.test.ts",
      "unit tests/unit/x.test.ts",
    ]);
    vi.doUnmock("node:fs");
  });
});
