import { a11yPass } from "./axe";
import { expect, test } from "./fixtures";

// Accessibility of the discount-code pages (lists, a form with its errors shown, a batch's
// result) in zh and en: no violation of any impact on the whole page, shell included.
const PAGES = [
  "/market-tool/discountList",
  "/market-tool/discountList?logs=all",
  "/market-tool/discountList-edit/new",
  "/market-tool/discountList-edit/1",
  // the read views (issue 40 §6)
  "/market-tool/discountList-edit/1?type=detail",
  "/market-tool/discountList-edit/2?type=checked",
  "/market-tool/bath-code-create",
  "/market-tool/bath-code-create?discount_id=1",
  "/market-tool/bath-code-create?batch=1",
];

for (const lang of ["zh", "en"] as const) {
  test(`discount-code pages have no accessibility violations (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const { found, scan, scanPages } = await a11yPass(page, { user: "operator", lang });
    await scanPages(PAGES);
    // the form with every error shown
    await page.goto("/market-tool/discountList-edit/new");
    await page.locator("#discount-new").getByRole("button").last().click();
    await expect(page.locator("#discount-new-nameError")).toBeVisible();
    await scan("discount form with errors");
    expect(found).toEqual([]);
  });
}
