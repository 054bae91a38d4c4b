// The console's guards at the top of every loader and action (app/lib/auth.server.ts): sign-in
// redirect, same-origin posts, 404 for a route the user may not open, 400 for an intent the route
// does not declare or this action does not handle, 403 for a missing key. The user's permissions
// come from a stand-in for the API; the expected answers are written from the rules in docs/architecture.md.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// the stand-in answers where the console's transport to the API would have gone
const standIn = vi.hoisted(() => ({
  answer: null as null | ((url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<Response>),
}));
vi.mock("~/lib/api-transport.server", () => ({
  requestJson: async (method: string, url: string, headers: Record<string, string>, body: string | undefined) => {
    const res = await standIn.answer!(url, { method, headers, body });
    return { status: res.status, body: await res.json() };
  },
}));
import {
  forgetPermissions,
  lastKnownPermissions,
  loginRedirect,
  permissionsOf,
  requireForm,
  requireIntent,
  requireRoute,
  startSession,
} from "~/lib/auth.server";
import { apiFor } from "~/lib/api.server";
import { sessionStorage } from "~/lib/session.server";
import { localeCookie } from "~/lib/i18n.server";

const BASE = "http://console.test";
const KEY = "currency-manage-list-all-right-btns";
let granted: string[] = [];
let permissionCalls = 0;
let failPermissions = false;
const loginBodies: unknown[] = [];
const LOGIN = {
  token: "api-token-1",
  expires_in: 3600,
  user: { id: 7, username: "ada", name: "Ada", email: "a@x", avatar: "", language: "en" },
  roles: ["admin"],
};

beforeAll(() => {
  standIn.answer = async (url, init) => {
    if (String(url).endsWith("/api/auth/login")) {
      loginBodies.push({ ...JSON.parse(String(init?.body)), requestId: (init?.headers as Record<string, string>)["x-request-id"] });
      return Response.json({ code: 200, message: "success", data: LOGIN });
    }
    if (!String(url).endsWith("/api/auth/permissions/current")) throw new Error(`unexpected call ${url}`);
    permissionCalls++;
    if (failPermissions) return Response.json({ code: 500, message: "down", data: null });
    return Response.json({ code: 200, message: "success", data: granted });
  };
});
afterAll(() => {
  standIn.answer = null;
});

let tokenNo = 0;
let token = "";
beforeEach(() => {
  // a fresh token per test: permissions are cached per token
  token = `token-${++tokenNo}`;
  permissionCalls = 0;
  failPermissions = false;
});

async function cookie({ withUser = true } = {}) {
  const s = await sessionStorage.getSession();
  s.set("token", token);
  if (withUser) s.set("user", { id: 1, username: "u", name: "U", email: "", avatar: "", roles: [] });
  return (await sessionStorage.commitSession(s)).split(";")[0];
}
async function get(path: string) {
  return new Request(BASE + path, { headers: { cookie: await cookie() } });
}
async function post(path: string, fields: Record<string, string>, headers: Record<string, string> = { origin: BASE }) {
  return new Request(BASE + path, { method: "POST", body: new URLSearchParams(fields), headers: { cookie: await cookie(), ...headers } });
}

/** What a guard threw: a redirect's location, or a status. */
async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (thrown) {
    if (thrown instanceof Response) return `${thrown.status} ${thrown.headers.get("location") ?? ""}`.trim();
    const d = thrown as { type?: string; init?: { status?: number }; data?: { message?: string } };
    if (d?.type === "DataWithResponseInit") return `${d.init?.status} ${d.data?.message}`;
    return `error: ${(thrown as Error).message}`;
  }
  return "allowed";
}

