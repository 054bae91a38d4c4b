import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isConnectionError, type Db, type Queryable } from "../db/client";
import type { ApiConfig } from "../config";
import { log } from "../log";
import { userForToken } from "../modules/auth/tokens";
import { ApiError, unauthorized, validationError } from "./errors";
import { checkAccess, type AuditRow, type AuthedUser, type Router } from "./router";

const MAX_BODY = 1024 * 1024;
const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

export interface HttpDeps {
  db: Db;
  config: ApiConfig;
  router: Router;
  /** the embedded identity provider, when it runs in this process */
  sso?: (req: IncomingMessage, res: ServerResponse) => void;
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
  send(res, code >= 400 && code <= 599 ? code : 200, { code, message, data });
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new ApiError(413, "The request body is too large (1 MB at most)");
    chunks.push(chunk as Buffer);
  }
  if (!size) return {};
  const type = req.headers["content-type"] ?? "";
  if (!type.includes("application/json")) throw new ApiError(415, "Send the request body as application/json");
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw new ApiError(400, "The request body is not valid JSON");
  }
}

function queryObject(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key).filter((v) => v.trim() !== "");
    if (!values.length) continue;
    const k = key.endsWith("[]") ? key.slice(0, -2) : key;
    out[k] = values.length > 1 || key.endsWith("[]") ? values : values[0];
  }
  return out;
}

export function createHandler(deps: HttpDeps) {
  const { db, config, router } = deps;

  return async function handle(req: IncomingMessage, res: ServerResponse) {
    const started = performance.now();
    const incoming = req.headers["x-request-id"];
    const requestId = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    res.setHeader("x-request-id", requestId);
    res.setHeader("x-content-type-options", "nosniff");
    res.setHeader("referrer-policy", "same-origin");
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
        await db.query("select 1");
        return send(res, 200, { status: "ok", db: db.kind });
      } catch {
        return send(res, 503, { status: "unavailable", db: db.kind });
      }
    }

    try {
      const found = router.match(req.method ?? "GET", url.pathname);
      if (!found) throw new ApiError(404, `No endpoint ${url.pathname}`);
      if (found === "method") throw new ApiError(405, `${req.method} is not allowed here`);
      const { e, params } = found;

      const auth = req.headers.authorization;
      const token = auth?.startsWith("Bearer ") ? auth.slice(7).trim() : "";
      if (token) user = await userForToken(db, token);
      if (token && !user && !("public" in e.access)) throw unauthorized("The sign-in has expired, please sign in again");
      checkAccess(e.access, user);

      let query: unknown = queryObject(url.searchParams);
      if (e.query) {
        const parsed = e.query.safeParse(query);
        if (!parsed.success) throw validationError(parsed.error);
        query = parsed.data;
      }
      let body: unknown = req.method === "POST" ? await readBody(req) : {};
      if (e.body) {
        const parsed = e.body.safeParse(body);
        if (!parsed.success) throw validationError(parsed.error);
        body = parsed.data;
      }
      const data = await e.handler({
        db,
        config,
        user: user as AuthedUser,
        token,
        query,
        body,
        params,
        requestId,
        audit: (q: Queryable, row: AuditRow) => writeAudit(q, user, requestId, row),
      });
      envelope(res, 200, "success", data ?? null);
    } catch (err) {
      if (err instanceof ApiError) {
        code = err.code;
        const lang = /^zh/i.test(String(req.headers["accept-language"] ?? "")) ? "zh" : "en";
        const { message, data } = err.localized(lang);
        return envelope(res, err.code, message, data);
      }
      code = 500;
      const pgCode = (err as { code?: string }).code;
      if (pgCode === "23505") {
        code = 409;
        return envelope(res, 409, "A record with the same key already exists", null);
      }
      if (isConnectionError(err)) {
        // the database is restarting or unreachable: the pool reconnects on a later request
        code = 503;
        log("error", "database unavailable", { request_id: requestId, err: String((err as Error)?.message ?? err) });
        return envelope(res, 503, `The database cannot be reached right now; try again in a moment (request id ${requestId})`, null);
      }
      log("error", "unhandled", { request_id: requestId, err: String((err as Error)?.stack ?? err) });
      envelope(res, 500, "The server could not complete the request; it has been logged (request id " + requestId + ")", null);
    }
  };
}

async function writeAudit(q: Queryable, user: AuthedUser | null, requestId: string, row: AuditRow) {
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
