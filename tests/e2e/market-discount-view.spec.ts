import { expect, signIn, tabStrip, test, switchLanguage } from "./fixtures";

// Issue 40 §6 and §7: discountList-edit?type=detail|checked shows a discount read-only to anyone who
// holds the route (the approver, who may not change it, included); the heading, the tab and the
// document's title all say the page's type. The seed's first discount is "Back to School 15% off" (us).
for (const js of [true, false]) {
  test(`the approver reads a discount by type, in zh and en (JavaScript ${js ? "on" : "off"})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await signIn(page, "approver");
      await page.goto("/market-tool/discountList-edit?type=detail&id=1");
      await expect(page).toHaveURL(/\/market-tool\/discountList-edit\/1\?type=detail$/);
      await expect(page.getByRole("heading", { level: 1, name: "优惠码活动详情" })).toBeVisible();
      await expect(page.getByText("Back to School 15% off").first()).toBeVisible();
      const view = page.getByTestId("discount-view");
      await expect(view).toContainText("15 %");
      await expect(view).toContainText("满 USD 49.90");
      // read-only: no form, no way to the form
      await expect(page.locator("form#discount-1")).toHaveCount(0);
      await expect(page.getByRole("link", { name: "编辑优惠码活动" })).toHaveCount(0);
      await expect(page.getByTestId("discount-codes")).toHaveAttribute("href", "/market-tool/bath-code-create?discount_id=1");
      await expect(tabStrip(page).locator('[data-tab="discountList-edit:1"] a')).toHaveText("优惠码活动详情 #1");
      await expect(page).toHaveTitle(/^优惠码活动详情 - /);

      await page.goto("/market-tool/discountList-edit/1?type=checked");
      await switchLanguage(page, "en");
      await expect(page).toHaveURL(/\/market-tool\/discountList-edit\/1\?type=checked$/);
      await expect(page.getByRole("heading", { level: 1, name: "Check discount" })).toBeVisible();
      await expect(page.getByTestId("discount-view")).toContainText("15 %");
      await expect(tabStrip(page).locator('[data-tab="discountList-edit:1"] a')).toHaveText("Check discount #1");
      await expect(page).toHaveTitle(/^Check discount - /);
      // the form itself stays the key holders'
      const form = await page.request.get("/market-tool/discountList-edit/1");
      expect(form.status()).toBe(403);
      await switchLanguage(page, "zh");
    } finally {
      await context.close();
    }
  });
}

test("the operator, who may change discounts, is offered the form from the read view; a new exclusive offer's tab says so", async ({
  page,
}) => {
  await page.goto("/login");
  await signIn(page, "operator");
  await page.goto("/market-tool/discountList-edit/1?type=detail");
  await page.getByRole("link", { name: "编辑优惠码活动" }).click();
  await expect(page).toHaveURL(/\/market-tool\/discountList-edit\/1$/);
  await expect(page.locator("#discount-1")).toBeVisible();
  await expect(tabStrip(page).locator('[data-tab="discountList-edit:1"] a')).toHaveText("编辑优惠码活动 #1");

  await page.goto("/activity/reach-edit/new");
  await expect(tabStrip(page).locator('[data-tab="reach-edit"] a')).toHaveText("新建专享活动");
  await expect(page).toHaveTitle(/^新建专享活动 - /);
});
