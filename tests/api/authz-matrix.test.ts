// The authorization matrix: every endpoint the router serves, called as every demo role, as roles
// built for the test with partial grants, and as nobody. What each of them should get comes from
// the hand-written fixture (tests/fixtures/permissions.ts: the spec's route names, keys and
// everyone-grants), never from the endpoints' own declarations or from expandGrants.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVERYONE_PERMISSIONS, allPermissionNames } from "../../app/lib/route-tree";
import { buildRouter } from "../../server/app";
import { DEMO_ROLES } from "../../server/db/seed";
import { ALL_ACCOUNTS, DEMO_ACCOUNTS, ENDPOINTS, allows, expectedPermissions, insertTestRoles, type Who } from "../fixtures/permissions";
import type { Endpoint } from "../../server/http/router";
import { startTestApi, type TestApi } from "./helpers";

const endpoints = buildRouter().endpoints;
const label = (e: Endpoint) => `${e.method} ${e.path}`;

const currency = {
  country_code: "CZ",
  site: "eur",
  currency_code: "CZK",
  symbol: "Kč",
  symbol_position: "after",
  decimals: 2,
  thousands_separator: " ",
  decimal_separator: ",",
};
const rate = {
  site: "ca",
  currency: "CAD",
  rate: 1.36,
  float_percent: 0,
  start_at: "2030-01-01T00:00:00Z",
  end_at: "2030-12-31T00:00:00Z",
};

/** A minimal valid-ish request per endpoint; endpoints not listed get `{id}` = 1, no query, `{}` body. */
const SAMPLES: Record<string, { query?: Record<string, string>; body?: unknown }> = {
  "POST /api/auth/login": { body: {} },
  "GET /api/auth/get_users_by_route": { query: { route: "welcome" } },
  "GET /api/resource/calendar": { query: { site: "us", from: "2026-12-01", to: "2026-12-31" } },
  "GET /api/config/logs": { query: { entity: "currency" } },
  "GET /api/config/geo-logs": { query: { entity: "country" } },
  "GET /api/product/logs": { query: { entity: "product" } },
  "GET /api/market/logs": { query: { entity: "discount" } },
  "GET /api/market/turnplate/logs": { query: { entity: "turnplate" } },
  "GET /api/market/task/logs": { query: { entity: "market_task" } },
  "GET /api/market/newcomer-coupon/logs": { query: { entity: "newcomer_coupon" } },
  "GET /api/market/cart-config/logs": { query: { entity: "cart_config" } },
  "GET /api/market/wallet/logs": { query: { entity: "wallet" } },
  "GET /api/market/points/logs": { query: { entity: "points" } },
  "GET /api/market/integral-rule/logs": { query: { entity: "integral_rule" } },
  "GET /api/market/wallet/ledger": { query: { account_id: "1" } },
  "GET /api/market/points/ledger": { query: { account_id: "1" } },
  "POST /api/market/wallet/adjust": {
    body: { customer_id: 7, currency: "USD", direction: "credit", amount: "1.00", reason: "authz sample" },
  },
  "POST /api/market/points/adjust": { body: { customer_id: 5, direction: "credit", amount: 10, reason: "authz sample" } },
  "POST /api/config/rate-setting/update": {
    body: { base_currency: "USD", float_percent: 0.5, decimals: 4, auto_sync: false, sync_hour: 6, version: 1 },
  },
  "POST /api/config/benchmark-rate/create": { body: { currency: "GBP", rate: 0.79, effective_date: "2001-01-01", source: "manual" } },
  "POST /api/config/exchange-rate/create": { body: rate },
  "POST /api/config/exchange-rate/update": { body: { id: 1, version: 1, ...rate } },
  "POST /api/config/exchange-rate/change-status": { body: { id: 1, status: "enable" } },
  "POST /api/config/currency/create": { body: currency },
  "POST /api/config/currency/update": { body: { id: 1, version: 1, ...currency, country_code: "US", site: "us" } },
  "POST /api/config/currency/change-status": { body: { id: 1, status: "enable" } },
  "GET /api/budget/ajax_check_logs": { query: { id: "1" } },
  "GET /api/budget/ajax_logs": { query: { id: "1" } },
  "GET /api/budget/ajax_isocode": { query: { site: "us" } },
  "GET /api/budget/code/ajax_logs": { query: { id: "1" } },
  "GET /api/budget/code/result": { query: { batch_id: "1" } },
  // the seed's first language-library text and first (refused, so reported) import
  "GET /api/config/translate/detail": { query: { id: "1" } },
  "GET /api/config/translate/import_status": { query: { id: "1" } },
  "GET /api/config/translate/import_report": { query: { id: "1" } },
  "GET /api/config/translate/logs": { query: { entity: "translation" } },
  "GET /api/help-center/logs": { query: { entity: "help_entry" } },
  // the seed's first entries: contact us' first title and its two articles (ids 1–3), then the help center (id 4)
  "GET /api/contact-us/detail": { query: { id: "1" } },
  "GET /api/help-center/detail": { query: { id: "4" } },
  "GET /api/event_revisions/getLanguageEvent": { query: { id: "1" } },
  "GET /api/product/show_details": { query: { id: "1" } },
  "GET /api/product/event_detail": { query: { product_id: "1" } },
  "GET /api/contact-us/logs": { query: { entity: "contact_entry" } },
  "GET /api/special_offer/products/list": { query: { event_id: "1" } },
  // the seed's first event and first product pool
  "GET /api/event/batchSaveFromPoolExcel": { query: { event_id: "1", pool_id: "1" } },
  "GET /api/activity/statistics": { query: { from: "2031-01-01", to: "2031-01-31" } },
  "GET /api/activity/statistics/figures": { query: { from: "2031-01-01", to: "2031-01-31" } },
  "GET /api/activity/logs": { query: { entity: "activity_category" } },
  "GET /api/ranking/logs": { query: { entity: "ranking" } },
  "GET /api/exclusive_offer/logs": { query: { entity: "exclusive_offer" } },
  "GET /api/config/option-tag/logs": { query: { entity: "option_tag" } },
  "GET /api/event/getLabelLog": { query: { entity: "label" } },
  "GET /api/event/getLabelBySites": { query: { sites: "us" } },
  "GET /api/event/labelProductLogs": { query: { label_id: "1" } },
  "GET /api/event/getEventAndCodeInfo": { query: { code: "1" } },
  "GET /api/label/getEventRelateByLabelId": { query: { label_id: "1" } },
  "GET /api/label/getProductByLabelId": { query: { label_id: "1" } },
  "GET /api/label/exportProducts": { query: { label_id: "1" } },
  // top products: the settings' log (everyone reads the settings)
  "GET /api/category/top_products/logs": { query: { entity: "top_products_setting" } },
};

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
  await insertTestRoles({ query: (sql, params) => t.sql(sql, params) });
  // a refused background price import of an event, with its report, for event/import_status and import_report
  const [imp] = await t.sql<{ id: number }>(
    `insert into excel_imports (importer, file_name, file, status, total, bad_rows, report, options)
     values ('event.prices', 'authz.xlsx', '\\x00', 'rejected', 1, 1, '{"columns": [], "rows": []}', '{"event_id": 1, "version": 1}') returning id`,
  );
  for (const path of ["GET /api/event/import_status", "GET /api/event/import_report"]) SAMPLES[path] = { query: { id: String(imp.id) } };
  // and a refused label sheet of label 1 (its status and report are read through that label)
  const [sheet] = await t.sql<{ id: number }>(
    `insert into excel_imports (importer, file_name, file, status, total, bad_rows, report, options)
     values ('label-products', 'authz.xlsx', '\\x00', 'rejected', 1, 1, '{"columns": [], "rows": []}', '{"label_id": 1}') returning id`,
  );
  for (const path of ["GET /api/label/import_status", "GET /api/label/import_report"])
    SAMPLES[path] = { query: { id: String(sheet.id), label_id: "1" } };
});
afterAll(async () => {
  await t?.close();
});

