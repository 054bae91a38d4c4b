// The console's authorization matrix, in-process: every signed-in route module (app/routes) × every
// account, and every form-post intent × every account, through the built console's request handler
// (tests/console/in-process.ts). The accounts are the demo roles and roles built for the test with
// partial grants (one route without its key, its key without the route, only the everyone-grants);
// what each should get comes from the hand-written permission fixture (tests/fixtures/permissions.ts),
// never from canOpen or expandGrants. A route module the fixture does not know, or an action whose
// route takes no intents, fails here. tests/e2e/authz-matrix.spec.ts keeps one page and one action
// per area over the running servers, proving the same answers reach a client over HTTP.
import { afterAll, beforeAll, expect, test } from "vitest";
import { routeForPath } from "../../app/lib/route-tree";
import { ALL_ACCOUNTS, expectedPermissions, pageOf } from "../fixtures/permissions";
import { routeModules } from "../support/route-modules";
import { expectedIntentOutcome, expectedPageOutcome, outcomeOf } from "../support/authz-outcomes";
import { startInProcessConsole, type InProcessConsole } from "./in-process";

const pages = routeModules().filter((m) => m.signedIn && m.id !== "_app" && m.hasLoader);
const actions = routeModules().filter((m) => m.signedIn && m.hasAction);

let consoleApp: InProcessConsole;
beforeAll(async () => {
  consoleApp = await startInProcessConsole();
});
afterAll(() => consoleApp?.close());

test("every signed-in route module is a page of the permission fixture and of the route tree; every action takes intents", () => {
  expect(pages.length).toBeGreaterThan(5);
  const unknown = pages.filter((m) => !pageOf(m.url)).map((m) => m.file);
  expect(unknown, "route modules missing from tests/fixtures/permissions.ts").toEqual([]);
  const orphans = pages.filter((m) => !routeForPath(m.url)).map((m) => m.file);
  expect(orphans, "route modules outside the route tree").toEqual([]);
  const undeclared = actions.filter((m) => !Object.keys(pageOf(m.url)?.route.intents ?? {}).length).map((m) => m.file);
  expect(undeclared, "actions whose route takes no intents (and so needs no key)").toEqual([]);
});

test("every page × every account: opens, 403 or not found exactly as the fixture says", async () => {
  const mismatches: string[] = [];
  let checked = 0;
  for (const account of ALL_ACCOUNTS) {
    const cookie = await consoleApp.session(account);
    const perms = expectedPermissions(account);
    for (const m of pages) {
      const expected = expectedPageOutcome(perms, m.url);
      const res = await consoleApp.request(m.url, { cookie });
      await res.body?.cancel();
      const actual = outcomeOf(res.status, res.headers.get("location") ?? undefined);
      checked++;
      if (actual !== expected) mismatches.push(`${account} GET ${m.url}: expected ${expected}, got ${actual}`);
    }
  }
  expect(mismatches).toEqual([]);
  expect(checked).toBe(pages.length * ALL_ACCOUNTS.length);
}, 300_000);

test("every action × every intent × every account: allowed or 403 exactly as the fixture says; unknown intents 400", async () => {
  const mismatches: string[] = [];
  let checked = 0;
  for (const account of ALL_ACCOUNTS) {
    const cookie = await consoleApp.session(account);
    const perms = expectedPermissions(account);
    for (const m of actions) {
      const { route } = pageOf(m.url)!;
      let accepted = 0;
      // the route's intents, and one that is not: an action takes only its own
      for (const [intent, key] of [...Object.entries(route.intents ?? {}), ["drop-tables", ""] as const]) {
        // the body carries no record fields, so an allowed post is refused by validation and
        // changes nothing; only the guard's answer matters here
        const res = await consoleApp.request(m.url, { form: { intent }, cookie });
        await res.body?.cancel();
        const got = outcomeOf(res.status, res.headers.get("location") ?? undefined, { post: true });
        checked++;
        if (!expectedIntentOutcome(perms, route.name, key).includes(got))
          mismatches.push(`${account} POST ${m.url} intent=${intent}: got ${got}`);
        if (key && got === "ok") accepted++;
      }
      const holdsAny = perms.has(route.name) && Object.values(route.intents ?? {}).some((k) => perms.has(k));
      if (holdsAny && !accepted) mismatches.push(`${account} POST ${m.url}: no intent reached the action`);
    }
  }
  expect(mismatches).toEqual([]);
  expect(checked).toBeGreaterThan(actions.length * ALL_ACCOUNTS.length);
  // its own limit: it grows with routes × intents × accounts (~2 minutes on a busy two-core machine)
}, 300_000);
