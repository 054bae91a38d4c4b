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
  it("a template copied into a fresh folder: every folder 0700, every file 0600", async () => {
    const template = path.join(root, "template");
    fs.mkdirSync(path.join(template, "base", "1"), { recursive: true, mode: 0o755 });
    fs.mkdirSync(path.join(template, "pg_wal"), { mode: 0o755 });
    fs.writeFileSync(path.join(template, "PG_VERSION"), "17\n", { mode: 0o644 });
    fs.writeFileSync(path.join(template, "base", "1", "1259"), "rows", { mode: 0o644 });
    fs.writeFileSync(path.join(template, "pg_wal", "000000010000000000000001"), Buffer.alloc(16384, 1), { mode: 0o644 });
    const dir = path.join(root, "data", "pgdata");
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    expect(await startFromTemplate(dir, template)).toBe(true);
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

  it("the copy holds every file of the template byte for byte, the log segment's zero blocks left as holes; a folder holding a database is left alone", async () => {
    const template = path.join(root, "template-many");
    // more files than are copied at once, in nested folders
    for (let i = 0; i < 40; i++) {
      fs.mkdirSync(path.join(template, "base", String(i % 3)), { recursive: true });
      fs.writeFileSync(path.join(template, "base", String(i % 3), `${1000 + i}`), `relation ${i}`);
    }
    fs.writeFileSync(path.join(template, "PG_VERSION"), "17\n");
    fs.mkdirSync(path.join(template, "pg_wal"));
    // a 1 MiB segment whose only data is its first 8 KiB block
    const segment = Buffer.alloc(1 << 20);
    segment.fill(7, 0, 8192);
    fs.writeFileSync(path.join(template, "pg_wal", "000000010000000000000002"), segment);
    const dir = path.join(root, "data-many", "pgdata");
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    expect(await startFromTemplate(dir, template)).toBe(true);
    for (let i = 0; i < 40; i++)
      expect(fs.readFileSync(path.join(dir, "base", String(i % 3), `${1000 + i}`), "utf8")).toBe(`relation ${i}`);
    const copied = path.join(dir, "pg_wal", "000000010000000000000002");
    expect(fs.readFileSync(copied).equals(segment)).toBe(true);
    // 512-byte blocks on disk: the one block of data, not the whole MiB
    expect(fs.statSync(copied).blocks * 512).toBeLessThan(64 * 1024);
    // no temporary copy left beside it
    expect(fs.readdirSync(path.dirname(dir))).toEqual(["pgdata"]);

    fs.writeFileSync(path.join(dir, "base", "0", "1000"), "changed by the database");
    expect(await startFromTemplate(dir, template)).toBe(false);
    expect(fs.readFileSync(path.join(dir, "base", "0", "1000"), "utf8")).toBe("changed by the database");
  });
});
