// Sign-in state, the envelope, permissions per role and the shared reference endpoints.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVERYONE_PERMISSIONS } from "../../app/lib/route-tree";
import { DEMO_USERNAMES, isEnvelope, tokenHash, rolePermissions, startTestApi, type TestApi } from "./helpers";

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

describe("health and envelope", () => {
  it("GET /healthz answers ok with the database kind", async () => {
    const res = await fetch(`${t.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", db: process.env.DATABASE_URL ? "postgres" : "pglite" });
  });

  it("wraps success in { code: 200, message, data }", async () => {
    const res = await t.get("/api/auth/permissions/current", { token: await t.token("admin") });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(isEnvelope(res.body)).toBe(true);
    expect(Object.keys(res.body).sort()).toEqual(["code", "data", "message"]);
    expect(res.body.code).toBe(200);
    expect(res.body.message).toBe("success");
    expect(Array.isArray(res.body.data)).toBe(true);
  });

  it("wraps errors in the same envelope, HTTP status mirroring the code", async () => {
    const token = await t.token("admin");
    const missing = await t.get("/api/no/such/endpoint", { token });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, data: null });
    expect(missing.body.message).toMatch(/\/api\/no\/such\/endpoint/);

    // a GET on an action path is 405, not taken for the record id of /api/config/currency/{id}
    const wrongMethod = await t.get("/api/config/currency/create", { token });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body.code).toBe(405);
    const wrongMethod2 = await t.post("/api/config/currencies", {}, { token });
    expect(wrongMethod2.status).toBe(405);

    const badEncoding = await t.get("/api/config/currency/%E0%A4%A", { token });
    expect(badEncoding.status).toBe(400);
    expect(badEncoding.body.code).toBe(400);
  });

  it("refuses a non-JSON body with 415 and broken JSON with 400", async () => {
    const token = await t.token("admin");
    const form = await t.post("/api/config/currency/create", "country_code=CZ", {
      token,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect(form.body.code).toBe(415);
    const broken = await t.post("/api/config/currency/create", "{not json", { token });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe(400);
  });

  it("415 goes by the media type, not by a parameter that mentions json", async () => {
    const res = await t.post("/api/config/currency/create", "{}", {
      token: await t.token("admin"),
      headers: { "content-type": "text/plain; x=application/json" },
    });
    expect(res.status).toBe(415);
  });

  it("an endpoint that takes no input refuses stray input: a logout with a field or a query key signs nobody out", async () => {
    const token = await t.token("viewer");
    expect((await t.post("/api/auth/logout", { everywhere: true }, { token })).status).toBe(422);
    expect((await t.post("/api/auth/logout", {}, { token, query: { __proto__x: "1", constructor: "1" } })).status).toBe(422);
    expect((await t.get("/api/auth/permissions/current", { token })).status).toBe(200);
  });

  it("a __proto__ query key is refused like any unknown key", async () => {
    const res = await t.get("/api/auth/users/paginate?__proto__=1", { token: await t.token("viewer") });
    expect(res.status).toBe(422);
  });

  it("echoes a sane x-request-id and invents one otherwise", async () => {
    const token = await t.token("viewer");
    const mine = await t.get("/api/languages/supported", { token, headers: { "x-request-id": "test-req-1" } });
    expect(mine.headers.get("x-request-id")).toBe("test-req-1");
    const bad = await t.get("/api/languages/supported", { token, headers: { "x-request-id": "bad id<script>" } });
    expect(bad.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("401: not signed in", () => {
  it("without a token", async () => {
    for (const path of ["/api/auth/permissions/current", "/api/config/currencies", "/api/sites/supported"]) {
      const res = await t.get(path);
      expect(res.status, path).toBe(401);
      expect(res.body).toMatchObject({ code: 401, data: null });
      expect(res.body.message.length).toBeGreaterThan(0);
    }
    expect((await t.post("/api/auth/logout")).status).toBe(401);
  });

  it("with a malformed Authorization header", async () => {
    const token = await t.token("admin");
    const res = await t.get("/api/auth/permissions/current", { headers: { authorization: `Basic ${token}` } });
    expect(res.status).toBe(401);
  });

  it("with an unknown token", async () => {
    const res = await t.get("/api/auth/permissions/current", { token: "definitely-not-a-token" });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
    expect(res.body.message).toMatch(/expired|sign in/i);
  });

  it("with an expired token", async () => {
    const token = await t.token("admin");
    // expire it in the database before it is ever used (lookups are cached for a few seconds)
    await t.sql("update api_tokens set expires_at = now() - interval '1 minute' where token_hash = $1", [tokenHash(token)]);
    const res = await t.get("/api/auth/permissions/current", { token });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
  });

  it("with a token issued with a zero lifetime", async () => {
    const token = await t.token("viewer", 0);
    expect((await t.get("/api/config/currencies", { token })).status).toBe(401);
  });

  it("with a token revoked by POST /api/auth/logout", async () => {
    const token = await t.token("viewer");
    expect((await t.get("/api/auth/permissions/current", { token })).status).toBe(200);
    const out = await t.post("/api/auth/logout", undefined, { token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ code: 200, message: "success", data: null });
    const after = await t.get("/api/auth/permissions/current", { token });
    expect(after.status).toBe(401);
    expect((await t.post("/api/auth/logout", undefined, { token })).status).toBe(401);
    // other sessions of the same user are untouched
    const other = await t.token("viewer");
    expect((await t.get("/api/auth/permissions/current", { token: other })).status).toBe(200);
  });

  it("a deactivated user's token stops working", async () => {
    const token = await t.token("approver");
    await t.sql("update users set active = false where username = 'approver'");
    try {
      expect((await t.get("/api/auth/permissions/current", { token })).status).toBe(401);
    } finally {
      await t.sql("update users set active = true where username = 'approver'");
    }
  });

  it("POST /api/auth/login validates its body before anything else", async () => {
    const empty = await t.post("/api/auth/login", {});
    expect(empty.status).toBe(422);
    expect(empty.body.data.errors.sso_token).toBeDefined();
    const extra = await t.post("/api/auth/login", { sso_token: "x", password: "y" });
    expect(extra.status).toBe(422);
  });

  it("POST /api/auth/login answers 502 when the sign-on service cannot be reached", async () => {
    // this instance listens on a random port, so its issuer URL (http://localhost:0/sso) is unreachable
    expect(t.config.sso.issuer).toMatch(/:0\/sso$/);
    const res = await t.post("/api/auth/login", { sso_token: "a.b.c" });
    expect(res.status).toBe(502);
    expect(res.body.code).toBe(502);
  });
});

describe("GET /api/auth/permissions/current", () => {
  it.each(DEMO_USERNAMES)("returns exactly the %s role's expanded grants", async (role) => {
    const res = await t.get<string[]>("/api/auth/permissions/current", { token: await t.token(role) });
    expect(res.status).toBe(200);
    expect(new Set(res.body.data)).toEqual(rolePermissions(role));
    // every signed-in user gets the spec's everyone-permissions and the home page
    for (const p of EVERYONE_PERMISSIONS) expect(res.body.data).toContain(p);
  });

  it("admin holds every write key", async () => {
    const res = await t.get<string[]>("/api/auth/permissions/current", { token: await t.token("admin") });
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        "setting",
        "rate-setting-all-right-btns",
        "exchange-rate-list-all-right-btns",
        "currency-manage-list",
        "currency-manage-list-all-right-btns",
      ]),
    );
  });

  it("viewer reads System management but holds no button keys", async () => {
    const res = await t.get<string[]>("/api/auth/permissions/current", { token: await t.token("viewer") });
    expect(res.body.data).toContain("currency-manage-list");
    expect(res.body.data).toContain("exchange-rate-list");
    expect(res.body.data).toContain("setting");
    expect(res.body.data).not.toContain("currency-manage-list-all-right-btns");
    expect(res.body.data).not.toContain("rate-setting-all-right-btns");
    expect(res.body.data).not.toContain("exchange-rate-list-all-right-btns");
  });

  it("operator has no System management area", async () => {
    const res = await t.get<string[]>("/api/auth/permissions/current", { token: await t.token("operator") });
    expect(res.body.data).not.toContain("system");
    expect(res.body.data).not.toContain("currency-manage-list");
    expect(res.body.data).not.toContain("setting");
  });
});

describe("users", () => {
  it("GET /api/auth/get_users_by_route lists who can open a route", async () => {
    const token = await t.token("viewer");
    const currency = await t.get("/api/auth/get_users_by_route", { token, query: { route: "currency-manage-list" } });
    expect(currency.status).toBe(200);
    expect(currency.body.data.map((u: { username: string }) => u.username).sort()).toEqual(["admin", "approver", "viewer"]);
    for (const u of currency.body.data) expect(Object.keys(u).sort()).toEqual(["id", "name", "username"]);

    const home = await t.get("/api/auth/get_users_by_route", { token, query: { route: "welcome" } });
    expect(home.body.data.map((u: { username: string }) => u.username).sort()).toEqual([...DEMO_USERNAMES].sort());
  });

  it("GET /api/auth/get_users_by_route refuses an unknown or missing route with 422", async () => {
    const token = await t.token("viewer");
    const unknown = await t.get("/api/auth/get_users_by_route", { token, query: { route: "no-such-route" } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.errors.route).toEqual(expect.arrayContaining([expect.any(String)]));
    const missing = await t.get("/api/auth/get_users_by_route", { token });
    expect(missing.status).toBe(422);
    expect(missing.body.data.errors.route).toBeDefined();
  });

  it("GET /api/auth/users/paginate pages and filters by keyword", async () => {
    const token = await t.token("viewer");
    const page = await t.get("/api/auth/users/paginate", { token, query: { page: 2, page_size: 3 } });
    expect(page.body.data).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect(page.body.data.list).toHaveLength(1);
    const found = await t.get("/api/auth/users/paginate", { token, query: { keyword: "Victor" } });
    expect(found.body.data.total).toBe(1);
    expect(found.body.data.list[0]).toMatchObject({ username: "viewer", role: "viewer", department: "Content", active: true });
    // % and _ are what the person typed, not wildcards
    for (const keyword of ["%", "_", "adm_n"]) {
      const literal = await t.get("/api/auth/users/paginate", { token, query: { keyword } });
      expect(literal.body.data.total, keyword).toBe(0);
    }
  });
});

describe("reference data", () => {
  it("GET /api/sites/supported returns 14 sites, us_v1 the namespace labelled 'brand us'", async () => {
    const res = await t.get("/api/sites/supported", { token: await t.token("operator") });
    expect(res.status).toBe(200);
    const sites = res.body.data as { abbreviation: string; label: string; is_namespace: boolean; is_brand: boolean }[];
    expect(sites).toHaveLength(14);
    expect(new Set(sites.map((s) => s.abbreviation)).size).toBe(14);
    const namespaces = sites.filter((s) => s.is_namespace);
    expect(namespaces.map((s) => s.abbreviation)).toEqual(["us_v1"]);
    expect(namespaces[0]).toMatchObject({ label: "brand us", is_brand: true });
    expect(sites.find((s) => s.abbreviation === "us")).toMatchObject({ label: "us", is_brand: false, is_namespace: false });
    expect(sites.filter((s) => s.is_brand)).toHaveLength(7);
    for (const s of sites.filter((x) => x.is_brand)) expect(s.label).toBe(`brand ${s.abbreviation.replace(/_v1$/, "")}`);
  });

  it("GET /api/languages/supported returns en, es, de, it, fr, pt, ar", async () => {
    const res = await t.get("/api/languages/supported", { token: await t.token("viewer") });
    expect(res.status).toBe(200);
    expect(res.body.data.map((l: { abbreviation: string }) => l.abbreviation)).toEqual(["en", "es", "de", "it", "fr", "pt", "ar"]);
  });

  it("brands, departments and the common maps are readable by any signed-in user", async () => {
    const token = await t.token("operator");
    const brands = await t.get("/api/brands/supported", { token });
    expect(brands.body.data.length).toBeGreaterThan(0);
    const departments = await t.get("/api/common/departments", { token });
    expect(departments.body.data.map((d: { code: string }) => d.code)).toContain("finance");
    const maps = await t.get("/api/resource/common/maps/all", { token });
    expect(maps.body.data.content_languages).toEqual(["en", "es", "de", "it", "fr", "pt", "ar"]);
    expect(maps.body.data.currency_codes).toContain("USD");
  });
});
