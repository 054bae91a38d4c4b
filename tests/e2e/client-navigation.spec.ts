import type { Page } from "@playwright/test";
import { expect, signIn, test, switchLanguage } from "./fixtures";
import { rawKeys } from "./raw-key-scan";

// Rows, tabs, the menu and the top bar are plain links and forms (they work without JavaScript,
// see no-javascript.spec.ts). With JavaScript they must behave like the router's own: no document
// reload on a click or a post, and the flash message of a post still shows.

/** Marks the loaded document; the mark is gone if the browser loads a new one. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test("with JavaScript, menu, row links, row actions, tabs and the language switch stay in one document", async ({ page }) => {
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(new URL(r.url()).pathname);
  });
  await page.goto("/system/currency-manage-list?country=Canada");
  await signIn(page, "admin");
  await page.waitForFunction(() => !!(window as unknown as { __remixRouter?: unknown }).__remixRouter);
  await markDocument(page);
  documents.length = 0;

  // a row's edit link opens the form over the list, keeping the filter
  await page.getByRole("row").filter({ hasText: "Canada" }).getByRole("link", { name: "编辑" }).click();
  await expect(page).toHaveURL(/\/system\/currency-manage-list\/\d+\?country=Canada$/);
  await expect(page.getByRole("button", { name: "保存" })).toBeVisible();

  // its change log
  await page.goto(page.url().replace(/\/\d+\?/, "?")); // back to the list (a fresh document, marked again)
  await page.waitForFunction(() => !!(window as unknown as { __remixRouter?: unknown }).__remixRouter);
  await markDocument(page);
  documents.length = 0;
  await page.getByRole("row").filter({ hasText: "Canada" }).getByRole("link", { name: "操作日志" }).click();
  await expect(page).toHaveURL(/logs=\d+/);

  // a transition posted from the row, answered with the flash message
  // (the list's own rows: the open log names the record too)
  const row = () => page.getByRole("table", { name: "国家", exact: true }).getByRole("row").filter({ hasText: "Canada" });
  await row().getByRole("link", { name: "停用" }).click();
  await page.getByTestId("confirm").getByRole("button", { name: "确认停用" }).click();
  await expect(row()).toContainText("已停用");
  await row().getByRole("button", { name: "启用" }).click();
  await expect(row()).toContainText("已启用");

  // the menu and the tab strip
  await page.getByTestId("main-menu").getByRole("link", { name: "汇率管理" }).click();
  await expect(page).toHaveURL(/\/system\/exchange-rate-list$/);
  await page.getByTestId("tabs").locator('[data-tab="currency-manage-list"] a').click();
  await expect(page).toHaveURL(/\/system\/currency-manage-list/);
  await page.getByTestId("tab-close-exchange-rate-list").click();
  await expect(page.getByTestId("tabs").locator('[data-tab="exchange-rate-list"]')).toHaveCount(0);

  // the language switch
  await switchLanguage(page, "en");
  await expect(page.getByTestId("current-user")).toContainText("Ada Admin");
  await expect(page.getByTestId("sign-out")).toHaveText("Sign out");

  expect(await sameDocument(page), "the page was reloaded").toBe(true);
  expect(documents, "document requests after the first load").toEqual([]);
  await switchLanguage(page, "zh");
  await expect(page.getByTestId("sign-out")).toHaveText("退出登录");
});

test("a modified click on a row link still opens it the browser's way", async ({ page, context }) => {
  await page.goto("/system/currency-manage-list?country=Canada");
  await signIn(page, "admin");
  await page.waitForFunction(() => !!(window as unknown as { __remixRouter?: unknown }).__remixRouter);
  const opened = context.waitForEvent("page");
  await page
    .getByRole("row")
    .filter({ hasText: "Canada" })
    .getByRole("link", { name: "编辑" })
    .click({ modifiers: ["Control"] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toMatch(/^\/system\/currency-manage-list\/\d+$/);
  await expect(page).toHaveURL(/\/system\/currency-manage-list\?country=Canada$/);
});

// The strings reach the browser in parts (app/lib/catalog-parts.ts): a document carries the core
// and its own area's part; a client navigation into another area loads that area's part first.
test("a page of another area reached in the same document shows its own strings, in either language", async ({ page }) => {
  const parts: string[] = [];
  page.on("request", (r) => {
    const m = /^\/i18n\/([a-z-]+)\./.exec(new URL(r.url()).pathname);
    if (m) parts.push(m[1]);
  });
  await page.goto("/system/currency-manage-list");
  await signIn(page, "admin");
  await page.waitForFunction(() => !!(window as unknown as { __remixRouter?: unknown }).__remixRouter);
  // the currency list has a part of its own (issue 42: the page the first-load budget is measured on)
  expect(parts).toEqual(expect.arrayContaining(["zh", "zh-system-currency"]));
  expect(parts).not.toContain("zh-market-tool");
  await markDocument(page);

  await page.getByTestId("main-menu").getByRole("link", { name: "预算列表", exact: true }).click();
  await expect(page.getByRole("heading", { name: "预算列表", level: 1 })).toBeVisible();
  expect(parts).toContain("zh-market-tool");
  expect(await rawKeys(page)).toEqual([]);

  // in English: the switch loads the English core and this area's part; the next area's part follows
  await switchLanguage(page, "en");
  await expect(page.getByRole("heading", { name: "Budgets", level: 1 })).toBeVisible();
  expect(await rawKeys(page)).toEqual([]);
  await page.getByTestId("main-menu").getByRole("link", { name: "Product List", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Product List", level: 1 })).toBeVisible();
  expect(parts).toEqual(expect.arrayContaining(["en", "en-market-tool", "en-goods"]));
  expect(await rawKeys(page)).toEqual([]);
  expect(await sameDocument(page)).toBe(true);
});
