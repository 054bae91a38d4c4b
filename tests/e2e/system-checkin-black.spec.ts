import { expect, signIn, test } from "./fixtures";

// System management → checkin-black-list: add a customer by email (errors next to the fields
// first), remove after a confirmation that names the customer, see the log; JavaScript on and off.
// Customer n of the generated set is on site ["us","us","ca","uk","eur","eur","de","glb","au","us_v1","glb","us"][n mod 12].
for (const js of [true, false]) {
  test(`check-in blacklist: add, confirm and remove (JavaScript ${js ? "on" : "off"})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await signIn(page, "admin");
      // a different customer per run: 12 × k + 3 is on site uk
      const id = js ? 1203 : 1215;
      await page.goto("/system/checkin-black-list");
      await expect(page.getByRole("heading", { level: 1, name: "签到黑名单" })).toBeVisible();
      await page.getByRole("link", { name: "加入黑名单" }).click();
      await expect(page).toHaveURL(/\/system\/checkin-black-list\/new/);
      const form = page.locator("#checkin-black-new");
      // a customer that does not exist: the API's message next to the field, what was typed kept
      await form.getByLabel("客户（ID或邮箱）").fill("999999");
      await form.getByLabel("站点").selectOption("uk");
      await form.getByLabel("原因").fill("Points farmed with scripts");
      await form.getByRole("button", { name: /保存|创建|提交/ }).click();
      await expect(page.locator("#checkin-black-new-customerError")).toHaveText("客户ID 999999 不存在");
      await expect(form.getByLabel("原因")).toHaveValue("Points farmed with scripts");
      await form.getByLabel("客户（ID或邮箱）").fill(String(id));
      await form.getByRole("button", { name: /保存|创建|提交/ }).click();
      await expect(page).toHaveURL(/\/system\/checkin-black-list(\?|$)/);
      const row = page.locator("tr", { hasText: `ID ${id}` });
      await expect(row).toContainText("黑名单中");

      await row.getByRole("link", { name: "移除" }).click();
      const confirm = page.getByTestId("remove-confirm");
      await expect(confirm.getByRole("heading")).toContainText(`（ID ${id}）移出站点`);
      await confirm.getByRole("button", { name: "移除" }).click();
      await expect(page.locator("tr", { hasText: `ID ${id}` })).toContainText("已移除");
      await expect(page.locator("tr", { hasText: `ID ${id}` }).getByRole("link", { name: "移除" })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
}
