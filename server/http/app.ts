import crypto from "node:crypto";
import type { JobQueue } from "../jobs/queue";
import type { IncomingMessage, ServerResponse } from "node:http";
import * as z from "zod";
import { isConnectionError, type Db, type Queryable } from "../db/client";
import type { ApiConfig } from "../config";
import { REQUEST_ID } from "../../app/lib/request-id.server";
import { log } from "../log";
import { userForToken } from "../modules/auth/tokens";
import type { ObjectStore } from "../storage/store";
import { serveStored } from "./serve-upload";
import { Download, sendDownload } from "./download";
import { whileClaimed } from "../jobs/claims";
import { idempotency } from "./idempotency";
import { ApiError, readableIssue, unauthorized, validationError } from "./errors";
import { checkAccess, type AuditRow, type AuthedUser, type Router } from "./router";
import { withUsWestCopies } from "./us-west-copies";

const MAX_BODY = 1024 * 1024;
// an endpoint that declares no query or body takes none: stray input is refused, not ignored
const NO_INPUT = z.strictObject({});
// SQLSTATE class 22, data exception: a value of the wrong form or range. Constraint violations stay
// 500: they can come from the server's own writes (the audit row), which are no fault of the caller.
const REFUSED_VALUE = /^22...$/;

export interface HttpDeps {
  db: Db;
  config: ApiConfig;
  router: Router;
  store: ObjectStore;
  /** the embedded identity provider, when it runs in this process */
  sso?: (req: IncomingMessage, res: ServerResponse) => void;
  /** the job queue (server/jobs), for endpoints that enqueue in their transaction */
  jobs?: JobQueue;
}

function send(res: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(json),
    "cache-control": "no-store",
  });
  res.end(json);
}

/** The HTTP status mirrors the envelope code for errors, so proxies and monitors see them too. */
function envelope(res: ServerResponse, code: number, message: string, data: unknown) {
  send(res, code >= 400 && code <= 599 ? code : 200, { code, message, data: withUsWestCopies(data) });
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const tooLarge = () => new ApiError(413, "The request body is too large (1 MB at most)", null, "请求内容过大（最多 1 MB）");
  if (Number(req.headers["content-length"]) > MAX_BODY) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  if (!size) return {};
  // the media type itself, not a parameter that happens to mention json
  // Stryker disable next-line StringLiteral: equivalent, any stand-in for a missing type is refused as not JSON
  const type = (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json")
    throw new ApiError(415, "Send the request body as application/json", null, "请求内容须为 application/json");
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw new ApiError(400, "The request body is not valid JSON", null, "请求内容不是有效的 JSON");
  }
}

function queryObject(params: URLSearchParams): Record<string, unknown> {
  // no prototype: "__proto__" or "constructor" in a query string is a key like any other, so the
  // strict schemas see it and refuse it instead of it vanishing into Object.prototype
  const out: Record<string, unknown> = Object.create(null);
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key).filter((v) => v.trim() !== "");
    if (!values.length) continue;
    const k = key.endsWith("[]") ? key.slice(0, -2) : key;
    out[k] = values.length > 1 || key.endsWith("[]") ? values : values[0];
  }
  return out;
}

