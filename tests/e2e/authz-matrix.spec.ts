// The console's authorization matrix, generated from the code: every signed-in route module
// (app/routes) × every demo role, and every form-post intent the route tree declares × every
// role, compared with what the route tree and the role grants say. A route module the tree does
// not cover, or an action whose route declares no intents, fails here.
import { canOpen, formIntent, routeForPath } from "../../app/lib/route-tree";
import { DEMO_ROLES } from "../../server/db/seed";
import { expandGrants } from "../../server/modules/auth/grants";
import { routeModules } from "../support/route-modules";
import { CONSOLE_URL, expect, sessionAs, test, type DemoUser } from "./fixtures";

const ROLES: DemoUser[] = ["admin", "approver", "operator", "viewer"];
const granted = (role: DemoUser) => new Set(expandGrants(DEMO_ROLES.find((r) => r.name === role)!.grants));

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

test("every signed-in route module belongs to a route of the tree, and every action to one with declared intents", () => {
  expect(pages.length).toBeGreaterThan(5);
  const orphans = pages.filter((m) => !routeForPath(m.url)).map((m) => m.file);
  expect(orphans, "route modules outside the route tree").toEqual([]);
  const undeclared = actions.filter((m) => !Object.keys(routeForPath(m.url)?.intents ?? {}).length).map((m) => m.file);
  expect(undeclared, "actions whose route declares no intents (and so no permission)").toEqual([]);
});

test("every page × every role: opens, 403 or not found exactly as the route tree and the grants say", async ({ playwright }) => {
  test.setTimeout(120_000);
  const mismatches: string[] = [];
  let checked = 0;
  for (const role of ROLES) {
    const { ctx } = await sessionAs(playwright, role);
    const perms = granted(role);
    for (const m of pages) {
      const route = routeForPath(m.url)!;
      const intent = m.url === route.fullPath ? undefined : formIntent(route, m.url);
      const expected: Outcome = !canOpen(route, perms) ? "not-found" : intent && !perms.has(route.intents[intent]) ? "forbidden" : "ok";
      const res = await ctx.get(m.url, { maxRedirects: 0 });
      const got = outcomeOf(res.status(), res.headers()["location"]);
      // an allowed page must render, not bounce elsewhere
      const actual = got === "ok" && res.status() !== 200 ? `redirect ${res.headers()["location"]}` : got;
      checked++;
      if (actual !== expected) mismatches.push(`${role} GET ${m.url}: expected ${expected}, got ${actual}`);
    }
    await ctx.dispose();
  }
  expect(mismatches).toEqual([]);
  expect(checked).toBe(pages.length * ROLES.length);
});

test("every action × every declared intent × every role: allowed or 403 exactly as the grants say; unknown intents 400", async ({ playwright }) => {
  test.setTimeout(120_000);
  const mismatches: string[] = [];
  for (const role of ROLES) {
    const { ctx } = await sessionAs(playwright, role);
    const perms = granted(role);
    for (const m of actions) {
      const route = routeForPath(m.url)!;
      let accepted = 0;
      // the intents declared for the route, and one that is not: an action takes only its own
      for (const [intent, key] of [...Object.entries(route.intents), ["drop-tables", ""] as const]) {
        // the body carries no record fields, so an allowed post is refused by validation and
        // changes nothing; only the guard's answer matters here
        const res = await ctx.post(m.url, { form: { intent }, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
        const got = outcomeOf(res.status(), res.headers()["location"]);
        const ok = !canOpen(route, perms)
          ? got === "not-found"
          : !key
            ? got === "bad-intent"
            : !perms.has(key)
              ? got === "forbidden"
              : got === "ok" || got === "bad-intent"; // "bad-intent": another action of the route handles it
        if (!ok) mismatches.push(`${role} POST ${m.url} intent=${intent}: got ${got}`);
        if (key && got === "ok") accepted++;
      }
      const holdsAny = canOpen(route, perms) && Object.values(route.intents).some((k) => perms.has(k));
      if (holdsAny && !accepted) mismatches.push(`${role} POST ${m.url}: no declared intent reached the action`);
    }
    await ctx.dispose();
  }
  expect(mismatches).toEqual([]);
});
