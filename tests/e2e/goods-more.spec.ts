import { expect, signIn, test } from "./fixtures";

// Goods → algorithm settings, reviews (add, approve, reply), pick-product and the SKU export, with
// JavaScript on and off. Demo seed: pools #1…; products PP0000001… (PP0000012's SKUs -1 and -2);
// algorithm settings exist for us, uk, de, au (none for eur or glb).
for (const js of [true, false]) {
  test(`goods: algorithm setting, review add/approve/reply, pick, SKU export (JavaScript ${js ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL, acceptDownloads: true });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await signIn(page, "admin");
      const mode = js ? "js" : "nojs";

      // algorithm-config: weights that do not add up are refused next to the last weight, then saved
      await page.goto("/goods/algorithm-config/new");
      const form = page.locator("#algorithm-new");
      await form.getByLabel("站点").selectOption(js ? "eur" : "glb");
      await form.getByLabel("销量权重（%）").fill("45");
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page.getByText("四个权重之和必须为 100")).toBeVisible();
      await page.locator("#algorithm-new").getByLabel("库存权重（%）").fill("10");
      await page.locator("#algorithm-new").getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(/\/goods\/algorithm-config(\?|$)/);
      await expect(page.locator("tr", { hasText: "销量 45% · 毛利 20% · 新品 25% · 库存 10%" }).first()).toBeVisible();

      // comment-add: a review sent in by mail waits as pending
      const author = `Grandpa ${mode}`;
      await page.goto("/goods/comment-add");
      const add = page.locator("#review-add");
      await add.getByLabel("SPU 编码").fill(js ? "PP0000100" : "PP0000101");
      await add.getByLabel("评论内容").fill("Warm and soft, sent in by mail.");
      await add.getByLabel("作者名").fill(author);
      await add.getByLabel("来源").selectOption("imported");
      await add.getByRole("button", { name: "保存" }).click();
      await expect(page.getByText("请填写导入评论的来源渠道")).toBeVisible();
      await page.locator("#review-add").getByLabel("渠道").fill("amazon");
      await page.locator("#review-add").getByRole("button", { name: "保存" }).click();
      await expect(page.getByText(/已添加，等待审核/)).toBeVisible();

      // comment-manager-allright: approve it, then reply
      await page.goto("/goods/comment-manager-allright?status=pending");
      const row = page.locator("tr", { hasText: author });
      await expect(row).toContainText("待审核");
      await row.getByRole("button", { name: "通过" }).click();
      await expect(page.locator("tr", { hasText: author })).toHaveCount(0);
      await page.goto("/goods/comment-manager-allright?status=approved");
      const approved = page.locator("tr", { hasText: author });
      await expect(approved).toContainText("已通过");
      await approved.getByRole("link", { name: "编辑" }).click();
      const reply = page.locator("form[id^=review-]");
      await reply.getByLabel("回复").fill("Thank you!");
      await reply.getByRole("button", { name: "保存" }).click();
      await expect(page.locator("tr", { hasText: author })).toContainText("已回复");

      // pick-product: one product into pool #2 ("Back to School 2026"; #1 is the one other journeys count);
      // it is then marked as in the pool
      // both priced on us, the pool's site (product n is priced where n % 7 is 0 or 4: seed-goods.ts)
      const spu = js ? "PP0000301" : "PP0000305";
      await page.goto(`/goods/pick-product?pool=2&search_type=spu&keyword=${spu}`);
      await page.getByLabel(`勾选 ${spu}`).check();
      await page.getByRole("button", { name: "加入勾选的商品" }).click();
      await expect(page.getByText(/商品已加入/)).toBeVisible({ timeout: 20_000 });
      await expect(page.getByLabel(`勾选 ${spu}`)).toBeDisabled();

      // export-sku: the search's SKUs as a spreadsheet
      await page.goto("/goods/export-sku?search_type=spu&keyword=PP0000012");
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "下载 SKU（.xlsx）" }).click();
      expect((await download).suggestedFilename()).toMatch(/^skus-all-\d{4}-\d{2}-\d{2}\.xlsx$/);
    } finally {
      await context.close();
    }
  });
}

test("goods: a review is approved with the keyboard only", async ({ page }) => {
  await signIn(page, "admin");
  await page.goto("/goods/comment-manager-allright?site=de&status=pending");
  const approve = page.locator("tr", { hasText: "Lena K." }).getByRole("button", { name: "通过" });
  await approve.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("tr", { hasText: "Lena K." })).toHaveCount(0);
});
