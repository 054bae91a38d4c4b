import { expect, signIn, test } from "./fixtures";

// Market tool → voucher-detail?type=send with a file: the operator creates a voucher, uploads a
// small .csv on the send form, and follows the queued send's result page to its per-customer
// results — with JavaScript (the page polls) and without (the Refresh link reloads it). Customers
// come from the demo set of migration 080: customer n is on site us when n % 12 is 0, 1 or 11. The
// stock of 2 runs out before the last line.
for (const js of [true, false]) {
  test(`vouchers: send to an uploaded .csv and read the results (JavaScript ${js ? "on" : "off"})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await signIn(page, "operator");
      const name = `Upload gift ${js ? "JS" : "noJS"} ${Date.now() % 100000}`;
      await page.goto("/market-tool/voucher-detail/new");
      const form = page.locator("#voucher-new");
      await form.getByLabel("优惠券名称").fill(name);
      await form.getByLabel("站点").selectOption("us");
      await form.getByLabel("类型").selectOption("amount");
      await form.getByLabel("面值").fill("5");
      await form.getByLabel("最低订单金额").fill("0");
      await form.getByLabel("总库存").fill("2");
      await form.getByLabel("开始日期").fill("2026-01-01");
      await form.getByLabel("结束日期").fill("2099-12-31");
      await form.getByLabel("结束日期").blur();
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(/\/market-tool\/voucher-list(\?|$)/);
      await page.locator("tr", { hasText: name }).getByRole("link", { name: "详情与发放" }).click();
      await page.getByTestId("voucher-send-open").click();
      await expect(page.getByRole("heading", { level: 1, name: "发放优惠券", exact: true })).toBeVisible();
      await expect(page.locator(".console-page-head")).toContainText(name);
      const sendForm = page.locator("form", { has: page.getByTestId("voucher-send-file") });
      await expect(sendForm.getByText("或上传名单文件")).toBeVisible();

      // a file of the wrong type is refused next to the file field, nothing is sent
      await sendForm
        .getByTestId("voucher-send-file")
        .setInputFiles({ name: "customers.pdf", mimeType: "application/pdf", buffer: Buffer.from("12\n") });
      await sendForm.getByTestId("voucher-send-confirm").check();
      await sendForm.getByRole("button", { name: "发放" }).click();
      await expect(sendForm.getByRole("alert")).toHaveText("请选择 .csv、.txt 或 .xlsx 文件");

      const csv = ["12,Isabella", "13", "nobody@example.invalid", "12", "24"].join("\n");
      await page
        .getByTestId("voucher-send-file")
        .setInputFiles({ name: "vip-customers-2026.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await page.getByTestId("voucher-send-confirm").check();
      await page
        .locator("form", { has: page.getByTestId("voucher-send-file") })
        .getByRole("button", { name: "发放" })
        .click();
      await expect(page).toHaveURL(/\/market-tool\/voucher-detail\/\d+\?type=result-detail&send=\d+/);
      await expect(page.getByText("来自文件 vip-customers-2026.csv")).toBeVisible();
      const progress = page.getByTestId("send-progress");
      // without JavaScript the Refresh link is how the page moves on; with it the page polls
      await expect
        .poll(
          async () => {
            const refresh = page.getByTestId("send-refresh");
            if (!js && (await refresh.count())) await refresh.click();
            return progress.textContent();
          },
          { timeout: 60_000 },
        )
        .toContain("已处理 5 / 5 行（100%）");
      await expect(page.getByText("已完成", { exact: true })).toBeVisible();
      await expect(page.getByTestId("send-refresh")).toHaveCount(0);
      await expect(page.getByTestId("count-sent")).toHaveText(/2$/);
      await expect(page.getByTestId("count-unknown_customer")).toHaveText(/1$/);
      await expect(page.getByTestId("count-duplicate")).toHaveText(/1$/);
      await expect(page.getByTestId("count-out_of_stock")).toHaveText(/1$/);
      const lines = page.locator("tbody tr");
      await expect(lines).toHaveCount(5);
      await expect(lines.nth(0)).toContainText("已发放");
      await expect(lines.nth(1)).toContainText("已发放");
      await expect(lines.nth(2)).toContainText("nobody@example.invalid");
      await expect(lines.nth(3)).toContainText("重复");
      await expect(lines.nth(4)).toContainText("库存不足");
    } finally {
      await context.close();
    }
  });
}
