// Issue 15 items 7 and 8: a form opens with its first field focused, Esc closes it, saving or
// closing returns focus to the row; leaving unsaved changes asks first (Polaris contextual save bar).
import { expect, signIn, test } from "./fixtures";

test("keyboard: focus into the form, Esc closes it, focus comes back to the row; after a save too", async ({ page }) => {
  await page.goto("/system/currency-manage-list?country=Ireland");
  await signIn(page, "admin");
  const edit = page
    .getByRole("table", { name: "国家", exact: true })
    .getByRole("row")
    .filter({ hasText: "Ireland" })
    .getByRole("link", { name: "编辑" });
  await edit.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("select[name=country_code]")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/system\/currency-manage-list\?country=Ireland$/);
  await expect(edit).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(page.locator("select[name=country_code]")).toBeFocused();
  await page.locator("input[name=symbol]").fill("EUR€");
  await page.locator("input[name=symbol]").press("Enter");
  await expect(page.getByText("已保存“爱尔兰 (IE)”")).toBeVisible();
  await expect(edit).toBeFocused();
});

test("unsaved changes: the save bar appears; a menu link, a tab and Esc ask before leaving", async ({ page }) => {
  await page.goto("/system/exchange-rate-list");
  await signIn(page, "admin");
  await page.goto("/system/currency-manage-list?country=Austria");
  await page
    .getByRole("table", { name: "国家", exact: true })
    .getByRole("row")
    .filter({ hasText: "Austria" })
    .getByRole("link", { name: "编辑" })
    .click();
  const form = page.locator("form[id^=currency-]");
  // nothing changed yet: leaving does not ask
  await expect(page.getByText("有未保存的修改")).toHaveCount(0);
  await form.locator("input[name=symbol]").fill("€€");
  await expect(page.getByText("有未保存的修改")).toBeVisible();

  await page.getByTestId("main-menu").getByRole("link", { name: "汇率管理" }).click();
  await expect(page.getByTestId("leave-question")).toBeVisible();
  await page.getByRole("button", { name: "继续编辑" }).click();
  await expect(page).toHaveURL(/\/system\/currency-manage-list\/\d+/);
  await expect(form.locator("input[name=symbol]")).toHaveValue("€€");

  await page.locator('[data-tab="exchange-rate-list"] a').click();
  await expect(page.getByTestId("leave-question")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("leave-question")).toHaveCount(0);
  await expect(page).toHaveURL(/\/system\/currency-manage-list\/\d+/);

  // Esc on the form asks too; leaving drops the change
  await form.locator("input[name=symbol]").press("Escape");
  await page.getByRole("button", { name: "离开" }).click();
  await expect(page).toHaveURL(/\/system\/currency-manage-list\?country=Austria$/);
  await expect(page.getByRole("row").filter({ hasText: "Austria" })).not.toContainText("€€");

  // the save bar's Discard closes without asking
  await page.getByRole("row").filter({ hasText: "Austria" }).getByRole("link", { name: "编辑" }).click();
  await form.locator("input[name=symbol]").fill("€€€");
  await page.getByRole("button", { name: "放弃修改" }).click();
  await expect(page).toHaveURL(/\/system\/currency-manage-list\?country=Austria$/);
  await expect(page.getByTestId("leave-question")).toHaveCount(0);
});

test("unsaved changes: a reload gets the browser's own question", async ({ page }) => {
  await page.goto("/system/currency-manage-list?country=Belgium");
  await signIn(page, "admin");
  await page.getByRole("row").filter({ hasText: "Belgium" }).getByRole("link", { name: "编辑" }).click();
  await page.locator("input[name=symbol]").fill("€!");
  await page.locator("input[name=symbol]").blur();
  const asked = new Promise<string>((resolve) => page.once("dialog", (d) => (resolve(d.type()), void d.dismiss())));
  void page.reload().catch(() => undefined);
  expect(await asked).toBe("beforeunload");
});
