import type { Browser, Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, signIn, test } from "./fixtures";

// Forms keep typed work (issue 41 §9): a budget's lines are added and removed without saving — without
// JavaScript the page's action sends the form back with what was typed and the rows changed, with it
// the rows change at once — under a running total against the amount; leaving a budget or budget-code
// form with changes asks first.

async function session(browser: Browser, baseURL: string | undefined, js: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
  const page = await context.newPage();
  await page.goto("/login");
  await signIn(page, "operator");
  return { context, page };
}

async function fillHead(page: Page, purpose: string) {
  await page.locator("#f-department_id").selectOption({ label: "Marketing" });
  await page.locator("#f-site").selectOption("us");
  await page.locator("#f-currency").selectOption("USD");
  await page.locator("#f-purpose").fill(purpose);
  await page.locator("#f-amount").fill("700.00");
  await page.locator("#f-period_start").fill("2031-09-01");
  await page.locator("#f-period_end").fill("2031-09-30");
}

const items = (page: Page) => page.locator("input[name$='].item']");

for (const js of [false, true]) {
  test(`budget lines are added and removed without saving, under a running total (JavaScript ${js ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await session(browser, baseURL, js);
    try {
      await page.goto("/market-tool/budget-edit?type=create");
      await expect(items(page)).toHaveCount(2);
      await fillHead(page, `Lines kept ${js ? "JS" : "no JS"}`);
      await page.locator("#f-lines_0__item").fill("Search ads");
      await page.locator("#f-lines_0__amount").fill("600.00");
      await page.locator("#f-lines_1__item").fill("Flyers");
      await page.locator("#f-lines_1__amount").fill("40.50");
      const total = page.getByTestId("lines-total");
      if (js) await expect(total).toHaveText("明细合计 USD 640.50：比金额 USD 700.00 少 USD 59.50");

      await page.getByRole("button", { name: "添加一行" }).click();
      await expect(items(page)).toHaveCount(3);
      // what was typed is all still there, and nothing was saved
      await expect(page).toHaveURL(/\/market-tool\/budget-edit\?type=create/);
      await expect(page.locator("#f-purpose")).toHaveValue(`Lines kept ${js ? "JS" : "no JS"}`);
      await expect(page.locator("#f-amount")).toHaveValue("700.00");
      await expect(page.locator("#f-lines_1__item")).toHaveValue("Flyers");
      await expect(page.locator("#f-lines_2__item")).toHaveValue("");
      await expect(total).toHaveText("明细合计 USD 640.50：比金额 USD 700.00 少 USD 59.50");
      // the form with its row buttons and total has no accessibility finding
      if (js) expect(await axeViolations(page, "budget form with an added line")).toEqual([]);

      await page.locator("#f-lines_2__item").fill("Radio");
      await page.locator("#f-lines_2__amount").fill("100.00");
      if (js) await expect(total).toHaveText("明细合计 USD 740.50：比金额 USD 700.00 多 USD 40.50");
      // the flyers go: the radio line moves up into the second row
      await page.getByRole("button", { name: "删除第 2 行" }).click();
      await expect(items(page)).toHaveCount(2);
      await expect(page.locator("#f-lines_0__item")).toHaveValue("Search ads");
      await expect(page.locator("#f-lines_1__item")).toHaveValue("Radio");
      await expect(page.locator("#f-lines_1__amount")).toHaveValue("100.00");
      await expect(total).toHaveText("明细合计 USD 700.00，与金额一致");

      await page.getByRole("button", { name: "保存草稿" }).click();
      await expect(page).toHaveURL(/\/market-tool\/budget-detail\/\d+\?type=common$/);
      await expect(page.getByTestId("amount")).toHaveText("USD 700.00");
      await expect(page.getByText("Radio")).toBeVisible();
      await expect(page.getByText("Flyers")).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
}

test("leaving a budget form or a budget-code form with changes asks first (JavaScript on)", async ({ browser, baseURL }) => {
  const { context, page } = await session(browser, baseURL, true);
  try {
    await page.goto("/market-tool/budget-edit?type=create");
    await page.locator("#f-purpose").fill("Half typed");
    await page.getByRole("link", { name: "取消" }).click();
    const question = page.getByTestId("leave-question");
    await expect(question).toBeVisible();
    await question.getByRole("button", { name: "继续编辑" }).click();
    await expect(page.locator("#f-purpose")).toHaveValue("Half typed");
    await page.goto("/market-tool/budget-list?view=codes&new=code");
    await page.locator("#f-name").fill("Half typed code");
    await page.getByRole("link", { name: "取消" }).click();
    await expect(page.getByTestId("leave-question")).toBeVisible();
    await page.getByTestId("leave-question").getByRole("button", { name: "离开" }).click();
    await expect(page).toHaveURL(/\/market-tool\/budget-list\?view=codes$/);
  } finally {
    await context.close();
  }
});

for (const js of [false, true]) {
  test(`a line's error stays on its row when a blank row sits above it (JavaScript ${js ? "on" : "off"})`, async ({ browser, baseURL }) => {
    const { context, page } = await session(browser, baseURL, js);
    try {
      await page.goto("/market-tool/budget-edit?type=create");
      await fillHead(page, `Blank row between ${js ? "JS" : "no JS"}`);
      await page.getByRole("button", { name: "添加一行" }).click();
      await expect(items(page)).toHaveCount(3);
      await page.locator("#f-lines_0__item").fill("Search ads");
      await page.locator("#f-lines_0__amount").fill("600.00");
      // the second row left blank; the third row's amount is no money
      await page.locator("#f-lines_2__item").fill("Radio");
      await page.locator("#f-lines_2__amount").fill("a hundred");
      await page.getByRole("button", { name: "保存草稿" }).click();
      await expect(page.locator("#f-lines_2__amount-error")).toHaveText("请输入大于 0 的金额，如 1250.00（最多 2 位小数）");
      await expect(page.locator("#f-lines_1__amount-error")).toHaveCount(0);
      await expect(page.locator("#f-lines_2__item")).toHaveValue("Radio");
      await expect(page.locator("#f-lines_1__item")).toHaveValue("");
    } finally {
      await context.close();
    }
  });
}
