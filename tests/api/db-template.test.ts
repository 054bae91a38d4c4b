// The build's database template (server/db/template.ts, make-template.ts): a fresh PGlite DATA_DIR
// starts as a copy of an initialized, migrated data directory instead of running initdb, and the API
// on it serves the seeded data. An existing database is never replaced; without a template, or with
// a copy abandoned midway, a start behaves as before. PGlite only: a PostgreSQL server has no data dir.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi } from "../../server/app";
import { loadApiConfig } from "../../server/config";
import { openDb } from "../../server/db/client";
import { makeTemplate, templateKey } from "../../server/db/make-template";
import { migrate } from "../../server/db/migrate";
import { MIGRATIONS } from "../../server/db/migrations/index";
import { setLogLevel } from "../../server/log";
import { issueToken } from "../../server/modules/auth/tokens";

const names = MIGRATIONS.map((m) => m.name);
let root: string;
let template: string;
const fresh = () => fs.mkdtempSync(path.join(root, "data-"));
const appliedMigrations = async (dataDir: string, tpl?: string) => {
  const db = await openDb({ dataDir, template: tpl });
  try {
    return (await db.query<{ name: string }>("select name from schema_migrations order by name")).map((r) => r.name);
  } finally {
    await db.close();
  }
};

describe.skipIf(!!process.env.DATABASE_URL)("database template", () => {
  beforeAll(async () => {
    setLogLevel("silent");
    root = fs.mkdtempSync(path.join(os.tmpdir(), "db-template-"));
    template = path.join(root, "pgdata-template");
    expect(await makeTemplate(template)).toBe("made");
  });
  afterAll(() => {
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it("a fresh DATA_DIR opens with every migration already applied (no initdb), and the API on it serves the seed", async () => {
    const dataDir = fresh();
    const before = Date.now();
    const db = await openDb({ dataDir, template });
    try {
      expect((await db.query<{ name: string }>("select name from schema_migrations order by name")).map((r) => r.name)).toEqual(names);
      // no seed in the template: rows that depend on the day (benchmark rates up to today) come from the first start
      expect(await db.query("select count(*)::int as n from benchmark_rates")).toEqual([{ n: 0 }]);
    } finally {
      await db.close();
    }

    const config = loadApiConfig({ API_PORT: "0", API_HOST: "127.0.0.1", NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
    const api = await startApi(config, { template });
    try {
      expect(await migrate(api.db)).toEqual([]);
      // applied when the template was made, not by this start
      const applied = await api.db.query<{ at: Date }>("select applied_at as at from schema_migrations");
      expect(applied.every((r) => new Date(r.at).getTime() < before)).toBe(true);

      const [admin] = await api.db.query<{ id: number }>("select id from users where username = 'admin'");
      const { token } = await issueToken(api.db, admin.id, 600);
      const res = await fetch(new URL("/api/config/currencies?page_size=100", api.url), { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { total: number } };
      expect(body.data.total).toBeGreaterThan(20);
      const [{ last }] = await api.db.query<{ last: boolean }>("select max(effective_date) = current_date as last from benchmark_rates");
      expect(last).toBe(true);
    } finally {
      await api.close();
    }
  });

  it("never replaces a database that is already there", async () => {
    const dataDir = fresh();
    const db = await openDb({ dataDir, template });
    await db.query("insert into departments (code, name) values ('kept', 'Kept')");
    await db.close();

    const again = await openDb({ dataDir, template });
    try {
      expect(await again.query("select name from departments where code = 'kept'")).toEqual([{ name: "Kept" }]);
    } finally {
      await again.close();
    }
  });

  it("fills an empty pgdata directory and clears a copy left by a process that died midway", async () => {
    const dataDir = fresh();
    fs.mkdirSync(path.join(dataDir, "pgdata"));
    const deadPid = spawnSync(process.execPath, ["-e", ""]).pid;
    const abandoned = path.join(dataDir, `pgdata.copy-${deadPid}`);
    fs.mkdirSync(abandoned);
    fs.writeFileSync(path.join(abandoned, "PG_VERSION"), "17\n");

    expect(await appliedMigrations(dataDir, template)).toEqual(names);
    expect(fs.readdirSync(dataDir).sort()).toEqual(["pgdata"]);
  });

  it("without a template a fresh DATA_DIR is initialized as before", async () => {
    const dataDir = fresh();
    const db = await openDb({ dataDir, template: path.join(root, "no-such-template") });
    try {
      expect(await db.query("select to_regclass('schema_migrations') as t")).toEqual([{ t: null }]);
      expect(await migrate(db)).toEqual(names);
    } finally {
      await db.close();
    }
  });

  it("the build keeps a current template and makes it again when PGlite or the migrations change", async () => {
    const stat = fs.statSync(path.join(template, "PG_VERSION"));
    expect(await makeTemplate(template)).toBe("up to date");
    expect(fs.statSync(path.join(template, "PG_VERSION")).ino).toBe(stat.ino);

    expect(templateKey([...MIGRATIONS, { name: "999_next", sql: "select 1" }])).not.toBe(templateKey());
    expect(templateKey(MIGRATIONS, "0.0.1")).not.toBe(templateKey());

    // as left by a build with other migrations, and by a build killed while making it
    fs.mkdirSync(`${template}.work-${spawnSync(process.execPath, ["-e", ""]).pid}`);
    fs.writeFileSync(`${template}.json`, JSON.stringify({ key: templateKey([...MIGRATIONS, { name: "999_next", sql: "select 1" }]) }));
    expect(await makeTemplate(template)).toBe("made");
    expect(JSON.parse(fs.readFileSync(`${template}.json`, "utf8")).key).toBe(templateKey());
    expect(fs.readdirSync(root).filter((n) => n.startsWith("pgdata-template"))).toEqual(["pgdata-template", "pgdata-template.json"]);
    expect(await appliedMigrations(fresh(), template)).toEqual(names);
  });
});
