import { expect, signIn, test } from "./fixtures";

// Goods → labels: create a label, relate an event of its site, add products by SPU code, remove one,
// read the label-product log, export the products — JavaScript on and off. Demo seed: the ca site's
// one event is #7 "Snow Day Flash Sale"; products PP0000200… exist and carry no label.
for (const js of [true, false]) {
  test(`labels: create, relate an event, add and remove products, export (JavaScript ${js ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL, acceptDownloads: true });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await signIn(page, "admin");
      const name = `Snow ${js ? "js" : "nojs"}`;
      const [a, b] = js ? ["PP0000200", "PP0000201"] : ["PP0000210", "PP0000211"];

      await page.goto("/goods/label-manage-list/new");
      const form = page.locator("#label-new");
      await form.getByLabel("站点").selectOption("ca");
      await form.getByLabel("类型").selectOption("limited");
      await form.getByLabel("标签名称").fill(name);
      await form.getByLabel("排序").fill("3");
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(/\/goods\/label-manage-list(\?|$)/);
      const row = page.locator("tr", { hasText: name });
      await expect(row).toContainText("限量");
      await row.getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 1, name: `标签 ${name}` })).toBeVisible();
      await expect(page.getByText("还没有活动关联此标签：在下方查找活动并关联。")).toBeVisible();

      await page.getByLabel("按编号或名称查找活动").fill("snow");
      await page.getByRole("button", { name: "查找", exact: true }).click();
      await page.getByRole("button", { name: "关联 #7 Snow Day Flash Sale" }).click();
      await expect(page.getByRole("table", { name: `与 ${name} 关联的活动` }).getByTestId("relation-7")).toContainText("限时抢购");

      await page.getByLabel("按 SPU 编码添加商品").fill(`${a}\nPP9999999`);
      await page.getByRole("button", { name: "添加商品" }).click();
      await expect(page.getByText("No product has the SPU PP9999999").or(page.getByText("以下 SPU 没有对应商品：PP9999999"))).toBeVisible();
      await page.getByLabel("按 SPU 编码添加商品").fill(`${a}, ${b}`);
      await page.getByRole("button", { name: "添加商品" }).click();
      const products = page.getByRole("table", { name: `带有 ${name} 的商品` });
      await expect(products.getByTestId(`product-${a}`)).toBeVisible();
      await expect(products.getByTestId(`product-${b}`)).toBeVisible();
      await products.getByLabel(a).check();
      await page.getByRole("button", { name: "移除勾选的商品" }).click();
      await expect(products.getByTestId(`product-${a}`)).toHaveCount(0);
      const log = page.getByRole("table", { name: `${name} 的商品添加与移除记录` });
      await expect(log.locator("tbody tr").nth(0)).toContainText(`移除${a}`);
      await expect(log.locator("tbody tr").nth(1)).toContainText(`添加${a}, ${b}`);

      const download = page.waitForEvent("download");
      await page.getByTestId("export").click();
      expect((await download).suggestedFilename()).toMatch(/^label-\d+-products\.xlsx$/);
    } finally {
      await context.close();
    }
  });
}