// One token per account for the whole file, made once; only the sign-out endpoint, which revokes
// the token it is called with, gets a fresh one each time.
const tokens = new Map<string, Promise<string>>();
function tokenFor(account: string, e?: Endpoint): Promise<string> | undefined {
  if (account === "anonymous") return undefined;
  if (e && label(e) === "POST /api/auth/logout") return t.token(account);
  if (!tokens.has(account)) tokens.set(account, t.token(account));
  return tokens.get(account);
}

async function callAs(e: Endpoint, token: string | undefined, query?: Record<string, string>) {
  const sample = SAMPLES[label(e)] ?? {};
  const path = e.path.replace(/\{\w+\}/g, "1");
  return t.call(e.method, path, { token, query: query ?? sample.query, body: e.method === "POST" ? (sample.body ?? {}) : undefined });
}

describe("every endpoint declares who may call it", () => {
  const known = new Set<string>([...allPermissionNames(), ...EVERYONE_PERMISSIONS]);

  it("the router serves endpoints", () => {
    expect(endpoints.length).toBeGreaterThan(10);
    expect(new Set(endpoints.map(label)).size).toBe(endpoints.length);
  });

  it.each(endpoints.map((e) => [label(e), e] as const))("%s", (_name, e) => {
    const a = e.access as Record<string, unknown>;
    const declared = a && typeof a === "object" ? Object.keys(a) : [];
    expect(declared).toHaveLength(1);
    if ("public" in a) expect(a.public).toBe(true);
    else if ("signedIn" in a) expect(a.signedIn).toBe(true);
    else {
      expect(Array.isArray(a.any)).toBe(true);
      const any = a.any as string[];
      expect(any.length).toBeGreaterThan(0);
      // a misspelt permission would lock everyone but "*" out
      for (const p of any) expect(known, `${label(e)} names unknown permission ${p}`).toContain(p);
    }
    // only sign-in itself needs no session
    if ("public" in a) expect(label(e)).toBe("POST /api/auth/login");
  });
});

