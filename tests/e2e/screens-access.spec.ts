// Issue 15 item 12: a viewer opening a form it may not use sees one clear message inside the
// console's shell; a deep link to a page the user may not open shows not-found inside the shell.
import { currentUser, expect, mainMenu, signIn, test } from "./fixtures";

for (const js of [true, false]) {
  test.describe(`access with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("the viewer deep-linking to a create form: one message, the list and menu still there", async ({ page }) => {
      await page.goto("/system/currency-manage-list/new?country=Japan");
      await signIn(page, "viewer");
      await expect(page).toHaveURL(/\/system\/currency-manage-list\/new/);
      const notice = page.getByTestId("forbidden");
      await expect(notice).toBeVisible();
      await expect(page.getByText("您的账号无权进行此操作")).toHaveCount(1);
      await expect(page.getByText("您没有权限执行此操作")).toHaveCount(0);
      await expect(page.getByRole("link", { name: "重试" })).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1, name: "国家币种" })).toBeVisible();
      await expect(page.getByRole("row").filter({ hasText: "Japan" })).toBeVisible();
      await expect(mainMenu(page)).toBeVisible();
      await notice.getByRole("link", { name: "返回列表" }).click();
      await expect(page).toHaveURL(/\/system\/currency-manage-list\?country=Japan$/);
      await expect(page.getByTestId("forbidden")).toHaveCount(0);
    });

    test("a deep link to a page the operator may not open: not-found inside the shell, with the menu", async ({ page }) => {
      await page.goto("/system/exchange-rate-list");
      await signIn(page, "operator");
      await expect(page).toHaveURL(/\/error\/404$/);
      await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();
      await expect(mainMenu(page)).toBeAttached();
      await expect(mainMenu(page).getByRole("link").first()).toBeAttached();
      await expect(currentUser(page)).toContainText("Olive Operator");
      // the not-found page opens no tab of its own
      await expect(page.locator("[data-tab]")).toHaveCount(0);
    });
  });
}

test("signed out, the not-found page is still there, without a shell", async ({ page }) => {
  const res = await page.goto("/error/404");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();
  await expect(mainMenu(page)).toHaveCount(0);
});
