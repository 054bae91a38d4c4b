// Issue 15 item 4: a destructive transition asks first, naming the record — a modal dialog with
// JavaScript, a confirmation page without — and warns when the record is the last enabled one of
// its kind.
import { expect, signIn, test, switchLanguage } from "./fixtures";

for (const js of [true, false]) {
  test.describe(`confirmation with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("disabling a country currency names it, can be cancelled, then applies once confirmed", async ({ page }) => {
      // found by the English name; named in the interface language (issue 15 item 11: "日本 (JP)")
      const [country, code, zh] = js ? ["Norway", "NO", "挪威"] : ["Sweden", "SE", "瑞典"];
      await page.goto(`/system/currency-manage-list?country=${country}`);
      await signIn(page, "admin");
      const row = () => page.getByRole("row").filter({ hasText: country });
      await expect(row()).toContainText("已启用");

      await row().getByRole("link", { name: "停用" }).click();
      const ask = page.getByTestId("confirm");
      await expect(ask.getByRole("heading")).toHaveText(`确认停用“${zh} (${code})”？`);
      // glb has many currencies: no "last of its kind" warning
      await expect(ask.getByRole("alert")).toHaveCount(0);
      if (js) {
        await expect(page.getByRole("dialog")).toBeVisible();
        await page.keyboard.press("Escape");
      } else {
        await ask.getByRole("link", { name: "取消" }).click();
      }
      await expect(page.getByTestId("confirm")).toHaveCount(0);
      await expect(page).not.toHaveURL(/confirm=/);
      await expect(row()).toContainText("已启用");

      await row().getByRole("link", { name: "停用" }).click();
      await page.getByTestId("confirm").getByRole("button", { name: "确认停用" }).click();
      await expect(page.getByTestId("confirm")).toHaveCount(0);
      await expect(row()).toContainText("已停用");
      await expect(page).not.toHaveURL(/confirm=/);
      // enabling takes nothing away: no question
      await row().getByRole("button", { name: "启用" }).click();
      await expect(row()).toContainText("已启用");
    });

    test("the last enabled exchange rate of a site and currency is called out", async ({ page }) => {
      await page.goto("/system/exchange-rate-list?site=uk&currency=GBP");
      await signIn(page, "admin");
      await page.getByRole("row").filter({ hasText: "GBP" }).first().getByRole("link", { name: "停用" }).click();
      const ask = page.getByTestId("confirm");
      await expect(ask.getByRole("heading")).toContainText("确认停用“英国 GBP");
      await expect(ask.getByRole("alert")).toContainText("是唯一启用的英国 GBP 汇率");
    });
  });
}

test("a disable posted without its confirmation is turned into the question (English)", async ({ page }) => {
  await page.goto("/system/currency-manage-list?country=Denmark");
  await signIn(page, "admin");
  await switchLanguage(page, "en");
  // the switch is done once the page is English: the post below must carry the new language cookie
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const row = page.getByRole("row").filter({ hasText: "Denmark" });
  const id = (await row.locator("[data-testid^=logs-]").getAttribute("data-testid"))!.slice("logs-".length);
  // a page left open from before (a plain form post of the transition, no confirmed=yes)
  await page.evaluate((id) => {
    const f = document.createElement("form");
    f.method = "post";
    f.action = "/system/currency-manage-list?country=Denmark";
    for (const [k, v] of Object.entries({ intent: "disable", id })) {
      const i = document.createElement("input");
      i.type = "hidden";
      i.name = k;
      i.value = v;
      f.append(i);
    }
    document.body.append(f);
    f.submit();
  }, id);
  await expect(page.getByTestId("confirm").getByRole("heading")).toHaveText("Disable “Denmark (DK)”?");
  await expect(page.getByRole("row").filter({ hasText: "Denmark" })).toContainText("Enabled");
});

test("the viewer is never asked: no transition links, and a hand-made question URL shows nothing", async ({ page }) => {
  await page.goto("/system/currency-manage-list?country=Japan&confirm=disable&confirm_id=1");
  await signIn(page, "viewer");
  await expect(page.getByRole("row").filter({ hasText: "Japan" })).toBeVisible();
  await expect(page.getByTestId("confirm")).toHaveCount(0);
});
