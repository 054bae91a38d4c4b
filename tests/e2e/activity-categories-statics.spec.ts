import { expect, signIn, test } from "./fixtures";

// Activity → activity-category (a name unique on its site, said next to the field) and
// activity-statics (charts drawn on the server beside their numbers), JavaScript on and off.
for (const js of [true, false]) {
  test(`daily-specials categories: add, a duplicate refused next to its name (JavaScript ${js ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await signIn(page, "operator");
      const name = `Pyjamas ${js ? "js" : "nojs"}`;
      await page.goto("/activity/activity-category/new");
      const form = page.locator("#acat-new");
      await form.getByLabel("站点").selectOption("au");
      await form.getByLabel("分类名称").fill(name);
      await form.getByLabel("排序").fill("25");
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(/\/activity\/activity-category(\?|$)/);
      const row = page.locator("tr", { hasText: name });
      await expect(row).toContainText("已启用");

      await page.goto("/activity/activity-category/new");
      await page.locator("#acat-new").getByLabel("站点").selectOption("au");
      await page.locator("#acat-new").getByLabel("分类名称").fill(name.toUpperCase());
      await page.locator("#acat-new").getByLabel("排序").fill("26");
      await page.locator("#acat-new").getByRole("button", { name: "保存" }).click();
      await expect(page.locator("#acat-new-nameError")).toContainText(`已有名为 ${name.toUpperCase()} 的分类`);
    } finally {
      await context.close();
    }
  });

  test(`events dashboard: charts and their numbers without script (JavaScript ${js ? "on" : "off"})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await signIn(page, "operator");
      // the demo's special offers of the default range (last 14 days, next 15): two online (us, de), one scheduled (eur)
      await page.goto("/activity/activity-statics");
      await expect(page.getByRole("heading", { level: 1, name: "数据看板" })).toBeVisible();
      const status = page.locator("section", { has: page.getByRole("heading", { name: "按状态统计活动" }) });
      await expect(status.getByRole("img", { name: "按状态统计活动" })).toBeVisible();
      await expect(status.locator("tbody tr", { hasText: "特价活动 · 已上线" }).locator("td").nth(1)).toHaveText("2");
      await expect(status.locator("tbody tr", { hasText: "特价活动 · 已下线" }).locator("td").nth(1)).toHaveText("1");
      // a range of its own: one day, one site
      await page.goto("/activity/activity-statics?from=2020-01-01&to=2020-01-01&site=us");
      await expect(page.getByText("该时间段内没有活动：请扩大日期范围或清除站点筛选。").first()).toBeVisible();
    } finally {
      await context.close();
    }
  });
}
