// The exchange-rate rules pricing staff rely on (issue 15, 1–3), as they meet them in the console:
// the site's currencies only, "1 USD = [ ] GBP", a confirmation for a rate far from the benchmark,
// no overlapping enabled periods, scheduled / in effect shown beside enabled, and a base-currency
// change that is refused while enabled rates are quoted in the current base.
import { expect, formReady, signIn, test } from "./fixtures";

for (const js of [true, false]) {
  test.describe(`exchange-rate rules with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("site currencies, the quote before the field, a far rate confirmed, an overlap refused, scheduled shown", async ({ page }) => {
      const year = js ? "2032" : "2033";
      const typed = js ? "0.95" : "0.96";
      await page.goto("/system/exchange-rate-list/new");
      await signIn(page, "admin");
      const form = page.locator("form#rate-new");
      if (js) await formReady(form);
      await form.locator("select[name=site]").selectOption("uk");
      if (js) {
        // the currency list follows the site: uk offers GBP only
        await expect(form.locator("select[name=currency] option:not([value=''])")).toHaveText(["GBP"]);
      } else {
        // without JavaScript every offered currency is listed; the server refuses one the site lacks
        await form.locator("select[name=currency]").selectOption("JPY");
        await form.locator("input[name=rate]").fill("150");
        await form.locator("input[name=start_date]").fill(`${year}-01-01`);
        await form.locator("input[name=end_date]").fill(`${year}-01-31`);
        await form.getByRole("button", { name: "保存" }).click();
        await expect(form.getByText("站点“英国”仅提供 GBP；请先在国家币种中为该站点添加 JPY").first()).toBeVisible();
      }
      await form.locator("select[name=currency]").selectOption("GBP");
      await form.locator("input[name=rate]").fill(typed);
      await form.locator("input[name=start_date]").fill(`${year}-01-01`);
      await form.locator("input[name=end_date]").fill(`${year}-01-31`);
      await form.locator("input[name=end_date]").blur();
      // the rate reads "1 USD = [ ] GBP"
      await expect(form.getByText("1 USD =", { exact: true })).toBeVisible();
      if (js) await expect(form.getByText("GBP", { exact: true }).last()).toBeVisible();
      await form.getByRole("button", { name: "保存" }).click();
      // far from the benchmark (~0.79): the API's warning and a box to tick
      await expect(
        form.getByText(/0\.9\d 高于最新基准汇率 0\.7\d+（\d{4}-\d{2}-\d{2}）\d+\.\d%，超过 10%；确认后方可保存/).first(),
      ).toBeVisible();
      await form.getByLabel("仍要保存：我已核对此汇率与基准汇率的差异").check();
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page.getByText("已创建").first()).toBeAttached();
      const row = page.getByRole("row").filter({ hasText: `${typed}0000` });
      await expect(row).toContainText(`1 USD = ${typed}0000`);
      await expect(row).toContainText("已启用");
      await expect(row).toContainText("未生效");
      const id = (await row.locator("[data-testid^=logs-]").getAttribute("data-testid"))!.slice("logs-".length);

      // a second enabled uk/GBP rate over some of the same days is refused, naming the first
      await page.goto("/system/exchange-rate-list/new");
      const again = page.locator("form#rate-new");
      if (js) await formReady(again);
      await again.locator("select[name=site]").selectOption("uk");
      await again.locator("select[name=currency]").selectOption("GBP");
      await again.locator("input[name=rate]").fill("0.8");
      await again.locator("input[name=start_date]").fill(`${year}-01-15`);
      await again.locator("input[name=end_date]").fill(`${year}-02-15`);
      await again.locator("input[name=end_date]").blur();
      await again.getByRole("button", { name: "保存" }).click();
      await expect(
        again
          .getByText(`有效期与已启用的汇率 #${id} (英国 GBP ${typed}0000, ${year}-01-01 至 ${year}-01-31) 重叠；请先停用该汇率或修改有效期`)
          .first(),
      ).toBeVisible();
    });
  });
}

test("the seeded rates of this year show as in effect", async ({ page }) => {
  await page.goto("/system/exchange-rate-list?site=us_v1");
  await signIn(page, "admin");
  const row = page.getByRole("row").filter({ hasText: "USD" });
  await expect(row).toContainText("已启用");
  await expect(row).toContainText("生效中");
  await page.goto("/system/exchange-rate-list?site=us_v1&period=expired");
  await expect(page.getByTestId("empty-state")).toBeVisible();
});

test("changing the base currency is refused while enabled rates are quoted in the current one", async ({ page }) => {
  await page.goto("/system/setting/edit");
  await signIn(page, "admin");
  const form = page.locator("form#setting");
  await expect(form.getByText("每条汇率都保留其报价币种")).toBeVisible();
  await form.locator("select[name=base_currency]").selectOption("EUR");
  await form.getByRole("button", { name: "保存" }).click();
  await expect(
    form.getByText(/^有 \d+ 条已启用的汇率不是按 EUR 报价（按 1 USD）；请先停用它们，再将基准币种改为 EUR$/).first(),
  ).toBeVisible();
  await page.goto("/system/setting");
  await expect(page.getByText("基准币种", { exact: true }).locator("..")).toContainText("USD");
});