describe("the permission fixture covers the router", () => {
  it("every endpoint served is in the fixture, and every fixture endpoint is served", () => {
    const served = endpoints.map(label).sort();
    expect(
      served.filter((l) => !ENDPOINTS[l]),
      "endpoints missing from tests/fixtures/permissions.ts",
    ).toEqual([]);
    expect(
      Object.keys(ENDPOINTS).filter((l) => !served.includes(l)),
      "fixture endpoints the router does not serve",
    ).toEqual([]);
  });

  it("the demo roles are the ones the fixture describes", () => {
    expect(DEMO_ROLES.map((r) => r.name).sort()).toEqual([...DEMO_ACCOUNTS].sort());
  });
});

/** Checks one answer against the fixture's rule; returns a mismatch or nothing. */
function judge(account: string, who: Who, res: { status: number; body: { code: number; message: string } }): string | undefined {
  const perms = account === "anonymous" ? null : expectedPermissions(account);
  const tag = `${account} → ${res.status} ${res.body.message}`;
  if (res.body.code !== res.status) return `${tag}: envelope code ${res.body.code}`;
  if (!perms) return who === "anyone" ? (res.status === 401 ? tag : undefined) : res.status === 401 ? undefined : `${tag}: expected 401`;
  if (!allows(who, perms)) return res.status === 403 ? undefined : `${tag}: expected 403`;
  if ([401, 403, 405, 500].includes(res.status)) return `${tag}: expected to get through`;
  // a 404 here may be "record not found", never "no endpoint"
  if (res.status === 404 && /No endpoint/.test(res.body.message)) return tag;
  return undefined;
}

describe("authorization matrix", () => {
  it.each(endpoints.map((e) => [label(e), e] as const))("%s", async (name, e) => {
    const rule = ENDPOINTS[name];
    expect(rule, `${name} is not in tests/fixtures/permissions.ts`).toBeDefined();
    const mismatches: string[] = [];
    for (const account of ["anonymous", ...ALL_ACCOUNTS]) {
      const miss = judge(account, rule.who, await callAs(e, await tokenFor(account, e)));
      if (miss) mismatches.push(miss);
      for (const c of rule.cases ?? []) {
        const both: Who = allows(rule.who, account === "anonymous" ? null : expectedPermissions(account)) ? c.who : rule.who;
        const res = await callAs(e, await tokenFor(account, e), c.query);
        const m = judge(account, both, res);
        if (m) mismatches.push(`${JSON.stringify(c.query)} ${m}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("reads: every account gets 200 on every GET the fixture allows it", async () => {
    const misses: string[] = [];
    for (const account of ALL_ACCOUNTS) {
      const perms = expectedPermissions(account);
      for (const e of endpoints.filter((x) => x.method === "GET")) {
        const rule = ENDPOINTS[label(e)];
        const probes = [{ query: undefined as Record<string, string> | undefined, who: rule.who }, ...(rule.cases ?? [])];
        for (const p of probes) {
          if (!allows(rule.who, perms) || !allows(p.who, perms)) continue;
          const res = await callAs(e, await tokenFor(account, e), p.query);
          if (res.status !== 200) misses.push(`${account} ${label(e)} ${JSON.stringify(p.query ?? {})}: ${res.status} ${res.body.message}`);
        }
      }
    }
    expect(misses).toEqual([]);
  });

  it("the partial roles hold what the fixture says, not more", async () => {
    // spelled out for the three roles so a reader sees the point of each
    const get = async (account: string, path: string, query?: Record<string, string>) =>
      (await t.get(path, { token: await t.token(account), query })).status;
    expect(await get("t-currency-reader", "/api/config/currencies")).toBe(200);
    expect(await get("t-currency-reader", "/api/config/filters")).toBe(200);
    expect(await get("t-currency-reader", "/api/config/logs", { entity: "currency" })).toBe(200);
    expect(await get("t-currency-reader", "/api/config/logs", { entity: "exchange_rate" })).toBe(403);
    expect(await get("t-currency-reader", "/api/config/exchange-rates")).toBe(403);
    expect(
      (await t.post("/api/config/currency/change-status", { id: 1, status: "enable" }, { token: await t.token("t-currency-reader") }))
        .status,
    ).toBe(403);
    expect(await get("t-key-without-route", "/api/config/currencies")).toBe(403);
    expect(await get("t-key-without-route", "/api/config/filters")).toBe(403);
    expect(await get("t-everyone-only", "/api/config/filters")).toBe(403);
    expect(await get("t-everyone-only", "/api/sites/supported")).toBe(200);
    const perms = await t.get<string[]>("/api/auth/permissions/current", { token: await t.token("t-everyone-only") });
    expect(new Set(perms.body.data)).toEqual(expectedPermissions("t-everyone-only"));
  });

  // every call went to the handler in this process (helpers.ts): a socket would mean the matrix
  // went back to a connection per request
  it("was answered in-process, without opening a socket", () => {
    expect(t.socketsOpened()).toBe(0);
  });
});
