import { expect, test } from "./fixtures";

// An event's currency is one of its site's (issue 41 §2 on the event form): the form offers the chosen
// site's currencies, its own preselected. With JavaScript the choices follow the site at once; without
// it the page is drawn for the site it holds, so a save after changing the site is refused beside the
// currency and the form comes back offering the new site's currencies, its own chosen.

for (const js of [true, false]) {
  test.describe(() => {
    test.use({ javaScriptEnabled: js });
    test(`a uk daily special is in GBP, never USD (JavaScript ${js ? "on" : "off"})`, async ({ signedInPage: page }) => {
      const name = `UK currency ${js ? "js" : "no-js"} ${Date.now() % 100000}`;
      await page.goto("/activity/daily-specials-edit?type=create");
      const form = page.locator("#event-new");
      await form.getByLabel("活动名称").fill(name);
      // a new event is drawn for us: USD is its only currency
      await expect(form.getByLabel("币种").locator("option")).toHaveText(["USD"]);
      await form.getByLabel("站点").selectOption("uk");
      await form.getByLabel("开始时间（美西）").fill("2036-06-01 00:00:00");
      await form.getByLabel("结束时间（美西）").fill("2036-06-07 23:59:59");
      await form.getByLabel("标题（en）").fill("Summer in the UK");
      if (!js) {
        await form.getByRole("button", { name: "保存" }).click();
        await expect(page.locator("#event-new-currencyError")).toHaveText("不是站点“英国”使用的币种");
        await expect(form.getByLabel("活动名称")).toHaveValue(name);
      }
      await expect(form.getByLabel("币种")).toHaveValue("GBP");
      await expect(form.getByLabel("币种").locator("option", { hasText: "USD" })).toHaveCount(0);
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(/\/activity\/daily-specials-detail\?id=\d+/);
      await expect(page.getByText("英国 · GBP")).toBeVisible();
    });
  });
}
