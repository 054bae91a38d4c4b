// Issue 41: a list's page-size filter offers 20, 50 and 100 only — never "All", which showed a
// page of 20 — and says 20 when the URL names no size.
import { expect, signIn, test } from "./fixtures";

const LISTS = ["/activity/daily-specials", "/market-tool/budget-list", "/goods/goods-list"];

for (const js of [true, false]) {
  test.describe(`the page-size filter with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("offers 20, 50 and 100, 20 chosen by default, and keeps a chosen size", async ({ page }) => {
      await page.goto("/login");
      await signIn(page, "admin");
      for (const url of LISTS) {
        await page.goto(url);
        const size = page.locator("select[name=page_size]");
        await expect(size.locator("option"), url).toHaveText(["20", "50", "100"]);
        await expect(size, url).toHaveValue("20");
        await page.goto(`${url}?page_size=50`);
        await expect(page.locator("select[name=page_size]"), url).toHaveValue("50");
      }
    });
  });
}
