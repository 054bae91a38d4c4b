import type { Locator, Page } from "@playwright/test";
import { expect, formReady, signIn, test } from "./fixtures";

// The date-range picker (spec section 5: an end before the start is clamped to the start; Apply is
// disabled until the range is valid; section 6: minute step 1, years ± 100) over the plain fields
// it fills: the budget list's period filter (days) and a daily special's start and end (times).

const day = (dialog: Locator, n: number) =>
  dialog
    .locator(".Polaris-DatePicker__Day")
    .filter({ hasText: new RegExp(`^${n}$`) })
    .first();

async function signedIn(page: Page) {
  await page.goto("/login");
  await signIn(page, "admin");
}

test("days: pick a range in the calendar, Apply only once it is whole, the fields filled and filtered", async ({ page }) => {
  await signedIn(page);
  await page.goto("/market-tool/budget-list");
  const open = page.getByRole("button", { name: "选择日期… 期间起 – 期间止" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "期间起 – 期间止" });
  await expect(dialog).toBeVisible();
  const apply = dialog.getByRole("button", { name: "应用" });
  await expect(apply).toBeDisabled();

  // years from 1926 to 2126 (this year is 2026 on the test machine's clock or near it)
  const years = await dialog.getByLabel("年", { exact: true }).locator("option").allTextContents();
  const thisYear = new Date().getFullYear();
  expect([years[0], years[years.length - 1], years.length]).toEqual([String(thisYear - 100), String(thisYear + 100), 201]);
  await dialog.getByLabel("年", { exact: true }).selectOption("2025");
  await dialog.getByLabel("月", { exact: true }).selectOption("3");
  await day(dialog, 10).click();
  await expect(apply).toBeEnabled();
  await day(dialog, 20).click();
  await expect(dialog).toContainText("从 2025-03-10 到 2025-03-20");
  await apply.click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.getByLabel("期间起", { exact: true })).toHaveValue("2025-03-10");
  await expect(page.getByLabel("期间止", { exact: true })).toHaveValue("2025-03-20");

  // Escape leaves the fields as they are
  await open.click();
  await dialog.getByLabel("月", { exact: true }).selectOption("6");
  await day(dialog, 1).click();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("期间起", { exact: true })).toHaveValue("2025-03-10");

  await page.locator("main").getByRole("search").getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/period_from=2025-03-10/);
  await expect(page).toHaveURL(/period_to=2025-03-20/);
});

test("times: every minute, an end before the start clamped to the start, written in the fields' form", async ({ page }) => {
  await signedIn(page);
  await page.goto("/activity/daily-specials-edit?type=create");
  // the form opens with its name focused: named first, leaving it shows no error that moves the button
  await page.getByLabel("活动名称").fill("Picker test");
  await page.getByRole("button", { name: "选择日期… 活动时间" }).click();
  const dialog = page.getByRole("dialog", { name: "活动时间" });
  await dialog.getByLabel("年", { exact: true }).selectOption("2027");
  await dialog.getByLabel("月", { exact: true }).selectOption("1");
  await day(dialog, 15).click();
  // one day: from its first second to its last
  await expect(dialog).toContainText("从 2027-01-15 00:00:00 到 2027-01-15 23:59:59");
  const start = dialog.getByRole("group", { name: "开始时间" });
  const end = dialog.getByRole("group", { name: "结束时间" });
  expect(await start.getByLabel("分", { exact: true }).locator("option").count()).toBe(60);
  await start.getByLabel("时", { exact: true }).selectOption("10");
  await start.getByLabel("分", { exact: true }).selectOption("37");
  await end.getByLabel("时", { exact: true }).selectOption("9");
  // 09:59:59 is before 10:37:00: the end becomes the start
  await expect(dialog).toContainText("从 2027-01-15 10:37:00 到 2027-01-15 10:37:00");
  await expect(end.getByLabel("时", { exact: true })).toHaveValue("10");
  await end.getByLabel("时", { exact: true }).selectOption("18");
  await end.getByLabel("分", { exact: true }).selectOption("5");
  await dialog.getByRole("button", { name: "应用" }).click();
  await expect(page.getByLabel("开始时间（美西）")).toHaveValue("2027-01-15 10:37:00");
  await expect(page.getByLabel("结束时间（美西）")).toHaveValue("2027-01-15 18:05:00");
});

test("without JavaScript the fields are typed and there is no picker", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    await signedIn(page);
    await page.goto("/market-tool/budget-list");
    await expect(page.getByRole("button", { name: /选择日期…/ })).toHaveCount(0);
    await page.getByLabel("期间起", { exact: true }).fill("2025-03-10");
    await page.getByLabel("期间止", { exact: true }).fill("2025-03-20");
    await page.locator("main").getByRole("search").getByRole("button").first().click();
    await expect(page).toHaveURL(/period_from=2025-03-10&period_to=2025-03-20/);
  } finally {
    await context.close();
  }
});

// A record form's two days side by side (the generic "date" fields of app/features/resource) are a
// range: the exchange rate's validity. Saved with the days the picker wrote; an end typed before the
// start opens clamped to the start.
test("a record form's start and end days: picked together, an earlier end clamped, then saved", async ({ page }) => {
  await signedIn(page);
  await page.goto("/system/exchange-rate-list/new");
  const form = page.locator("form#rate-new");
  await formReady(form);
  await form.locator("input[name=start_date]").fill("2033-07-10");
  await form.locator("input[name=end_date]").fill("2033-07-01");
  await form.getByRole("button", { name: "选择日期… 起止日期" }).click();
  const dialog = page.getByRole("dialog", { name: "起止日期" });
  await expect(dialog).toContainText("从 2033-07-10 到 2033-07-10");
  await expect(dialog.getByRole("group", { name: "开始时间" })).toHaveCount(0); // days only
  // the clamped range is one day: a later day ends it
  await day(dialog, 25).click();
  await expect(dialog).toContainText("从 2033-07-10 到 2033-07-25");
  await dialog.getByRole("button", { name: "应用" }).click();
  await expect(dialog).toBeHidden();
  await expect(form.locator("input[name=start_date]")).toHaveValue("2033-07-10");
  await expect(form.locator("input[name=end_date]")).toHaveValue("2033-07-25");

  await form.locator("select[name=site]").selectOption("glb");
  await form.locator("select[name=currency]").selectOption("NZD");
  await form.locator("input[name=rate]").fill("1.71");
  await form.getByRole("button", { name: "保存" }).click();
  await expect(page).toHaveURL(/\/system\/exchange-rate-list(\?|$)/);
  await expect(page.getByRole("row").filter({ hasText: "NZD" }).filter({ hasText: "1.710000" })).toContainText("2033-07-10 至 2033-07-25");
});

test("System lists: the customers' registration days and the benchmark rates' days are picked as ranges", async ({ page }) => {
  await signedIn(page);
  await page.goto("/system/customer-list?registered_from=2022-03-05&registered_to=2022-03-01");
  await page.getByRole("button", { name: "选择日期… 注册时间" }).click();
  const customers = page.getByRole("dialog", { name: "注册时间" });
  // an end before the start opens clamped to the start
  await expect(customers).toContainText("从 2022-03-05 到 2022-03-05");
  await day(customers, 9).click();
  await customers.getByRole("button", { name: "应用" }).click();
  await expect(page.getByLabel("注册结束日期", { exact: true })).toHaveValue("2022-03-09");

  await page.goto("/system/setting");
  await page.getByRole("button", { name: "选择日期… 起止日期" }).click();
  await expect(page.getByRole("dialog", { name: "起止日期" })).toBeVisible();
});
