import { a11yPass } from "./axe";
import { expect, test } from "./fixtures";

// Rankings and exclusive offers choose their products with the shared pickers (issue 41 §6): products
// the site sells are searched by SPU, listed with the site's prices, stock and state, ticked and added
// to the list (named as the catalogue names them); a pool of the site adds its products the site sells;
// pasted lines stay the bulk path and the API refuses a line that is no product of the site, beside the
// list. Expectations from the demo catalogue (server/db/seed-goods.ts): on us, PP0000175 "Women Polka
// Dot Jacket" at USD 20.99–22.99 with stock 89, PP0000172 "Kid Boy Polka Dot Swimsuit", PP0000179 sold
// out; pool 2 "Back to School 2026" holds 16 products us sells, the newest PP0000340.

const RANKING = "/activity/ranking-list-edit?type=create";

for (const js of [true, false]) {
  test.describe(() => {
    test.use({ javaScriptEnabled: js });
    test(`a ranking's products are picked and a pool's added (JavaScript ${js ? "on" : "off"})`, async ({ signedInPage: page }) => {
      test.setTimeout(120_000);
      const name = `Picked ranking ${js ? "js" : "no-js"} ${Date.now() % 100000}`;
      await page.goto(RANKING);
      const form = page.locator("#ranking-new");
      await form.getByLabel("排行榜名称").fill(name);
      await form.getByLabel("站点").selectOption("us");
      await form.getByLabel("开始日期").fill("2034-02-01");
      await form.getByLabel("结束日期").fill("2034-02-28");

      const picker = page.getByTestId("picker-pick_products");
      await picker.getByLabel("按 SPU、SKU 或名称搜索商品").fill("PP000017");
      await picker.getByRole("button", { name: "搜索", exact: true }).click();
      await expect(picker).toContainText("站点“美国”在售、匹配“PP000017”的商品");
      await expect(picker.locator("label", { hasText: "PP0000175 ·" })).toContainText("PP0000175 · USD 20.99–22.99 · 库存 89");
      await expect(picker.locator("label", { hasText: "PP0000179 ·" })).toContainText("库存 0 · 售罄");
      // what was typed before the search is still there
      await expect(form.getByLabel("排行榜名称")).toHaveValue(name);
      await picker.getByRole("checkbox", { name: /PP0000175 ·/ }).check();
      await picker.getByRole("checkbox", { name: /PP0000172 ·/ }).check();
      await picker.getByRole("button", { name: "将勾选的商品加入列表" }).click();
      const lines = form.getByLabel("商品", { exact: true });
      await expect(lines).toHaveValue("PP0000175, Women Polka Dot Jacket\nPP0000172, Kid Boy Polka Dot Swimsuit");

      const pools = page.getByTestId("picker-pick_pool");
      await pools.getByRole("radio", { name: /Back to School 2026/ }).check();
      await pools.getByRole("button", { name: "将该商品池的商品加入列表" }).click();
      await expect(lines).toHaveValue(/^PP0000175, Women Polka Dot Jacket\nPP0000172, Kid Boy Polka Dot Swimsuit\nPP0000340, /);
      // PP0000172 is in the pool too: listed once. The pool holds at least its 16 seeded products (the
      // goods journey adds to it too), so the list is those and PP0000175, each once.
      const listed = (await lines.inputValue()).split("\n");
      expect(listed.length).toBeGreaterThanOrEqual(17);
      expect(listed.filter((line) => line.startsWith("PP0000172,"))).toHaveLength(1);
      expect(new Set(listed).size).toBe(listed.length);
      await expect(form.getByLabel("排行榜名称")).toHaveValue(name);

      await form.getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(/\/activity\/ranking-list(\?|$)/);
      await expect(page.locator("tbody tr", { hasText: name })).toContainText(
        "1. Women Polka Dot Jacket · 2. Kid Boy Polka Dot Swimsuit · 3. Kid Boy Dinosaur Print Shorts Set",
      );
    });
  });
}

test.describe(() => {
  test.use({ javaScriptEnabled: false });
  test("an exclusive offer adds a picked product at the site's price; a pasted line of no product is refused beside the list (keyboard only, JavaScript off)", async ({
    signedInPage: page,
  }) => {
    test.setTimeout(120_000);
    const name = `Picked offer ${Date.now() % 100000}`;
    await page.goto("/activity/reach-edit?type=create");
    const form = page.locator("#reach-new");
    await form.getByLabel("活动名称").fill(name);
    await form.getByLabel("开始日期").fill("2034-03-01");
    await form.getByLabel("结束日期").fill("2034-03-31");
    const picker = page.getByTestId("picker-pick_products");
    const search = picker.getByLabel("按 SPU、SKU 或名称搜索商品");
    await search.focus();
    await page.keyboard.type("PP0000175");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    const box = picker.getByRole("checkbox", { name: /PP0000175 ·/ });
    await expect(box).toBeVisible();
    await box.focus();
    await page.keyboard.press("Space");
    await expect(box).toBeChecked();
    await picker.getByRole("button", { name: "将勾选的商品加入列表" }).focus();
    await page.keyboard.press("Enter");
    const lines = form.getByLabel("商品", { exact: true });
    await expect(lines).toHaveValue("PP0000175, 20.99, Women Polka Dot Jacket");

    await lines.fill("PP0000175, 14.99, Women Polka Dot Jacket\nNOPE-1, 5.00, typed");
    await form.getByRole("button", { name: "保存" }).click();
    await expect(page.locator("#reach-new-productsError")).toHaveText("第 2 行：NOPE-1 不是商品目录中的商品");
    await expect(form.getByLabel("活动名称")).toHaveValue(name);
    await lines.fill("PP0000175, 14.99, a typed name");
    await form.getByRole("button", { name: "保存" }).click();
    await expect(page).toHaveURL(/\/activity\/reach-list(\?|$)/);
    await expect(page.locator("tbody tr", { hasText: name })).toContainText("1 · USD");
  });
});

test("the offer and ranking pickers with results, a notice and a refusal have no accessibility violations (zh, en)", async ({ page }) => {
  test.setTimeout(150_000);
  for (const lang of ["zh", "en"] as const) {
    const { found, scan } = await a11yPass(page, { user: "operator", lang });
    await page.goto("/activity/reach-edit/new?site=us&currency=USD&pick=pick_products&pick_products_q=PP000017");
    await expect(page.getByTestId("picker-pick_products").getByRole("checkbox").first()).toBeVisible();
    await expect(page.getByTestId("picker-pick_pool").getByRole("radio").first()).toBeVisible();
    await scan(`exclusive offer pickers with results (${lang})`);
    await page.goto("/activity/ranking-list-edit/new?site=uk&pick=pick_pool&pick_add=pick_pool&pick_pool=2");
    await expect(page.getByTestId("picker-pick_pool")).toContainText(
      lang === "zh" ? "#2 不是站点“英国”的商品池" : "#2 is not a product pool of the United Kingdom site",
    );
    await scan(`ranking pool picker refusing another site's pool (${lang})`);
    expect(found).toEqual([]);
  }
});
