// An empty list's "no records yet" points at the create button only where the page shows it to this
// person (issue 41, minor): the admin is told to press "加入黑名单" (the button's own words); the
// viewer, who has no such button, is told nothing to press. In-process, as a browser without
// JavaScript gets the page.
import { afterAll, beforeAll, expect, test } from "vitest";
import { startInProcessConsole, type InProcessConsole } from "./in-process";

let app: InProcessConsole;
beforeAll(async () => {
  app = await startInProcessConsole();
  await app.api.sql("delete from checkin_blacklist");
});
afterAll(() => app?.close());

const LIST = "/system/checkin-black-list";

test("the admin's empty list names the create button the page shows, in zh and en", async () => {
  const zh = await (await app.request(LIST, { cookie: await app.session("admin") })).text();
  expect(zh).toContain("加入黑名单");
  expect(zh).toContain("点击上方的“加入黑名单”添加第一条记录。");
  const en = await (await app.request(LIST, { cookie: await app.session("admin", "en") })).text();
  expect(en).toContain("Press “Add to blacklist” above to add the first one.");
});

test("the viewer's empty list points at no button", async () => {
  const res = await app.request(LIST, { cookie: await app.session("viewer") });
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('data-testid="empty-state"');
  expect(html).not.toContain("加入黑名单");
  expect(html).not.toContain("点击上方");
  expect(html).not.toContain("新增按钮");
});
