import type { Browser, Page } from "@playwright/test";
import { expect, expectRecordPage, signIn, test } from "./fixtures";

// Budget codes (budget-list?view=codes), JavaScript on and off: the operator finds the codes by
// state, creates one (a malformed code refused next to its field, values kept); the approver rejects
// it (a reason is required) and a stale second tab repeating the rejection changes nothing and says
// who did it; the operator corrects the cap, which sends it back to review; the approver passes it;
// the operator disables it after a confirmation naming it; then a batch of three and its result page.

async function session(browser: Browser, baseURL: string | undefined, js: boolean, user: "operator" | "approver") {
  const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
  const page = await context.newPage();
  await page.goto("/login");
  await signIn(page, user);
  return { context, page };
}

const budgetOption = async (page: Page, purpose: string) =>
  (await page.locator("#f-budget_id option", { hasText: purpose }).getAttribute("value"))!;

for (const js of [true, false]) {
  test(`budget codes: list, create, reject, repeat, resubmit, pass, disable, batch (JavaScript ${js ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const op = await session(browser, baseURL, js, "operator");
    const ap = await session(browser, baseURL, js, "approver");
    try {
      const { page } = op;
      await page.goto("/market-tool/budget-list");
      await page.getByRole("link", { name: "预算编码" }).click();
      await expect(page).toHaveURL(/view=codes/);
      await expect(page.getByTestId("code-BTS-US-SOCIAL")).toContainText("USD 20,000.00");
      await expect(page.getByTestId("code-BTS-US-SOCIAL")).toContainText("已通过");
      // the state filter stays in the URL
      await page.getByLabel("状态").selectOption("pending");
      await page.getByRole("button", { name: "查询" }).click();
      await expect(page).toHaveURL(/view=codes.*status=pending|status=pending.*view=codes/);
      await expect(page.getByTestId("code-BTS-US-CREATOR")).toBeVisible();
      await expect(page.getByTestId("code-BTS-US-SOCIAL")).toHaveCount(0);
      // the filtered codes as a spreadsheet, through the console
      const href = (await page.getByRole("link", { name: "导出为表格（筛选后的编码）" }).getAttribute("href"))!;
      expect(href).toMatch(/^\/market-tool\/budget-list\/export\?/);
      expect(href).toMatch(/status=pending/);
      const sheet = await page.request.get(href);
      expect(sheet.status()).toBe(200);
      expect(sheet.headers()["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
      expect(sheet.headers()["content-disposition"]).toMatch(/^attachment; filename="budget-codes-\d{4}-\d{2}-\d{2}\.xlsx"$/);

      await page.getByRole("link", { name: "新建预算编码" }).click();
      await page.locator("#f-budget_id").selectOption(await budgetOption(page, "Back-to-school"));
      await page.locator("#f-code").fill("x!");
      await page.locator("#f-name").fill("Retargeting test");
      await page.locator("#f-cap").fill("100.50");
      await page.locator("#f-cap").blur();
      await page.getByRole("button", { name: "创建并提交审核" }).click();
      await expect(page.locator("#f-code-error")).toHaveText("4–32 个字母、数字或 -");
      await expect(page.locator("#f-name")).toHaveValue("Retargeting test");
      const code = `E2E-${js ? "JS" : "NOJS"}-RT`;
      await page.locator("#f-code").fill(code.toLowerCase());
      await page.locator("#f-code").blur();
      await page.getByRole("button", { name: "创建并提交审核" }).click();
      await expect(page).toHaveURL(/view=codes&code=\d+$/);
      // the heading is the page's title; the code is named beneath it
      await expectRecordPage(page, "预算列表", code);
      await expect(page.getByTestId("status")).toHaveText(/待审核$/);
      await expect(page.getByTestId("cap")).toHaveText("USD 100.50");
      const link = page.url();

      // the approver: a reason is required to reject; a stale tab repeating it changes nothing
      const stale = await ap.context.newPage();
      await stale.goto(link);
      await ap.page.goto(link);
      await ap.page.getByRole("button", { name: "驳回" }).click();
      await expect(ap.page.locator("#reject-reason-error")).toHaveText("请填写驳回原因");
      await ap.page.getByLabel("原因").fill("Cap above the retargeting line");
      await ap.page.getByRole("button", { name: "驳回" }).click();
      await expect(ap.page.getByTestId("status")).toHaveText(/已驳回$/);
      await expect(ap.page.getByTestId("review-step").first()).toContainText("Cap above the retargeting line");
      await stale.getByLabel("原因").fill("Second try");
      await stale.getByRole("button", { name: "驳回" }).click();
      await expect(stale.getByTestId("already")).toContainText("Avery Approver");
      await expect(stale.getByTestId("already")).toContainText("已驳回");
      await expect(stale.getByTestId("review-step")).toHaveCount(2);

      // the operator corrects the cap: back to review
      await page.goto(link);
      await page.getByRole("link", { name: "编辑", exact: true }).click();
      await page.locator("#f-cap").fill("90.00");
      await page.locator("#f-cap").blur();
      await page.getByRole("button", { name: "保存并重新提交审核" }).click();
      await expect(page.getByTestId("status")).toHaveText(/待审核$/);
      await expect(page.getByTestId("cap")).toHaveText("USD 90.00");

      await ap.page.goto(link);
      await ap.page.getByRole("button", { name: "通过" }).click();
      await expect(ap.page.getByTestId("status")).toHaveText(/已通过$/);

      // disabling asks first, naming the code
      await page.goto(link);
      await page.getByRole("button", { name: `停用 ${code}` }).click();
      await expect(page.getByTestId("confirm-question")).toContainText(`确定停用 ${code} 吗`);
      await expect(page.getByTestId("status")).toHaveText(/已通过$/);
      await page.getByRole("button", { name: "确定停用" }).click();
      await expect(page.getByTestId("status")).toHaveText(/已停用$/);

      // a batch of three, its result page
      await page.goto("/market-tool/budget-list?view=codes");
      await page.getByRole("link", { name: "批量创建" }).click();
      await page.locator("#f-budget_id").selectOption(await budgetOption(page, "Back-to-school"));
      const prefix = js ? "EJS" : "ENOJS";
      await page.locator("#f-prefix").fill(prefix);
      await page.locator("#f-count").fill("3");
      await page.locator("#f-cap").fill("25.00");
      await page.locator("#f-cap").blur();
      await page.getByRole("button", { name: "创建批次并提交审核" }).click();
      await expect(page).toHaveURL(/view=codes&batch_id=\d+$/);
      await expect(page.getByTestId("batch-summary")).toContainText("共 3 个编码，每个上限 USD 25.00");
      const rows = page.locator(`tr[data-testid^="code-${prefix}-"]`);
      await expect(rows).toHaveCount(3);
      for (const text of await rows.locator("td").first().allTextContents())
        expect(text).toMatch(new RegExp(`^${prefix}-[2-9A-HJKMNP-Z]{8}`));
    } finally {
      await op.context.close();
      await ap.context.close();
    }
  });
}
