import type { Browser } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";

// Four eyes that hold (issue 39), JavaScript on and off, on a budget code: the approver opens the
// code's examine page (the path its mail links to) while the admin raises its cap; the approver's
// Pass on the figures they saw is refused and the page says what changed, before → after, and
// shows the current cap; the admin, who edited the figures, gets no Pass / Reject but the reason;
// the approver then passes what they now see.

async function session(browser: Browser, baseURL: string | undefined, js: boolean, user: "operator" | "approver" | "admin") {
  const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
  const page = await context.newPage();
  await page.goto("/login");
  await signIn(page, user);
  return { context, page };
}

for (const js of [true, false]) {
  test(`a stale decision is told what changed; a maker gets no Pass or Reject (JavaScript ${js ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const op = await session(browser, baseURL, js, "operator");
    const ap = await session(browser, baseURL, js, "approver");
    const ad = await session(browser, baseURL, js, "admin");
    try {
      const code = `E2E-RB-${js ? "JS" : "NOJS"}`;
      await op.page.goto("/market-tool/budget-list?view=codes");
      await op.page.getByRole("link", { name: "新建预算编码" }).click();
      const budget = (await op.page.locator("#f-budget_id option", { hasText: "BG-2026-0001 · Back-to-school" }).getAttribute("value"))!;
      await op.page.locator("#f-budget_id").selectOption(budget);
      await op.page.locator("#f-code").fill(code);
      await op.page.locator("#f-name").fill("Four eyes");
      await op.page.locator("#f-cap").fill("1.00");
      await op.page.locator("#f-cap").blur();
      await op.page.getByRole("button", { name: "创建并提交审核" }).click();
      await expect(op.page).toHaveURL(/view=codes&code=\d+$/);
      // the path the examiners' mail links to
      const link = new URL(op.page.url()).pathname + new URL(op.page.url()).search;
      expect(link).toMatch(/^\/market-tool\/budget-list\?view=codes&code=\d+$/);

      // the approver opens it: cap 1.00, Pass offered
      await ap.page.goto(link);
      await expect(ap.page.getByTestId("cap")).toHaveText("USD 1.00");
      await expect(ap.page.getByRole("button", { name: "通过" })).toBeVisible();

      // meanwhile the admin raises the cap: the code is submitted again
      await ad.page.goto(link);
      await ad.page.getByRole("link", { name: "编辑", exact: true }).click();
      await ad.page.locator("#f-cap").fill("2.50");
      await ad.page.locator("#f-cap").blur();
      await ad.page.getByRole("button", { name: "保存并重新提交审核" }).click();
      await expect(ad.page.getByTestId("cap")).toHaveText("USD 2.50");
      await expect(ad.page.getByTestId("status")).toHaveText(/待审核$/);
      // the admin made these figures: the reason instead of the buttons
      await expect(ad.page.getByTestId("decide-blocked")).toHaveText("您在上次审核后修改过该记录，需由其他审核人决定。");
      await expect(ad.page.getByRole("button", { name: "通过" })).toHaveCount(0);
      await expect(ad.page.getByRole("button", { name: "驳回" })).toHaveCount(0);

      // the approver's Pass on the 1.00 they saw: refused, the change named, the current cap shown
      await ap.page.getByRole("button", { name: "通过" }).click();
      await expect(ap.page.getByTestId("action-error")).toHaveText("在您打开后该记录已被修改（cap: 1.00 → 2.50），请核对当前内容后再审核");
      await expect(ap.page.getByTestId("cap")).toHaveText("USD 2.50");
      await expect(ap.page.getByTestId("status")).toHaveText(/待审核$/);

      // deciding what is now shown goes through
      await ap.page.getByRole("button", { name: "通过" }).click();
      await expect(ap.page.getByTestId("status")).toHaveText(/已通过$/);
      await expect(ap.page.getByTestId("cap")).toHaveText("USD 2.50");
    } finally {
      await op.context.close();
      await ap.context.close();
      await ad.context.close();
    }
  });
}
