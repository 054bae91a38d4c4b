import { signIn, test } from "./fixtures";
for (const w of [1280, 390]) {
  test(`shots ${w}`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: 900 });
    await page.goto("/system/exchange-rate-list?sort=-rate");
    await signIn(page, "admin");
    await page.screenshot({ path: `/tmp/screens/list-${w}.png`, fullPage: false });
    await page.goto("/system/exchange-rate-list?site=uk&confirm=disable&confirm_id=3");
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/screens/confirm-${w}.png` });
    await page.goto("/system/currency-manage-list?logs=all");
    await page.screenshot({ path: `/tmp/screens/log-${w}.png`, fullPage: true });
  });
}
