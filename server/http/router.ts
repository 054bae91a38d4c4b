import type { IncomingMessage, ServerResponse } from "node:http";
import type { JobQueue } from "../jobs/queue";
import type * as z from "zod";
import type { Db, Queryable } from "../db/client";
import type { ApiConfig } from "../config";
import type { ObjectStore } from "../storage/store";
import { ApiError, forbidden, unauthorized } from "./errors";

export interface AuthedUser {
  id: number;
  username: string;
  name: string;
  role: string;
  permissions: ReadonlySet<string>;
}

/**
 * Who may call an endpoint. Every endpoint must say: the authorization matrix test reads these.
 * `any`: the caller needs at least one of the listed permission names.
 */
export type Access = { public: true } | { signedIn: true } | { any: readonly string[] };

export interface Ctx<Q, B> {
  db: Db;
  config: ApiConfig;
  store: ObjectStore;
  /** enqueue work in the endpoint's transaction: `ctx.jobs.enqueue(q, kind, data)` (absent only in tests that build a bare handler) */
  jobs?: JobQueue;
  /** the raw request, for endpoints that read their own body (`stream`) */
  req: IncomingMessage;
  /**
   * the raw response, for endpoints that answer with a file (a download, a streamed export): once
   * such a handler has sent its headers, no envelope follows
   */
  res: ServerResponse;
  user: AuthedUser;
  /** the caller's bearer token ("" when none) */
  token: string;
  query: Q;
  body: B;
  params: Record<string, string>;
  requestId: string;
  /** writes the audit-log row inside the caller's transaction */
  audit(q: Queryable, row: AuditRow): Promise<void>;
}

export interface AuditRow {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

export interface Endpoint<Q = unknown, B = unknown> {
  method: "GET" | "POST";
  path: string;
  access: Access;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** the handler reads the request body itself (multipart uploads) instead of the 1 MB JSON reader */
  stream?: true;
  handler(ctx: Ctx<Q, B>): Promise<unknown>;
}

/** Typed helper so each module's list reads as data. */
export function endpoint<Q = Record<string, never>, B = Record<string, never>>(e: Endpoint<Q, B>): Endpoint {
  return e as unknown as Endpoint;
}

interface Compiled {
  e: Endpoint;
  re: RegExp;
  keys: string[];
}

export class Router {
  private routes: Compiled[] = [];

  add(...eps: Endpoint[]) {
    for (const e of eps) {
      const keys: string[] = [];
      const re = new RegExp(
        "^" +
          e.path.replace(/[.]/g, "\\.").replace(/\{(\w+)\}/g, (_, k) => {
            keys.push(k);
            return "([^/]+)";
          }) +
          "$",
      );
      this.routes.push({ e, re, keys });
    }
    return this;
  }

  get endpoints(): Endpoint[] {
    return this.routes.map((r) => r.e);
  }

  match(method: string, pathname: string): { e: Endpoint; params: Record<string, string> } | "method" | null {
    let pathMatched = false;
    // a literal path (/currency/create) is never claimed by a parameter route (/currency/{id})
    const literal = this.routes.some((r) => !r.keys.length && r.re.test(pathname));
    for (const r of this.routes) {
      if (literal && r.keys.length) continue;
      const m = r.re.exec(pathname);
      if (!m) continue;
      pathMatched = true;
      if (r.e.method !== method) continue;
      const params: Record<string, string> = {};
      r.keys.forEach((k, i) => (params[k] = decodePathPart(m[i + 1])));
      return { e: r.e, params };
    }
    return pathMatched ? "method" : null;
  }
}

function decodePathPart(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new ApiError(400, "The URL is not valid (bad percent-encoding)", null, "网址无效（百分号编码有误）");
  }
}

export function checkAccess(access: Access, user: AuthedUser | null): void {
  if ("public" in access) return;
  if (!user) throw unauthorized();
  if ("signedIn" in access) return;
  if (!access.any.some((p) => user.permissions.has(p))) {
    throw forbidden();
  }
}
