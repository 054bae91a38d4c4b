import type { Browser } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";

// The approvers' inbox and a batch decided in one decision (issue 41 §7, §8), JavaScript on and
// off: the operator makes a batch of three codes; the approver's home page names the codes waiting
// for them, a link to the filtered list; on the batch's page (where the review mail links) the
// approver unticks one code, passes the other two with one post and the toast sums them; the
// operator then changes the third code's cap, and the approver's reject from the page opened
// before is refused, the page naming that code and what changed; nothing was rejected.

async function session(browser: Browser, baseURL: string | undefined, js: boolean, user: "operator" | "approver") {
  const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
  const page = await context.newPage();
  await page.goto("/login");
  await signIn(page, user);
  return { context, page };
}

for (const js of [true, false]) {
  test(`approver's inbox and one decision on a code batch (JavaScript ${js ? "on" : "off"})`, async ({ browser, baseURL }) => {
    test.setTimeout(60_000);
    const op = await session(browser, baseURL, js, "operator");
    const ap = await session(browser, baseURL, js, "approver");
    try {
      // the approver's count of waiting codes before the batch
      await ap.page.goto("/dashboard/welcome");
      const codesLine = ap.page.getByTestId("inbox-budget_code");
      const before = Number((/(\d+) 条待审核/.exec((await codesLine.textContent()) ?? "") ?? [])[1] ?? 0);

      const { page } = op;
      await page.goto("/market-tool/budget-list?view=codes&new=batch");
      // the seed's passed budget (another journey of the worker may have made one of a like name)
      const option = page.locator("#f-budget_id option", { hasText: "BG-2026-0001 · Back-to-school campaign" });
      await page.locator("#f-budget_id").selectOption((await option.getAttribute("value"))!);
      const prefix = js ? "IBJS" : "IBNOJS";
      await page.locator("#f-prefix").fill(prefix);
      await page.locator("#f-count").fill("3");
      await page.locator("#f-cap").fill("12.50");
      await page.locator("#f-cap").blur();
      await page.getByRole("button", { name: "创建批次并提交审核" }).click();
      await expect(page).toHaveURL(/view=codes&batch_id=\d+$/);
      const batchUrl = new URL(page.url()).pathname + new URL(page.url()).search;
      // the maker's list: their own waiting codes are opened, never examined
      await page.goto(`/market-tool/budget-list?view=codes&keyword=${prefix}`);
      const own = page.locator(`tr[data-testid^="code-${prefix}-"]`).first();
      // the link shows "查看" (the row's code follows for screen readers only), never "审核"
      await expect(own.getByRole("link")).toHaveText(/^查看 /);

      // the home page: three more codes wait for the approver, a link to the filtered list
      await ap.page.goto("/dashboard/welcome");
      await expect(ap.page.getByRole("heading", { name: "待您审核" })).toBeVisible();
      await expect(codesLine).toHaveText(`预算编码 · ${before + 3} 条待审核`);
      await codesLine.getByRole("link").click();
      await expect(ap.page).toHaveURL(/\/market-tool\/budget-list\?view=codes&status=pending$/);
      await expect(ap.page.locator(`tr[data-testid^="code-${prefix}-"]`).first().getByRole("link")).toHaveText(/^审核 /);

      // the batch's page: one summary over the ticked codes (all three by default)
      await ap.page.goto(batchUrl);
      const summary = ap.page.getByTestId("batch-decide-summary");
      await expect(summary).toContainText("已勾选 3 个编码 · 额度合计 USD 37.50 · 预算剩余 USD");
      const picks = ap.page.locator(`tr[data-testid^="pick-${prefix}-"]`);
      await expect(picks).toHaveCount(3);
      const third = ((await picks.nth(2).locator("label").textContent()) ?? "").trim();
      await picks.nth(2).getByRole("checkbox").uncheck();
      // with script the summary follows the ticks; without, it stays the batch's until the post
      if (js) await expect(summary).toContainText("已勾选 2 个编码 · 额度合计 USD 25.00");
      await ap.page.getByRole("button", { name: "通过所选编码" }).click();
      await expect(ap.page.getByText("已通过 2 个编码，额度合计 USD 25.00")).toBeVisible();
      await expect(ap.page.getByTestId(`code-${third}`)).toContainText("待审核");
      await expect(ap.page.locator(`tr[data-testid^="code-${prefix}-"]`, { hasText: "已通过" })).toHaveCount(2);
      await expect(summary).toContainText("已勾选 1 个编码 · 额度合计 USD 12.50");

      // the operator raises the third code's cap while the approver's page is open
      await page.goto(`/market-tool/budget-list?view=codes&keyword=${third}`);
      await page.getByTestId(`code-${third}`).getByRole("link").click();
      await page.getByRole("link", { name: "编辑" }).click();
      await page.locator("#f-cap").fill("99.00");
      await page.locator("#f-cap").blur();
      await page.getByRole("button", { name: "保存并重新提交审核" }).click();
      await expect(page.getByTestId("cap")).toHaveText("USD 99.00");

      // the approver's reject from the page opened before: refused, naming the code and the change
      await ap.page.getByLabel("原因（驳回时必填）").fill("Not in this campaign");
      await ap.page.getByRole("button", { name: "驳回所选编码" }).click();
      await expect(ap.page.getByTestId("batch-error")).toContainText("未执行任何审核");
      await expect(ap.page.getByTestId("batch-refused")).toHaveText(`${third}: cap: 12.50 → 99.00`);
      await ap.page.goto(batchUrl);
      await expect(ap.page.getByTestId(`code-${third}`)).toContainText("待审核");
      await expect(ap.page.getByTestId(`code-${third}`)).toContainText("USD 99.00");
    } finally {
      await op.context.close();
      await ap.context.close();
    }
  });
}
