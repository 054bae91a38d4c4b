import { createDailySpecialDraft } from "./activity-fixtures";
import { expect, signIn, test } from "./fixtures";

// Activity → an event's products on its detail page (issue 11): a draft of 22 products shows them
// 20 at a time in the order added: the next products and back to the first, a search by SKU, a row
// saved with a bad figure and then a good one, and ticked rows removed together. The rows, the pager
// and the forms are plain markup the console takes over when JavaScript runs, so both ways are walked.

for (const js of [true, false]) {
  test(`event products: next and first page, SKU search, a row's bad and good save, remove the ticked rows (JavaScript ${js ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await signIn(page, "operator");
      const tag = `${js ? "JS" : "NOJS"}${Date.now() % 100000}`;
      // catalogue SKUs the demo seed sells on us (product 7n's first SKU: us is its first site, from USD 5.99):
      // an event takes only those, named as the catalogue names them (issue 41 §1)
      const sku = (n: number) => `PP${String(7 * n).padStart(7, "0")}-1`;

      await createDailySpecialDraft(page, {
        name: `Products page ${tag}`,
        first: "2033-05-01",
        last: "2033-05-07",
        title: "Products page",
      });
      const lines = Array.from({ length: 22 }, (_, i) => `${sku(i + 1)}, 5.${10 + i}, 5`);
      await page.getByLabel("要添加的商品").fill(lines.join("\n"));
      await page.getByRole("button", { name: "添加商品" }).click();
      await expect(page.getByText("22 个商品")).toBeVisible();
      // the log names the batch's first five SKUs and counts the rest
      const added = page.getByRole("table", { name: "变更记录" }).getByTestId("log-add_products");
      await expect(added).toContainText(sku(5));
      await expect(added).not.toContainText(sku(6));
      await expect(added).toContainText("……另有 17 个 SKU");

      const rows = page.getByRole("table", { name: "商品", exact: true }).locator("tbody tr");
      await expect(rows).toHaveCount(20);
      await page.getByRole("link", { name: "后面的商品 ›" }).click();
      await expect(rows).toHaveCount(2);
      await expect(page.getByLabel(`价格 ${sku(22)}`)).toHaveValue("5.31");
      await expect(page.getByLabel(`价格 ${sku(1)}`)).toHaveCount(0);
      await page.getByRole("link", { name: "« 最前的商品" }).click();
      await expect(rows).toHaveCount(20);
      await expect(page).not.toHaveURL(/after=/);

      await page.getByLabel("查找 SKU").fill(sku(7));
      await page.locator("main").getByRole("search").getByRole("button", { name: "查询" }).click();
      await expect(rows).toHaveCount(1);
      await expect(page.getByLabel(`价格 ${sku(7)}`)).toHaveValue("5.16");

      await page.goto(page.url().replace(/&sku=[^&]*/, ""));
      // a row saved with a bad figure: the reason beside it, what was typed kept; then a good one
      const price3 = page.getByLabel(`价格 ${sku(3)}`);
      await price3.fill("-5");
      await page.getByRole("button", { name: `保存 ${sku(3)}` }).click();
      await expect(price3).toHaveAttribute("aria-invalid", "true");
      await expect(price3).toHaveAccessibleDescription(/.+/);
      await expect(price3).toHaveValue("-5");
      // a figure typed in another row, not saved: with JavaScript the page is not reloaded, so it stays
      const stock4 = page.getByLabel(`库存 ${sku(4)}`);
      if (js) await stock4.fill("77");
      await price3.fill("4.5");
      await page.getByRole("button", { name: `保存 ${sku(3)}` }).click();
      await expect(page.getByText(`SKU ${sku(3)} 已更新`)).toBeVisible();
      await expect(price3).toHaveValue("4.5");
      await expect(price3).not.toHaveAttribute("aria-invalid", "true");
      if (js) await expect(stock4).toHaveValue("77");
      await page.getByLabel(`选择 ${sku(1)}`).check();
      await page.getByLabel(`选择 ${sku(2)}`).check();
      await page.getByRole("button", { name: "移除所选" }).click();
      await expect(page.getByText("20 个商品")).toBeVisible();
      await expect(page.getByLabel(`价格 ${sku(1)}`)).toHaveCount(0);
      await expect(page.getByLabel(`价格 ${sku(2)}`)).toHaveCount(0);
      await expect(rows).toHaveCount(20);
      await expect(page.getByLabel(`价格 ${sku(22)}`)).toHaveValue("5.31");
      await expect(page.getByRole("link", { name: "后面的商品 ›" })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
}
