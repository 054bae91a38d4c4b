import { expect, signIn, test } from "./fixtures";

// Issue 41 §2: a discount's currency offers only the chosen site's currencies, the site's own chosen.
// With JavaScript the choices follow the site at once; without it, a save after changing the site is
// refused beside the currency and the form comes back offering the new site's, its own chosen. Both
// end with a uk discount saved in GBP.
for (const js of [true, false]) {
  test(`a discount's currency follows its site (JavaScript ${js ? "on" : "off"})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await signIn(page, "operator");
      const name = `Pound sale ${js ? "JS" : "noJS"}`;
      await page.goto("/market-tool/discountList-edit/new");
      const form = page.locator("#discount-new");
      const currency = form.getByLabel("币种");
      await expect(currency.locator("option")).toHaveText(["USD"]);
      await expect(currency).toHaveValue("USD");
      await form.getByLabel("活动名称").fill(name);
      await form.getByLabel("站点").selectOption("uk");
      await form.getByLabel("类型").selectOption("amount");
      await form.getByLabel("优惠", { exact: true }).fill("5");
      await form.getByLabel("最低订单金额").fill("30");
      await form.getByLabel("开始日期").fill("2031-10-01");
      await form.getByLabel("结束日期").fill("2031-10-31");
      if (js) {
        // at once: the uk site's own currency, and nothing else
        await expect(currency.locator("option")).toHaveText(["GBP"]);
        await expect(currency).toHaveValue("GBP");
        await form.getByLabel("站点").selectOption("glb");
        await expect(currency).toHaveValue("USD");
        await expect(currency.locator("option").first()).toHaveText("USD");
        await expect(currency.locator("option", { hasText: "JPY" })).toHaveCount(1);
        await form.getByLabel("站点").selectOption("uk");
        await expect(currency).toHaveValue("GBP");
      } else {
        // the page still shows the us choices: the save is refused beside the currency
        await form.getByRole("button", { name: "保存" }).click();
        await expect(page.locator("#discount-new-currency_codeError")).toHaveText("不是站点“英国”使用的币种");
        await expect(currency.locator("option")).toHaveText(["GBP"]);
        await expect(currency).toHaveValue("GBP");
        await expect(form.getByLabel("活动名称")).toHaveValue(name);
      }
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(/\/market-tool\/discountList(\?|$)/);
      await expect(page.locator("tr", { hasText: name })).toContainText("GBP");
    } finally {
      await context.close();
    }
  });
}
