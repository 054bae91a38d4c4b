import { a11yPass } from "./axe";
import { expect, test } from "./fixtures";

// Accessibility of the voucher pages (both lists, the form with its errors shown, a voucher's detail
// and send pages, a send's results) in zh and en: no violation of any impact on the whole page,
// shell included. The seed's sixth voucher ("Flash giveaway $10") carries the demo send #1.
const PAGES = [
  "/market-tool/voucher-list",
  "/market-tool/voucher-list?logs=all",
  "/market-tool/voucher-invalid",
  "/market-tool/voucher-detail",
  "/market-tool/voucher-detail/new",
  "/market-tool/voucher-detail/1",
  "/market-tool/voucher-detail/6?type=detail",
  "/market-tool/voucher-detail/1?type=send",
  "/market-tool/voucher-detail/6?type=result-detail&send=1",
];

for (const lang of ["zh", "en"] as const) {
  test(`voucher pages have no accessibility violations (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const { found, scan, scanPages } = await a11yPass(page, { user: "operator", lang });
    await scanPages(PAGES);
    await page.goto("/market-tool/voucher-detail/new");
    await page.locator("#voucher-new").getByRole("button").last().click();
    await expect(page.locator("#voucher-new-nameError")).toBeVisible();
    await scan("voucher form with errors");
    expect(found).toEqual([]);
  });
}
