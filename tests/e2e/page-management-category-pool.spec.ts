import type { Page } from "@playwright/test";
import { expect, signIn, test, expectRecordPage } from "./fixtures";

// Page management → a category's details page, its product pool: create a pool from the products
// filed under the category, see both totals, a refused product list, then remove a product and see
// the pool's count drop; JavaScript on and off. The demo seed files each product whose name ends
// in a garment under the us category of that garment (server/db/seed-category.ts): product n's
// garment is the (n / 3 mod 12)-th, so swimsuits (9th) are n = 27–29, 63–65, … 351–353 (30 of
// them, under Girls › Swimwear) and shorts sets (5th) n = 15–17, 51–53, … 339–341 (30, under
// Boys › Bottoms › Shorts).
const LIST = "/page-management/category-manage-list?site=us";

const RUNS = {
  on: { open: ["Girls"], name: "Swimwear", gone: 29 },
  off: { open: ["Boys", "Bottoms"], name: "Shorts", gone: 16 },
};

async function openDetails(page: Page, open: string[], name: string) {
  await page.goto(LIST);
  for (const level of open) await page.getByRole("link", { name: `打开 ${level} 的下级类目` }).click();
  await page.getByRole("link", { name: `详情 ${name}` }).click();
  await expectRecordPage(page, "类目详情", name);
}

for (const js of [true, false]) {
  test(`category pool: create from the category's products, totals, remove a product (JavaScript ${js ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const run = js ? RUNS.on : RUNS.off;
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await signIn(page, "admin");
      await openDetails(page, run.open, run.name);

      // no pool yet: the empty state, and the products filed under the category
      const card = page.getByTestId("category-pool");
      await expect(card.getByRole("heading", { name: "商品池" })).toBeVisible();
      await expect(card).toContainText("此类目尚未展示任何商品池。");
      await expect(card.getByTestId("branch-products")).toHaveText("30");
      await expect(card.getByRole("link", { name: "移除商品" })).toHaveCount(0);

      // create a pool of those products, under the category's name
      await card.getByRole("link", { name: "用类目商品新建商品池" }).click();
      const create = page.locator("form[id^='category-pool-create-']");
      await expect(create.getByLabel("商品池名称")).toHaveValue(run.name);
      await expect(create.getByLabel("商品", { exact: true })).toHaveValue("true");
      await create.getByRole("button", { name: "保存" }).click();
      await expect(page.getByText(`已为“${run.name}”新建商品池并展示`)).toBeVisible();
      await expect(create).toHaveCount(0);
      await expect(card.getByTestId("pool-products")).toHaveText("30");
      await expect(card.getByTestId("branch-products")).toHaveText("30");
      await expect(card.getByRole("link", { name: new RegExp(`^${run.name}（#\\d+）$`) })).toHaveAttribute(
        "href",
        /\/goods\/goods-pool-detail\?id=\d+$/,
      );

      // a list that is not ids is refused next to the field, the typed text kept
      await card.getByRole("link", { name: "移除商品" }).click();
      const remove = page.locator("form[id^='category-pool-remove-']");
      await remove.getByLabel("商品 ID").fill("21, abc");
      await remove.getByLabel("商品 ID").blur();
      await remove.getByRole("button", { name: "保存" }).click();
      await expect(remove).toContainText("请输入 ID：大于 0 的整数，用逗号或空格分隔");
      await expect(remove.getByLabel("商品 ID")).toHaveValue("21, abc");

      // remove one product of the pool: its count drops by one, the category's own products stay
      await remove.getByLabel("商品 ID").fill(String(run.gone));
      await remove.getByLabel("商品 ID").blur();
      await remove.getByRole("button", { name: "保存" }).click();
      await expect(page.getByText(`已从“${run.name}”的商品池中移除商品`)).toBeVisible();
      await expect(card.getByTestId("pool-products")).toHaveText("29");
      await expect(card.getByTestId("branch-products")).toHaveText("30");

      // both changes are in the category's log
      const log = page.getByRole("table", { name: "操作日志" });
      await expect(log).toContainText("新建商品池");
      await expect(log).toContainText("从商品池移除商品");
    } finally {
      await context.close();
    }
  });
}
