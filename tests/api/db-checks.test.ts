// The database holds the business ranges itself (migration 040_business_checks): written straight
// in SQL, as the CLI or a hand-run fix would, a value past a fixed edge is refused with a CHECK
// violation, and the edge itself is stored. Values are literal, from the business rules.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessChecks } from "../../server/db/migrations/040_business_checks";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

/** Runs the statement in a transaction that is always rolled back; returns the error code, if any. */
async function attempt(sql: string): Promise<string | undefined> {
  try {
    await t.api.db.tx(async (q) => {
      await q.query(sql);
      throw Object.assign(new Error("rollback"), { code: "rollback" });
    });
  } catch (err) {
    const code = (err as { code?: string }).code;
    return code === "rollback" ? undefined : (code ?? String(err));
  }
  return undefined;
}
const CHECK_VIOLATION = "23514";

const insertRate = (col: string, value: string) =>
  `insert into exchange_rates (site_abbr, currency_code, quote_currency, rate, float_percent, start_at, end_at, remark, updated_by)
   select 'us', 'USD', 'USD', ${col === "rate" ? value : "1"}, ${col === "float_percent" ? value : "0"}, now(), now(), ${col === "remark" ? value : "''"}, 't'`;
const insertBench = (col: string, value: string) =>
  `insert into benchmark_rates (currency, quote_currency, rate, effective_date, source, remark, created_by)
   values ('USD', 'USD', ${col === "rate" ? value : "1"}, '1990-01-01', ${col === "source" ? value : "'bank'"}, ${col === "remark" ? value : "''"}, 't')`;
const insertCurrency = (col: string, value: string) => {
  const v: Record<string, string> = {
    country_code: "'FI'",
    country_name: "'Finland'",
    symbol: "'€'",
    thousands_separator: "' '",
    decimal_separator: "','",
    decimals: "2",
  };
  v[col] = value;
  return `insert into currencies (country_code, country_name, site_abbr, currency_code, symbol, symbol_position, decimals, thousands_separator, decimal_separator)
          values (${v.country_code}, ${v.country_name}, 'eur', 'EUR', ${v.symbol}, 'after', ${v.decimals}, ${v.thousands_separator}, ${v.decimal_separator})`;
};
const insertUpload = (purpose: string, size: number) =>
  `insert into uploads (key, purpose, content_type, size, sha256, uploaded_by)
   values ('origin/x/${purpose}-${size}', '${purpose}', 'application/octet-stream', ${size}, repeat('a', 64), (select min(id) from users))`;
const insertKey = (key: string) =>
  `insert into idempotency_keys (user_id, key, endpoint) values ((select min(id) from users), '${key}', 'POST /x')`;

