// Issue 15 item 9: at 390 px rows are stacked cards with their actions in reach, the filters fold
// behind a "filters" button, and validity periods stay on one line — with JavaScript on and off.
import { expect, signIn, test } from "./fixtures";

for (const js of [true, false]) {
  test.describe(`390 px with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js, viewport: { width: 390, height: 844 } });

    test("cards, folded filters, one-line periods", async ({ page }) => {
      await page.goto("/system/exchange-rate-list?site=glb");
      await signIn(page, "admin");
      const search = page.getByRole("search", { name: "筛选" });
      await expect(search).toBeHidden();
      await page.getByText("筛选", { exact: true }).click();
      await expect(search).toBeVisible();
      await expect(search.locator("select[name=site]")).toHaveValue("glb");

      const row = page.getByRole("table", { name: "汇率", exact: true }).locator("tbody tr").first();
      const cells = await row.locator("td").evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().toJSON() as DOMRect));
      // stacked: each cell below the previous one, each as wide as the card
      for (let i = 1; i < cells.length; i++) expect(cells[i].top).toBeGreaterThanOrEqual(cells[i - 1].bottom - 1);
      for (const c of cells) expect(c.right).toBeLessThanOrEqual(390);
      // the column's name beside its value
      await expect(row.locator("td").nth(1)).toHaveAttribute("data-label", "币种");

      const disable = row.getByRole("link", { name: "停用" });
      const box = (await disable.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.height).toBeGreaterThanOrEqual(24);
      const period = (await row.getByTestId("period").boundingBox())!;
      expect(period.height).toBeLessThan(30);
      await disable.click();
      await expect(page.getByTestId("confirm")).toBeVisible();
    });

    test("the top bar's page search, language switch and sign-out each keep their own room", async ({ page }) => {
      await page.goto("/system/exchange-rate-list");
      await signIn(page, "admin");
      const bar = page.locator("header").first();
      const boxes = await Promise.all(
        [
          bar.getByRole("searchbox"),
          bar.getByRole("search").getByRole("button"),
          page.getByTestId("user-menu"),
          page.getByTestId("lang-zh"),
          page.getByTestId("lang-en"),
          page.getByTestId("sign-out"),
        ].map(async (l) => (await l.boundingBox())!),
      );
      // left to right, none over the next (the menu's buttons inside the menu), all inside the screen
      for (const i of [1, 2, 4, 5]) expect(boxes[i].x, `item ${i}`).toBeGreaterThanOrEqual(boxes[i - 1].x + boxes[i - 1].width);
      expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(390);
      expect(boxes[0].width).toBeGreaterThanOrEqual(60);
    });

    test("an event's product rows name each figure beside its input", async ({ page }) => {
      await page.goto("/activity/daily-specials-detail?id=2");
      await signIn(page, "admin");
      const row = page.getByTestId("product-DS-UK-2001-3Y");
      const shown = (testId: string) => row.getByTestId(testId).evaluate((td) => getComputedStyle(td, "::before").content);
      expect(await shown("DS-UK-2001-3Y-price")).toBe('"价格"');
      expect(await shown("DS-UK-2001-3Y-stock")).toBe('"库存"');
      await expect(row.getByLabel("价格 DS-UK-2001-3Y")).toBeVisible();
    });
  });
}
