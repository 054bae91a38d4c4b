// The authorization matrix: every endpoint the router serves, called as every demo role (and as
// nobody). An endpoint answers 403 exactly when the role holds none of the permissions its
// `access.any` lists; public and signedIn endpoints never answer 403.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVERYONE_PERMISSIONS, allPermissionNames } from "../../app/lib/route-tree";
import { buildRouter } from "../../server/app";
import { DEMO_ROLES } from "../../server/db/seed";
import type { Endpoint } from "../../server/http/router";
import { DEMO_USERNAMES, rolePermissions, startTestApi, type TestApi } from "./helpers";

const endpoints = buildRouter().endpoints;
const label = (e: Endpoint) => `${e.method} ${e.path}`;

const currency = {
  country_code: "CZ", country_name: "Czechia", site: "eur", currency_code: "CZK", symbol: "Kč", symbol_position: "after",
  decimals: 2, thousands_separator: " ", decimal_separator: ",",
};
const rate = { site: "ca", currency: "CAD", rate: 1.36, float_percent: 0, start_at: "2030-01-01T00:00:00Z", end_at: "2030-12-31T00:00:00Z" };

/** A minimal valid-ish request per endpoint; endpoints not listed get `{id}` = 1, no query, `{}` body. */
const SAMPLES: Record<string, { query?: Record<string, string>; body?: unknown }> = {
  "POST /api/auth/login": { body: {} },
  "GET /api/auth/get_users_by_route": { query: { route: "welcome" } },
  "GET /api/config/logs": { query: { entity: "currency" } },
  "POST /api/config/rate-setting/update": { body: { base_currency: "USD", float_percent: 0.5, decimals: 4, auto_sync: false, sync_hour: 6, version: 1 } },
  "POST /api/config/benchmark-rate/create": { body: { currency: "GBP", rate: 0.79, effective_date: "2001-01-01", source: "manual" } },
  "POST /api/config/exchange-rate/create": { body: rate },
  "POST /api/config/exchange-rate/update": { body: { id: 1, version: 1, ...rate } },
  "POST /api/config/exchange-rate/change-status": { body: { id: 1, status: "enable" } },
  "POST /api/config/currency/create": { body: currency },
  "POST /api/config/currency/update": { body: { id: 1, version: 1, ...currency, country_code: "US", site: "us" } },
  "POST /api/config/currency/change-status": { body: { id: 1, status: "enable" } },
};

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

async function callAs(e: Endpoint, token: string | undefined) {
  const sample = SAMPLES[label(e)] ?? {};
  const path = e.path.replace(/\{\w+\}/g, "1");
  return t.call(e.method, path, { token, query: sample.query, body: e.method === "POST" ? (sample.body ?? {}) : undefined });
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

describe("authorization matrix", () => {
  it("the demo roles are the ones the matrix walks", () => {
    expect(DEMO_ROLES.map((r) => r.name).sort()).toEqual([...DEMO_USERNAMES].sort());
  });

  it.each(endpoints.map((e) => [label(e), e] as const))("%s", async (_name, e) => {
    const anonymous = await callAs(e, undefined);
    if ("public" in e.access) expect(anonymous.status, "anonymous").not.toBe(401);
    else expect(anonymous.status, "anonymous").toBe(401);

    const outcomes: string[] = [];
    for (const role of DEMO_USERNAMES) {
      const perms = rolePermissions(role);
      const forbidden = "any" in e.access && !e.access.any.some((p) => perms.has(p));
      // a fresh token per call: logout revokes the one it is called with
      const res = await callAs(e, await t.token(role));
      outcomes.push(`${role}:${res.status}`);
      expect(res.body.code, `${role} → ${res.status} ${res.body.message}`).toBe(res.status);
      if (forbidden) {
        expect(res.status, `${role} should be refused`).toBe(403);
      } else {
        expect(res.status, `${role} should get through: ${res.body.message}`).not.toBe(403);
        expect([401, 405, 500]).not.toContain(res.status);
        // a 404 here may be "record not found", never "no endpoint"
        if (res.status === 404) expect(res.body.message).not.toMatch(/No endpoint/);
      }
    }
    expect(outcomes).toHaveLength(DEMO_USERNAMES.length);
  });

  it("reads: the viewer gets 200 on every GET it is allowed", async () => {
    const viewer = rolePermissions("viewer");
    for (const e of endpoints.filter((x) => x.method === "GET")) {
      if ("any" in e.access && !e.access.any.some((p) => viewer.has(p))) continue;
      const res = await callAs(e, await t.token("viewer"));
      expect(res.status, `${label(e)}: ${res.body.message}`).toBe(200);
    }
  });
});
