// The Idempotency-Key steps (server/http/idempotency.ts) over a stand-in database, for what the
// API tests cannot provoke on demand: a lost race, a failed write of the stored answer, a request
// without a user. Messages are checked in both languages the API speaks.
import type { IncomingMessage } from "node:http";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Db, Queryable } from "../../server/db/client";
import { ApiError } from "../../server/http/errors";
import type { AuthedUser } from "../../server/http/router";

const logged: unknown[][] = [];
vi.mock("../../server/log", () => ({ log: (...args: unknown[]) => logged.push(args) }));
const { idempotency } = await import("../../server/http/idempotency");

const user = { id: 3, username: "u", name: "U", role: "r", permissions: new Set<string>() } as AuthedUser;
const req = (method: string, key?: string | string[]) =>
  ({ method, headers: key === undefined ? {} : { "idempotency-key": key } }) as unknown as IncomingMessage;
let sent: string[];
function db(answer: (sql: string) => unknown[] | Promise<unknown[]>): Db & Queryable {
  return {
    kind: "pglite",
    async query(sql: string) {
      sent.push(sql.split(" ")[0]);
      return answer(sql);
    },
  } as unknown as Db & Queryable;
}
const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => undefined,
    (err) => err,
  );
  return e instanceof ApiError ? { code: e.code, en: e.localized("en").message, zh: e.localized("zh").message } : e;
};

beforeEach(() => {
  sent = [];
  logged.length = 0;
});

describe("the key", () => {
  it("is refused when malformed, in both languages", async () => {
    const e = await refusal(
      Promise.resolve().then(() =>
        idempotency(
          db(() => []),
          req("POST", "x y"),
          user,
          "POST /a",
          "r",
        ),
      ),
    );
    expect(e).toEqual({
      code: 422,
      en: "Idempotency-Key must be 8 to 128 letters, digits, - or _",
      zh: "Idempotency-Key 须为 8 至 128 位字母、数字、- 或 _",
    });
  });

  it("is ignored on a GET and without a user: no lookup, no claim, nothing stored", async () => {
    const d = db(() => [{ key: "k" }]);
    for (const once of [idempotency(d, req("GET", "x y"), user, "GET /a", "r"), idempotency(d, req("POST", "x y"), null, "POST /a", "r")]) {
      expect(await once.replay()).toBeUndefined();
      await once.claim(d);
      await expect(once.remember({ a: 1 })).resolves.toBeUndefined();
    }
    expect(sent).toEqual([]);
  });
});

describe("replay", () => {
  it("refuses a key used for another endpoint, in both languages", async () => {
    const once = idempotency(
      db(() => [{ endpoint: "POST /other", response: null }]),
      req("POST", "key-000001"),
      user,
      "POST /a",
      "r",
    );
    expect(await refusal(once.replay())).toEqual({
      code: 422,
      en: "This Idempotency-Key was already used for another request",
      zh: "该 Idempotency-Key 已用于另一个请求",
    });
  });

  it("answers a stored null as null", async () => {
    const once = idempotency(
      db(() => [{ endpoint: "POST /a", response: null }]),
      req("POST", "key-000001"),
      user,
      "POST /a",
      "r",
    );
    expect(await once.replay()).toEqual({ data: null });
  });
});

describe("claim", () => {
  it("refuses the loser of a race with 409, in both languages", async () => {
    const d = db((sql) => (sql.startsWith("insert") ? [] : []));
    const once = idempotency(d, req("POST", "key-000001"), user, "POST /a", "r");
    expect(await refusal(once.claim(d))).toEqual({
      code: 409,
      en: "This was already submitted; reload to see the result",
      zh: "该操作已提交，请刷新查看结果",
    });
  });

  it("stores nothing for a write that did not claim its key", async () => {
    const once = idempotency(
      db(() => []),
      req("POST", "key-000001"),
      user,
      "POST /a",
      "r",
    );
    await once.remember({ a: 1 });
    expect(sent).toEqual([]);
  });
});

describe("remember", () => {
  it("is best effort: a failed store is logged as a warning with the request id, the write stands", async () => {
    const d = db((sql) =>
      sql.startsWith("insert") ? [{ key: "key-000001" }] : sql.startsWith("update") ? Promise.reject(new Error("disk full")) : [],
    );
    const once = idempotency(d, req("POST", "key-000001"), user, "POST /a", "req-9");
    await once.claim(d);
    await expect(once.remember({ a: 1 })).resolves.toBeUndefined();
    expect(logged).toEqual([["warn", "idempotency answer not stored", { request_id: "req-9", err: "Error: disk full" }]]);
  });
});
