// Stored XSS: script payloads saved in free-text fields of the System screens come back as
// text — in lists, forms, logs and the page header — and never run (JavaScript on).
import type { Page } from "@playwright/test";
import { CONSOLE_URL, expect, signIn, test } from "./fixtures";

const NAME = `<img src=x onerror="window.__xss=1">`;
const SYMBOL = `"><b>x`;
const REMARK = `</textarea><script>window.__xss=2</script><svg onload="window.__xss=3">`;

async function post(page: Page, url: string, form: Record<string, string>) {
  const res = await page.request.post(url, { form, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(302);
}

/** Nothing from a payload became markup or ran. */
async function expectInert(page: Page, dialogs: string[], where: string) {
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), where).toBeUndefined();
  expect(dialogs, where).toEqual([]);
  expect(await page.locator('img[src="x"], svg[onload], b:text-is("x")').count(), where).toBe(0);
}

test("script payloads in names, symbols and remarks are shown as text and never run", async ({ page }) => {
  // four screens' lists, forms and logs in one test
  test.slow();
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signIn(page, "admin");

  // country currency: the symbol (the country is an ISO code chosen from a list, never typed)
  await post(page, "/system/currency-manage-list/new", {
    intent: "create",
    country_code: "KI",
    site: "glb",
    currency_code: "USD",
    symbol: SYMBOL,
    symbol_position: "before",
    decimals: "2",
    thousands_separator: ",",
    decimal_separator: ".",
  });
  await page.goto("/system/currency-manage-list?country=KI");
  const row = page.getByRole("row").filter({ hasText: "Kiribati" });
  await expect(row).toContainText(SYMBOL);
  await expectInert(page, dialogs, "currency list");
  await row.getByRole("link", { name: "操作日志" }).click();
  await expect(page.getByText(SYMBOL).last()).toBeVisible();
  await expectInert(page, dialogs, "currency log");
  await page.goto("/system/currency-manage-list?country=KI");
  await page.getByRole("row").filter({ hasText: "Kiribati" }).getByRole("link", { name: "编辑" }).click();
  await expect(page.locator("input[name=symbol]")).toHaveValue(SYMBOL);
  await expectInert(page, dialogs, "currency form");

  // tag: its name
  await post(page, "/system/tag-management/new", { intent: "create", group: "style", name: NAME, type: "display", sort: "0" });
  await page.goto(`/system/tag-management?name=${encodeURIComponent("onerror")}`);
  const tag = page.getByRole("row").filter({ hasText: NAME });
  await expect(tag).toBeVisible();
  await expectInert(page, dialogs, "tag list");
  await tag.getByRole("link", { name: "操作日志" }).click();
  await expect(page.getByText(NAME).last()).toBeVisible();
  await expectInert(page, dialogs, "tag log");
  await page.goto(`/system/tag-management?name=${encodeURIComponent("onerror")}`);
  await page.getByRole("row").filter({ hasText: NAME }).getByRole("link", { name: "编辑" }).click();
  await expect(page.locator("form[id^=tag-] input[name=name]")).toHaveValue(NAME);
  await expectInert(page, dialogs, "tag form");

  // exchange rate: remark (shown in its form and its log)
  await post(page, "/system/exchange-rate-list/new", {
    intent: "create",
    site: "glb",
    currency: "SEK",
    rate: "11.5",
    float_percent: "0",
    start_date: "2031-01-01",
    end_date: "2031-12-31",
    remark: REMARK,
  });
  await page.goto("/system/exchange-rate-list?site=glb&currency=SEK");
  const rate = page.getByRole("row").filter({ hasText: "11.5" }).first();
  await rate.getByRole("link", { name: "编辑" }).click();
  await expect(page.locator("[name=remark]")).toHaveValue(REMARK);
  await expectInert(page, dialogs, "exchange rate form");
  await page.goto("/system/exchange-rate-list?site=glb&currency=SEK&logs=all");
  await expect(page.getByText(REMARK).first()).toBeVisible();
  await expectInert(page, dialogs, "exchange rate log");

  // benchmark rate and the base configuration: remarks shown on the setting page itself
  await post(page, "/system/setting/new", {
    intent: "create",
    currency: "SEK",
    rate: "11.1",
    effective_date: "2011-02-03",
    source: "manual",
    remark: REMARK,
  });
  await page.goto("/system/setting/edit");
  await page.locator("[name=remark]").fill(NAME);
  // the form's own button (the contextual save bar above offers another "保存")
  await page.locator("form#setting").getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("已保存").first()).toBeAttached();
  await page.goto("/system/setting?currency=SEK&date_from=2011-02-03&date_to=2011-02-03");
  await expect(page.getByRole("row").filter({ hasText: "11.1" })).toContainText(REMARK);
  await expect(page.getByText(NAME).first()).toBeVisible();
  await expectInert(page, dialogs, "setting page");
});
