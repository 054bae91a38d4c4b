import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";

// A System flow with the keyboard alone (spec: every screen usable by keyboard): add a customer to
// the check-in blacklist and remove them again after the confirmation that names them. Only Tab,
// Shift+Tab, Enter and typing after signing in. Customer 12 × k + 3 is on site uk (the generated set).

/** Moves the focus with Tab (then Shift+Tab) until `target` has it, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, most = 150) {
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < most; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press(key);
    }
  }
  throw new Error(`the keyboard did not reach ${target}`);
}

test("keyboard only: add a customer to the check-in blacklist, then remove them after the confirmation", async ({ page }) => {
  const id = 1227;
  await page.goto("/system/checkin-black-list");
  await signIn(page, "admin");
  await expect(page.getByRole("heading", { level: 1, name: "签到黑名单" })).toBeVisible();

  await tabTo(page, page.getByRole("link", { name: "加入黑名单" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/system\/checkin-black-list\/new/);
  const form = page.locator("#checkin-black-new");
  // the form opens with its first field focused
  await expect(form.getByLabel("客户（ID或邮箱）")).toBeFocused();
  await page.keyboard.type(String(id));
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("站点")).toBeFocused();
  // the arrow keys move through the sites (a closed select changes its choice in place)
  for (let i = 0; i < 20 && (await form.getByLabel("站点").inputValue()) !== "uk"; i++) await page.keyboard.press("ArrowDown");
  await expect(form.getByLabel("站点")).toHaveValue("uk");
  await tabTo(page, form.getByLabel("原因"));
  await page.keyboard.type("Check-ins from a script");
  await tabTo(page, form.getByRole("button", { name: "保存" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/system\/checkin-black-list(\?|$)/);
  const row = page.getByRole("row").filter({ hasText: `ID ${id}` });
  await expect(row).toContainText("黑名单中");

  await tabTo(page, row.getByRole("link", { name: "移除" }));
  await page.keyboard.press("Enter");
  const confirm = page.getByTestId("remove-confirm");
  await expect(confirm.getByRole("heading")).toContainText(`（ID ${id}）移出站点`);
  // the question has the focus: the next Tab is its Remove button
  await expect(confirm).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(confirm.getByRole("button", { name: "移除" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("row").filter({ hasText: `ID ${id}` })).toContainText("已移除");
  await expect(confirm).toHaveCount(0);
});
