import { expect, signIn, test, expectRecordPage } from "./fixtures";

// Activity → full-gift-redemption (special offers, issue 11): create an offer (an error next to its
// field first), add products from a spreadsheet (a refused sheet lists its problems by row and adds
// nothing), put it online, take it offline after a confirmation naming it, and read both steps in
// its log; JavaScript on and off, in the default interface language (zh).
const HEADER = "product_code,product_name,category,original_price,redeem_price,stock,sort";

for (const js of [true, false]) {
  test(`special offer: create, add products, online, offline (JavaScript ${js ? "on" : "off"})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await signIn(page, "operator");
      const name = `Spend $60, add a hat (${js ? "js" : "no-js"} ${Date.now()})`;
      await page.goto("/activity/full-gift-redemption-list");
      await expect(page.getByRole("heading", { level: 1, name: "特价活动" })).toBeVisible();
      await page.getByRole("link", { name: "新建特价活动" }).click();
      await expect(page).toHaveURL(/\/activity\/full-gift-redemption-edit\?type=create/);

      const form = page.locator("#offer-new");
      await form.getByLabel("活动名称").fill(name);
      await form.getByLabel("站点").selectOption("us");
      await form.getByLabel("币种").selectOption("USD");
      await form.getByLabel("订单门槛").fill("60");
      await form.getByLabel("每单换购件数").fill("2");
      await form.getByLabel("开始时间").fill("2031-05-01 00:00:00");
      // an end before the start: said next to the end, what was typed kept
      await form.getByLabel("结束时间").fill("2031-04-30 23:59:59");
      await form.getByLabel("开始时间").blur();
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page.locator("#offer-new-end_atError")).toHaveText("必须晚于开始时间");
      await expect(form.getByLabel("活动名称")).toHaveValue(name);
      await form.getByLabel("结束时间").fill("2031-05-31 23:59:59");
      await form.getByLabel("结束时间").blur();
      await form.getByRole("button", { name: "保存" }).click();

      // the new offer's page: offline, no products yet, times as typed (US West)
      await expect(page).toHaveURL(/\/activity\/full-gift-redemption-detail\?id=\d+/);
      await expectRecordPage(page, "特价活动详情", `${name} (美国)`);
      const summary = page.getByTestId("offer-summary");
      await expect(summary).toContainText("USD 60.00");
      await expect(summary).toContainText("2031-05-01 00:00:00");
      await expect(summary).toContainText("2031-05-31 23:59:59");

      // a sheet with a redeem price above its original price: nothing is added, the row is named
      const sheet = page.getByLabel("表格文件");
      await sheet.setInputFiles({
        name: "bad.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(`${HEADER}\nHT-7001,Bucket hat,Accessories,15.00,16.00,10,1\n`),
      });
      await page.getByRole("button", { name: "导入" }).click();
      await expect(page.getByTestId("import-report")).toContainText("must not exceed the original price");
      await expect(
        page
          .getByText("暂无记录")
          .or(page.getByText("还没有记录"))
          .or(page.locator("table", { hasText: "HT-7001" })),
      ).toBeVisible();
      await expect(page.locator("tbody tr", { hasText: "HT-7001" })).toHaveCount(0);

      await page.getByLabel("表格文件").setInputFiles({
        name: "hats.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(`${HEADER}\nHT-7001,Bucket hat,Accessories,15.00,5.00,10,1\nHT-7002,Sun hat,Accessories,18.00,6.50,20,2\n`),
      });
      await page.getByRole("button", { name: "导入" }).click();
      await expect(page.locator("tbody tr", { hasText: "HT-7001" })).toContainText("USD 5.00");
      await expect(page.locator("tbody tr", { hasText: "HT-7002" })).toContainText("USD 6.50");

      // online: the badge says so and the offer can no longer be changed
      await page.getByRole("button", { name: "上线" }).click();
      await expect(page.getByText("该特价活动已上线：请先下线再修改活动或其商品。")).toBeVisible();
      await expect(page.getByLabel("表格文件")).toHaveCount(0);

      // offline is asked first, naming the offer
      await page.getByRole("link", { name: "下线" }).click();
      const confirm = page.getByTestId("confirm");
      await expect(confirm).toContainText(name);
      await confirm.getByRole("button", { name: /下线/ }).click();
      await expect(page.getByLabel("表格文件")).toBeVisible();

      // the log: both steps, newest first, by the operator
      const log = page.locator("table", { hasText: "导入商品" });
      await expect(log.locator("tbody tr").nth(0)).toContainText("下线");
      await expect(log.locator("tbody tr").nth(1)).toContainText("上线");
      await expect(log.locator("tbody tr").nth(0)).toContainText("Olive Operator");
    } finally {
      await context.close();
    }
  });
}
