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
import { makeSeededTemplate, makeTemplate, templateKey } from "../../server/db/make-template";
import { migrate, prepareDatabase } from "../../server/db/migrate";
import { currentSeededTemplate, seededTemplateDir } from "../../server/db/template";
import { MIGRATIONS } from "../../server/db/migrations/index";
import { setLogLevel } from "../../server/log";
import { issueToken } from "../../server/modules/auth/tokens";

const names = MIGRATIONS.map((m) => m.name);
/** Today in US West, YYYY-MM-DD, by the platform's Intl. */
const usWestToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date());
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
    // initdb and every migration: the dearest setup of the suite (~30 s quiet, past 60 s on a loaded machine)
  }, 240_000);
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

  it("the template is one database with the job queue installed, and keeps only the checkpoint's log, sparse", async () => {
    const dataDir = fresh();
    const db = await openDb({ dataDir, template });
    try {
      expect(await db.query("select datname from pg_database")).toEqual([{ datname: "postgres" }]);
      // pg-boss's schema, which a first start would otherwise install (~0.8 s)
      expect(await db.query("select to_regclass('pgboss.job') is not null as installed")).toEqual([{ installed: true }]);
    } finally {
      await db.close();
    }
    for (const dir of [path.join(template, "pg_wal"), path.join(dataDir, "pgdata", "pg_wal")]) {
      const segments = fs.readdirSync(dir).filter((n) => /^[0-9A-F]{24}$/.test(n));
      for (const name of segments) {
        const stat = fs.statSync(path.join(dir, name));
        expect(stat.size).toBe(16 * 1024 * 1024);
        // written: a few 8 KB pages, not the segment (in the copy, with what this open wrote)
        expect(stat.blocks * 512).toBeLessThan(4 * 1024 * 1024);
      }
      if (dir.startsWith(template)) expect(segments).toHaveLength(1);
    }
  });

  it("the seed runs once a day for a build's seed: the same key the same day skips it, a new key, a new day or the CLI's seed run it", async () => {
    const db = await openDb({ dataDir: fresh(), template });
    const rateSettings = async () => (await db.query<{ n: number }>("select count(*)::int as n from rate_settings"))[0].n;
    const dropped = async () => {
      await db.query("delete from rate_settings");
      expect(await rateSettings()).toBe(0);
    };
    try {
      await prepareDatabase(db, true, { seedKey: "k1" });
      expect(await rateSettings()).toBe(1);
      expect(await db.query("select seed_key, seeded_day::text as day from seed_state")).toEqual([{ seed_key: "k1", day: usWestToday() }]);

      await dropped();
      await prepareDatabase(db, true, { seedKey: "k1" });
      expect(await rateSettings()).toBe(0); // skipped: this seed ran today

      await db.query("update seed_state set seeded_day = seeded_day - 1");
      await prepareDatabase(db, true, { seedKey: "k1" });
      expect(await rateSettings()).toBe(1);

      await dropped();
      await prepareDatabase(db, true, { seedKey: "k2" });
      expect(await rateSettings()).toBe(1);
      expect(await db.query("select seed_key from seed_state")).toEqual([{ seed_key: "k2" }]);

      await dropped();
      await prepareDatabase(db, true, { seedKey: "k2", force: true });
      expect(await rateSettings()).toBe(1);

      // from sources there is no key: the seed always runs
      await dropped();
      await prepareDatabase(db, true);
      expect(await rateSettings()).toBe(1);
      // and without the seed asked for, nothing is written
      await dropped();
      await db.query("update seed_state set seeded_day = seeded_day - 1");
      await prepareDatabase(db, false, { seedKey: "k2" });
      expect(await rateSettings()).toBe(0);
    } finally {
      await db.close();
    }
  });

  it("the seeded template is the plain one seeded, and serves a fresh start only on its day and for its seed", async () => {
    const seeded = seededTemplateDir(template);
    const now = new Date();
    expect(await makeSeededTemplate(template, "k1", now)).toBe("made");
    expect(await makeSeededTemplate(template, "k1", now)).toBe("up to date");
    expect(JSON.parse(fs.readFileSync(`${seeded}.json`, "utf8"))).toMatchObject({ seedKey: "k1", day: usWestToday() });

    expect(currentSeededTemplate(template, "k1", now)).toBe(seeded);
    expect(currentSeededTemplate(template, "k2", now)).toBeUndefined();
    expect(currentSeededTemplate(template, undefined, now)).toBeUndefined();
    expect(currentSeededTemplate(template, "k1", new Date(now.getTime() + 86_400_000))).toBeUndefined();

    const db = await openDb({ dataDir: fresh(), template: seeded });
    try {
      const [{ rates, today }] = await db.query<{ rates: number; today: boolean }>(
        "select count(*)::int as rates, max(effective_date) = current_date as today from benchmark_rates",
      );
      expect(rates).toBeGreaterThan(0);
      expect(today).toBe(true);
      await db.query("delete from rate_settings");
      await prepareDatabase(db, true, { seedKey: "k1" });
      expect(await db.query("select count(*)::int as n from rate_settings")).toEqual([{ n: 0 }]); // seeded at build: not again
    } finally {
      await db.close();
    }
  });

  it("the seeded template serves a start at another console address, whose pending seeded mails then link to it", async () => {
    const now = new Date();
    await makeSeededTemplate(template, "k1", now, "http://localhost:3000");
    // the address is not the seeded template's business: any CONSOLE_URL starts from it
    expect(currentSeededTemplate(template, "k1", now)).toBe(seededTemplateDir(template));
    const db = await openDb({ dataDir: fresh(), template: seededTemplateDir(template) });
    const links = async () =>
      (
        await db.query<{ body: string; links: string[] }>("select body, links from mail_outbox where state = 'pending' order by id")
      ).flatMap((m) => [...m.links, ...(m.body.match(/https?:\/\/\S+/g) ?? [])]);
    try {
      expect((await links()).length).toBeGreaterThan(0);
      for (const link of await links()) expect(link).toMatch(/^http:\/\/localhost:3000\//);
      await db.query("delete from rate_settings");
      await prepareDatabase(db, true, { seedKey: "k1", consoleUrl: "https://console.example.test" });
      expect(await db.query("select count(*)::int as n from rate_settings")).toEqual([{ n: 0 }]); // not seeded again
      for (const link of await links()) expect(link).toMatch(/^https:\/\/console\.example\.test\/[a-z]/);
      expect(await db.query("select console_url from seed_state")).toEqual([{ console_url: "https://console.example.test" }]);
    } finally {
      await db.close();
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
