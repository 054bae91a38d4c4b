import fs from "node:fs";
import { axe } from "./axe";
import ExcelJS from "exceljs";
import { createDailySpecialDraft } from "./activity-fixtures";
import { expect, signIn, test } from "./fixtures";

// Activity → daily specials: an event's prices by spreadsheet (issue 11). The operator creates a
// draft with two catalogue SKUs (priced USD 29.99 and 12.99 on the us storefront by the goods
// seed: PP0000224-1, PP0000007-1), exports the products (a file with the site and event prices), imports a
// sheet with bad rows (each shown with its row, column and reason; no price changes), then a good
// sheet (the shown prices change); then copies its English version into Spanish. JavaScript on and off, in the default interface language (zh).

async function sheet(rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("prices");
  ws.addRow(["SKU", "活动价", "库存"]);
  rows.forEach((r) => ws.addRow(r));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

for (const js of [true, false]) {
  test(`event prices: export, a refused import changes nothing, a good import changes the prices (JavaScript ${js ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL, acceptDownloads: true });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await signIn(page, "operator");
      const tag = `${js ? "JS" : "NOJS"}${Date.now() % 100000}`;
      const name = `Price sheet ${tag}`;
      // catalogue SKUs the demo seed sells on us (product 224's first at 29.99): an event takes only
      // those, named as the catalogue names them (issue 41 §1)
      const own = "PP0000224-1";

      await createDailySpecialDraft(page, { name, first: "2032-04-01", last: "2032-04-07", title: "Price sheet" });
      await page.getByLabel("要添加的商品").fill(`${own}, 12.00, 40\nPP0000007-1, 10.00, 10`);
      await page.getByRole("button", { name: "添加商品" }).click();
      await expect(page.getByLabel(`价格 ${own}`)).toHaveValue("12");

      // the export: a file with both products by SKU, the catalogue SKU with its site price
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-products").click()]);
      expect(download.suggestedFilename()).toMatch(/^event-\d+-products-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile((await download.path())!);
      const rows = wb.worksheets[0]
        .getSheetValues()
        .slice(1)
        .map((r) => (r as unknown[]).slice(1));
      expect(rows).toEqual([
        ["SKU", "商品", "站点价 (USD)", "活动价", "库存", "折扣 %"],
        // money as number cells (shown with USD's two decimals)
        ["PP0000007-1", "Women Floral Pajamas Set", 12.99, 10, 10, 0],
        [own, "Baby Denim Pajamas Set", 29.99, 12, 40, 0],
      ]);

      // the downloaded sheet uploaded back as it is changes nothing, and says so
      await page.setInputFiles("#event-import-file", {
        name: download.suggestedFilename(),
        mimeType: XLSX,
        buffer: fs.readFileSync((await download.path())!),
      });
      await page.getByRole("button", { name: "导入价格" }).click();
      await expect(page.getByText("无需更改：表格中的 2 行与活动现有的价格和库存相同")).toBeVisible();
      await expect(page.getByLabel(`价格 ${own}`)).toHaveValue("12");

      // a sheet with bad rows: each listed, nothing written
      await page.setInputFiles("#event-import-file", {
        name: "prices.xlsx",
        mimeType: XLSX,
        buffer: await sheet([
          [own, 9.5, 30],
          ["NOPE-SKU", 5, 1],
          ["PP0000007-1", 13.5, -1],
        ]),
      });
      await page.getByRole("button", { name: "导入价格" }).click();
      const report = page.getByTestId("import-report");
      await expect(report).toBeVisible();
      await expect(report.locator("tbody tr")).toHaveCount(3);
      await expect(report.locator("tbody tr").nth(0)).toHaveText(["3", "SKU", "SKU NOPE-SKU 不在该活动中"].join(""));
      await expect(report.locator("tbody tr").nth(1)).toHaveText(["4", "活动价", "活动价 13.5 高于站点价 12.99"].join(""));
      await expect(report.locator("tbody tr").nth(2)).toHaveText(["4", "库存", "库存不能为负数"].join(""));
      await expect(page.getByText("未导入任何数据：表格中有 3 处问题，第一处在第 3 行：SKU NOPE-SKU 不在该活动中")).toBeVisible();
      await expect(page.getByLabel(`价格 ${own}`)).toHaveValue("12");
      await expect(page.getByLabel(`库存 ${own}`)).toHaveValue("40");
      await expect(page.getByLabel("价格 PP0000007-1")).toHaveValue("10");
      // the price card, its refused rows and the language copy read well to assistive technology
      // (axe runs in the page, so with JavaScript on)
      if (js) {
        const scan = await axe(page).include("[data-testid=import-prices]").include("[data-testid=translate]").analyze();
        expect(scan.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target.join(" ")}`))).toEqual([]);
      }

      // a good sheet: every row written, an empty stock cell keeps the stock
      await page.setInputFiles("#event-import-file", {
        name: "prices.xlsx",
        mimeType: XLSX,
        buffer: await sheet([
          [own, 9.5, 30],
          ["PP0000007-1", 11, null],
        ]),
      });
      await page.getByRole("button", { name: "导入价格" }).click();
      await expect(page.getByText("价格已导入：更新了 2 个 SKU")).toBeVisible();
      await expect(page.getByTestId("import-report")).toHaveCount(0);
      await expect(page.getByLabel(`价格 ${own}`)).toHaveValue("9.5");
      await expect(page.getByLabel(`库存 ${own}`)).toHaveValue("30");
      await expect(page.getByLabel("价格 PP0000007-1")).toHaveValue("11");
      await expect(page.getByLabel("库存 PP0000007-1")).toHaveValue("10");
      await expect(page.getByText("从表格导入价格").first()).toBeVisible();

      // the English version copied into Spanish as its starting point
      const translate = page.getByTestId("translate");
      await translate.getByRole("checkbox", { name: "es", exact: true }).check();
      await translate.getByRole("button", { name: "复制" }).click();
      await expect(page.getByText("已复制到：es")).toBeVisible();
      await expect(page.locator('li[lang="es"]')).toContainText("Price sheet");
    } finally {
      await context.close();
    }
  });
}
