// System › COD fees (issue 9): money shown in its currency, a percentage fee capped at 100, and a
// delete that asks first, naming the record, then leaves a log — with JavaScript on and off.
import { expect, signIn, test } from "./fixtures";

for (const js of [true, false]) {
  test.describe(`COD fees with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("create with a percentage over 100 refused, then delete after confirming, and read the log", async ({ page }) => {
      const [code, name] = js ? ["QA", "卡塔尔"] : ["OM", "阿曼"];
      await page.goto("/system/cod-country-fee-list");
      await signIn(page, "admin");
      await expect(page).toHaveURL(/\/system\/cod-country-fee-list$/);
      // the seed's Emirates fee, in dirhams
      const ae = page.getByRole("row").filter({ hasText: "阿拉伯联合酋长国" });
      await expect(ae).toContainText("AED 15.00");
      await expect(page.getByRole("row").filter({ hasText: "墨西哥" })).toContainText("商品总额的 3.5%");

      await page.getByRole("link", { name: "新增货到付款费用" }).first().click();
      const form = page.locator("form#cod-fee-new");
      await form.locator("select[name=country_code]").selectOption(code);
      await form.locator("select[name=currency_code]").selectOption("USD");
      await form.locator("select[name=fee_type]").selectOption("percentage");
      await form.locator("input[name=fee_value]").fill("100.01");
      await form.locator("input[name=order_total_limit]").fill("800");
      await form.locator("input[name=daily_order_limit]").fill("0");
      await form.getByRole("button", { name: "保存" }).click();
      await expect(form.getByText("百分比须在 0 到 100 之间")).toBeVisible();
      await expect(form.getByText("须为 1 到 1000 的整数")).toBeVisible();
      await form.locator("input[name=fee_value]").fill("100");
      await form.locator("input[name=daily_order_limit]").fill("3");
      await form.locator("input[name=daily_order_limit]").blur();
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(/\/system\/cod-country-fee-list$/);
      await expect(page.getByText("已创建").first()).toBeAttached();
      const row = page.getByRole("row").filter({ hasText: name });
      await expect(row).toContainText("商品总额的 100%");
      await expect(row).toContainText("US$800.00");

      // delete: first a confirmation naming the record; cancelling keeps it
      await row.getByRole("link", { name: "删除" }).click();
      const title = `删除 ${name} (${code}, USD) 的货到付款费用？`;
      await expect(page.getByText(title)).toBeVisible();
      await page.getByRole("link", { name: "取消" }).click();
      await expect(page.getByText(title)).toHaveCount(0);
      await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
      await page.getByRole("row").filter({ hasText: name }).getByRole("link", { name: "删除" }).click();
      await page.getByTestId("confirm-delete").click();
      await expect(page.getByText("已删除").first()).toBeAttached();
      await expect(page).toHaveURL(/\/system\/cod-country-fee-list$/);
      await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);

      // the whole log keeps what was deleted
      await page.getByRole("link", { name: "操作日志" }).first().click();
      const log = page
        .getByRole("row")
        .filter({ hasText: "删除" })
        // the log reads as the form does: the field's label and the country's name (one definition, issue 36)
        .filter({ hasText: `国家代码: ${name} (${code})` });
      await expect(log).toContainText("Ada Admin");
    });
  });
}

test("the viewer sees the fees but no add, edit or delete", async ({ page }) => {
  await page.goto("/system/cod-country-fee-list?currency=EUR");
  await signIn(page, "viewer");
  await expect(page.getByRole("row").filter({ hasText: "意大利" })).toContainText("€4.90");
  await expect(page.getByRole("link", { name: "删除" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "新增货到付款费用" })).toHaveCount(0);
  const res = await page.request.post("/system/cod-country-fee-list", {
    form: { intent: "delete", id: "1", version: "1" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(403);
});
