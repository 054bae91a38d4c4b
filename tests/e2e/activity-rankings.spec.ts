import { expect, signIn, test, expectRecordPage } from "./fixtures";

// Activity → ranking-list (product rankings, issue 11): `?type=create` opens the new-ranking form; a
// bad product line is named next to the field and what was typed is kept; the saved ranking lists its
// products by position; it goes online, then offline after a confirmation naming it, and its log shows
// both steps. JavaScript on and off, in the default interface language (zh).
for (const js of [true, false]) {
  test(`ranking: create, online, offline, log (JavaScript ${js ? "on" : "off"})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await signIn(page, "operator");
      const name = `Swim top 3 (${js ? "js" : "no-js"} ${Date.now()})`;
      const site = js ? "ca" : "glb";
      await page.goto("/activity/ranking-list-edit?type=create");
      await expect(page).toHaveURL(/\/activity\/ranking-list-edit\/new$/);

      const form = page.locator("#ranking-new");
      await expect(form.getByRole("heading", { name: "新建排行榜" })).toBeVisible();
      await form.getByLabel("排行榜名称").fill(name);
      await form.getByLabel("站点").selectOption(site);
      await form.getByLabel("榜单类型").selectOption("top_rated");
      await form.getByLabel("开始日期").fill("2031-06-01");
      await form.getByLabel("结束日期").fill("2031-06-30");
      // line 2 has no comma: said next to the products, with its line number
      await form.getByLabel("商品", { exact: true }).fill("pp0000180, Rash guard\nPP0000173 Swim shorts");
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page.locator("#ranking-new-productsError")).toHaveText("第 2 行：请填写商品编码、逗号，再填写商品名称");
      await expect(form.getByLabel("排行榜名称")).toHaveValue(name);
      await form.getByLabel("商品", { exact: true }).fill("pp0000180, Rash guard\nPP0000173, Swim shorts\nPP0000166, Sun hat");
      await form.getByRole("button", { name: "保存" }).click();

      // back on the list: the new ranking, offline, with its top 3 named as the catalogue names them
      // (server/db/seed-goods.ts: these three are sold on ca and glb)
      await expect(page).toHaveURL(/\/activity\/ranking-list(\?|$)/);
      const row = page.locator("tbody tr", { hasText: name });
      await expect(row).toContainText("1. Kid Boy Knit Romper · 2. Family Matching Polka Dot Swimsuit · 3. Mommy and Me Solid Cardigan");
      await expect(row).toContainText("好评榜");
      await row.getByRole("link", { name: new RegExp(name.replace(/[()]/g, "\\$&")) }).click();

      // the detail: products by position, days as US West
      await expect(page).toHaveURL(/\/activity\/ranking-list-detail\?id=\d+/);
      await expectRecordPage(page, "排行榜详情", `${name} (${js ? "加拿大" : "全球"})`);
      const summary = page.getByTestId("ranking-summary");
      await expect(summary).toContainText("2031-06-01 00:00:00");
      await expect(summary).toContainText("2031-06-30 23:59:59");
      const products = page.locator("table", { hasText: "PP0000166" });
      await expect(products.locator("tbody tr").nth(0)).toContainText("PP0000180");
      await expect(products.locator("tbody tr").nth(2)).toContainText("Mommy and Me Solid Cardigan");

      await page.getByRole("button", { name: "上线" }).click();
      await expect(page.getByText("该排行榜已上线：请先下线再修改排行榜或其商品。")).toBeVisible();
      await expect(page.getByTestId("ranking-edit")).toHaveCount(0);

      // offline is asked first, naming the ranking
      await page.getByRole("link", { name: "下线" }).click();
      const confirm = page.getByTestId("confirm");
      await expect(confirm).toContainText(name);
      await confirm.getByRole("button", { name: /下线/ }).click();
      await expect(page.getByTestId("ranking-edit")).toBeVisible();

      // the log: both steps, newest first, by the operator
      const log = page.locator("table", { hasText: "Olive Operator" });
      await expect(log.locator("tbody tr").nth(0)).toContainText("下线");
      await expect(log.locator("tbody tr").nth(1)).toContainText("上线");
    } finally {
      await context.close();
    }
  });
}
