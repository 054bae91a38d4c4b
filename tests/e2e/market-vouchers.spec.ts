import { expect, signIn, test } from "./fixtures";

// Market tool → voucher-list, voucher-detail (create, detail, send, result-detail): the operator
// creates a voucher (a wrong stock shown next to its field first), sends it to a pasted list of
// customers and reads each customer's result. Customers come from the demo set of migration 080:
// customer n is on site us when n % 12 is 0, 1 or 11 (12 → isabella.smith12@hotmail.com), on ca when
// n % 12 is 2. The stock of 2 runs out before the last line.
for (const js of [true, false]) {
  test(`vouchers: create, send to a pasted list, read the results (JavaScript ${js ? "on" : "off"})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await signIn(page, "operator");
      const name = `Playground gift ${js ? "JS" : "noJS"} ${Date.now() % 100000}`;
      await page.goto("/market-tool/voucher-list");
      await expect(page.getByRole("heading", { level: 1, name: "优惠券" })).toBeVisible();
      await page.getByRole("link", { name: "新建优惠券" }).click();
      await expect(page).toHaveURL(/\/market-tool\/voucher-detail\/new/);
      const form = page.locator("#voucher-new");
      await form.getByLabel("优惠券名称").fill(name);
      await form.getByLabel("站点").selectOption("us");
      await form.getByLabel("类型").selectOption("amount");
      await form.getByLabel("面值").fill("7.50");
      await form.getByLabel("最低订单金额").fill("30");
      await form.getByLabel("总库存").fill("0");
      await form.getByLabel("开始日期").fill("2026-01-01");
      await form.getByLabel("结束日期").fill("2099-12-31");
      await form.getByLabel("结束日期").blur();
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page.locator("#voucher-new-total_stockError")).toBeVisible();
      await expect(form.getByLabel("优惠券名称")).toHaveValue(name);
      await form.getByLabel("总库存").fill("2");
      await form.getByLabel("总库存").blur();
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(/\/market-tool\/voucher-list(\?|$)/);
      const row = page.locator("tr", { hasText: name });
      await expect(row).toContainText("USD 7.50");
      await expect(row).toContainText("满 USD 30.00");
      await expect(row).toContainText("剩余 2 / 2");

      await row.getByRole("link", { name: "详情与发放" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "优惠券详情", exact: true })).toBeVisible();
      await expect(page.locator(".console-page-head")).toContainText(name);
      await expect(page).toHaveTitle(/^优惠券详情 - /);
      await page.getByTestId("voucher-send-open").click();
      await expect(page.getByRole("heading", { level: 1, name: "发放优惠券", exact: true })).toBeVisible();
      await expect(page.locator(".console-page-head")).toContainText(name);
      const sendForm = page.locator("form", { has: page.getByLabel("顾客", { exact: true }) });
      await sendForm
        .getByLabel("顾客", { exact: true })
        .fill(["12", "isabella.smith12@hotmail.com", "24", "2", "nobody@example.invalid", "36"].join("\n"));
      await sendForm.getByLabel("顾客", { exact: true }).blur();
      // the button says what it does, and the send asks first: unticked, nothing is sent (issue 41)
      await sendForm.getByRole("button", { name: "发放" }).click();
      await expect(sendForm.getByRole("alert")).toHaveText("发放前请勾选确认");
      await expect(page).toHaveURL(/type=send/);
      await sendForm.getByTestId("voucher-send-confirm").check();
      await sendForm.getByRole("button", { name: "发放" }).click();
      await expect(page).toHaveURL(/\/market-tool\/voucher-detail\/\d+\?type=result-detail&send=\d+/);
      await expect(page.getByRole("heading", { level: 1, name: "发放结果", exact: true })).toBeVisible();
      await expect(page.locator(".console-page-head")).toContainText(new RegExp(`“${name}”的第 \\d+ 次发放`));
      await expect(page.getByTestId("count-sent")).toHaveText(/2$/);
      await expect(page.getByTestId("count-unknown_customer")).toHaveText(/2$/);
      await expect(page.getByTestId("count-duplicate")).toHaveText(/1$/);
      await expect(page.getByTestId("count-out_of_stock")).toHaveText(/1$/);
      const lines = page.locator("tbody tr");
      await expect(lines).toHaveCount(6);
      await expect(lines.nth(0)).toContainText("已发放");
      await expect(lines.nth(1)).toContainText("重复");
      await expect(lines.nth(3)).toContainText("顾客不存在");
      await expect(lines.nth(5)).toContainText("库存不足");
      await page.getByRole("link", { name: "库存不足" }).click();
      await expect(page).toHaveURL(/result=out_of_stock/);
      await expect(lines).toHaveCount(1);
      await expect(lines.first()).toContainText("36");

      await page.getByRole("link", { name: "返回优惠券" }).click();
      await expect(page.getByTestId("voucher-stock")).toContainText("剩余 0 / 2");
    } finally {
      await context.close();
    }
  });
}
