// The help-center and contact-us trees, as the server sends them. contact-us-detail/:level (spec
// section 2: "digits, optional"): the level in the path is the level of the entry the form adds or
// edits — a level that is not digits, or not that place's, is no page. Levels 1 and 2 show their
// sorting and operator (spec section 3).
import { afterAll, beforeAll, expect, test } from "vitest";
import { startInProcessConsole, type InProcessConsole } from "./in-process";

let app: InProcessConsole;
let cookie: string;
let top: number;
let second: number;
beforeAll(async () => {
  app = await startInProcessConsole();
  cookie = await app.session("admin", "en");
  [{ id: top }] = await app.api.sql<{ id: number }>(
    "select id from help_entries where section = 'contact' and level = 1 order by id limit 1",
  );
  [{ id: second }] = await app.api.sql<{ id: number }>(
    "select id from help_entries where section = 'contact' and level = 2 and parent_id = $1 order by id limit 1",
    [top],
  );
});
afterAll(() => app?.close());

const status = async (p: string) => (await app.request(p, { cookie })).status;

test("the tree's links name the level of the entry each form is for", async () => {
  const html = await (await app.request("/system/contact-us", { cookie })).text();
  expect(html).toContain('href="/system/contact-us-detail/1"');
  expect(html).toContain(`href="/system/contact-us-detail/2?parent=${top}"`);
  expect(html).toContain(`href="/system/contact-us-detail/1?id=${top}"`);
  expect(html).toContain(`href="/system/contact-us-detail/2?id=${second}"`);
});

test("a level that matches the place opens the form; none at all too", async () => {
  expect(await status("/system/contact-us-detail/1")).toBe(200);
  expect(await status("/system/contact-us-detail")).toBe(200);
  expect(await status(`/system/contact-us-detail/2?parent=${top}`)).toBe(200);
  expect(await status(`/system/contact-us-detail/2?id=${second}`)).toBe(200);
});

test("a level that is not digits, or not the place's, is not found", async () => {
  expect(await status("/system/contact-us-detail/abc")).toBe(404);
  expect(await status("/system/contact-us-detail/1.5")).toBe(404);
  expect(await status("/system/contact-us-detail/2")).toBe(404);
  expect(await status(`/system/contact-us-detail/1?parent=${top}`)).toBe(404);
  expect(await status(`/system/contact-us-detail/3?id=${second}`)).toBe(404);
});

test("the help center's level-1 and level-2 titles show their sort and operator; deeper entries do not", async () => {
  const html = await (await app.request("/system/help-center", { cookie })).text();
  const titles = await app.api.sql<{ sort: number; updated_by: string }>(
    "select sort, updated_by from help_entries where section = 'help' and level <= 2",
  );
  expect(titles.length).toBeGreaterThan(2);
  const shown = html.match(/Sort -?\d+ · by [^<]+/g) ?? [];
  expect(shown).toHaveLength(titles.length);
  const { sort, updated_by } = titles[0];
  expect(shown).toContain(`Sort ${sort} · by ${updated_by}`);
});
