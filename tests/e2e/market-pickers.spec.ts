import { a11yPass } from "./axe";
import { expect, test } from "./fixtures";

// Pickers, not typed codes (issue 41 §5, §6): a newcomer package's vouchers and a market task's voucher
// are picked from the site's list. Saving with nothing picked says so next to the picker; a search
// keeps everything typed (a GET of the whole form without JavaScript); the ticked voucher is saved
// and named in the list. JavaScript on and off, in the default interface language (zh).
for (const js of [true, false]) {
  test.describe(() => {
    test.use({ javaScriptEnabled: js });
    test(`pick vouchers for a newcomer package and a market task (JavaScript ${js ? "on" : "off"})`, async ({ signedInPage: page }) => {
      const name = `UK newcomers (${js ? "js" : "no-js"} ${Date.now()})`;
      await page.goto("/market-tool/coupons-for-newcomers-detail/new");
      if (js) await page.waitForFunction(() => !!(window as unknown as { __remixRouter?: unknown }).__remixRouter);
      const form = page.locator("#newcomer-new");
      await form.getByLabel("礼包名称").fill(name);
      await form.getByLabel("站点").selectOption("uk");
      await form.getByLabel("有效天数").fill("21");
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page.locator("#newcomer-new-voucher_idsError")).toHaveText("请选择 1 到 10 张优惠券");

      // the search lists the uk vouchers in use; what was typed stays
      await form.getByLabel("按名称搜索优惠券").fill("Hello");
      await form.getByRole("button", { name: "搜索" }).click();
      await expect(page).toHaveURL(/pick=voucher_ids/);
      const picker = page.getByTestId("picker-voucher_ids");
      await expect(picker).toContainText("站点“英国”匹配“Hello”的优惠券");
      await expect(form.getByLabel("礼包名称")).toHaveValue(name);
      await expect(form.getByLabel("有效天数")).toHaveValue("21");
      await expect(form.getByLabel("站点")).toHaveValue("uk");
      const results = page.getByTestId("picker-voucher_ids-results");
      await expect(results.locator("li")).toHaveCount(1);
      await expect(results).toContainText("Hello £5");
      await expect(results).toContainText("英国 · 减 GBP 5.00");
      await results.getByLabel(/Hello £5/).check();
      // Enter in a field saves, as on every form (the picker's search is not the form's default button)
      await form.getByLabel("礼包名称").press("Enter");
      await expect(page).toHaveURL(/\/market-tool\/coupons-for-newcomers(\?|$)/);
      await page.goto(`/market-tool/coupons-for-newcomers?name=${encodeURIComponent(name)}`);
      await expect(page.locator("tbody tr", { hasText: name })).toContainText(/Hello £5 #\d+/);

      // a market task sends one voucher of its site, picked the same way
      const task = `Birthday treat (${js ? "js" : "no-js"} ${Date.now()})`;
      await page.goto("/market-tool/task-detail/new");
      if (js) await page.waitForFunction(() => !!(window as unknown as { __remixRouter?: unknown }).__remixRouter);
      const tf = page.locator("#task-new");
      await tf.getByLabel("任务名称").fill(task);
      await tf.getByLabel("站点").selectOption("ca");
      await tf.getByLabel("发送内容").selectOption("voucher");
      await tf.getByLabel("开始日期").fill("2031-06-01");
      await tf.getByLabel("结束日期").fill("2031-06-30");
      await tf.getByLabel("按名称搜索优惠券").fill("Birthday");
      await tf.getByRole("button", { name: "搜索" }).click();
      await expect(page).toHaveURL(/pick=reward_pick/);
      await expect(tf.getByLabel("任务名称")).toHaveValue(task);
      await expect(tf.getByLabel("结束日期")).toHaveValue("2031-06-30");
      await page
        .getByTestId("picker-reward_pick-results")
        .getByLabel(/Birthday 10% off/)
        .check();
      await tf.getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(/\/market-tool\/task-list(\?|$)/);
      await expect(page.locator("tbody tr", { hasText: task })).toContainText(/优惠券: Birthday 10% off #\d+/);
    });
  });
}

for (const lang of ["zh", "en"] as const) {
  test(`the voucher picker has no accessibility violations, with results and an error shown (${lang})`, async ({ page }) => {
    const { found, scan } = await a11yPass(page, { user: "operator", lang });
    await page.goto(
      "/market-tool/coupons-for-newcomers-detail/new?site=uk&name=x&valid_days=30&claim_hours=72&pick=voucher_ids&voucher_ids_q=",
    );
    await expect(page.getByTestId("picker-voucher_ids-results").locator("li").first()).toBeVisible();
    await scan("newcomer form with the picker's results");
    await page.waitForFunction(() => !!(window as unknown as { __remixRouter?: unknown }).__remixRouter);
    await page.locator("#newcomer-new").locator("button[type=submit]").last().click();
    await expect(page.locator("#newcomer-new-voucher_idsError")).toBeVisible();
    await scan("newcomer form with the picker's error");
    expect(found).toEqual([]);
  });
}
