// The API's router and access check (server/http/router.ts) on their own: which endpoint a
// method and path reach, what its path parameters are, and who gets 401 or 403.
import { describe, expect, it } from "vitest";
import { ApiError } from "../../server/http/errors";
import { Router, checkAccess, endpoint, type AuthedUser } from "../../server/http/router";

const ep = (method: "GET" | "POST", path: string) => endpoint({ method, path, access: { signedIn: true }, handler: async () => null });
const list = ep("GET", "/api/things");
const one = ep("GET", "/api/thing/{id}");
const create = ep("POST", "/api/thing/create");
const pair = ep("GET", "/api/pair/{a}/{b}");
const dotted = ep("GET", "/api/v1.2/x");
const router = new Router().add(list, one, create).add(pair, dotted);

const user = (...perms: string[]): AuthedUser => ({ id: 1, username: "u", name: "U", role: "r", permissions: new Set(perms) });
const codeOf = (f: () => void) => {
  try {
    f();
  } catch (err) {
    return err instanceof ApiError ? err.code : String(err);
  }
  return "passed";
};

describe("Router.match", () => {
  it("lists its endpoints in the order they were added", () => {
    expect(router.endpoints).toEqual([list, one, create, pair, dotted]);
  });

  it("reaches a literal path and gives a parameter route its decoded parameters", () => {
    expect(router.match("GET", "/api/things")).toEqual({ e: list, params: {} });
    expect(router.match("GET", "/api/thing/42")).toEqual({ e: one, params: { id: "42" } });
    expect(router.match("GET", "/api/thing/a%20b%2Fc")).toEqual({ e: one, params: { id: "a b/c" } });
    expect(router.match("GET", "/api/pair/x/y")).toEqual({ e: pair, params: { a: "x", b: "y" } });
  });

  it("never lets a parameter route claim a literal path: a wrong method there is 'method'", () => {
    expect(router.match("POST", "/api/thing/create")).toEqual({ e: create, params: {} });
    expect(router.match("GET", "/api/thing/create")).toBe("method");
  });

  it("answers 'method' for a known path with another method, null for an unknown path", () => {
    expect(router.match("POST", "/api/things")).toBe("method");
    expect(router.match("GET", "/api/nothing")).toBeNull();
  });

  it("matches whole paths only, one segment per parameter, dots literally", () => {
    expect(router.match("GET", "/api/things/extra")).toBeNull();
    expect(router.match("GET", "/prefix/api/things")).toBeNull();
    expect(router.match("GET", "/api/thing/1/2")).toBeNull();
    expect(router.match("GET", "/api/thing/")).toBeNull();
    expect(router.match("GET", "/api/v1.2/x")).toEqual({ e: dotted, params: {} });
    expect(router.match("GET", "/api/v1x2/x")).toBeNull();
  });

  it("refuses a path parameter with broken percent-encoding with 400", () => {
    expect(codeOf(() => router.match("GET", "/api/thing/%E0%A4%A"))).toBe(400);
    expect(() => router.match("GET", "/api/thing/%E0%A4%A")).toThrow("The URL is not valid (bad percent-encoding)");
  });
});

describe("checkAccess", () => {
  it("lets anyone call a public endpoint", () => {
    expect(codeOf(() => checkAccess({ public: true }, null))).toBe("passed");
  });

  it("asks for a sign-in (401) on every other endpoint", () => {
    expect(codeOf(() => checkAccess({ signedIn: true }, null))).toBe(401);
    expect(codeOf(() => checkAccess({ any: ["setting"] }, null))).toBe(401);
  });

  it("lets any signed-in user call a signedIn endpoint", () => {
    expect(codeOf(() => checkAccess({ signedIn: true }, user()))).toBe("passed");
  });

  it("needs one of the listed permissions, not all of them (403 for none)", () => {
    const access = { any: ["setting", "exchange-rate-list", "currency-manage-list"] };
    expect(codeOf(() => checkAccess(access, user("currency-manage-list")))).toBe("passed");
    expect(codeOf(() => checkAccess(access, user("setting", "exchange-rate-list", "currency-manage-list")))).toBe("passed");
    expect(codeOf(() => checkAccess(access, user("welcome", "currency-manage-list-all-right-btns")))).toBe(403);
    expect(codeOf(() => checkAccess(access, user()))).toBe(403);
  });
});