describe("requireRoute", () => {
  it("sends a visitor without a session to sign in, back to the page and its query", async () => {
    const req = new Request(`${BASE}/system/currency-manage-list?site=us&page=2`);
    expect(await refusal(requireRoute(req, "currency-manage-list"))).toBe(
      `302 /login?redirectTo=${encodeURIComponent("/system/currency-manage-list?site=us&page=2")}`,
    );
    expect(loginRedirect(req).headers.get("location")).toBe("/login?redirectTo=%2Fsystem%2Fcurrency-manage-list%3Fsite%3Dus%26page%3D2");
  });

  it("takes a session without its user for no session", async () => {
    granted = ["currency-manage-list"];
    const req = new Request(`${BASE}/system/currency-manage-list`, { headers: { cookie: await cookie({ withUser: false }) } });
    expect(await refusal(requireRoute(req, "currency-manage-list"))).toBe(
      `302 /login?redirectTo=${encodeURIComponent("/system/currency-manage-list")}`,
    );
  });

  it("refuses a cross-site post before anything else, session or not", async () => {
    const req = await post("/system/currency-manage-list", { intent: "enable" }, { origin: "https://evil.example" });
    granted = ["currency-manage-list", KEY];
    expect(await refusal(requireRoute(req, "currency-manage-list"))).toBe("403 cross-site-refused");
    expect(permissionCalls).toBe(0);
  });

  it("sends a user who may not open the route to the not-found page", async () => {
    granted = ["setting", KEY, "welcome"];
    expect(await refusal(requireRoute(await get("/system/currency-manage-list"), "currency-manage-list"))).toBe("302 /error/404");
  });

  it("opens the route for its name alone, with only the route's keys the user holds", async () => {
    granted = ["currency-manage-list", "exchange-rate-list-all-right-btns"];
    const ctx = await requireRoute(await get("/system/currency-manage-list"), "currency-manage-list");
    expect(ctx.route.name).toBe("currency-manage-list");
    expect(ctx.keys).toEqual([]);
    expect(ctx.can(KEY)).toBe(false);
    expect(ctx.can("exchange-rate-list-all-right-btns")).toBe(false);
    expect(ctx.token).toBe(token);
    expect(ctx.user.username).toBe("u");
  });

  it("gives the holder of the key its buttons", async () => {
    granted = ["currency-manage-list", KEY];
    const ctx = await requireRoute(await get("/system/currency-manage-list"), "currency-manage-list");
    expect(ctx.keys).toEqual([KEY]);
    expect(ctx.can(KEY)).toBe(true);
    expect([...ctx.granted].sort()).toEqual([KEY, "currency-manage-list"].sort());
  });

  it("hands the loader a translator in the person's interface language (the lng cookie; zh without one)", async () => {
    granted = ["currency-manage-list"];
    const zh = await requireRoute(await get("/system/currency-manage-list"), "currency-manage-list");
    expect(zh.t("common.save")).toBe("保存");
    const lng = (await localeCookie.serialize("en")).split(";")[0];
    const req = new Request(`${BASE}/system/currency-manage-list`, { headers: { cookie: `${await cookie()}; ${lng}` } });
    expect((await requireRoute(req, "currency-manage-list")).t("common.save")).toBe("Save");
  });

  it("a route name the tree does not know is a programming error, not a 404", async () => {
    granted = ["currency-manage-list"];
    expect(await refusal(requireRoute(await get("/x"), "no-such-route"))).toBe("error: route no-such-route is not in the route tree");
  });
});

describe("requireIntent", () => {
  const act = async (fields: Record<string, string>, handles: string[]) =>
    refusal(requireIntent(await post("/system/currency-manage-list", fields), "currency-manage-list", handles));

  it("takes a declared intent this action handles, from a holder of its key", async () => {
    granted = ["currency-manage-list", KEY];
    const ctx = await requireIntent(await post("/system/currency-manage-list", { intent: "enable", id: "3" }), "currency-manage-list", [
      "enable",
      "disable",
    ]);
    expect(ctx.intent).toBe("enable");
    expect(ctx.form.get("id")).toBe("3");
  });

  it("answers 400 to an intent the route does not declare, or none", async () => {
    granted = ["currency-manage-list", KEY];
    expect(await act({ intent: "drop-tables" }, ["enable"])).toBe("400 unknown-intent");
    expect(await act({}, ["enable"])).toBe("400 unknown-intent");
  });

  it("answers 403 to a declared intent without its key — even one another action handles", async () => {
    granted = ["currency-manage-list"];
    expect(await act({ intent: "enable" }, ["enable"])).toBe("403 forbidden");
    expect(await act({ intent: "create" }, ["enable"])).toBe("403 forbidden");
  });

  it("answers 400 to a declared intent this action does not handle, for a holder of the key", async () => {
    granted = ["currency-manage-list", KEY];
    expect(await act({ intent: "create" }, ["enable", "disable"])).toBe("400 unknown-intent");
  });

  it("sends a user who may not open the route to the not-found page, key or not", async () => {
    granted = [KEY];
    expect(await act({ intent: "enable" }, ["enable"])).toBe("302 /error/404");
  });
});

