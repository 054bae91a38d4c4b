// The console's authorization matrix over the running servers, one sample per area: the full
// matrix (every route module × every account, every form intent × every account) runs in-process
// against the built console's request handler (tests/console/authz-matrix.test.ts). Here the first
// page and the first action of each area (the URL's first segment) go through the real HTTP
// server, for every account, to prove the guard's answers reach a client the same way: the
// server's cross-site and body checks in front, the session cookie over HTTP. Expectations come
// from the hand-written permission fixture (tests/fixtures/permissions.ts).
import { ALL_ACCOUNTS, expectedPermissions, pageOf } from "../fixtures/permissions";
import { routeModules } from "../support/route-modules";
import { expectedIntentOutcome, expectedPageOutcome, outcomeOf } from "../support/authz-outcomes";
import { CONSOLE_URL, expect, sessionAs, test } from "./fixtures";

const area = (url: string) => url.split("/")[1];
/** The first module of each area (route modules come sorted by id). */
const firstPerArea = <T extends { url: string }>(ms: T[]) => ms.filter((m, i) => ms.findIndex((o) => area(o.url) === area(m.url)) === i);

const pages = firstPerArea(routeModules().filter((m) => m.signedIn && m.id !== "_app" && m.hasLoader));
const actions = firstPerArea(routeModules().filter((m) => m.signedIn && m.hasAction));

test("one page and one action of each area × every account over HTTP: answers as the fixture says", async ({ playwright }) => {
  test.setTimeout(120_000);
  expect(pages.length).toBeGreaterThan(3);
  const mismatches: string[] = [];
  for (const account of ALL_ACCOUNTS) {
    const { ctx } = await sessionAs(playwright, account);
    const perms = expectedPermissions(account);
    for (const m of pages) {
      const res = await ctx.get(m.url, { maxRedirects: 0 });
      const got = outcomeOf(res.status(), res.headers()["location"]);
      const expected = expectedPageOutcome(perms, m.url);
      if (got !== expected) mismatches.push(`${account} GET ${m.url}: expected ${expected}, got ${got}`);
    }
    for (const m of actions) {
      const { route } = pageOf(m.url)!;
      for (const [intent, key] of [...Object.entries(route.intents ?? {}), ["drop-tables", ""] as const]) {
        const res = await ctx.post(m.url, { form: { intent }, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
        const got = outcomeOf(res.status(), res.headers()["location"], { post: true });
        if (!expectedIntentOutcome(perms, route.name, key).includes(got))
          mismatches.push(`${account} POST ${m.url} intent=${intent}: got ${got}`);
      }
    }
    await ctx.dispose();
  }
  expect(mismatches).toEqual([]);
});
