// Issue 15 item 5: the change log reads for people — field names translated, values as the
// screens show them, records by name, filterable by record, person and day; the page's log and a
// row's log titled apart.
import { expect, signIn, test, switchLanguage } from "./fixtures";

for (const js of [true, false]) {
  test.describe(`change log with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("a row's log names the record and its changes in words; the page's log links to each record", async ({ page }) => {
      // found by the English name; named in the interface language
      const [country, code, zh] = js ? ["Poland", "PL", "波兰"] : ["Mexico", "MX", "墨西哥"];
      await page.goto(`/system/currency-manage-list?country=${country}`);
      await signIn(page, "admin");
      const list = page.getByRole("table", { name: "国家", exact: true });
      await list.getByRole("row").filter({ hasText: country }).getByRole("link", { name: "编辑" }).click();
      const form = page.locator("form[id^=currency-]");
      await form.locator("input[name=decimals]").fill("0");
      await form.locator("input[name=decimals]").blur();
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page.getByText(`已保存“${zh} (${code})”`)).toBeVisible();

      await list.getByRole("row").filter({ hasText: country }).getByRole("link", { name: "操作日志" }).click();
      await expect(page.getByTestId("log-title")).toHaveText(`操作日志 · ${zh} (${code})`);
      const entry = page
        .getByRole("table", { name: `操作日志 · ${zh} (${code})` })
        .getByRole("row")
        .filter({ hasText: "修改" })
        .first();
      await expect(entry).toContainText(`${zh} (${code})`);
      await expect(entry).toContainText("小数位: 2 → 0");
      await expect(entry).not.toContainText("decimals");
      await expect(entry).not.toContainText("#");

      // the page's log: titled for the whole list, each record a link to its own log
      await page.getByRole("link", { name: "全部操作日志" }).click();
      await expect(page.getByTestId("log-title")).toHaveText("操作日志 · 全部国家币种");
      await page
        .getByRole("link", { name: `${zh} (${code})` })
        .first()
        .click();
      await expect(page.getByTestId("log-title")).toHaveText(`操作日志 · ${zh} (${code})`);

      // by person and by day (US West)
      const logFilters = page.getByRole("search", { name: "操作日志筛选" });
      await logFilters.locator("input[name=log_actor]").fill("Victor");
      await logFilters.getByRole("button", { name: "查询" }).click();
      await expect(page).toHaveURL(/log_actor=Victor/);
      await expect(page.getByText("没有符合筛选条件的记录")).toBeVisible();
      await page.goto(page.url().replace("log_actor=Victor", "log_actor=Ada&log_from=2000-01-01&log_to=2000-01-31"));
      await expect(page.getByText("没有符合筛选条件的记录")).toBeVisible();
      await page.goto(page.url().replace("log_from=2000-01-01&log_to=2000-01-31", ""));
      await expect(
        page
          .getByRole("table", { name: `操作日志 · ${zh} (${code})` })
          .getByRole("row")
          .filter({ hasText: "Ada Admin" })
          .first(),
      ).toBeVisible();
    });
  });
}

test("in English: labels, statuses and days as on screen", async ({ page }) => {
  await page.goto("/system/exchange-rate-list?site=ca");
  await signIn(page, "admin");
  await switchLanguage(page, "en");
  const list = page.getByRole("table", { name: "Rate", exact: true });
  await list.getByRole("row").filter({ hasText: "CAD" }).first().getByRole("link", { name: "Disable" }).click();
  await page.getByTestId("confirm").getByRole("button", { name: "Disable" }).click();
  await expect(page.getByText(/^Disabled “Canada CAD/)).toBeVisible();
  await list.getByRole("row").filter({ hasText: "CAD" }).first().getByRole("button", { name: "Enable" }).click();
  await list.getByRole("row").filter({ hasText: "CAD" }).first().getByRole("link", { name: "Change log" }).click();
  await expect(page.getByTestId("log-title")).toHaveText(/^Change log · Canada CAD \d{4}-01-01 – \d{4}-12-31$/);
  const log = page.getByRole("table", { name: /^Change log · Canada CAD/ });
  // newest first: the enable, then the disable
  await expect(log.locator("tbody tr").nth(0)).toContainText("Status: Disabled → Enabled");
  await expect(log.locator("tbody tr").nth(1)).toContainText("Status: Enabled → Disabled");
});