export function createHandler(deps: HttpDeps) {
  const { db, config, router, store, jobs } = deps;

  return async function handle(req: IncomingMessage, res: ServerResponse) {
    const started = performance.now();
    const incoming = req.headers["x-request-id"];
    const requestId = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    res.setHeader("x-request-id", requestId);
    res.setHeader("x-content-type-options", "nosniff");
    res.setHeader("referrer-policy", "same-origin");
    // Stryker disable next-line StringLiteral: equivalent, Node always sets req.url on a server request
    const url = new URL(req.url ?? "/", "http://api.local");
    let user: AuthedUser | null = null;
    let code = 200;

    res.on("finish", () => {
      if (url.pathname === "/healthz") return;
      log("info", "request", {
        request_id: requestId,
        method: req.method,
        path: url.pathname,
        status: res.statusCode,
        code,
        user: user?.username,
        ms: Math.round(performance.now() - started),
      });
    });

    if (url.pathname === "/sso" || url.pathname.startsWith("/sso/")) {
      if (deps.sso) return deps.sso(req, res);
      return send(res, 404, { code: 404, message: "Sign-on is not embedded in this API", data: null });
    }

    if (url.pathname === "/healthz") {
      try {
        // Stryker disable next-line StringLiteral: equivalent, PostgreSQL and PGlite answer an empty statement too, after the same round trip
        await db.query("select 1");
        return send(res, 200, { status: "ok", db: db.kind });
      } catch {
        return send(res, 503, { status: "unavailable", db: db.kind });
      }
    }

    try {
      if (url.pathname.startsWith("/uploads/")) return await serveStored(req, res, store, url.pathname.slice("/uploads/".length));
      // Stryker disable next-line StringLiteral: equivalent, Node always sets req.method on a server request
      const found = router.match(req.method ?? "GET", url.pathname);
      if (!found) throw new ApiError(404, `No endpoint ${url.pathname}`, null, `没有接口 ${url.pathname}`);
      if (found === "method") throw new ApiError(405, `${req.method} is not allowed here`, null, `此处不接受 ${req.method} 请求`);
      const { e, params } = found;

      const auth = req.headers.authorization;
      const token = auth?.startsWith("Bearer ") ? auth.slice(7).trim() : "";
      // Stryker disable next-line ConditionalExpression: equivalent, an empty token finds nobody (one lookup saved)
      if (token) user = await userForToken(db, token);
      if (token && !user && !("public" in e.access)) throw unauthorized("The sign-in has expired, please sign in again");
      checkAccess(e.access, user);

      const parsedQuery = (e.query ?? NO_INPUT).safeParse(queryObject(url.searchParams), { error: readableIssue });
      if (!parsedQuery.success) throw validationError(parsedQuery.error);
      const query = parsedQuery.data;
      // a streamed endpoint (an upload) reads its own body
      const raw = req.method === "POST" && !e.stream ? await readBody(req) : {};
      const parsedBody = (e.body ?? NO_INPUT).safeParse(raw, { error: readableIssue });
      if (!parsedBody.success) throw validationError(parsedBody.error);
      const body = parsedBody.data;
      const once = idempotency(db, req, user, `${e.method} ${e.path}`, requestId);
      const earlier = await once.replay();
      if (earlier) {
        res.setHeader("idempotent-replay", "true");
        return envelope(res, 200, "success", earlier.data);
      }
      const data = await e.handler({
        db,
        config,
        store,
        jobs,
        req,
        res,
        user: user as AuthedUser,
        token,
        query,
        body,
        params,
        requestId,
        audit: async (q: Queryable, row: AuditRow) => {
          await once.claim(q);
          await writeAudit(q, user, requestId, row);
        },
      });
      // a file answer (download, export) has been written by the handler itself
      if (res.headersSent) return;
      // every file answer is an export: one at a time per person (issue 39.5), across instances
      if (data instanceof Download) {
        if (!user) return await sendDownload(res, data, requestId);
        return await whileClaimed(db, user.id, "export", requestId, (release) => sendDownload(res, data, requestId, release));
      }
      await once.remember(data);
      envelope(res, 200, "success", data ?? null);
    } catch (err) {
      // a body left unread (an upload refused part-way, a body too large, or one refused before it
      // was read) would be taken for the next request on a kept-alive connection: close it
      if (res.headersSent) {
        // a file answer that failed part-way: the client must see a broken download, not a short file
        log("error", "file answer interrupted", { request_id: requestId, err: String((err as Error)?.message ?? err) });
        code = 500;
        res.destroy();
        return;
      }
      if (!req.complete) res.setHeader("connection", "close");
      // Stryker disable next-line StringLiteral: equivalent, anything but a zh language is answered in English
      const lang = /^zh/i.test(String(req.headers["accept-language"] ?? "")) ? "zh" : "en";
      // the app's own answers in the caller's language, as an ApiError's are
      const say = (en: string, zh: string) => (lang === "zh" ? zh : en);
      if (err instanceof ApiError) {
        code = err.code;
        const { message, data } = err.localized(lang);
        // a refusal that says when to come back says it to HTTP clients and proxies too
        const wait = (err.data as { retry_after?: unknown } | null)?.retry_after;
        if (err.code === 429 && typeof wait === "number") res.setHeader("retry-after", String(wait));
        return envelope(res, err.code, message, data);
      }
      code = 500;
      const pgCode = (err as { code?: string }).code;
      if (pgCode === "23505") {
        code = 409;
        return envelope(res, 409, say("A record with the same key already exists", "已存在相同键的记录"), null);
      }
      if (isConnectionError(err)) {
        // the database is restarting or unreachable: the pool reconnects on a later request
        code = 503;
        // Stryker disable next-line OptionalChaining: equivalent, a null error already failed on .code above
        log("error", "database unavailable", { request_id: requestId, err: String((err as Error)?.message ?? err) });
        const en = `The database cannot be reached right now; try again in a moment (request id ${requestId})`;
        return envelope(res, 503, say(en, `暂时无法连接数据库，请稍后再试（请求编号 ${requestId}）`), null);
      }
      if (pgCode && REFUSED_VALUE.test(pgCode)) {
        // a value the schema let through but the database refuses (out of range, bad syntax, NUL):
        // the input is at fault, so 422; the log keeps the detail for tightening the schema
        code = 422;
        // Stryker disable next-line OptionalChaining: equivalent, a null error already failed on .code above
        log("warn", "database refused a value", { request_id: requestId, pg_code: pgCode, err: String((err as Error)?.message ?? err) });
        const en = "Please check the input (a value is out of range or not in the expected form)";
        return envelope(res, 422, say(en, "请检查输入（有值超出范围或格式不符）"), null);
      }
      // Stryker disable next-line OptionalChaining: equivalent, a null error already failed on .code above
      log("error", "unhandled", { request_id: requestId, err: String((err as Error)?.stack ?? err) });
      const en = `The server could not complete the request; it has been logged (request id ${requestId})`;
      envelope(res, 500, say(en, `服务器未能完成请求，已记录（请求编号 ${requestId}）`), null);
    }
  };
}

/** One audit-log row in the caller's transaction; `user` null for the system (a scheduled job). */
export async function writeAudit(q: Queryable, user: AuthedUser | null, requestId: string, row: AuditRow) {
  await q.query(
    `insert into audit_log (actor_id, actor_name, action, entity, entity_id, before, after, request_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      user?.id ?? null,
      user?.name ?? "system",
      row.action,
      row.entity,
      String(row.entityId),
      row.before === undefined ? null : JSON.stringify(row.before),
      row.after === undefined ? null : JSON.stringify(row.after),
      requestId,
    ],
  );
}
