import { a11yPass } from "./axe";
import { expect, signIn, test } from "./fixtures";

// Market tool → tasks, newcomer coupons, cart (issue 10). A market task: `?type=create` on task-detail
// opens the new-task form; a scheduled task without its send day is refused next to the field with
// what was typed kept; fixed, it is saved disabled, enabled from its row, and the send records are
// filtered by a seeded task and result. A newcomer package cannot be enabled beside its site's
// enabled one (the refusal names it). The cart's free-shipping reminder is saved and shown with its
// currency. JavaScript on and off, in the default interface language (zh).
for (const js of [true, false]) {
  test(`market task: create with an error, fix, enable; send records; newcomer refusal; cart (JavaScript ${js ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await signIn(page, "operator");
      const name = `Summer welcome (${js ? "js" : "no-js"} ${Date.now()})`;
      await page.goto("/market-tool/task-detail?type=create");
      await expect(page).toHaveURL(/\/market-tool\/task-detail\/new$/);
      const form = page.locator("#task-new");
      await expect(form.getByRole("heading", { name: "新建营销任务" })).toBeVisible();
      await form.getByLabel("任务名称").fill(name);
      await form.getByLabel("站点").selectOption(js ? "ca" : "glb");
      await form.getByLabel("触发方式").selectOption("scheduled");
      await form.getByLabel("发送内容").selectOption("points");
      await form.getByLabel("积分或消息").fill("300");
      await form.getByLabel("开始日期").fill("2031-06-01");
      await form.getByLabel("结束日期").fill("2031-06-30");
      await form.getByLabel("结束日期").blur();
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page.locator("#task-new-send_dayError")).toHaveText("定时任务须填写发送日期");
      await expect(page.locator("#task-new-send_hourError")).toHaveText("定时任务须填写发送时刻（0–23）");
      await expect(form.getByLabel("任务名称")).toHaveValue(name);
      await form.getByLabel("发送日期（仅定时）").fill("2031-06-10");
      await form.getByLabel("发送时刻（仅定时）").fill("9");
      await form.getByLabel("发送时刻（仅定时）").blur();
      await form.getByRole("button", { name: "保存" }).click();

      await expect(page).toHaveURL(/\/market-tool\/task-list(\?|$)/);
      const row = page.locator("tbody tr", { hasText: name });
      await expect(row).toContainText("已停用");
      await expect(row).toContainText("一次：2031-06-10 09:00:00");
      await expect(row).toContainText("积分: 300");
      await row.getByRole("button", { name: "启用" }).click();
      await expect(page.locator("tbody tr", { hasText: name })).toContainText("已启用");

      // send records of a seeded task, failed ones only
      await page.goto("/market-tool/task-record-list");
      const filters = page.locator("main").getByRole("search");
      await filters.getByLabel("营销任务").selectOption({ label: "Welcome voucher for new sign-ups (美国)" });
      await filters.getByLabel("结果").selectOption("failed");
      await filters.getByRole("button", { name: "查询" }).click();
      await expect(page).toHaveURL(/task_id=\d+.*result=failed/);
      const texts = await page.locator("table tbody tr").allInnerTexts();
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) {
        expect(text).toContain("Welcome voucher for new sign-ups");
        expect(text).toContain("失败");
      }

      // the us site already has an enabled newcomer package: enabling the 2025 one is refused, naming it
      await page.goto("/market-tool/coupons-for-newcomers?site=us");
      await page.locator("tbody tr", { hasText: "Welcome pack 2025" }).getByRole("button", { name: "启用" }).click();
      await expect(page.getByText("站点“美国”已有启用的新人礼包：Welcome pack 2026，请先停用")).toBeVisible();
      await expect(page.locator("tbody tr", { hasText: "Welcome pack 2025" })).toContainText("已停用");

      // the cart's free-shipping reminder, typed as money and shown with its currency
      const site = js ? "ca" : "au";
      const currency = js ? "CAD" : "AUD";
      await page.goto(`/market-tool/shopping-cart-manager?site=${site}`);
      await page.locator("tbody tr").first().getByRole("link", { name: "编辑" }).click();
      const cart = page.locator("form[id^=cart-]");
      await cart.getByLabel("包邮提醒门槛").fill("59.5");
      await cart.getByLabel("包邮提醒门槛").blur();
      await cart.getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(/\/market-tool\/shopping-cart-manager(\?|$)/);
      await expect(page.locator("tbody tr").first()).toContainText(`${currency} 59.50`);
    } finally {
      await context.close();
    }
  });
}

test("keyboard: open a cart setting from its row, the first field has focus, Esc returns to the row", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "operator");
  await page.goto("/market-tool/shopping-cart-manager?site=uk");
  const edit = page.locator("tbody tr").first().getByRole("link", { name: "编辑" });
  await edit.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("form[id^=cart-] select[name=site]")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/market-tool\/shopping-cart-manager\?site=uk$/);
  await expect(edit).toBeFocused();
});

// Accessibility of the part's pages in zh and en (the whole page, every rule).
const PAGES = [
  "/market-tool/task-list",
  "/market-tool/task-list?logs=all",
  "/market-tool/task-detail",
  "/market-tool/task-detail/1",
  "/market-tool/task-detail/new",
  "/market-tool/task-record-list",
  "/market-tool/task-record-list?result=failed&site=us",
  "/market-tool/task-record-list?date_from=2099-01-01",
  "/market-tool/coupons-for-newcomers",
  "/market-tool/coupons-for-newcomers?logs=all",
  "/market-tool/coupons-for-newcomers-detail/1",
  "/market-tool/coupons-for-newcomers-detail/new",
  "/market-tool/shopping-cart-manager",
  "/market-tool/shopping-cart-manager/1",
];
for (const lang of ["zh", "en"] as const) {
  test(`market task, newcomer and cart pages have no accessibility violations (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const { found, scan, scanPages } = await a11yPass(page, { user: "operator", lang });
    await scanPages(PAGES);
    await page.goto("/market-tool/task-detail/new");
    await page.waitForFunction(() => !!(window as unknown as { __remixRouter?: unknown }).__remixRouter);
    await page
      .locator("#task-new")
      .getByLabel(lang === "en" ? "Task name" : "任务名称")
      .blur();
    await page
      .locator("#task-new")
      .getByRole("button", { name: lang === "en" ? "Save" : "保存" })
      .click();
    await expect(page.locator("#task-new-nameError")).toBeVisible();
    await scan("market task form with errors");
    expect(found).toEqual([]);
  });
}
