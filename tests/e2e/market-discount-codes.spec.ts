import ExcelJS from "exceljs";
import { expect, signIn, test, expectRecordPage } from "./fixtures";

// Market tool → discountList, discountList-edit, bath-code-create: the operator creates a discount
// (a wrong percentage shown next to its field first), makes a batch of codes, follows its progress
// to the result page (polled with JavaScript, refreshed by a link without) and exports it.
for (const js of [true, false]) {
  test(`discount codes: create a discount, make a batch, export it (JavaScript ${js ? "on" : "off"})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL, acceptDownloads: true });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await signIn(page, "operator");
      const name = `Autumn family ${js ? "JS" : "noJS"}`;
      await page.goto("/market-tool/discountList");
      await expect(page.getByRole("heading", { level: 1, name: "优惠码" })).toBeVisible();
      await page.getByRole("link", { name: "新建优惠码活动" }).click();
      await expect(page).toHaveURL(/\/market-tool\/discountList-edit\/new/);
      const form = page.locator("#discount-new");
      await form.getByLabel("活动名称").fill(name);
      await form.getByLabel("站点").selectOption("us");
      await form.getByLabel("类型").selectOption("percent");
      await form.getByLabel("优惠", { exact: true }).fill("95");
      await form.getByLabel("最低订单金额").fill("39.90");
      await form.getByLabel("开始日期").fill("2031-09-01");
      await form.getByLabel("结束日期").fill("2031-09-30");
      await form.getByLabel("结束日期").blur();
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page.locator("#discount-new-discount_offError")).toHaveText("请输入 1 到 90 之间的整数百分比");
      await expect(form.getByLabel("活动名称")).toHaveValue(name);
      await form.getByLabel("优惠", { exact: true }).fill("20");
      await form.getByLabel("优惠", { exact: true }).blur();
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(/\/market-tool\/discountList(\?|$)/);
      const row = page.locator("tr", { hasText: name });
      await expect(row).toContainText("20 %");
      await expect(row).toContainText("满 USD 39.90");
      await expect(row.getByTestId("period")).toContainText(/2031-09-01.*2031-09-30/);
      await expect(row).toContainText("未生效");

      await row.getByRole("link", { name: "批次" }).click();
      await expectRecordPage(page, "批量生成优惠码", `“${name}”的优惠码`);
      const batchForm = page.locator("form", { has: page.getByLabel("前缀") });
      await batchForm.getByLabel("前缀").fill("fall");
      await batchForm.getByLabel("随机部分长度").fill("9");
      await batchForm.getByLabel("数量").fill("3000");
      await batchForm.getByLabel("数量").blur();
      await batchForm.getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(/\/market-tool\/bath-code-create\?batch=\d+/);
      const progress = page.getByTestId("batch-progress");
      if (js) {
        // the page polls while the job runs
        await expect(progress).toHaveText("已生成 3,000 / 3,000 个（100 %）", { timeout: 30_000 });
      } else {
        for (let i = 0; i < 30 && (await page.getByTestId("batch-refresh").count()); i++) {
          await page.waitForTimeout(1000);
          await page.getByTestId("batch-refresh").click();
        }
        await expect(progress).toHaveText("已生成 3,000 / 3,000 个（100 %）");
      }
      await expect(page.getByText("已完成", { exact: true })).toBeVisible();
      const codes = page.locator("td code");
      await expect(codes).toHaveCount(20);
      await expect(codes.first()).toHaveText(/^FALL[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{9}$/);
      const firstPage = await codes.allTextContents();
      await page.getByTestId("codes-next").click();
      await expect(codes.first()).not.toHaveText(firstPage[0]);

      const batchId = new URL(page.url()).searchParams.get("batch");
      const exportLink = page.getByTestId("batch-export");
      await expect(exportLink).toHaveAttribute("href", `/market-tool/bath-code-create/export?batch=${batchId}`);
      const res = await page.request.get(`/market-tool/bath-code-create/export?batch=${batchId}`);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-disposition"]).toMatch(
        new RegExp(`^attachment; filename="discount-codes-batch-${batchId}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`),
      );
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await res.body()) as never);
      const sheet = book.getWorksheet("codes")!;
      expect(sheet.rowCount).toBe(3001);
      // headed in the operator's language (zh), the batch number a number
      expect(sheet.getRow(1).values).toEqual([undefined, "优惠码", "批次", "折扣"]);
      expect(typeof sheet.getRow(2).getCell(2).value).toBe("number");
      expect(String(sheet.getRow(2).getCell(3).value)).toBe(name);
    } finally {
      await context.close();
    }
  });
}