describe("requireForm", () => {
  const open = async (path: string) => refusal(requireForm(await get(path), "currency-manage-list"));

  it("opens the create and edit forms to holders of their intent's key only", async () => {
    granted = ["currency-manage-list", KEY];
    expect(await open("/system/currency-manage-list/new")).toBe("allowed");
    expect(await open("/system/currency-manage-list/12")).toBe("allowed");
    granted = ["currency-manage-list"];
    token += "-reader";
    expect(await open("/system/currency-manage-list/new")).toBe("403 forbidden");
    expect(await open("/system/currency-manage-list/12")).toBe("403 forbidden");
  });

  it("a path that is not one of the route's form pages is a programming error", async () => {
    granted = ["currency-manage-list", KEY];
    expect(await open("/system/currency-manage-list/export")).toMatch(/^error: \/system\/currency-manage-list\/export is not a form page/);
  });
});

describe("permissionsOf", () => {
  const api = () => apiFor(new Request(`${BASE}/`), token);

  it("asks the API once for the loaders of one page (cached for 5 s), then again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      granted = ["welcome"];
      expect([...(await permissionsOf(api(), token))]).toEqual(["welcome"]);
      granted = ["welcome", "setting"];
      vi.setSystemTime(Date.now() + 4_999);
      expect([...(await permissionsOf(api(), token))]).toEqual(["welcome"]);
      expect(permissionCalls).toBe(1);
      vi.setSystemTime(Date.now() + 2);
      expect([...(await permissionsOf(api(), token))]).toEqual(["welcome", "setting"]);
      expect(permissionCalls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("is stale at exactly 5 s", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      granted = ["welcome"];
      await permissionsOf(api(), token);
      vi.setSystemTime(Date.now() + 5_000);
      await permissionsOf(api(), token);
      expect(permissionCalls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps other users' answers while it holds up to 5,000, and is emptied past that", async () => {
    // a fresh module: an empty cache whose size this test controls
    vi.resetModules();
    const fresh = await import("~/lib/auth.server");
    const freshApi = (tok: string) => apiFor(new Request(`${BASE}/`), tok);
    granted = ["welcome"];
    for (let i = 0; i <= 5000; i++) await fresh.permissionsOf(freshApi(`bulk-${i}`), `bulk-${i}`);
    expect(permissionCalls).toBe(5001);
    // 5,001 held: the first is still cached
    await fresh.permissionsOf(freshApi("bulk-0"), "bulk-0");
    expect(permissionCalls).toBe(5001);
    // one more user empties the cache: the first is asked for again
    await fresh.permissionsOf(freshApi("bulk-new"), "bulk-new");
    await fresh.permissionsOf(freshApi("bulk-0"), "bulk-0");
    expect(permissionCalls).toBe(5003);
  });

  it("keeps no failed answer, but remembers the last good set for the menu", async () => {
    granted = ["welcome", "setting"];
    await permissionsOf(api(), token);
    forgetPermissions(token);
    expect(lastKnownPermissions(token)).toBeUndefined();
    await permissionsOf(api(), token);
    failPermissions = true;
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 6_000);
      await expect(permissionsOf(api(), token)).rejects.toThrow();
      expect([...(lastKnownPermissions(token) ?? [])]).toEqual(["welcome", "setting"]);
      failPermissions = false;
      granted = ["welcome"];
      // asked again at once: the failure was not kept for 5 s
      expect([...(await permissionsOf(api(), token))]).toEqual(["welcome"]);
      expect(permissionCalls).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("startSession", () => {
  it("exchanges the sign-on token for an API token and starts a fresh session holding it, the user and roles, in the person's language", async () => {
    loginBodies.length = 0;
    const before = Date.now();
    const [setCookie, lng, ...more] = await startSession(
      new Request(`${BASE}/auth/callback`, { headers: { "x-request-id": "req-1" } }),
      "sso-token-xyz",
    );
    // the console's request id travels to the API, for the two logs to meet
    expect(loginBodies).toEqual([{ sso_token: "sso-token-xyz", requestId: "req-1" }]);
    expect(setCookie).toMatch(/Max-Age=3600/);
    // the person's stored language is the interface's from this sign-in on (issue 41 §12)
    expect(await localeCookie.parse(lng.split(";")[0])).toBe("en");
    expect(more).toEqual([]);
    const s = await sessionStorage.getSession(setCookie.split(";")[0]);
    expect(s.get("token")).toBe("api-token-1");
    const { language: _language, ...user } = LOGIN.user;
    expect(s.get("user")).toEqual({ ...user, roles: ["admin"] });
    expect(s.get("signedInAt")).toBeGreaterThanOrEqual(before);
  });
});
