// Market tool › wallets, points and points rules (wallet-manage, bonusPoints, integral-rules,
// integral-rules-edit; issue 10): balances kept as a ledger in exact integers that never go below
// zero, each adjustment one ledger row and one audit row in one transaction, idempotent by key;
// points rules per site and kind whose enabled periods may not overlap.
import { describe, expect, it } from "vitest";
import { staffApi } from "./helpers";

const { t, operator, approver, viewer } = await staffApi();

const count = async (sql: string, params: unknown[] = []) => (await t.sql<{ n: number }>(sql, params))[0].n;
// customers of the 100,000 demo customers, site by id mod 12: 48 on us, 42 on de, 39 on uk; no demo wallet
// (id % 331 <> 7) nor points (id % 211 <> 5). A wallet is credited only in its site's currency (issue 41 §2).
const CUSTOMER = 48;
const DE_CUSTOMER = 42;
const UK_CUSTOMER = 39;
const wallet = (over: Record<string, unknown> = {}) => ({
  customer_id: CUSTOMER,
  currency: "USD",
  direction: "credit",
  amount: "12.34",
  reason: "Goodwill for a late parcel",
  ...over,
});

describe("wallets", () => {
  it("the seed has wallets across sites and currencies, with ledgers whose last row is the balance", async () => {
    const res = await t.get("/api/market/wallet/accounts", { token: approver, query: { page_size: 100 } });
    expect(res.status).toBe(200);
    expect(res.body.data.list).toHaveLength(100);
    expect(res.body.data.next).not.toBeNull();
    expect(res.body.data).not.toHaveProperty("total");
    expect(new Set(res.body.data.list.map((r: { currency: string }) => r.currency)).size).toBeGreaterThan(3);
    const bad = await count(
      `select count(*)::int as n from wallets w where balance <> coalesce((select balance_after from wallet_ledger l where l.account_id = w.id order by id desc limit 1), 0)`,
    );
    expect(bad).toBe(0);
    expect(await count("select count(*)::int as n from wallets where balance = 0")).toBeGreaterThan(0);
  });

  it("credits a new wallet in exact minor units: one ledger row and one audit row", async () => {
    const audits = await count("select count(*)::int as n from audit_log where entity = 'wallet'");
    const res = await t.post("/api/market/wallet/adjust", wallet(), { token: operator });
    expect(res.status).toBe(200);
    const { account, entry } = res.body.data;
    expect(account.balance).toBe("1234");
    expect(account.currency).toBe("USD");
    expect(account.customer_id).toBe(CUSTOMER);
    expect(entry).toMatchObject({ delta: "1234", balance_after: "1234", source: "staff", reason: "Goodwill for a late parcel" });
    expect(await count("select count(*)::int as n from wallet_ledger where account_id = $1", [account.id])).toBe(1);
    expect(await count("select count(*)::int as n from audit_log where entity = 'wallet'")).toBe(audits + 1);
    const [log] = await t.sql<{ action: string; after: { balance: string } }>(
      "select action, after from audit_log where entity = 'wallet' order by id desc limit 1",
    );
    expect(log.action).toBe("credit");
    expect(log.after.balance).toBe("1234");
  });

  it("a debit may take the balance to zero but never below it (409, nothing written)", async () => {
    const refused = await t.post("/api/market/wallet/adjust", wallet({ direction: "debit", amount: "12.35" }), { token: operator });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("USD 12.34");
    expect(refused.body.data.errors.amount[0]).toContain("below zero");
    const [w] = await t.sql<{ balance: string; n: number }>(
      "select balance::text as balance, (select count(*)::int from wallet_ledger l where l.account_id = w.id) as n from wallets w where customer_id = $1 and currency = 'USD'",
      [CUSTOMER],
    );
    expect(w).toEqual({ balance: "1234", n: 1 });
    const ok = await t.post("/api/market/wallet/adjust", wallet({ direction: "debit", amount: "12.34" }), { token: operator });
    expect(ok.status).toBe(200);
    expect(ok.body.data.account.balance).toBe("0");
    expect(ok.body.data.entry.delta).toBe("-1234");
  });

  it("a debit of a wallet that does not exist is refused and creates nothing", async () => {
    const res = await t.post("/api/market/wallet/adjust", wallet({ currency: "AUD", direction: "debit", amount: "0.01" }), {
      token: operator,
    });
    expect(res.status).toBe(409);
    expect(await count("select count(*)::int as n from wallets where customer_id = $1 and currency = 'AUD'", [CUSTOMER])).toBe(0);
  });

  it("the same Idempotency-Key applies an adjustment once", async () => {
    const headers = { "idempotency-key": "wallet-test-key-0001" };
    const first = await t.post("/api/market/wallet/adjust", wallet({ customer_id: DE_CUSTOMER, currency: "EUR", amount: "5" }), {
      token: operator,
      headers,
    });
    const again = await t.post("/api/market/wallet/adjust", wallet({ customer_id: DE_CUSTOMER, currency: "EUR", amount: "5" }), {
      token: operator,
      headers,
    });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replay")).toBe("true");
    expect(again.body.data.account.balance).toBe("500");
    expect(await count("select count(*)::int as n from wallet_ledger where account_id = $1", [first.body.data.account.id])).toBe(1);
  });

  it("refuses bad input with the limits: amounts 0.01 to 100000.00, currency decimals, reason 1–200, known customer", async () => {
    for (const amount of ["0", "0.00", "100000.01", "1.234", "-1", "abc"]) {
      const res = await t.post("/api/market/wallet/adjust", wallet({ amount }), { token: operator });
      expect(res.status, amount).toBe(422);
      expect(res.body.data.errors).toHaveProperty("amount");
    }
    expect(
      (
        await t.post("/api/market/wallet/adjust", wallet({ customer_id: UK_CUSTOMER, amount: "100000.00", currency: "GBP" }), {
          token: operator,
        })
      ).status,
    ).toBe(200);
    expect((await t.post("/api/market/wallet/adjust", wallet({ reason: "" }), { token: operator })).status).toBe(422);
    expect((await t.post("/api/market/wallet/adjust", wallet({ reason: "x".repeat(201) }), { token: operator })).status).toBe(422);
    expect((await t.post("/api/market/wallet/adjust", wallet({ currency: "JPY" }), { token: operator })).status).toBe(422);
    expect((await t.post("/api/market/wallet/adjust", wallet({ direction: "refund" }), { token: operator })).status).toBe(422);
    const unknown = await t.post("/api/market/wallet/adjust", wallet({ customer_id: 999999 }), { token: operator });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.errors).toHaveProperty("customer_id");
  });

  it("the approver reads but may not adjust; the viewer may not read; an unknown wallet is 404", async () => {
    expect((await t.post("/api/market/wallet/adjust", wallet(), { token: approver })).status).toBe(403);
    expect((await t.get("/api/market/wallet/accounts", { token: viewer })).status).toBe(403);
    expect((await t.get("/api/market/wallet/account/999999", { token: approver })).status).toBe(404);
    expect((await t.get("/api/market/wallet/ledger", { token: approver, query: { account_id: "999999" } })).status).toBe(404);
  });

  it("searches by customer id, e-mail prefix, site and currency; keyset pages both ways", async () => {
    const byId = await t.get("/api/market/wallet/accounts", { token: approver, query: { customer: String(CUSTOMER) } });
    expect(byId.body.data.list.map((r: { currency: string }) => r.currency).sort()).toEqual(["USD"]);
    const [{ email }] = await t.sql<{ email: string }>("select email from customers where id = $1", [CUSTOMER]);
    const byEmail = await t.get("/api/market/wallet/accounts", {
      token: approver,
      query: { customer: email.slice(0, email.indexOf("@") + 1).toUpperCase() },
    });
    expect(
      byEmail.body.data.list.every((r: { customer_email: string }) =>
        r.customer_email.toLowerCase().startsWith(email.slice(0, email.indexOf("@") + 1)),
      ),
    ).toBe(true);
    expect(byEmail.body.data.list.length).toBeGreaterThan(0);
    const uk = await t.get("/api/market/wallet/accounts", { token: approver, query: { site: "uk", currency: "GBP" } });
    expect(uk.body.data.list.length).toBeGreaterThan(0);
    expect(uk.body.data.list.every((r: { site: string; currency: string }) => r.site === "uk" && r.currency === "GBP")).toBe(true);
    const p1 = await t.get("/api/market/wallet/accounts", { token: approver, query: { page_size: 20 } });
    const p2 = await t.get("/api/market/wallet/accounts", { token: approver, query: { page_size: 20, after: String(p1.body.data.next) } });
    expect(p2.body.data.list[0].id).toBeLessThan(p1.body.data.list[19].id);
    const back = await t.get("/api/market/wallet/accounts", {
      token: approver,
      query: { page_size: 20, before: String(p2.body.data.prev) },
    });
    expect(back.body.data.list.map((r: { id: number }) => r.id)).toEqual(p1.body.data.list.map((r: { id: number }) => r.id));
    expect((await t.get("/api/market/wallet/accounts", { token: approver, query: { page_size: "101" } })).status).toBe(422);
  });

  it("the ledger is newest first, keyset-paged", async () => {
    const [{ id }] = await t.sql<{ id: number }>("select id from wallets where customer_id = $1 and currency = 'USD'", [CUSTOMER]);
    const res = await t.get("/api/market/wallet/ledger", { token: approver, query: { account_id: String(id), page_size: "1" } });
    expect(res.body.data.list).toHaveLength(1);
    expect(res.body.data.list[0].delta).toBe("-1234");
    const older = await t.get("/api/market/wallet/ledger", {
      token: approver,
      query: { account_id: String(id), page_size: "1", after: String(res.body.data.next) },
    });
    expect(older.body.data.list[0].delta).toBe("1234");
    expect(older.body.data.next).toBeNull();
  });
});