const cases: [string, string, string | undefined][] = [
  // [what, statement, expected error code (undefined: stored)]
  ["sync hour 0", "update rate_settings set sync_hour = 0", undefined],
  ["sync hour 23", "update rate_settings set sync_hour = 23", undefined],
  ["sync hour 24", "update rate_settings set sync_hour = 24", CHECK_VIOLATION],
  ["sync hour -1", "update rate_settings set sync_hour = -1", CHECK_VIOLATION],
  ["setting decimals 6", "update rate_settings set decimals = 6", undefined],
  ["setting decimals 7", "update rate_settings set decimals = 7", CHECK_VIOLATION],
  ["setting decimals -1", "update rate_settings set decimals = -1", CHECK_VIOLATION],
  ["setting float -50", "update rate_settings set float_percent = -50", undefined],
  ["setting float 50", "update rate_settings set float_percent = 50", undefined],
  ["setting float 50.001", "update rate_settings set float_percent = 50.001", CHECK_VIOLATION],
  ["setting float -50.001", "update rate_settings set float_percent = -50.001", CHECK_VIOLATION],
  ["setting remark 500", "update rate_settings set remark = repeat('x', 500)", undefined],
  ["setting remark 501", "update rate_settings set remark = repeat('x', 501)", CHECK_VIOLATION],
  ["rate float 50", insertRate("float_percent", "50"), undefined],
  ["rate float 50.001", insertRate("float_percent", "50.001"), CHECK_VIOLATION],
  ["rate float -50.001", insertRate("float_percent", "-50.001"), CHECK_VIOLATION],
  ["rate 1,000,000,000", insertRate("rate", "1000000000"), undefined],
  ["rate 1,000,000,000.000001", insertRate("rate", "1000000000.000001"), CHECK_VIOLATION],
  ["rate 0", insertRate("rate", "0"), CHECK_VIOLATION],
  ["rate remark 501", insertRate("remark", "repeat('x', 501)"), CHECK_VIOLATION],
  ["benchmark 1,000,000,000", insertBench("rate", "1000000000"), undefined],
  ["benchmark 1,000,000,001", insertBench("rate", "1000000001"), CHECK_VIOLATION],
  ["benchmark source guess", insertBench("source", "'guess'"), CHECK_VIOLATION],
  ["benchmark remark 501", insertBench("remark", "repeat('x', 501)"), CHECK_VIOLATION],
  ["currency as written", insertCurrency("decimals", "4"), undefined],
  ["currency decimals 5", insertCurrency("decimals", "5"), CHECK_VIOLATION],
  ["country code fi", insertCurrency("country_code", "'fi'"), CHECK_VIOLATION],
  ["country code F1", insertCurrency("country_code", "'F1'"), CHECK_VIOLATION],
  ["country name 100", insertCurrency("country_name", "repeat('x', 100)"), undefined],
  ["country name 101", insertCurrency("country_name", "repeat('x', 101)"), CHECK_VIOLATION],
  ["country name empty", insertCurrency("country_name", "''"), CHECK_VIOLATION],
  ["symbol 8", insertCurrency("symbol", "repeat('x', 8)"), undefined],
  ["symbol 9", insertCurrency("symbol", "repeat('x', 9)"), CHECK_VIOLATION],
  ["symbol empty", insertCurrency("symbol", "''"), CHECK_VIOLATION],
  ["thousands separator none", insertCurrency("thousands_separator", "''"), undefined],
  ["thousands separator apostrophe", insertCurrency("thousands_separator", "''''"), undefined],
  ["thousands separator _", insertCurrency("thousands_separator", "'_'"), CHECK_VIOLATION],
  ["decimal separator ;", insertCurrency("decimal_separator", "';'"), CHECK_VIOLATION],
  ["separators alike", insertCurrency("thousands_separator", "','"), CHECK_VIOLATION],
  ["image of 5 MB", insertUpload("event", 5 * 1024 * 1024), undefined],
  ["image of 5 MB + 1 byte", insertUpload("sns_post", 5 * 1024 * 1024 + 1), CHECK_VIOLATION],
  ["video of 10 MB", insertUpload("videos", 10 * 1024 * 1024), undefined],
  ["video of 10 MB + 1 byte", insertUpload("videos", 10 * 1024 * 1024 + 1), CHECK_VIOLATION],
  ["idempotency key of 8", insertKey("k".repeat(8)), undefined],
  ["idempotency key of 128", insertKey("k".repeat(128)), undefined],
  ["idempotency key of 7", insertKey("k".repeat(7)), CHECK_VIOLATION],
  ["idempotency key of 129", insertKey("k".repeat(129)), CHECK_VIOLATION],
  ["idempotency key with a space", insertKey("kkkk kkkk"), CHECK_VIOLATION],
];

describe("CHECK constraints on business ranges", () => {
  it.each(cases)("%s", async (_what, sql, expected) => {
    expect(await attempt(sql)).toBe(expected);
  });

  it("the migration applies over data already there: the seed and records saved at the API's edges", async () => {
    const admin = await t.token("admin");
    const edge = {
      site: "de",
      currency: "EUR",
      rate: 1_000_000_000,
      float_percent: -50,
      start_at: "2032-01-01T08:00:00Z",
      end_at: "2032-01-02T07:59:59Z",
      remark: "x".repeat(500),
      confirm_deviation: true,
    };
    expect((await t.post("/api/config/exchange-rate/create", edge, { token: admin })).status).toBe(200);
    // take the constraints off, as before the migration, and apply it again over what is stored
    for (const [, table, body] of businessChecks.matchAll(/alter table (\w+)\s+([^;]+);/g)) {
      for (const [, name] of body.matchAll(/add constraint (\w+)/g)) await t.sql(`alter table ${table} drop constraint ${name}`);
    }
    const statements = businessChecks
      .split(/;\s*\n/)
      .map((x) => x.trim())
      .filter(Boolean);
    expect(statements.length).toBeGreaterThan(5);
    for (const stmt of statements) await t.sql(stmt);
    expect(await attempt("update rate_settings set sync_hour = 24")).toBe(CHECK_VIOLATION);
  });
});
