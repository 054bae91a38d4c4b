import type { Page } from "@playwright/test";
import { expect, signIn, test, switchLanguage } from "./fixtures";

// Market tool → voucher-invalid → voucher-detail → result-detail of a send that stopped: an uploaded
// send stops when its voucher is disabled or expires while the job works it, and the customers it had
// not reached get voucher_disabled / voucher_expired (migration 332). The demo seed has one of each:
// "Easter AU$12" (au, disabled) and "Schulstart 15 %" (de, expired), each a file of four customers,
// the first two sent, the last two stopped. With JavaScript on and off; the disabled one in zh, the
// expired one in en.

async function openStoppedSend(page: Page, voucher: string, open: string, stopped: string) {
  await page.goto("/market-tool/voucher-invalid");
  await page.locator("tr", { hasText: voucher }).getByRole("link", { name: open }).click();
  await expect(page).toHaveURL(/\/market-tool\/voucher-detail\/\d+\?type=detail/);
  // the voucher's sends list the stopped one with its state
  const send = page.locator("tr", { hasText: stopped });
  await expect(send).toHaveCount(1);
  await send.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/market-tool\/voucher-detail\/\d+\?type=result-detail&send=\d+/);
}

for (const js of [true, false]) {
  test(`vouchers: a stopped send's results say why the last customers got nothing (JavaScript ${js ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
    try {
      const page = await context.newPage();
      await signIn(page, "operator");

      // zh: stopped because the voucher was disabled
      await openStoppedSend(page, "Easter AU$12", "详情与发放", "已停止");
      await expect(page.getByText("来自文件 easter-vip.csv")).toBeVisible();
      await expect(page.getByText("已停止", { exact: true })).toBeVisible();
      await expect(page.getByText("发放过程中优惠券被停用或已过期：发放已停止，尚未发放到的顾客不会收到此优惠券。")).toBeVisible();
      await expect(page.getByTestId("send-progress")).toHaveText("已处理 4 / 4 行（100%）");
      // a finished send offers no refresh
      await expect(page.getByTestId("send-refresh")).toHaveCount(0);
      await expect(page.getByTestId("count-sent")).toHaveText(/2$/);
      await expect(page.getByTestId("count-voucher_disabled")).toHaveText(/2$/);
      const lines = page.locator("tbody tr");
      await expect(lines).toHaveCount(4);
      await expect(lines.nth(0)).toContainText("已发放");
      await expect(lines.nth(1)).toContainText("已发放");
      await expect(lines.nth(2)).toContainText("未发放：优惠券已停用");
      await expect(lines.nth(3)).toContainText("未发放：优惠券已停用");
      // the reason is a filter of its own
      await page.getByRole("link", { name: "未发放：优惠券已停用" }).click();
      await expect(page).toHaveURL(/result=voucher_disabled/);
      await expect(lines).toHaveCount(2);

      // en: stopped because the voucher expired
      await switchLanguage(page, "en");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await openStoppedSend(page, "Schulstart 15 %", "Details and sends", "Stopped");
      await expect(page.getByText("From the file schulstart-stammkunden.csv")).toBeVisible();
      await expect(page.getByText("Stopped", { exact: true })).toBeVisible();
      await expect(
        page.getByText(
          "The voucher was disabled or expired while this list was being sent: the send stopped, and the customers it had not reached yet were not sent the voucher.",
        ),
      ).toBeVisible();
      await expect(page.getByTestId("count-sent")).toHaveText(/2$/);
      await expect(page.getByTestId("count-voucher_expired")).toHaveText(/2$/);
      await expect(lines).toHaveCount(4);
      await expect(lines.nth(2)).toContainText("Not sent: the voucher expired");
      await expect(lines.nth(3)).toContainText("Not sent: the voucher expired");
      await expect(page.locator("tbody")).not.toContainText("Not sent: the voucher was disabled");
    } finally {
      await context.close();
    }
  });
}