describe("points", () => {
  const points = (over: Record<string, unknown> = {}) => ({
    customer_id: CUSTOMER,
    direction: "credit",
    amount: 250,
    reason: "Apology for a missing parcel",
    ...over,
  });
  it("grants and deducts whole points, never below zero; 1 to 1,000,000 a time", async () => {
    const g = await t.post("/api/market/points/adjust", points(), { token: operator });
    expect(g.status).toBe(200);
    expect(g.body.data.account.balance).toBe("250");
    expect(g.body.data.account).not.toHaveProperty("currency");
    const over = await t.post("/api/market/points/adjust", points({ direction: "debit", amount: 251 }), { token: operator });
    expect(over.status).toBe(409);
    expect(over.body.message).toContain("250 points");
    const d = await t.post("/api/market/points/adjust", points({ direction: "debit", amount: 250 }), { token: operator });
    expect(d.body.data.account.balance).toBe("0");
    for (const amount of [0, 1_000_001, 1.5, "10"])
      expect((await t.post("/api/market/points/adjust", points({ amount }), { token: operator })).status, String(amount)).toBe(422);
    expect((await t.post("/api/market/points/adjust", points({ amount: 1_000_000 }), { token: operator })).status).toBe(200);
    expect((await t.post("/api/market/points/adjust", points(), { token: approver })).status).toBe(403);
    expect((await t.get("/api/market/points/accounts", { token: viewer })).status).toBe(403);
  });

  it("the seed has points accounts with ledgers from the storefront's sources", async () => {
    const res = await t.get("/api/market/points/accounts", { token: approver, query: { site: "us" } });
    expect(res.body.data.list.length).toBeGreaterThan(0);
    const sources = await t.sql<{ source: string }>("select distinct source from points_ledger order by source");
    expect(sources.map((s) => s.source)).toEqual(["checkin", "order", "redeem", "review", "signup", "staff"]);
    expect(await count("select count(*)::int as n from points_accounts where balance < 0")).toBe(0);
  });
});

