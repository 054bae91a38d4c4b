// The API's HTTP handler (server/http/app.ts) with endpoints made for the test and a stand-in
// database, over a real socket: the envelope and its status, request ids and headers, body and
// query reading, sign-in and access, and how database failures are answered. The expectations
// are the contract in docs/architecture.md (401/403/404/405/409/413/415/422/503, the 1 MB JSON limit).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "zod";
import type { Db } from "../../server/db/client";
import { Download } from "../../server/http/download";
import { ApiError } from "../../server/http/errors";
import { Router, endpoint } from "../../server/http/router";

const logged: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
vi.mock("../../server/log", () => ({
  log: (level: string, msg: string, fields: Record<string, unknown> = {}) => logged.push({ level, msg, fields }),
}));
const { createHandler } = await import("../../server/http/app");

let failWith: unknown = null;
let cutWith: unknown = null;
let dbDown = false;
const audits: unknown[][] = [];
const db = {
  kind: "pglite",
  async query(sql: string, params: unknown[] = []) {
    if (dbDown) throw Object.assign(new Error("Connection terminated"), { code: "ECONNRESET" });
    if (sql.includes("from api_tokens")) {
      return params[0] === sha("good-token")
        ? [{ id: 9, username: "ada", display_name: "Ada", role: "r", grants: ["setting"], expires_at: new Date(Date.now() + 3_600_000) }]
        : [];
    }
    // no other export of the person is running: the claim is won (server/jobs/claims.ts)
    if (sql.includes("insert into heavy_claims")) return [{ "?column?": 1 }];
    return [];
  },
  async tx<T>(fn: (q: { query: (s: string, p?: unknown[]) => Promise<unknown[]> }) => Promise<T>) {
    return fn({ query: async (sql: string, p: unknown[] = []) => (audits.push([sql.split(" ")[0], ...p]), []) });
  },
} as unknown as Db;
import crypto from "node:crypto";
const sha = (s: string) => crypto.createHash("sha256").update(s).digest("hex");

const router = new Router().add(
  endpoint({ method: "POST", path: "/api/login", access: { public: true }, handler: async () => ({ hello: "anyone" }) }),
  endpoint({ method: "GET", path: "/api/me", access: { signedIn: true }, handler: async ({ user }) => ({ me: user.username }) }),
  endpoint<{ a?: string | string[]; b?: string[] }>({
    method: "GET",
    path: "/api/echo",
    access: { signedIn: true },
    query: z.strictObject({ a: z.union([z.string(), z.array(z.string())]).optional(), b: z.array(z.string()).optional() }),
    handler: async ({ query }) => query,
  }),
  endpoint<{ q: string }>({
    method: "GET",
    path: "/api/need",
    access: { signedIn: true },
    query: z.strictObject({ q: z.string() }),
    handler: async ({ query }) => query,
  }),
  endpoint<unknown, { n: number }>({
    method: "POST",
    path: "/api/body",
    access: { any: ["setting"] },
    body: z.strictObject({ n: z.number() }),
    handler: async ({ body, params }) => ({ body, params }),
  }),
  endpoint({ method: "POST", path: "/api/empty", access: { signedIn: true }, handler: async ({ body }) => ({ body }) }),
  endpoint({ method: "GET", path: "/api/locked", access: { any: ["currency-manage-list"] }, handler: async () => 1 }),
  endpoint({ method: "GET", path: "/api/fail", access: { signedIn: true }, handler: async () => Promise.reject(failWith) }),
  endpoint({
    method: "GET",
    path: "/api/code/{n}",
    access: { public: true },
    handler: async ({ params }) => Promise.reject(new ApiError(Number(params.n), `code ${params.n}`)),
  }),
  endpoint({ method: "GET", path: "/api/thing/{id}", access: { signedIn: true }, handler: async ({ params }) => params }),
  endpoint({
    method: "POST",
    path: "/api/write",
    access: { signedIn: true },
    handler: async ({ db: d, audit }) =>
      d.tx(async (q) => (await audit(q, { action: "create", entity: "thing", entityId: 5, after: { x: 1 } }), { id: 5 })),
  }),
  // answers of its own: a file written by the endpoint, a Download, one that breaks part-way
  endpoint({
    method: "GET",
    path: "/api/own",
    access: { signedIn: true },
    handler: async ({ res }) => void (res.writeHead(200, { "content-type": "text/plain" }), res.end("written by the endpoint")),
  }),
  endpoint({
    method: "GET",
    path: "/api/file",
    access: { signedIn: true },
    handler: async () => new Download("stock list.csv", "text/csv; charset=utf-8", async (out) => void out.write("sku,qty\nA1,3\n")),
  }),
  endpoint({
    method: "GET",
    path: "/api/cut",
    access: { signedIn: true },
    handler: async ({ res }) => {
      res.writeHead(200, { "content-type": "text/csv" });
      res.write("sku,qty\n");
      await new Promise((r) => setTimeout(r, 20));
      return Promise.reject(cutWith);
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/system-write",
    access: { public: true },
    handler: async ({ db: d, audit }) =>
      d.tx(async (q) => (await audit(q, { action: "delete", entity: "thing", entityId: 6, before: { x: 0 } }), null)),
  }),
);

// a local-disk store that holds one upload, under the key "ab12.png"
const pngBytes = Buffer.from("89504e470d0a1a0a0000000d4948445200000001", "hex");
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "http-app-"));
const store = { driver: "local", fileOf: (key: string) => (key === "ab12.png" ? path.join(folder, "ab12.png") : null) };

