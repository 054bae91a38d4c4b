// Shared helpers for the API integration suite. Each test file starts ONE API instance (embedded
// PGlite in memory, or a database of its own on the PostgreSQL server named by DATABASE_URL), on a
// copy of the run's migrated and seeded template (tests/support/api-template.ts).
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startApi, type ApiInstance } from "../../server/app";
import { loadApiConfig, type ApiConfig } from "../../server/config";
import { setLogLevel } from "../../server/log";
import { afterAll, inject } from "vitest";
import { resetSchema } from "../support/postgres.mjs";
import { pgliteTemplate, postgresCopy, TEST_SEED_KEY } from "../support/api-template";
import { issueToken } from "../../server/modules/auth/tokens";
import { expectedPermissions } from "../fixtures/permissions";
import { fetchInProcess } from "./in-process";

export const DEMO_USERNAMES = ["admin", "approver", "operator", "viewer"] as const;
export type DemoUser = (typeof DEMO_USERNAMES)[number];

/** What a demo or test role should hold, from the hand-written fixture (not from expandGrants). */
export function rolePermissions(role: string): Set<string> {
  return expectedPermissions(role);
}

export interface Envelope<T = any> {
  code: number;
  message: string;
  data: T;
}

export interface CallResult<T = any> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

export interface CallOptions {
  token?: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TestApi {
  api: ApiInstance;
  config: ApiConfig;
  url: string;
  dbKind: "pglite" | "postgres";
  /** a fresh bearer token for a demo user */
  token(username: DemoUser | string, ttlSeconds?: number): Promise<string>;
  userId(username: string): Promise<number>;
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * fetch, answered by the API's handler in this process: no socket, no connection. A test that is
   * about the socket itself (the HTTP parser's limits, a kept-alive connection, a client that
   * leaves, the embedded sign-on's issuer) uses the global fetch on `url` instead.
   */
  fetch(input: string | URL, init?: RequestInit): Promise<Response>;
  /** How many TCP connections the API has accepted: a sweep meant to run in-process expects none. */
  socketsOpened(): number;
  get<T = any>(path: string, opts?: CallOptions): Promise<CallResult<T>>;
  post<T = any>(path: string, body?: unknown, opts?: CallOptions): Promise<CallResult<T>>;
  call<T = any>(method: string, path: string, opts?: CallOptions): Promise<CallResult<T>>;
  close(): Promise<void>;
}

/** A TCP port free right now on 127.0.0.1 (for the SSO tests, whose issuer URL names the port). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function startTestApi(opts: { fixedPort?: boolean; env?: Record<string, string> } = {}): Promise<TestApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "api-test-"));
  const port = opts.fixedPort ? await freePort() : 0;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_PORT: String(port),
    API_HOST: "127.0.0.1",
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    ...(opts.fixedPort ? { PUBLIC_API_URL: `http://127.0.0.1:${port}` } : {}),
    ...opts.env,
  };
  // the run's migrated and seeded template (none when this file runs outside the API project's globalSetup:
  // then initdb, the migrations and the seed run here, or the schema of DATABASE_URL is reset)
  const template = inject("apiTemplate");
  const copy = env.DATABASE_URL && template?.kind === "postgres" ? await postgresCopy(template) : undefined;
  if (copy) env.DATABASE_URL = copy.url;
  const config = loadApiConfig(env);
  setLogLevel(config.logLevel);
  if (config.databaseUrl && !copy) await resetSchema(config.databaseUrl);
  const loadDataDir = !config.databaseUrl && template?.kind === "pglite" ? pgliteTemplate(template) : undefined;
  // memory: true keeps PGlite in memory; with DATABASE_URL set the API opens PostgreSQL instead
  // no scheduled house-keeping jobs: a test sees the database change only by what it does
  // (the fuzz suite compares every table); jobs a test enqueues still run
  // from the template the seed is in place (its key recorded): the API skips it, as a built one would
  const seedKey = template && (copy || loadDataDir) ? TEST_SEED_KEY : undefined;
  const api = await startApi(config, { memory: true, loadDataDir, jobs: { housekeeping: false }, seedKey });

  let sockets = 0;
  api.server.on("connection", () => sockets++);
  const inProcess = (input: string | URL, init?: RequestInit) => fetchInProcess(api.handle, api.url, input, init);

  const userIds = new Map<string, number>();
  const userId = async (username: string) => {
    let id = userIds.get(username);
    if (id === undefined) {
      const rows = await api.db.query<{ id: number }>("select id from users where username = $1", [username]);
      if (!rows[0]) throw new Error(`no user ${username}`);
      id = rows[0].id;
      userIds.set(username, id);
    }
    return id;
  };

  const call = async <T>(method: string, p: string, o: CallOptions = {}): Promise<CallResult<T>> => {
    const u = new URL(p, api.url);
    for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined) u.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body: string | undefined;
    if (o.body !== undefined) {
      headers["content-type"] ??= "application/json";
      body = typeof o.body === "string" ? o.body : JSON.stringify(o.body);
    }
    const res = await inProcess(u, { method, headers, body });
    // a file answer (a download, an export) is not an envelope: reported as a 200 with no data
    if (res.ok && /attachment/i.test(res.headers.get("content-disposition") ?? "")) {
      await res.arrayBuffer();
      return { status: res.status, headers: res.headers, body: { code: 200, message: "file", data: null as T } };
    }
    const text = await res.text();
    let parsed: Envelope<T>;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(`${method} ${p}: not JSON (HTTP ${res.status}): ${text.slice(0, 200)}`);
    }
    return { status: res.status, headers: res.headers, body: parsed };
  };

  return {
    api,
    config,
    url: api.url,
    dbKind: api.db.kind,
    async token(username, ttl = 3600) {
      return (await issueToken(api.db, await userId(username), ttl)).token;
    },
    userId,
    sql: (text, params) => api.db.query(text, params),
    fetch: inProcess,
    socketsOpened: () => sockets,
    call,
    get: (p, o) => call("GET", p, o),
    post: (p, body, o) => call("POST", p, { ...o, body: body ?? {} }),
    async close() {
      await api.close();
      await copy?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The API of one test file with bearer tokens of the three demo staff roles, closed after the file.
 * Awaited at the top of the file: `const { t, operator, approver, viewer } = await staffApi();`
 */
export async function staffApi() {
  const t = await startTestApi();
  afterAll(() => t.close());
  const [operator, approver, viewer] = await Promise.all([t.token("operator"), t.token("approver"), t.token("viewer")]);
  return { t, operator, approver, viewer };
}

/** The API of one test file with the admin's bearer token, closed after the file: `const { t, admin } = await adminApi();` */
export async function adminApi() {
  const t = await startTestApi();
  afterAll(() => t.close());
  return { t, admin: await t.token("admin") };
}

/** How api_tokens stores a token (its SHA-256), for tests that age or revoke one in SQL. */
export const tokenHash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** Asserts the envelope shape and returns it; used by nearly every test. */
export function isEnvelope(body: unknown): body is Envelope {
  if (!body || typeof body !== "object") return false;
  const b = body as Record<string, unknown>;
  return typeof b.code === "number" && typeof b.message === "string" && "data" in b;
}
