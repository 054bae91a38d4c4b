// Issue 39.5: an export the API refuses — one of the person's exports is still running (429) — takes
// them back to the page they asked from, with the API's words as a toast in their language, instead
// of a bare text page. The download is a plain link, so this is what a browser shows with JavaScript
// on and off alike. The claim of a running export is a row of heavy_claims (server/jobs/claims.ts).
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { startInProcessConsole, type InProcessConsole } from "./in-process";

let app: InProcessConsole;
let adminId: number;
beforeAll(async () => {
  app = await startInProcessConsole();
  [{ id: adminId }] = await app.api.sql<{ id: number }>("select id from users where username = 'admin'");
});
afterAll(() => app?.close());
afterEach(() => app.api.sql("delete from heavy_claims where holder = 'req:console-test'"));

const LIBRARY = "/system/translation-manage";

/** the cookie header after a response that may have replaced the session cookie (the flash) */
function nextCookie(cookie: string, res: Response): string {
  const jar = new Map(cookie.split("; ").map((c) => [c.slice(0, c.indexOf("=")), c.slice(c.indexOf("=") + 1)]));
  for (const set of res.headers.getSetCookie()) {
    const pair = set.split(";")[0];
    jar.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

test.each([
  ["en", "You already have an export running: wait for it to finish, then try again (in about 30 seconds)."],
  ["zh", "您已有一个导出正在进行：请等它完成后再试（约 30 秒后）。"],
] as const)("with an export of theirs running, a second one goes back to the list with the API's words (%s)", async (lang, words) => {
  const cookie = await app.session("admin", lang);
  await app.api.sql("insert into heavy_claims (user_id, kind, holder) values ($1, 'export', 'req:console-test')", [adminId]);
  const res = await app.request(`${LIBRARY}/export?module=app`, { cookie });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe(`${LIBRARY}?module=app`);
  const page = await app.request(`${LIBRARY}?module=app`, { cookie: nextCookie(cookie, res) });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(words);
});

test("once it has ended, the same link downloads the library", async () => {
  const cookie = await app.session("admin", "en");
  const res = await app.request(`${LIBRARY}/export?module=app`, { cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-disposition")).toMatch(/^attachment/);
  expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
});