let server: http.Server;
let base = "";
beforeAll(async () => {
  fs.writeFileSync(path.join(folder, "ab12.png"), pngBytes);
  server = http.createServer(createHandler({ db, config: {} as never, router, store: store as never }));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  fs.rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => {
  logged.length = 0;
  audits.length = 0;
  dbDown = false;
});

async function call(method: string, path: string, opts: { token?: string; body?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(base + path, { method, headers, body: opts.body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: JSON.parse(text) };
}
const good = { token: "good-token" };

describe("envelope, status and headers", () => {
  it("answers success as 200 { code, message, data } with its headers", async () => {
    const r = await call("GET", "/api/me", good);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ code: 200, message: "success", data: { me: "ada" } });
    expect(r.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(r.headers.get("cache-control")).toBe("no-store");
    expect(r.headers.get("x-content-type-options")).toBe("nosniff");
    expect(r.headers.get("referrer-policy")).toBe("same-origin");
    expect(Number(r.headers.get("content-length"))).toBe(Buffer.byteLength(JSON.stringify(r.body)));
  });

  it("keeps a well-formed x-request-id, replaces anything else", async () => {
    expect((await call("GET", "/api/me", { ...good, headers: { "x-request-id": "abc.DEF_1-2" } })).headers.get("x-request-id")).toBe(
      "abc.DEF_1-2",
    );
    for (const bad of ["has space", "x".repeat(101), "a/b"]) {
      const id = (await call("GET", "/api/me", { ...good, headers: { "x-request-id": bad } })).headers.get("x-request-id");
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("logs one line per request with its outcome, never for /healthz", async () => {
    await call("GET", "/api/me", { ...good, headers: { "x-request-id": "req-77" } });
    await call("GET", "/healthz");
    await new Promise((r) => setTimeout(r, 20));
    const lines = logged.filter((l) => l.msg === "request");
    expect(lines).toHaveLength(1);
    expect(lines[0].level).toBe("info");
    expect(lines[0].fields).toMatchObject({ request_id: "req-77", method: "GET", path: "/api/me", status: 200, code: 200, user: "ada" });
    expect(lines[0].fields.ms).toEqual(expect.any(Number));
    // the time the request took, not a sum with the clock
    expect(lines[0].fields.ms as number).toBeLessThanOrEqual(Math.round(performance.now()));
  });

  it("logs the envelope code of a refusal, and no user when there is none", async () => {
    await call("GET", "/api/locked", good);
    await call("GET", "/api/me");
    await new Promise((r) => setTimeout(r, 20));
    const lines = logged.filter((l) => l.msg === "request").map((l) => l.fields);
    expect(lines.map((f) => [f.path, f.status, f.code, f.user])).toEqual([
      ["/api/locked", 403, 403, "ada"],
      ["/api/me", 401, 401, undefined],
    ]);
  });

  it("hands /sso and everything below it to the embedded sign-on when there is one", async () => {
    const seen: string[] = [];
    const withSso = http.createServer(
      createHandler({ db, config: {} as never, router, store: {} as never, sso: (req, res) => (seen.push(req.url!), res.end("sso")) }),
    );
    await new Promise<void>((r) => withSso.listen(0, "127.0.0.1", r));
    const at = `http://127.0.0.1:${(withSso.address() as AddressInfo).port}`;
    try {
      for (const p of ["/sso", "/sso/auth?x=1"]) expect(await (await fetch(at + p)).text()).toBe("sso");
      expect(seen).toEqual(["/sso", "/sso/auth?x=1"]);
    } finally {
      await new Promise<void>((r) => withSso.close(() => r()));
    }
  });

  it("answers /healthz with the database kind, 503 when the database does not answer", async () => {
    expect(await call("GET", "/healthz")).toMatchObject({ status: 200, body: { status: "ok", db: "pglite" } });
    dbDown = true;
    expect(await call("GET", "/healthz")).toMatchObject({ status: 503, body: { status: "unavailable", db: "pglite" } });
  });

  it("answers 404 under /sso when the sign-on is not embedded", async () => {
    for (const p of ["/sso", "/sso/.well-known/openid-configuration"]) {
      expect(await call("GET", p)).toMatchObject({
        status: 404,
        body: { code: 404, message: "Sign-on is not embedded in this API", data: null },
      });
    }
    expect((await call("GET", "/ssox")).body.message).toBe("No endpoint /ssox");
  });
});

describe("status mirrors the envelope code only for HTTP errors", () => {
  it.each([
    [300, 200],
    [399, 200],
    [400, 400],
    [409, 409],
    [599, 599],
    [600, 200],
  ])("code %i is sent as HTTP %i", async (code, status) => {
    const r = await call("GET", `/api/code/${code}`);
    expect([r.status, r.body.code, r.body.message]).toEqual([status, code, `code ${code}`]);
  });

  it("keeps the connection open after a refusal whose request was read whole", async () => {
    expect((await call("GET", "/api/locked", good)).headers.get("connection")).not.toBe("close");
  });
});

describe("routing, sign-in and access", () => {
  it("404 for no endpoint, 405 for another method", async () => {
    expect(await call("GET", "/api/nope", good)).toMatchObject({ status: 404, body: { code: 404, message: "No endpoint /api/nope" } });
    expect(await call("POST", "/api/me", good)).toMatchObject({ status: 405, body: { code: 405, message: "POST is not allowed here" } });
  });

  it("401 without a token or with an unknown one; a public endpoint ignores a bad token", async () => {
    expect(await call("GET", "/api/me")).toMatchObject({ status: 401, body: { message: "Not signed in or the sign-in has expired" } });
    expect(await call("GET", "/api/me", { token: "stale" })).toMatchObject({
      status: 401,
      body: { message: "The sign-in has expired, please sign in again" },
    });
    expect(await call("POST", "/api/login", { token: "stale" })).toMatchObject({ status: 200, body: { data: { hello: "anyone" } } });
    expect((await call("GET", "/api/me", { headers: { authorization: "Basic good-token" } })).status).toBe(401);
    // another scheme whose value, past its first seven characters, is a good token: still nobody
    expect((await call("GET", "/api/me", { headers: { authorization: "Token: good-token" } })).status).toBe(401);
    expect((await call("GET", "/api/me", { headers: { authorization: "Bearer  good-token " } })).status).toBe(200);
  });

  it("403 for a signed-in user without the endpoint's permission", async () => {
    expect(await call("GET", "/api/locked", good)).toMatchObject({ status: 403, body: { code: 403 } });
  });

  it("hands path parameters to the handler", async () => {
    expect((await call("GET", "/api/thing/a%20b", good)).body.data).toEqual({ id: "a b" });
  });

  it("answers in Chinese when asked", async () => {
    expect((await call("GET", "/api/locked", { ...good, headers: { "accept-language": "zh-CN,zh;q=0.9" } })).body.message).toBe(
      "您没有执行此操作的权限",
    );
    expect((await call("GET", "/api/locked", { ...good, headers: { "accept-language": "en-US,zh;q=0.5" } })).body.message).toBe(
      "You do not have permission to do this",
    );
  });
});

describe("reading the body and the query", () => {
  const json = { "content-type": "application/json" };
  it("parses a JSON body against the endpoint's schema", async () => {
    expect((await call("POST", "/api/body", { ...good, body: '{"n":1}', headers: json })).body.data).toEqual({
      body: { n: 1 },
      params: {},
    });
    expect(
      (await call("POST", "/api/body", { ...good, body: '{"n":1}', headers: { "content-type": "Application/JSON; charset=utf-8" } }))
        .status,
    ).toBe(200);
    expect(
      (await call("POST", "/api/body", { ...good, body: '{"n":1}', headers: { "content-type": "application/json ; charset=utf-8" } }))
        .status,
    ).toBe(200);
    const missing = await call("POST", "/api/body", { ...good, body: "{}", headers: json });
    expect(missing.body.data.errors).toEqual({ n: ["is required"] });
  });

  it("says which query parameter is missing, in words", async () => {
    expect((await call("GET", "/api/need?q=x", good)).body.data).toEqual({ q: "x" });
    const missing = await call("GET", "/api/need", good);
    expect(missing.status).toBe(422);
    expect(missing.body.data.errors).toEqual({ q: ["is required"] });
  });

  it("refuses a body that is not JSON (415), broken JSON (400) or fails the schema (422 with field errors)", async () => {
    expect(
      await call("POST", "/api/body", { ...good, body: "n=1", headers: { "content-type": "text/plain; note=application/json" } }),
    ).toMatchObject({ status: 415, body: { message: "Send the request body as application/json" } });
    expect(await call("POST", "/api/body", { ...good, body: "{", headers: json })).toMatchObject({
      status: 400,
      body: { message: "The request body is not valid JSON" },
    });
    const bad = await call("POST", "/api/body", { ...good, body: '{"n":"x","m":1}', headers: json });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data.errors).sort()).toEqual(["_form", "n"]);
  });

  it("takes an empty body as {} and refuses stray input where an endpoint declares none", async () => {
    expect((await call("POST", "/api/empty", { ...good })).body.data).toEqual({ body: {} });
    expect((await call("POST", "/api/empty", { ...good, body: '{"x":1}', headers: json })).status).toBe(422);
    expect((await call("GET", "/api/me?x=1", good)).status).toBe(422);
    expect((await call("GET", "/api/echo", good)).body.data).toEqual({});
    // a GET's body is not read
    const get = await new Promise<number>((resolve, reject) => {
      const r = http.request(
        base + "/api/me",
        { method: "GET", headers: { authorization: "Bearer good-token", "content-type": "text/plain", "content-length": "3" } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      r.on("error", reject);
      r.end("abc");
    });
    expect(get).toBe(200);
  });

  it("refuses more than 1 MB, by its declared length or as it streams (413)", async () => {
    const mb = 1024 * 1024;
    const exact = `{"n":1${" ".repeat(mb - 7)}}`;
    expect(Buffer.byteLength(exact)).toBe(mb);
    expect((await call("POST", "/api/body", { ...good, body: exact, headers: json })).status).toBe(200);
    const over = await call("POST", "/api/body", { ...good, body: exact + " ", headers: json });
    expect(over).toMatchObject({ status: 413, body: { message: "The request body is too large (1 MB at most)" } });
    expect(over.headers.get("connection")).toBe("close");
    // a declared length over the limit is refused before the body is read
    const declared = await new Promise<number>((resolve, reject) => {
      const r = http.request(
        base + "/api/body",
        {
          method: "POST",
          headers: { authorization: "Bearer good-token", "content-type": "application/json", "content-length": String(mb + 1) },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      r.on("error", reject);
      r.write("{");
    });
    expect(declared).toBe(413);
    // no declared length (chunked): cut off once it passes 1 MB, in the caller's language
    const streamed = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const r = http.request(
        base + "/api/body",
        { method: "POST", headers: { authorization: "Bearer good-token", "content-type": "application/json", "accept-language": "zh" } },
        (res) => {
          let body = "";
          res.on("data", (c) => (body += c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      r.on("error", () => undefined);
      for (let i = 0; i < 5; i++) r.write(Buffer.alloc(256 * 1024 + 1, 32));
      r.end();
      setTimeout(() => reject(new Error("no answer")), 8000).unref();
    });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body).message).toBe("请求内容过大（最多 1 MB）");
  });

  it("reads repeated and [] parameters as lists, drops empty values, keeps __proto__ as a key", async () => {
    expect((await call("GET", "/api/echo?a=1", good)).body.data).toEqual({ a: "1" });
    expect((await call("GET", "/api/echo?a=1&a=2", good)).body.data).toEqual({ a: ["1", "2"] });
    expect((await call("GET", "/api/echo?b[]=1", good)).body.data).toEqual({ b: ["1"] });
    expect((await call("GET", "/api/echo?a=&b[]=%20", good)).body.data).toEqual({});
    expect((await call("GET", "/api/echo?a=&a=2", good)).body.data).toEqual({ a: "2" });
    expect((await call("GET", "/api/echo?__proto__=1", good)).status).toBe(422);
  });
});

describe("writes and database failures", () => {
  it("writes the audit row with who and the request id", async () => {
    await call("POST", "/api/write", { ...good, headers: { "x-request-id": "req-w" } });
    const insert = audits.find((a) => String(a[0]) === "insert");
    expect(insert?.slice(1)).toEqual([9, "Ada", "create", "thing", "5", null, JSON.stringify({ x: 1 }), "req-w"]);
    audits.length = 0;
    // nobody signed in: the system did it; a removal has a before and no after
    await call("POST", "/api/system-write", { headers: { "x-request-id": "req-s" } });
    expect(audits.find((a) => String(a[0]) === "insert")?.slice(1)).toEqual([
      null,
      "system",
      "delete",
      "thing",
      "6",
      JSON.stringify({ x: 0 }),
      null,
      "req-s",
    ]);
  });

  it("a duplicate key is 409, a value the database refuses 422, a lost connection 503, anything else 500", async () => {
    const answer = async (err: unknown) => {
      failWith = err;
      return call("GET", "/api/fail", good);
    };
    expect(await answer(Object.assign(new Error("dup"), { code: "23505" }))).toMatchObject({
      status: 409,
      body: { message: "A record with the same key already exists" },
    });
    expect(await answer(Object.assign(new Error("out of range"), { code: "22003" }))).toMatchObject({
      status: 422,
      body: { message: "Please check the input (a value is out of range or not in the expected form)" },
    });
    expect(logged.some((l) => l.level === "warn" && l.msg === "database refused a value" && l.fields.pg_code === "22003")).toBe(true);
    const down = await answer(Object.assign(new Error("gone"), { code: "ECONNREFUSED" }));
    expect(down.status).toBe(503);
    expect(down.body.message).toMatch(/^The database cannot be reached right now; try again in a moment \(request id [0-9a-f-]{36}\)$/);
    expect(logged.find((l) => l.msg === "database unavailable")).toMatchObject({
      level: "error",
      fields: { request_id: expect.any(String), err: "gone" },
    });
    // a thrown value that is no Error is logged as it is
    await answer({ code: "22007" });
    expect(logged.find((l) => l.fields.pg_code === "22007")?.fields.err).toBe("[object Object]");
    await answer("plain failure");
    expect(logged.some((l) => l.msg === "unhandled" && l.fields.err === "plain failure")).toBe(true);
    for (const err of [
      Object.assign(new Error("check"), { code: "23514" }),
      Object.assign(new Error("x"), { code: "220" }),
      new Error("boom"),
    ]) {
      const r = await answer(err);
      expect(r.status).toBe(500);
      expect(r.body.message).toMatch(/^The server could not complete the request; it has been logged \(request id [0-9a-f-]{36}\)$/);
    }
    expect(logged.some((l) => l.level === "error" && l.msg === "unhandled" && String(l.fields.err).includes("boom"))).toBe(true);
  });

  it("says the same refusals in Chinese to a caller asking for zh (no endpoint, another method, not JSON, the database's answers)", async () => {
    const zh = { ...good, headers: { "accept-language": "zh-CN" } };
    expect((await call("GET", "/api/nope", zh)).body.message).toBe("没有接口 /api/nope");
    expect((await call("POST", "/api/me", zh)).body.message).toBe("此处不接受 POST 请求");
    const text = { "accept-language": "zh", "content-type": "text/plain" };
    expect((await call("POST", "/api/body", { ...good, body: "n=1", headers: text })).body.message).toBe("请求内容须为 application/json");
    const broken = { "accept-language": "zh", "content-type": "application/json" };
    expect((await call("POST", "/api/body", { ...good, body: "{", headers: broken })).body.message).toBe("请求内容不是有效的 JSON");
    const answer = async (err: unknown) => {
      failWith = err;
      return (await call("GET", "/api/fail", zh)).body.message as string;
    };
    expect(await answer(Object.assign(new Error("dup"), { code: "23505" }))).toBe("已存在相同键的记录");
    expect(await answer(Object.assign(new Error("out of range"), { code: "22003" }))).toBe("请检查输入（有值超出范围或格式不符）");
    expect(await answer(Object.assign(new Error("gone"), { code: "ECONNREFUSED" }))).toMatch(
      /^暂时无法连接数据库，请稍后再试（请求编号 [0-9a-f-]{36}）$/,
    );
    expect(await answer(new Error("boom"))).toMatch(/^服务器未能完成请求，已记录（请求编号 [0-9a-f-]{36}）$/);
  });
});

describe("answers that are not the envelope", () => {
  const quiet = async () => {
    await new Promise((r) => setTimeout(r, 20));
    return logged.filter((l) => l.level === "error");
  };

  it("serves a stored upload by the key after /uploads/, to anyone", async () => {
    const res = await fetch(base + "/uploads/ab12.png");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(pngBytes);
    // a key the store does not hold is not found, wherever "/uploads/" appears in the path
    expect((await call("GET", "/uploads/zz99.png")).status).toBe(404);
    expect((await call("GET", "/api/uploads/ab12.png", good)).body.message).toBe("No endpoint /api/uploads/ab12.png");
  });

  it("leaves an answer the endpoint wrote itself as it is", async () => {
    const res = await fetch(base + "/api/own", { headers: { authorization: "Bearer good-token" } });
    expect([res.status, res.headers.get("content-type"), await res.text()]).toEqual([200, "text/plain", "written by the endpoint"]);
    expect(await quiet()).toEqual([]);
  });

  it("sends a Download as the file, named safely with the US West day it was made, not as JSON", async () => {
    // 07:30 UTC on 3 December is still 2 December in US West
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-03T07:30:00Z"));
    const res = await fetch(base + "/api/file", { headers: { authorization: "Bearer good-token" } }).finally(() => vi.useRealTimers());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="stock_list-2026-12-02.csv"');
    expect(await res.text()).toBe("sku,qty\nA1,3\n");
  });

  it("cuts the connection of a file answer that fails part-way, and logs why", async () => {
    for (const [thrown, said] of [
      [new Error("disk gone"), "disk gone"],
      [null, "null"],
    ] as const) {
      logged.length = 0;
      cutWith = thrown;
      const res = await fetch(base + "/api/cut", { headers: { authorization: "Bearer good-token", "x-request-id": "req-cut" } });
      expect(res.status).toBe(200);
      // the client sees a broken download, not a short file that looks whole
      await expect(res.text()).rejects.toThrow();
      expect(await quiet()).toEqual([{ level: "error", msg: "file answer interrupted", fields: { request_id: "req-cut", err: said } }]);
    }
  });
});
