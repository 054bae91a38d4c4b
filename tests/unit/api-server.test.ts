// The console's API client: identical GETs in flight share one request, envelopes become errors,
// an unreachable or slow API becomes ApiUnavailableError.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError, ApiUnavailableError, apiGet, apiPost } from "~/lib/api.server";

const base = "http://api.test";

beforeAll(() => {
  vi.stubEnv("LOG_LEVEL", "silent"); // the client logs unreachable calls
});
afterAll(() => {
  vi.unstubAllEnvs();
});

/** The error a call rejects with; fails the test if it resolves. */
const rejection = <E = ApiError>(p: Promise<unknown>) =>
  p.then(
    (v) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(v)}`);
    },
    (e: unknown) => e as E,
  );

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A fetch that answers `body` after `delay` ms and records every call. */
function fakeFetch(body: unknown = { code: 200, data: { ok: true } }, delay = 50) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    await sleep(delay);
    return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return { impl, calls };
}

// The merge key is token + path + query, so each test uses its own path.
let n = 0;
const uniquePath = () => `config/merge-${++n}`;

describe("apiGet merging", () => {
  it("makes one request for two identical GETs in flight, whatever the query key order", async () => {
    const f = fakeFetch({ code: 200, data: { list: [1] } });
    const path = uniquePath();
    const opts = { token: "tok-a", base, fetchImpl: f.impl };
    const [a, b] = await Promise.all([apiGet(path, { site: "us", page: 1 }, opts), apiGet(path, { page: 1, site: "us" }, opts)]);
    expect(f.calls).toHaveLength(1);
    expect(a).toEqual({ list: [1] });
    expect(b).toEqual({ list: [1] });
  });

  it("sends the token, request id and sorted query to <base>/api/<path>", async () => {
    const f = fakeFetch();
    const path = uniquePath();
    await apiGet(`/${path}`, { site: " us ", page: 2, empty: "" }, { token: "tok-a", requestId: "req-1", base, fetchImpl: f.impl });
    expect(f.calls[0].url).toBe(`${base}/api/${path}?page=2&site=us`);
    const headers = f.calls[0].init.headers as Record<string, string>;
    expect(headers.authorization).toBe("Bearer tok-a");
    expect(headers["x-request-id"]).toBe("req-1");
    expect(f.calls[0].init.method).toBe("GET");
  });

  it("does not share a request between different tokens (users)", async () => {
    const f = fakeFetch();
    const path = uniquePath();
    await Promise.all([
      apiGet(path, { page: 1 }, { token: "tok-a", base, fetchImpl: f.impl }),
      apiGet(path, { page: 1 }, { token: "tok-b", base, fetchImpl: f.impl }),
    ]);
    expect(f.calls).toHaveLength(2);
    expect(f.calls.map((c) => (c.init.headers as Record<string, string>).authorization).sort()).toEqual(["Bearer tok-a", "Bearer tok-b"]);
  });

  it("does not share a request between different queries or paths", async () => {
    const f = fakeFetch();
    const path = uniquePath();
    const opts = { token: "tok-a", base, fetchImpl: f.impl };
    await Promise.all([apiGet(path, { page: 1 }, opts), apiGet(path, { page: 2 }, opts), apiGet(uniquePath(), { page: 1 }, opts)]);
    expect(f.calls).toHaveLength(3);
  });

  it("makes a new request once the first one has settled", async () => {
    const f = fakeFetch(undefined, 5);
    const path = uniquePath();
    const opts = { token: "tok-a", base, fetchImpl: f.impl };
    await apiGet(path, { page: 1 }, opts);
    await apiGet(path, { page: 1 }, opts);
    expect(f.calls).toHaveLength(2);
  });

  it("makes a new request after the 300 ms merge window even if the first is still in flight", async () => {
    const f = fakeFetch(undefined, 600);
    const path = uniquePath();
    const opts = { token: "tok-a", base, fetchImpl: f.impl };
    const first = apiGet(path, undefined, opts);
    await sleep(350);
    const second = apiGet(path, undefined, opts);
    await Promise.all([first, second]);
    expect(f.calls).toHaveLength(2);
  });

  it("gives both merged callers the same error", async () => {
    const f = fakeFetch({ code: 404, message: "Not found", data: null });
    const path = uniquePath();
    const opts = { token: "tok-a", base, fetchImpl: f.impl };
    const results = await Promise.allSettled([apiGet(path, undefined, opts), apiGet(path, undefined, opts)]);
    expect(f.calls).toHaveLength(1);
    for (const r of results) {
      expect(r.status).toBe("rejected");
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
    }
  });
});

describe("API envelopes", () => {
  it("rejects a code >= 300 envelope with ApiError carrying code, message and data", async () => {
    const data = { errors: { currency_code: ["Unknown currency"] } };
    const f = fakeFetch({ code: 422, message: "Check the highlighted fields", data }, 1);
    const err = await rejection(apiGet(uniquePath(), undefined, { token: "t", base, fetchImpl: f.impl }));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe(422);
    expect(err.message).toBe("Check the highlighted fields");
    expect(err.data).toEqual(data);
    expect(err.fieldErrors).toEqual({ currency_code: ["Unknown currency"] });
  });

  it("uses `msg` when the envelope has no `message`", async () => {
    const f = fakeFetch({ code: 403, msg: "Forbidden", data: null }, 1);
    const err = await rejection(apiGet(uniquePath(), undefined, { base, fetchImpl: f.impl }));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe(403);
    expect(err.message).toBe("Forbidden");
    expect(err.fieldErrors).toEqual({});
  });

  it("resolves with data for codes below 300", async () => {
    const f = fakeFetch({ code: 200, message: "ok", data: { id: 7 } }, 1);
    await expect(apiGet(uniquePath(), undefined, { base, fetchImpl: f.impl })).resolves.toEqual({ id: 7 });
  });

  it("treats a non-JSON or envelope-less answer as the API being unavailable", async () => {
    const html = (async () => new Response("<html>bad gateway</html>", { status: 502 })) as typeof fetch;
    await expect(apiGet(uniquePath(), undefined, { base, fetchImpl: html })).rejects.toBeInstanceOf(ApiUnavailableError);
    const f = fakeFetch({ hello: "world" }, 1);
    await expect(apiGet(uniquePath(), undefined, { base, fetchImpl: f.impl })).rejects.toBeInstanceOf(ApiUnavailableError);
  });

  it("turns a failed fetch (connection refused) into ApiUnavailableError", async () => {
    const down = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch;
    const err = await rejection(apiGet(uniquePath(), undefined, { base, fetchImpl: down }));
    expect(err).toBeInstanceOf(ApiUnavailableError);
    expect(err).not.toBeInstanceOf(ApiError);
    expect(err.message).toContain("fetch failed");
  });

  it("posts a JSON body", async () => {
    const f = fakeFetch({ code: 200, data: { id: 1 } }, 1);
    await expect(apiPost("config/currency", { code: "USD" }, { token: "t", base, fetchImpl: f.impl })).resolves.toEqual({ id: 1 });
    expect(f.calls[0].init.method).toBe("POST");
    expect(f.calls[0].init.body).toBe(JSON.stringify({ code: "USD" }));
    expect((f.calls[0].init.headers as Record<string, string>)["content-type"]).toBe("application/json");
  });
});

describe("time-outs", () => {
  /** A fetch that never answers but gives up when its signal aborts, like the real one. */
  const hanging = (seen: (AbortSignal | undefined | null)[]) =>
    ((_url: string, init?: RequestInit) => {
      seen.push(init?.signal);
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason));
      });
    }) as typeof fetch;

  it("aborts a call that takes longer than timeoutMs with ApiUnavailableError", async () => {
    const seen: (AbortSignal | undefined | null)[] = [];
    const started = Date.now();
    const err = await rejection(apiGet(uniquePath(), undefined, { base, timeoutMs: 50, fetchImpl: hanging(seen) }));
    expect(err).toBeInstanceOf(ApiUnavailableError);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(seen[0]?.aborted).toBe(true);
  });

  it("passes an abort signal by default and none for timeoutMs 0 (imports, exports)", async () => {
    const f = fakeFetch(undefined, 1);
    await apiGet(uniquePath(), undefined, { base, fetchImpl: f.impl });
    expect(f.calls[0].init.signal).toBeInstanceOf(AbortSignal);
    await apiGet(uniquePath(), undefined, { base, timeoutMs: 0, fetchImpl: f.impl });
    expect(f.calls[1].init.signal).toBeUndefined();
  });
});
