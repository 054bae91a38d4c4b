import ExcelJS from "exceljs";
import { expect, signIn, test } from "./fixtures";

// Activity → daily specials: a product pool's SKUs as a spreadsheet from the event's detail page
// (batchSaveFromPoolExcel, issue 11), with JavaScript off: the form beside "Add products" is a plain
// post, so the browser itself saves the file. The seed's first pool ("Summer picks for toddlers",
// us) holds on-sale catalogue products with us prices; a mistyped pool is said in words.

test("a pool's SKUs download as a sheet from the draft's detail page (JavaScript off)", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, acceptDownloads: true });
  try {
    const page = await context.newPage();
    await page.goto("/login");
    await signIn(page, "operator");
    await page.goto("/activity/daily-specials-edit?type=create");
    await page.getByLabel("活动名称").fill(`Pool sheet ${Date.now() % 100000}`);
    await page.getByLabel("站点").selectOption("us");
    await page.getByLabel("币种").selectOption("USD");
    await page.getByLabel("开始时间（美西）").fill("2032-08-01 00:00:00");
    await page.getByLabel("结束时间（美西）").fill("2032-08-07 23:59:59");
    await page.getByLabel("标题（en）").fill("Pool sheet");
    await page.locator("#event-new").getByRole("button", { name: "保存" }).click();
    await expect(page).toHaveURL(/\/activity\/daily-specials-detail\?id=\d+/);
    const id = new URL(page.url()).searchParams.get("id");

    const form = page.getByTestId("pool-sheet");
    await expect(form.getByRole("heading", { name: "以表格获取商品池商品" })).toBeVisible();
    await form.getByLabel("商品池 ID").fill("1");
    const [download] = await Promise.all([page.waitForEvent("download"), form.getByRole("button", { name: "下载商品池商品（.xlsx）" }).click()]);
    expect(download.suggestedFilename()).toBe(`event-${id}-pool-1.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await download.path())!);
    const rows = wb.worksheets[0].getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
    expect(rows[0]).toEqual(["SKU", "商品", "站点价 (USD)", "活动价", "库存", "已参加活动"]);
    expect(rows.length).toBeGreaterThan(1);
    for (const r of rows.slice(1)) {
      expect(String(r[0])).toMatch(/^PP\d{7}-\d+$/);
      // the event price starts as the SKU's us price (both empty for a SKU not sold on us)
      expect(r[3]).toBe(r[2]);
      if (r[2] !== undefined) expect(String(r[2])).toMatch(/^\d+\.\d{2}$/);
    }
    expect(rows.slice(1).some((r) => r[2] !== undefined)).toBe(true);

    // a pool that does not exist: back on the page, said in words
    await form.getByLabel("商品池 ID").fill("999999");
    await form.getByRole("button", { name: "下载商品池商品（.xlsx）" }).click();
    await expect(page.getByText("商品池 999999 不存在")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/activity/daily-specials-detail\\?id=${id}$`));
  } finally {
    await context.close();
  }
});
