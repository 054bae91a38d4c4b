import { expect, signIn, test } from "./fixtures";

// System › countries → states → cities → districts with breadcrumbs, and an address-format change
// requested by one person and checked by another; JavaScript on and off. Seed: server/db/seed-geo.ts.
for (const js of [true, false]) {
  test(`countries drill down to districts with breadcrumbs (JavaScript ${js ? "on" : "off"})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await signIn(page, "admin");
      await page.goto("/system/country-region-list?name=美国");
      await expect(page.getByRole("heading", { level: 1, name: "国家管理" })).toBeVisible();
      await page.getByTestId("states-US").click();
      await expect(page).toHaveURL(/\/system\/country-region-state-list\?country=US/);
      const crumbs = page.getByTestId("breadcrumbs");
      await expect(crumbs).toHaveText(/国家\s*›\s*美国 \(US\)/);
      await page.locator("tr", { hasText: "California" }).getByRole("link", { name: "3 个城市" }).click();
      await expect(crumbs).toHaveText(/国家\s*›\s*美国 \(US\)\s*›\s*California/);
      await expect(page.locator("tbody tr")).toHaveCount(3);
      await page
        .locator("tr", { hasText: "Los Angeles" })
        .getByRole("link", { name: /\d+ 个区县/ })
        .click();
      await expect(crumbs).toHaveText(/美国 \(US\)\s*›\s*California\s*›\s*Los Angeles/);
      await expect(page.locator("tbody")).toContainText("Hollywood");
      await expect(page.locator("tbody")).toContainText("Venice");

      // a district added here goes under Los Angeles
      const name = js ? "Silver Lake" : "Echo Park";
      await page.getByRole("link", { name: "新增区县" }).click();
      const form = page.locator("form#district-new");
      await expect(form).toContainText("所属城市：Los Angeles");
      await form.getByLabel("名称").fill(name);
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page.locator("tr", { hasText: name })).toBeVisible();
      await expect(crumbs).toContainText("Los Angeles");

      // back up through the crumbs: the state's cities, then the country's states
      await crumbs.getByRole("link", { name: "California" }).click();
      await expect(page).toHaveURL(/country-region-city-list\?state=\d+/);
      await expect(page.locator("tr", { hasText: "Los Angeles" })).toContainText(/[45] 个区县/);
      await crumbs.getByRole("link", { name: "美国 (US)" }).click();
      await expect(page).toHaveURL(/country-region-state-list\?country=US/);
    } finally {
      await context.close();
    }
  });

  test(`an address-format change is requested by one person and checked by another (JavaScript ${js ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const requester = await browser.newContext({ javaScriptEnabled: js, baseURL });
    const checker = await browser.newContext({ javaScriptEnabled: js, baseURL });
    // a different format per run: Australia (en on site au) and Canada (fr on site ca)
    const format = js ? { country: "澳大利亚 (AU)", lang: "英语" } : { country: "加拿大 (CA)", lang: "法语" };
    const reason = js ? "Couriers call before delivery" : "Phone optional for pick-up";
    try {
      const page = await requester.newPage();
      await page.goto("/login");
      await signIn(page, "admin");
      await page.goto("/system/address");
      const formatRow = page.locator("tr", { hasText: format.country }).filter({ hasText: format.lang });
      await formatRow.getByRole("link", { name: "申请变更" }).click();
      await expect(page).toHaveURL(/\/system\/address-configure-edit\/\d+/);
      // the phone line stops being required
      await page.getByLabel("电话必填").uncheck();
      await page.getByLabel("变更原因").fill(reason);
      await page.locator("form[id^=address-]").getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(/\/system\/address(\?|$)/);
      const mine = page.locator("tr", { hasText: reason });
      await expect(mine).toContainText("待审核");
      // nobody checks their own request: the requester is offered only to cancel it
      await expect(mine).toContainText("等待他人审核");
      await expect(mine.getByRole("button", { name: "通过" })).toHaveCount(0);
      await expect(page.locator("tr", { hasText: format.country }).filter({ hasText: format.lang }).first()).toContainText(
        /变更 #\d+ 待审核/,
      );

      const other = await checker.newPage();
      await other.goto("/login");
      await signIn(other, "approver");
      await other.goto("/system/address");
      const request = other.locator("tr", { hasText: reason });
      // the checker sees the lines before → after (issue 41 §8): the phone was required, now it is not
      await expect(request.locator('[data-testid^="before-after-"]')).toHaveCount(1);
      const lines = request.locator('[data-testid$="-lines"]');
      await expect(lines.locator("del")).toContainText("电话*");
      await expect(lines.locator("ins")).toContainText(/电话$/);
      await request.getByRole("button", { name: "通过" }).click();
      await expect(other.locator("tr", { hasText: reason })).toHaveCount(0);
      const applied = other.locator("tr", { hasText: format.country }).filter({ hasText: format.lang }).first();
      await expect(applied).toContainText("电话");
      await expect(applied).not.toContainText("电话*");
      await expect(applied).toContainText("Avery Approver");
      await other.goto("/system/address?status=passed");
      await expect(other.locator("tr", { hasText: reason })).toContainText("已通过");
    } finally {
      await requester.close();
      await checker.close();
    }
  });
}