describe("points rules", () => {
  const rule = (over: Record<string, unknown> = {}) => ({
    name: "Triple points week",
    site: "ca",
    kind: "earn_per_spend",
    value: 3,
    start_day: "2032-05-01",
    end_day: "2032-05-07",
    remark: "",
    ...over,
  });
  const enable = (id: number) => t.post("/api/market/integral-rule/change-status", { id, status: "enable" }, { token: operator });

  it("the seed has rules enabled in effect, scheduled, expired and disabled", async () => {
    const list = await t.get("/api/market/integral-rules", { token: approver, query: { page_size: 100 } });
    expect(list.status).toBe(200);
    for (const period of ["scheduled", "in_effect", "expired"]) {
      const res = await t.get("/api/market/integral-rules", { token: approver, query: { period } });
      expect(res.body.data.total, period).toBeGreaterThan(0);
    }
    expect((await t.get("/api/market/integral-rules", { token: approver, query: { enabled: "false" } })).body.data.total).toBeGreaterThan(
      0,
    );
  });

  it("creates a disabled rule; the value's range depends on the kind", async () => {
    const res = await t.post("/api/market/integral-rule/create", rule(), { token: operator });
    expect(res.status).toBe(200);
    expect(res.body.data.enabled).toBe(false);
    expect(new Date(res.body.data.start_at).toISOString()).toBe("2032-05-01T07:00:00.000Z");
    for (const [kind, value] of [
      ["earn_per_spend", 101],
      ["max_redeem_share", 101],
      ["expiry_days", 29],
      ["checkin_bonus", 1001],
      ["signup_bonus", 0],
    ] as const) {
      const bad = await t.post("/api/market/integral-rule/create", rule({ kind, value }), { token: operator });
      expect(bad.status, `${kind} ${value}`).toBe(422);
      expect(bad.body.data.errors).toHaveProperty("value");
    }
    expect(
      (await t.post("/api/market/integral-rule/create", rule({ kind: "max_redeem_share", value: 100 }), { token: operator })).status,
    ).toBe(200);
    expect((await t.post("/api/market/integral-rule/create", rule({ end_day: "2032-04-30" }), { token: operator })).status).toBe(422);
    expect((await t.post("/api/market/integral-rule/create", rule(), { token: approver })).status).toBe(403);
  });

  it("refuses to enable a rule that overlaps an enabled one of the same site and kind, naming it", async () => {
    const a = (
      await t.post(
        "/api/market/integral-rule/create",
        rule({ name: "Spring points", site: "au", start_day: "2032-03-01", end_day: "2032-03-31" }),
        { token: operator },
      )
    ).body.data;
    const b = (
      await t.post(
        "/api/market/integral-rule/create",
        rule({ name: "Easter points", site: "au", start_day: "2032-03-31", end_day: "2032-04-10" }),
        { token: operator },
      )
    ).body.data;
    const other = (
      await t.post(
        "/api/market/integral-rule/create",
        rule({ name: "Easter sign-up", site: "au", kind: "signup_bonus", value: 100, start_day: "2032-03-31", end_day: "2032-04-10" }),
        { token: operator },
      )
    ).body.data;
    expect((await enable(a.id)).status).toBe(200);
    const refused = await enable(b.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("Spring points");
    expect(refused.body.message).toContain(`#${a.id}`);
    expect(refused.body.message).toContain("2032-03-01 – 2032-03-31");
    expect((await enable(other.id)).status).toBe(200);
    // moved to start the day after: no overlap, enabled
    const moved = await t.post(
      "/api/market/integral-rule/update",
      { ...rule({ name: "Easter points", site: "au", start_day: "2032-04-01", end_day: "2032-04-10" }), id: b.id, version: b.version },
      { token: operator },
    );
    expect(moved.status).toBe(200);
    expect((await enable(b.id)).status).toBe(200);
    // an enabled rule cannot be moved onto another enabled one
    const back = await t.post(
      "/api/market/integral-rule/update",
      {
        ...rule({ name: "Easter points", site: "au", start_day: "2032-03-20", end_day: "2032-04-10" }),
        id: b.id,
        version: moved.body.data.version + 1,
      },
      { token: operator },
    );
    expect(back.status).toBe(409);
    expect(back.body.message).toContain("Spring points");
  });

  it("transitions: a repeated one (or disabling a disabled rule) changes and logs nothing, unknown ones are 422, stale version 409", async () => {
    const r = (await t.post("/api/market/integral-rule/create", rule({ site: "de", kind: "review_bonus", value: 20 }), { token: operator }))
      .body.data;
    const logs = async () =>
      count("select count(*)::int as n from audit_log where entity = 'integral_rule' and entity_id = $1", [String(r.id)]);
    expect(await logs()).toBe(1);
    expect((await t.post("/api/market/integral-rule/change-status", { id: r.id, status: "disable" }, { token: operator })).status).toBe(
      200,
    );
    expect((await t.post("/api/market/integral-rule/change-status", { id: r.id, status: "publish" }, { token: operator })).status).toBe(
      422,
    );
    expect(await logs()).toBe(1);
    expect((await enable(r.id)).status).toBe(200);
    expect((await enable(r.id)).status).toBe(200);
    expect(await logs()).toBe(2);
    const stale = await t.post(
      "/api/market/integral-rule/update",
      { ...rule({ site: "de", kind: "review_bonus", value: 25 }), id: r.id, version: r.version },
      { token: operator },
    );
    expect(stale.status).toBe(409);
    expect((await t.get("/api/market/integral-rule/999999", { token: approver })).status).toBe(404);
    const log = await t.get("/api/market/integral-rule/logs", {
      token: approver,
      query: { entity: "integral_rule", entity_id: String(r.id) },
    });
    expect(log.body.data.list.map((l: { action: string }) => l.action)).toEqual(["enable", "create"]);
  });
});
