// The console's authorization matrix: every signed-in route module (app/routes) × every account,
// and every form-post intent × every account. The accounts are the demo roles and roles built for
// the test with partial grants (one route without its key, its key without the route, only the
// everyone-grants); what each should get comes from the hand-written permission fixture
// (tests/fixtures/permissions.ts), never from canOpen or expandGrants. A route module the fixture
// does not know, or an action whose route takes no intents, fails here.
import { routeForPath } from "../../app/lib/route-tree";
import { ALL_ACCOUNTS, expectedPermissions, pageOf } from "../fixtures/permissions";
import { routeModules } from "../support/route-modules";
import { CONSOLE_URL, expect, sessionAs, test } from "./fixtures";

type Outcome = "ok" | "not-found" | "forbidden" | "bad-intent";

/** How the console answered: the guard's 404 is a redirect to the not-found page. */
function outcomeOf(status: number, location: string | undefined): Outcome | `unexpected ${number}` {
  if (status === 302 && location === "/error/404") return "not-found";
  if (status === 403) return "forbidden";
  if (status === 400) return "bad-intent";
  if (status === 200 || status === 302 || status === 303 || status === 422) return "ok";
  return `unexpected ${status}`;
}

const pages = routeModules().filter((m) => m.signedIn && m.id !== "_app" && m.hasLoader);
const actions = routeModules().filter((m) => m.signedIn && m.hasAction);

test("every signed-in route module is a page of the permission fixture and of the route tree; every action takes intents", () => {
  expect(pages.length).toBeGreaterThan(5);
  const unknown = pages.filter((m) => !pageOf(m.url)).map((m) => m.file);
  expect(unknown, "route modules missing from tests/fixtures/permissions.ts").toEqual([]);
  const orphans = pages.filter((m) => !routeForPath(m.url)).map((m) => m.file);
  expect(orphans, "route modules outside the route tree").toEqual([]);
  const undeclared = actions.filter((m) => !Object.keys(pageOf(m.url)?.route.intents ?? {}).length).map((m) => m.file);
  expect(undeclared, "actions whose route takes no intents (and so needs no key)").toEqual([]);
});

test("every page × every account: opens, 403 or not found exactly as the fixture says", async ({ playwright }) => {
  test.setTimeout(120_000);
  const mismatches: string[] = [];
  let checked = 0;
  for (const account of ALL_ACCOUNTS) {
    const { ctx } = await sessionAs(playwright, account);
    const perms = expectedPermissions(account);
    for (const m of pages) {
      const { route, form } = pageOf(m.url)!;
      const expected: Outcome = !perms.has(route.name) ? "not-found" : form !== undefined && !perms.has(route.forms![form]) ? "forbidden" : "ok";
      const res = await ctx.get(m.url, { maxRedirects: 0 });
      const got = outcomeOf(res.status(), res.headers()["location"]);
      // an allowed page must render, not bounce elsewhere
      const actual = got === "ok" && res.status() !== 200 ? `redirect ${res.headers()["location"]}` : got;
      checked++;
      if (actual !== expected) mismatches.push(`${account} GET ${m.url}: expected ${expected}, got ${actual}`);
    }
    await ctx.dispose();
  }
  expect(mismatches).toEqual([]);
  expect(checked).toBe(pages.length * ALL_ACCOUNTS.length);
});

test("every action × every intent × every account: allowed or 403 exactly as the fixture says; unknown intents 400", async ({ playwright }) => {
  test.setTimeout(180_000);
  const mismatches: string[] = [];
  for (const account of ALL_ACCOUNTS) {
    const { ctx } = await sessionAs(playwright, account);
    const perms = expectedPermissions(account);
    for (const m of actions) {
      const { route } = pageOf(m.url)!;
      let accepted = 0;
      // the route's intents, and one that is not: an action takes only its own
      for (const [intent, key] of [...Object.entries(route.intents ?? {}), ["drop-tables", ""] as const]) {
        // the body carries no record fields, so an allowed post is refused by validation and
        // changes nothing; only the guard's answer matters here
        const res = await ctx.post(m.url, { form: { intent }, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
        const got = outcomeOf(res.status(), res.headers()["location"]);
        const ok = !perms.has(route.name)
          ? got === "not-found"
          : !key
            ? got === "bad-intent"
            : !perms.has(key)
              ? got === "forbidden"
              : got === "ok" || got === "bad-intent"; // "bad-intent": another action of the route handles it
        if (!ok) mismatches.push(`${account} POST ${m.url} intent=${intent}: got ${got}`);
        if (key && got === "ok") accepted++;
      }
      const holdsAny = perms.has(route.name) && Object.values(route.intents ?? {}).some((k) => perms.has(k));
      if (holdsAny && !accepted) mismatches.push(`${account} POST ${m.url}: no intent reached the action`);
    }
    await ctx.dispose();
  }
  expect(mismatches).toEqual([]);
});
