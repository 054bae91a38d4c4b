import { a11yPass } from "./axe";
import { createDailySpecialDraft } from "./activity-fixtures";
import { expect, test } from "./fixtures";

// A draft daily special's products picked, not typed (issue 41 §6): searched by SPU, listed with the
// site's price and stock, ticked and added at the site's price with one stock for each. Adding with
// nothing ticked is refused beside the picker. JavaScript on and off. Product 175 of the demo
// catalogue (server/db/seed-goods.ts) is on sale on us: its SKU PP0000175-2 at USD 22.99, stock 51.

for (const js of [true, false]) {
  test.describe(() => {
    test.use({ javaScriptEnabled: js });
    test(`a daily special's product is picked from the catalogue (JavaScript ${js ? "on" : "off"})`, async ({ signedInPage: page }) => {
      test.setTimeout(90_000);
      const name = `Picked ${js ? "js" : "no-js"} ${Date.now() % 100000}`;
      await createDailySpecialDraft(page, { name, first: "2038-04-01", last: "2038-04-07" });
      const picker = page.getByTestId("pick-products");
      // nothing listed until a search: the page is the event's products (issue 42 §2)
      await expect(picker).toContainText("不输入直接点“搜索”则列出最新的商品");
      await expect(picker.getByRole("checkbox")).toHaveCount(0);
      await picker.getByRole("button", { name: "添加勾选的商品" }).click();
      await expect(picker).toContainText("请至少勾选一个商品");
      // an empty search lists the site's newest, a page of 20
      await picker.getByRole("button", { name: "搜索", exact: true }).click();
      await expect(picker).toContainText(/在售的商品，最新在前/);
      await expect(picker.getByRole("checkbox")).toHaveCount(20);

      await picker.getByLabel("按 SPU、SKU 或名称搜索商品").fill("PP0000175");
      await picker.getByRole("button", { name: "搜索", exact: true }).click();
      await expect(picker).toContainText("站点“美国”在售、匹配“PP0000175”的商品");
      const sku = picker.getByRole("checkbox", { name: /PP0000175-2 / });
      await expect(sku).toBeVisible();
      await expect(picker.locator("label", { hasText: "PP0000175-2" })).toContainText("USD 22.99 · 库存 51");
      await sku.check();
      await picker.getByLabel("每个勾选 SKU 的活动库存").fill("5");
      await picker.getByRole("button", { name: "添加勾选的商品" }).click();
      // added at the site's price with the stock typed, named as the catalogue names it
      await expect(page.getByLabel("价格 PP0000175-2")).toHaveValue("22.99");
      await expect(page.getByLabel("库存 PP0000175-2")).toHaveValue("5");
      await expect(page).toHaveURL(/daily-specials-detail\?id=\d+/);
    });
  });
}

test("the product picker with results and with its error has no accessibility violations (zh, en)", async ({ page }) => {
  test.setTimeout(120_000);
  let draft = "";
  for (const lang of ["zh", "en"] as const) {
    const { found, scan } = await a11yPass(page, { user: "operator", lang });
    if (!draft) {
      await createDailySpecialDraft(page, { name: `Picker axe ${Date.now() % 100000}`, first: "2038-05-01", last: "2038-05-07" });
      const url = new URL(page.url());
      draft = `${url.pathname}${url.search}`;
    }
    await page.goto(`${draft}&pick_sku_q=PP0000175&pick=pick_sku`);
    await expect(page.getByTestId("pick-products").getByRole("checkbox").first()).toBeVisible();
    await scan(`picker with results (${lang})`);
    await page.getByTestId("pick-products").locator("button.console-button.primary").click();
    await expect(page.getByTestId("pick-products").locator("[role=alert]")).toBeVisible();
    await scan(`picker with its error (${lang})`);
    expect(found).toEqual([]);
  }
});
