// API bearer tokens (server/modules/auth/tokens.ts) over a stand-in database: only the SHA-256 is
// stored, lookups are cached for 5 s per process (bounded at 10,000 tokens), a token that expires
// inside that window stops working at once, and revoking forgets the cached answer.
import crypto from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../../server/db/client";

type Tokens = typeof import("../../server/modules/auth/tokens");
let tokens: Tokens;
let queries: { sql: string; params: unknown[] }[];
let rows: Record<string, unknown>[];

const db = {
  kind: "pglite",
  async query(sql: string, params: unknown[] = []) {
    queries.push({ sql, params });
    return sql.trim().startsWith("select") ? rows : [];
  },
} as unknown as Db;
const sha256 = (s: string) => crypto.createHash("sha256").update(s).digest("hex");
const lookups = () => queries.filter((q) => q.sql.includes("from api_tokens")).length;

beforeEach(async () => {
  // a fresh module per test: an empty cache
  vi.resetModules();
  tokens = await import("../../server/modules/auth/tokens");
  queries = [];
  rows = [];
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2030-01-01T00:00:00Z"));
});
afterEach(() => vi.useRealTimers());

const row = (over: Record<string, unknown> = {}) => ({
  id: 5,
  username: "cara",
  display_name: "Cara",
  role: "reader",
  grants: ["currency-manage-list"],
  expires_at: new Date("2030-01-02T00:00:00Z"),
  ...over,
});

describe("issueToken", () => {
  it("stores the token's SHA-256, never the token, with its expiry", async () => {
    const { token, expiresAt } = await tokens.issueToken(db, 5, 3600);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.toISOString()).toBe("2030-01-01T01:00:00.000Z");
    expect(queries).toHaveLength(1);
    expect(queries[0].params).toEqual([sha256(token), 5, expiresAt]);
    expect(JSON.stringify(queries[0].params)).not.toContain(token);
  });
});

describe("userForToken", () => {
  it("gives the user with the role's expanded grants", async () => {
    rows = [row()];
    const user = await tokens.userForToken(db, "tok");
    expect(queries[0].params).toEqual([sha256("tok")]);
    expect(user).toMatchObject({ id: 5, username: "cara", name: "Cara", role: "reader" });
    expect(user!.permissions.has("currency-manage-list")).toBe(true);
    expect(user!.permissions.has("welcome")).toBe(true); // granted to everyone
    expect(user!.permissions.has("currency-manage-list-all-right-btns")).toBe(false);
  });

  it("answers from the cache for just under 5 s, then asks again", async () => {
    rows = [row()];
    await tokens.userForToken(db, "tok");
    vi.setSystemTime(Date.now() + 4_999);
    expect((await tokens.userForToken(db, "tok"))?.username).toBe("cara");
    expect(lookups()).toBe(1);
    vi.setSystemTime(Date.now() + 1);
    rows = [];
    expect(await tokens.userForToken(db, "tok")).toBeNull();
    expect(lookups()).toBe(2);
  });

  it("stops a token that expires while cached at its expiry", async () => {
    rows = [row({ expires_at: new Date("2030-01-01T00:00:02Z") })];
    expect(await tokens.userForToken(db, "tok")).not.toBeNull();
    vi.setSystemTime(new Date("2030-01-01T00:00:01.999Z"));
    expect(await tokens.userForToken(db, "tok")).not.toBeNull();
    vi.setSystemTime(new Date("2030-01-01T00:00:02Z"));
    expect(await tokens.userForToken(db, "tok")).toBeNull();
    expect(lookups()).toBe(1);
  });

  it("caches an unknown token as nobody", async () => {
    expect(await tokens.userForToken(db, "nope")).toBeNull();
    expect(await tokens.userForToken(db, "nope")).toBeNull();
    expect(lookups()).toBe(1);
  });

  it("forgets the cached answer when the token is revoked", async () => {
    rows = [row()];
    await tokens.userForToken(db, "tok");
    await tokens.revokeToken(db, "tok");
    const revoke = queries.find((q) => q.sql.startsWith("update api_tokens"));
    expect(revoke?.params).toEqual([sha256("tok")]);
    rows = [];
    expect(await tokens.userForToken(db, "tok")).toBeNull();
    expect(lookups()).toBe(2);
  });

  it("holds up to 10,000 answers and is emptied past that", async () => {
    for (let i = 0; i <= 10_000; i++) await tokens.userForToken(db, `t${i}`);
    expect(lookups()).toBe(10_001);
    await tokens.userForToken(db, "t0");
    expect(lookups()).toBe(10_001);
    await tokens.userForToken(db, "one-more");
    await tokens.userForToken(db, "t0");
    expect(lookups()).toBe(10_003);
  });
});

describe("userByUsername", () => {
  it("finds one user by name, or nobody", async () => {
    rows = [{ id: 1, username: "ada" }];
    expect(await tokens.userByUsername(db, "ada")).toEqual({ id: 1, username: "ada" });
    expect(queries[0].params).toEqual(["ada"]);
    rows = [];
    expect(await tokens.userByUsername(db, "zed")).toBeNull();
  });
});
