// The data folder and the database template copied into it are readable by their owner only
// (issue 39 point 6c): folders 0700, files 0600, even when the template was written world-readable.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { prepareDataDir } from "../../server/db/client";
import { startFromTemplate } from "../../server/db/template";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "data-mode-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const mode = (p: string) => (fs.statSync(p).mode & 0o777).toString(8);

describe("owner-only data folder", () => {
  it("a template copied into a fresh folder: every folder 0700, every file 0600", () => {
    const template = path.join(root, "template");
    fs.mkdirSync(path.join(template, "base", "1"), { recursive: true, mode: 0o755 });
    fs.mkdirSync(path.join(template, "pg_wal"), { mode: 0o755 });
    fs.writeFileSync(path.join(template, "PG_VERSION"), "17\n", { mode: 0o644 });
    fs.writeFileSync(path.join(template, "base", "1", "1259"), "rows", { mode: 0o644 });
    fs.writeFileSync(path.join(template, "pg_wal", "000000010000000000000001"), Buffer.alloc(16384, 1), { mode: 0o644 });
    const dir = path.join(root, "data", "pgdata");
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    expect(startFromTemplate(dir, template)).toBe(true);
    expect([dir, path.join(dir, "base"), path.join(dir, "base", "1"), path.join(dir, "pg_wal")].map(mode)).toEqual([
      "700",
      "700",
      "700",
      "700",
    ]);
    expect(
      [path.join(dir, "PG_VERSION"), path.join(dir, "base", "1", "1259"), path.join(dir, "pg_wal", "000000010000000000000001")].map(mode),
    ).toEqual(["600", "600", "600"]);
  });

  it("the data folder itself is made 0700, and an existing world-readable one is narrowed to 0700", () => {
    const fresh = path.join(root, "fresh-data");
    prepareDataDir(path.join(fresh, "pgdata"));
    expect(mode(fresh)).toBe("700");
    const old = path.join(root, "old-data");
    fs.mkdirSync(old, { mode: 0o755 });
    fs.chmodSync(old, 0o755);
    prepareDataDir(path.join(old, "pgdata"));
    expect(mode(old)).toBe("700");
  });
});
