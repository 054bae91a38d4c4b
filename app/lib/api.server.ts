import { data, redirect } from "@remix-run/node";
import { GET_MERGE_WINDOW_MS } from "./constants";
import { config } from "./config.server";
import { requestJson } from "./api-transport.server";
import { log } from "./log.server";
import { serializeQuery, type QueryValue } from "./query";
import { getLocale } from "./i18n.server";
import { requestId } from "./request-id.server";
import { getSession, sessionStorage } from "./session.server";

/** An error envelope from the API (code 300 or more): its message is meant for people. */
export class ApiError extends Error {
  constructor(
    public code: number,
    message: string,
    public data: unknown,
  ) {
    super(message);
  }
  /** field errors of a 422 / 409, keyed by field name */
  get fieldErrors(): Record<string, string[]> {
    const d = this.data as { errors?: Record<string, string[]> } | null;
    return d?.errors ?? {};
  }
}

/** The API could not be reached or did not answer in time. */
export class ApiUnavailableError extends Error {}

export interface CallOptions {
  token?: string;
  requestId?: string;
  /** the interface language, so the API's own messages come back in it */
  locale?: string;
  /** milliseconds; 0 means no time-out (imports, exports) */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  base?: string;
  /** a save's key: sent again after a lost answer, the API answers from the first attempt */
  idempotencyKey?: string;
}

interface Envelope<T> {
  code: number;
  message?: string;
  msg?: string;
  data: T;
}

const inflight = new Map<string, { at: number; promise: Promise<unknown> }>();

async function call<T>(
  method: "GET" | "POST",
  path: string,
  opts: CallOptions,
  body?: unknown,
  query?: Record<string, QueryValue>,
): Promise<T> {
  const qs = query ? serializeQuery(query) : "";
  const url = `${opts.base ?? config.apiBase}/api/${path.replace(/^\/+/, "")}${qs ? `?${qs}` : ""}`;
  const timeout = opts.timeoutMs ?? config.apiTimeoutMs;
  const headers: Record<string, string> = { accept: "application/json" };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.requestId) headers["x-request-id"] = opts.requestId;
  if (opts.locale) headers["accept-language"] = opts.locale;
  if (opts.idempotencyKey) headers["idempotency-key"] = opts.idempotencyKey;
  // a FormData body (an upload) sets its own multipart content type
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers["content-type"] = "application/json";
  let status: number;
  let env: Envelope<T>;
  try {
    if (form || opts.fetchImpl) {
      const res = await (opts.fetchImpl ?? fetch)(url, {
        method,
        headers,
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
        signal: timeout ? AbortSignal.timeout(timeout) : undefined,
      });
      status = res.status;
      env = (await res.json().catch(() => undefined)) as Envelope<T>;
    } else {
      ({ status, body: env } = (await requestJson(
        method,
        url,
        headers,
        body === undefined ? undefined : JSON.stringify(body),
        timeout,
      )) as { status: number; body: Envelope<T> });
    }
  } catch (err) {
    // the path only: query strings carry filters and, on some routes, tokens
    // fetch's own error only says "fetch failed": its cause names the socket's fate (reset, closed, refused)
    const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
    log("error", "api unreachable", {
      url: url.split("?")[0],
      request_id: opts.requestId,
      err: String(err),
      ...(cause ? { cause: cause.code ?? cause.message ?? String(cause) } : {}),
    });
    throw new ApiUnavailableError(String((err as Error)?.message ?? err));
  }
  if (env === undefined) throw new ApiUnavailableError(`The API answered ${status} without a JSON envelope`);
  if (typeof env?.code !== "number") throw new ApiUnavailableError("The API answered without an envelope");
  if (env.code >= 300) throw new ApiError(env.code, env.message ?? env.msg ?? "Request failed", env.data);
  return env.data;
}

/** GET with identical requests in flight within the merge window sharing one call. */
export function apiGet<T>(path: string, query: Record<string, QueryValue> | undefined, opts: CallOptions): Promise<T> {
  const key = `${opts.token ?? ""} ${opts.locale ?? ""} ${path}?${serializeQuery(query)}`;
  const now = Date.now();
  const hit = inflight.get(key);
  if (hit && now - hit.at < GET_MERGE_WINDOW_MS) return hit.promise as Promise<T>;
  const promise = call<T>("GET", path, opts, undefined, query);
  const entry = { at: now, promise };
  inflight.set(key, entry);
  const clear = () => {
    if (inflight.get(key) === entry) inflight.delete(key);
  };
  promise.then(clear, clear);
  return promise;
}

export function apiPost<T>(path: string, body: unknown, opts: CallOptions): Promise<T> {
  return call<T>("POST", path, opts, body ?? {});
}

/**
 * The API as the signed-in user of this request. A 401 ends the session and sends the user to
 * sign in again, back to where they were; an unreachable API becomes a 503 shown in the layout.
 */
export function apiFor(request: Request, token: string) {
  const base = { token, requestId: requestId(request) };
  const locale = getLocale(request);
  const guard = async <T>(call: (opts: CallOptions) => Promise<T>): Promise<T> => {
    try {
      return await call({ ...base, locale: await locale });
    } catch (err) {
      if (err instanceof ApiError && err.code === 401) throw await expiredRedirect(request);
      // the API up but its database not (503) is, for the person at the screen, the same outage
      if (err instanceof ApiUnavailableError || (err instanceof ApiError && err.code === 503)) throw unavailable();
      throw err;
    }
  };
  return {
    get: <T>(path: string, query?: Record<string, QueryValue>, o: Partial<CallOptions> = {}) =>
      guard((opts) => apiGet<T>(path, query, { ...opts, ...o })),
    post: <T>(path: string, body?: unknown, o: Partial<CallOptions> = {}) => guard((opts) => apiPost<T>(path, body, { ...opts, ...o })),
  };
}
export type Api = ReturnType<typeof apiFor>;

export function unavailable() {
  return data({ message: "api-unavailable" }, { status: 503 });
}

/** Is this the error `apiFor` throws when the API cannot be reached? */
export function isUnavailable(err: unknown): boolean {
  const d = err as { init?: { status?: number }; data?: { message?: string } } | null;
  return d?.init?.status === 503 && d?.data?.message === "api-unavailable";
}

/**
 * A loader that answers `{ unavailable: true }` with 503 when the API is out of reach: the page then
 * renders inside its own frame instead of its error boundary, so a form open over it — and the
 * values a failed save sent back — can still show.
 */
export function orUnavailable<A extends unknown[], T>(loader: (...args: A) => Promise<T>) {
  return async (...args: A) => {
    try {
      return await loader(...args);
    } catch (err) {
      if (isUnavailable(err)) return data({ unavailable: true as const }, { status: 503 });
      throw err;
    }
  };
}

export async function expiredRedirect(request: Request) {
  const url = new URL(request.url);
  const session = await getSession(request);
  const back = url.pathname + url.search;
  return redirect(`/login?reason=expired&redirectTo=${encodeURIComponent(back)}`, {
    headers: { "Set-Cookie": await sessionStorage.destroySession(session) },
  });
}
