import type { Browser } from "@playwright/test";
import { expect, signIn, switchLanguage, test, expectRecordPage } from "./fixtures";

// Going offline is honest (issue 41 §10): the question asked before a flash sale goes offline says
// that it is final and that copying is the way to sell again — with JavaScript in English (the
// question opened from the list, then cancelled: nothing changes), without it in Chinese (the
// confirmation page opened from the detail page, confirmed; the page then says the event is offline
// for good, and Copy makes a new draft). The seed's one published flash sale is used by both, in order.

const SALE = "Weekend Flash Sale: Outerwear";

async function session(browser: Browser, baseURL: string | undefined, js: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
  const page = await context.newPage();
  await page.goto("/login");
  await signIn(page, "operator");
  return { context, page };
}

test.describe.configure({ mode: "serial" });

test("the offline question says it is final and how to sell again; cancelled, nothing changes (JavaScript on, English)", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await session(browser, baseURL, true);
  try {
    await page.goto("/activity/flash-sale");
    // through the fixture, which puts the account back to Chinese after the test (the language is the account's)
    await switchLanguage(page, "en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const row = page.locator("tbody tr", { hasText: SALE });
    await row.getByRole("link", { name: "Take offline" }).click();
    const question = page.getByTestId("confirm");
    await expect(question.getByRole("heading")).toHaveText(`Take “${SALE}” offline? It stops selling at once.`);
    await expect(question.getByTestId("offline-final")).toHaveText(
      "Going offline is final: this flash sale cannot be put back on sale, not even for its time slots still to come. To sell it again, copy it: the copy is a new draft with the same time slots and products, which you can change and publish.",
    );
    await question.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByTestId("confirm")).toHaveCount(0);
    await expect(row).toContainText("Published");
  } finally {
    await context.close();
  }
});

test("the offline confirmation page says it is final; confirmed, the sale is offline for good and Copy makes a new draft (JavaScript off)", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await session(browser, baseURL, false);
  try {
    await page.goto("/activity/flash-sale");
    await page.locator("tbody tr", { hasText: SALE }).getByRole("link", { name: "详情" }).click();
    await expect(page).toHaveURL(/\/activity\/flash-sale-detail\?id=\d+$/);
    await page.getByRole("link", { name: "下线", exact: true }).click();
    await expect(page).toHaveURL(/confirm=offline&confirm_id=\d+/);
    const question = page.getByTestId("confirm");
    await expect(question.getByRole("heading")).toHaveText(`确定下线“${SALE}”？将立即停止销售。`);
    await expect(question.getByTestId("offline-final")).toHaveText(
      "下线不可撤销：该限时抢购下线后不能恢复销售，尚未开始的时段也不会再开放。如需再次销售，请复制该活动：复制出的是时段和商品都相同的新草稿，可修改后发布。",
    );
    await question.getByRole("button", { name: "下线" }).click();
    await expect(page.getByTestId("offline-done")).toHaveText("该活动已永久下线。如需再次销售，请复制该活动。");
    // no way to publish it again is offered; the copy is the way back
    await expect(page.getByRole("button", { name: "发布" })).toHaveCount(0);
    await page.getByRole("button", { name: "复制" }).click();
    await expectRecordPage(page, "限时抢购详情", `${SALE} (copy)`);
    await expect(page.getByTestId("offline-done")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "发布" })).toBeVisible();
  } finally {
    await context.close();
  }
});
