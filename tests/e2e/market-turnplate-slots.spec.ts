import { expect, formReady, signIn, test } from "./fixtures";

// Market tool → turnplate-edit: a wheel's prize slots are rows (issue 41), not typed lines. A new
// wheel opens with two rows; a product slot chooses among the products the picker lists (searched by
// name), a voucher slot among the site's vouchers; "Add a slot" and "Remove slot n" change the rows
// without saving (a post without JavaScript, at once with it) and the running total follows; a total
// other than 100 % is refused beside the slots with the sum, the rows kept; a voucher slot's stock above
// what the voucher has left is refused by the API beside that row's stock; fixed, the wheel is saved
// with its three slots. JavaScript on and off, in the default interface language (zh).
for (const js of [true, false]) {
  test(`wheel prize slots as rows: add, remove, total, save (JavaScript ${js ? "on" : "off"})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
    try {
      const page = await context.newPage();
      await signIn(page, "operator");
      const name = `Slot rows spin (${js ? "js" : "no-js"} ${Date.now()})`;
      await page.goto("/market-tool/turnplate-edit/new");
      const form = page.locator("#turnplate-new");
      const slot = (n: number) => form.getByRole("group", { name: `奖位 ${n}`, exact: true });
      await expect(slot(1)).toBeVisible();
      await expect(slot(2)).toBeVisible();
      await expect(slot(3)).toHaveCount(0);
      await form.getByLabel("活动名称").fill(name);
      await form.getByLabel("开始日期").fill("2031-06-01");
      await form.getByLabel("结束日期").fill("2031-06-30");

      // the products a product slot chooses from: the site's, searched by name
      const picker = page.getByTestId("picker-products");
      await picker.getByLabel("按 SPU、SKU 或名称搜索商品").fill("Romper");
      await picker.getByRole("button", { name: "搜索" }).click();
      await expect(page).toHaveURL(/products_q=Romper/);
      await expect(form.getByLabel("活动名称")).toHaveValue(name);

      await slot(1).getByLabel("奖品名称").fill("50 points");
      await slot(1).getByLabel("积分").fill("50");
      await slot(1).getByLabel("概率 %").fill("60");
      await slot(1).getByLabel("库存").fill("1000");
      await slot(2).getByLabel("类型").selectOption("product");
      const product = slot(2).getByLabel("商品", { exact: true });
      await expect(product.locator("option").nth(1)).toContainText("Romper");
      await product.selectOption({ index: 1 });
      const productText = (await product.locator("option:checked").textContent())!;
      await slot(2).getByLabel("奖品名称").fill("Romper prize");
      await slot(2).getByLabel("概率 %").fill("20");
      await slot(2).getByLabel("库存").fill("2");

      await form.getByRole("button", { name: "添加奖位" }).click();
      await expect(slot(3)).toBeVisible();
      await slot(3).getByLabel("类型").selectOption("voucher");
      await slot(3).getByLabel("优惠券").selectOption({ index: 1 });
      await slot(3).getByLabel("奖品名称").fill("Voucher prize");
      await slot(3).getByLabel("概率 %").fill("10");
      await slot(3).getByLabel("库存").fill("1");
      await form.getByRole("button", { name: "添加奖位" }).click();
      await expect(slot(4)).toBeVisible();
      await slot(4).getByLabel("类型").selectOption("nothing");
      await slot(4).getByLabel("奖品名称").fill("Try again");
      await slot(4).getByLabel("概率 %").fill("10");
      // what was typed before the rows changed is still there
      await expect(slot(2).getByLabel("商品", { exact: true }).locator("option:checked")).toHaveText(productText);
      await expect(slot(1).getByLabel("奖品名称")).toHaveValue("50 points");
      if (js) await expect(page.getByTestId("slots-total")).toHaveText("概率合计 100 %");

      // the points slot goes: the others move up, the total says what is missing
      await form.getByRole("button", { name: "删除奖位 1" }).click();
      await expect(slot(4)).toHaveCount(0);
      await expect(slot(1).getByLabel("奖品名称")).toHaveValue("Romper prize");
      await expect(slot(2).getByLabel("奖品名称")).toHaveValue("Voucher prize");
      await expect(slot(3).getByLabel("奖品名称")).toHaveValue("Try again");
      await expect(page.getByTestId("slots-total")).toHaveText("概率合计 40 %：距 100 % 还差 60 %");

      await form.getByRole("button", { name: "保存" }).click();
      await expect(page.locator("#turnplate-new-prizesError")).toHaveText("概率合计为 40 %：必须正好为 100 %");
      await expect(slot(1).getByLabel("商品", { exact: true }).locator("option:checked")).toHaveText(productText);
      await slot(3).getByLabel("概率 %").fill("70");
      if (js) await expect(page.getByTestId("slots-total")).toHaveText("概率合计 100 %");
      // more than the voucher has left: the API's refusal is said beside that row's stock
      await slot(2).getByLabel("库存").fill("9999999");
      await form.getByRole("button", { name: "保存" }).click();
      await expect(slot(2).locator(".console-inline-error")).toHaveText(
        /^奖品 Voucher prize 发放的优惠券 \d+ 只剩 \d+ 张：其奖品库存合计不能超过 \d+$/,
      );
      await expect(slot(2).getByLabel("库存")).toHaveAttribute("aria-invalid", "true");
      await slot(2).getByLabel("库存").fill("1");
      await form.getByRole("button", { name: "保存" }).click();

      await expect(page).toHaveURL(/\/market-tool\/turnplate-list(\?|$)/);
      const row = page.locator("tbody tr", { hasText: name });
      await expect(row).toContainText("Romper prize · 商品 · 20 % · 库存 2");
      await expect(row).toContainText("Voucher prize · 优惠券 · 10 % · 库存 1");
      await expect(row).toContainText("Try again · 未中奖 · 70 % · 不限");
      await expect(row).not.toContainText("50 points");
    } finally {
      await context.close();
    }
  });
}

// Keyboard only (JavaScript on): "Add a slot" by Enter puts the focus in the new row's first box;
// removing a row by Enter leaves the focus on "Add a slot".
test("wheel prize slots as rows: added and removed from the keyboard", async ({ page }) => {
  await signIn(page, "operator");
  await page.goto("/market-tool/turnplate-edit/new");
  const form = page.locator("#turnplate-new");
  // the form's check has loaded (a dynamic import): the rows change in the browser, not through the server
  await formReady(form);
  await page.waitForLoadState("networkidle");
  const add = form.getByRole("button", { name: "添加奖位" });
  await add.focus();
  await page.keyboard.press("Enter");
  const third = form.getByRole("group", { name: "奖位 3", exact: true });
  await expect(third.getByLabel("奖品名称")).toBeFocused();
  await page.keyboard.type("Keyboard prize");
  await form.getByRole("button", { name: "删除奖位 3" }).focus();
  await page.keyboard.press("Enter");
  await expect(third).toHaveCount(0);
  await expect(add).toBeFocused();
});
