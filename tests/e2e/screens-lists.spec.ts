// Issue 15 items 10 and 11: lists sort by their columns and page by 20/50/100 from the URL, say
// their default order, tell "no match" (with a way out) from "nothing yet", and a created record
// the filters hide is said so with a link to it; headings and toasts name records.
import { expect, signIn, test, switchLanguage } from "./fixtures";

const countries = async (page: import("@playwright/test").Page) =>
  page.locator("table[aria-label] tbody tr td:first-child .console-strong").allTextContents();

for (const js of [true, false]) {
  test.describe(`lists with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("sorting by a column and the page size live in the URL; the default order is stated", async ({ page }) => {
      await page.goto("/system/currency-manage-list?site=eur");
      await signIn(page, "admin");
      await expect(page.getByTestId("sort-note")).toHaveText("默认排序：最新创建的在前");
      await page.getByRole("columnheader", { name: /国家/ }).getByRole("link").click();
      await expect(page).toHaveURL(/[?&]sort=country_name(&|$)/);
      await expect(page).toHaveURL(/site=eur/);
      // the eight eur countries of the seed, A→Z by their English names (the code line beside each shows it)
      await expect.poll(() => countries(page)).toEqual(["奥地利", "比利时", "法国", "爱尔兰", "意大利", "荷兰", "葡萄牙", "西班牙"]);
      await expect(page.getByRole("columnheader", { name: /国家/ })).toHaveAttribute("aria-sort", "ascending");
      await expect(page.getByTestId("sort-note")).toHaveText("按国家升序排列");
      await page.getByRole("columnheader", { name: /国家/ }).getByRole("link").click();
      await expect(page).toHaveURL(/[?&]sort=-country_name(&|$)/);
      await expect.poll(async () => (await countries(page))[0]).toBe("西班牙");

      await expect(page.getByTestId("page-info")).toContainText("共 8 条");
      await page.goto("/system/currency-manage-list");
      await expect(page.locator("table[aria-label] tbody tr")).toHaveCount(20);
      await page.getByTestId("page-sizes").getByRole("link", { name: "50" }).click();
      await expect(page).toHaveURL(/page_size=50/);
      // the router moves the URL first and React renders the rows right after: wait for them
      await expect.poll(() => page.locator("table[aria-label] tbody tr").count()).toBeGreaterThan(20);
      await expect(page.getByTestId("page-sizes").locator("[aria-current]")).toHaveText("50");
    });

    test("an empty filtered list offers to clear the filters; the sort is kept", async ({ page }) => {
      await page.goto("/system/currency-manage-list?currency=KRW&sort=site");
      await signIn(page, "admin");
      await expect(page.getByTestId("empty-state")).toHaveText("没有符合筛选条件的记录");
      await page.getByTestId("clear-filters").click();
      await expect(page).toHaveURL(/\/system\/currency-manage-list\?sort=site$/);
      await expect(page.getByTestId("empty-state")).toHaveCount(0);
      await expect(page.getByRole("row").filter({ hasText: "Australia" })).toBeVisible();
    });

    test("a created record the filters hide: the toast names it, says so and links to it", async ({ page }) => {
      const [code, name] = js ? ["MC", "摩纳哥"] : ["SM", "圣马力诺"];
      await page.goto("/system/currency-manage-list?currency=JPY");
      await signIn(page, "admin");
      await page.getByRole("link", { name: "新增国家币种" }).first().click();
      const form = page.locator("form#currency-new");
      await form.locator("select[name=country_code]").selectOption(code);
      await form.locator("select[name=site]").selectOption("ca");
      await form.locator("select[name=currency_code]").selectOption("EUR");
      await form.locator("input[name=symbol]").fill("€");
      await form.locator("input[name=symbol]").blur();
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(/\/system\/currency-manage-list\?currency=JPY$/);
      await expect(page.getByText(`已创建“${name} (${code})” 当前筛选条件下列表中不显示该记录。`)).toBeVisible();
      const open = js ? page.getByRole("button", { name: "查看该记录" }) : page.getByRole("link", { name: "查看该记录" });
      await open.click();
      // the record's own form, headed with its name
      await expect(page.getByRole("heading", { name: `编辑国家币种 ${name} (${code})` })).toBeVisible();
    });
  });
}

test("rates sort as numbers", async ({ page }) => {
  await page.goto("/system/exchange-rate-list?sort=-rate");
  await signIn(page, "admin");
  // the seed's largest rates per 1 USD: JPY 151.2, then ZAR 18.6 (a text sort would put 6.87 above both)
  const rows = page.getByRole("table", { name: "汇率", exact: true }).locator("tbody tr");
  await expect(rows.nth(0)).toContainText("151.200000");
  await expect(rows.nth(1)).toContainText("18.600000");
});

test("a created record the list shows gets a plain named toast (English)", async ({ page }) => {
  await page.goto("/system/currency-manage-list?currency=EUR");
  await signIn(page, "admin");
  await switchLanguage(page, "en");
  await page.getByRole("link", { name: "Add country currency" }).first().click();
  const form = page.locator("form#currency-new");
  await form.locator("select[name=country_code]").selectOption("AD");
  await form.locator("select[name=site]").selectOption("ca");
  await form.locator("select[name=currency_code]").selectOption("EUR");
  await form.locator("input[name=symbol]").fill("€");
  await form.locator("input[name=symbol]").blur();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Created “Andorra (AD)”")).toBeVisible();
  await expect(page.getByText("The current filters hide it")).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: "Andorra" })).toBeVisible();
});
