// System management › currencies and exchange rates, as staff use them: lists with filters in the
// URL, create and edit with validation next to the fields, status changes, change logs and the
// conflict of two people saving the same record — with JavaScript on and off.
import { CONSOLE_URL, expect, signIn, test, formReady, fieldErrors, switchLanguage } from "./fixtures";

for (const js of [true, false]) {
  test.describe(`country currency with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("create with a validation error, then edit, then read the change log", async ({ page }) => {
      const code = js ? "FJ" : "LI";
      const name = js ? "Fiji" : "Liechtenstein";
      await page.goto("/system/currency-manage-list");
      await signIn(page, "admin");
      await expect(page).toHaveURL(/\/system\/currency-manage-list$/);
      await page.getByRole("link", { name: "新增国家币种" }).first().click();
      await expect(page).toHaveURL(/\/system\/currency-manage-list\/new$/);

      const form = page.locator("form#currency-new");
      await form.getByRole("button", { name: "保存" }).click();
      // messages next to the fields, in the interface language
      await expect(fieldErrors(form).first()).toBeVisible();
      await expect(fieldErrors(form).filter({ hasText: "必填" }).first()).toBeVisible();
      // an empty select is "required" too: "请选择" is only its placeholder
      await expect(fieldErrors(form).filter({ hasText: "请选择" })).toHaveCount(0);

      // the country comes from the ISO list, never typed; with JavaScript a name in either language narrows it
      if (js) {
        await form.getByRole("textbox", { name: "搜索国家" }).fill("斐济");
        await expect(form.locator("select[name=country_code] option")).toHaveText(["请选择", "斐济 Fiji (FJ)"]);
        await form.getByRole("textbox", { name: "搜索国家" }).fill("fiji");
        await expect(form.locator("select[name=country_code] option")).toHaveText(["请选择", "斐济 Fiji (FJ)"]);
        // one country left: it is chosen
        await expect(form.locator("select[name=country_code]")).toHaveValue("FJ");
      } else {
        await expect(form.locator("select[name=country_code] option", { hasText: "列支敦士登 Liechtenstein (LI)" })).toHaveCount(1);
      }
      await form.locator("select[name=country_code]").selectOption(code);
      await form.locator("select[name=site]").selectOption("glb_v1");
      // currencies no site prices in: the decimals this journey sets to 0 reach no other journey's page
      await form.locator("select[name=currency_code]").selectOption(js ? "SGD" : "CHF");
      await form.locator("input[name=symbol]").fill(js ? "FJ$" : "Fr.");
      await form.locator("input[name=symbol]").blur();
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(/\/system\/currency-manage-list$/);
      await expect(page.getByText("已创建").first()).toBeAttached();
      const row = page.getByRole("row").filter({ hasText: name });
      await expect(row).toContainText(code);
      await expect(row).toContainText("品牌站 glb");

      // edit: change the symbol position and decimals
      await row.getByRole("link", { name: "编辑" }).click();
      const edit = page.locator("form[id^=currency-]:not(#currency-new)");
      await expect(edit.locator("select[name=country_code]")).toHaveValue(code);
      await edit.locator("select[name=symbol_position]").selectOption("after");
      await edit.locator("input[name=decimals]").fill("9");
      await edit.getByRole("button", { name: "保存" }).click();
      await expect(edit.getByText("必须在 0 到 4 之间")).toBeVisible();
      await edit.locator("input[name=decimals]").fill("0");
      await edit.locator("input[name=decimals]").blur();
      await edit.getByRole("button", { name: "保存" }).click();
      await expect(page.getByText("已保存").first()).toBeAttached();
      const sample = js ? "1,234,568 FJ$" : "1,234,568 Fr.";
      await expect(page.getByRole("row").filter({ hasText: name })).toContainText(sample);

      // the change log of that record names who changed what
      await page.getByRole("row").filter({ hasText: name }).getByRole("link", { name: "操作日志" }).click();
      const log = page.getByRole("row").filter({ hasText: "修改" }).first();
      await expect(log).toContainText("Ada Admin");
      await expect(log).toContainText("小数位: 2 → 0");
      await expect(log).toContainText("符号位置: 金额之前 → 金额之后");
    });

    test("disable and enable a currency", async ({ page }) => {
      await page.goto("/system/currency-manage-list?country=Japan");
      await signIn(page, "admin");
      const row = page.getByRole("row").filter({ hasText: "Japan" });
      await expect(row).toContainText("已启用");
      await row.getByRole("link", { name: "停用" }).click();
      await page.getByTestId("confirm").getByRole("button", { name: "确认停用" }).click();
      await expect(page.getByRole("row").filter({ hasText: "Japan" })).toContainText("已停用");
      await page.getByRole("row").filter({ hasText: "Japan" }).getByRole("button", { name: "启用" }).click();
      await expect(page.getByRole("row").filter({ hasText: "Japan" })).toContainText("已启用");
    });
  });
}

test("filters live in the URL and an empty result says so", async ({ page }) => {
  await page.goto("/system/currency-manage-list");
  await signIn(page, "admin");
  const filters = page.locator("main").getByRole("search");
  await filters.locator("select[name=currency]").selectOption("EUR");
  await filters.getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/currency=EUR/);
  await expect(page.getByRole("row").filter({ hasText: "Germany" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Japan" })).toHaveCount(0);
  await page.goto("/system/currency-manage-list?currency=KRW");
  await expect(page.getByTestId("empty-state")).toHaveText("没有符合筛选条件的记录");
});

test("the viewer reads but cannot change, in the page and in the action", async ({ page }) => {
  await page.goto("/system/currency-manage-list?country=Germany");
  await signIn(page, "viewer");
  await expect(page.getByRole("row").filter({ hasText: "Germany" })).toBeVisible();
  await expect(page.getByRole("link", { name: "新增国家币种" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "编辑" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "停用" })).toHaveCount(0);
  // posting the form anyway is refused by the action
  const res = await page.request.post("/system/currency-manage-list", {
    form: { intent: "disable", id: "1", confirmed: "yes" },
    headers: { Origin: CONSOLE_URL },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(403);
});

test("a cross-site form post is refused and changes nothing", async ({ page }) => {
  await page.goto("/system/currency-manage-list?country=Singapore");
  await signIn(page, "admin");
  const row = page.getByRole("row").filter({ hasText: "Singapore" });
  await expect(row).toContainText("已启用");
  const id = (await row.locator("[data-testid^=logs-]").getAttribute("data-testid"))!.slice("logs-".length);
  const attempts: Record<string, string>[] = [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }];
  for (const headers of attempts) {
    const res = await page.request.post("/system/currency-manage-list", { form: { intent: "disable", id }, headers, maxRedirects: 0 });
    expect(res.status(), JSON.stringify(headers)).toBeGreaterThanOrEqual(400);
  }
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: "Singapore" })).toContainText("已启用");
});

test("two people edit the same exchange rate: the second sees the first one's change", async ({ browser }) => {
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  for (const p of [a, b]) {
    await p.goto("/system/exchange-rate-list?site=ca");
    await signIn(p, "admin");
    await p.getByRole("row").filter({ hasText: "CAD" }).first().getByRole("link", { name: "编辑" }).click();
    // both have the record open before either saves (a click only starts the navigation)
    await expect(p.locator("form[id^=rate-] input[name=rate]")).toHaveValue(/^1\.\d+$/);
  }
  const formA = a.locator("form[id^=rate-]");
  await formA.locator("input[name=rate]").fill("1.41");
  await formA.getByRole("button", { name: "保存" }).click();
  await expect(a.getByText("已保存").first()).toBeAttached();

  const formB = b.locator("form[id^=rate-]");
  await formB.locator("input[name=rate]").fill("1.39");
  await formB.getByRole("button", { name: "保存" }).click();
  await expect(b.getByText("在您打开后，其他人已保存了该记录").first()).toBeVisible();
  await expect(b.getByText("汇率：对方保存为“1.410000”")).toBeVisible();
  // saving again, knowingly, goes through
  await b.locator("form[id^=rate-]").getByRole("button", { name: "保存" }).click();
  await expect(b.getByText("已保存").first()).toBeAttached();
  await expect(b.getByRole("row").filter({ hasText: "CAD" }).first()).toContainText("1.390000");
});

test("exchange rate validity period: end before start is refused; days become US West instants", async ({ page }) => {
  await page.goto("/system/exchange-rate-list/new");
  await signIn(page, "admin");
  const form = page.locator("form#rate-new");
  await formReady(form);
  await form.locator("select[name=site]").selectOption("glb");
  await form.locator("select[name=currency]").selectOption("NZD");
  await form.locator("input[name=rate]").fill("1.6925");
  await form.locator("input[name=float_percent]").fill("0.25");
  await form.locator("input[name=start_date]").fill("2031-07-10");
  await form.locator("input[name=end_date]").fill("2031-07-01");
  await form.getByRole("button", { name: "保存" }).click();
  await expect(form.getByText("结束日不能早于开始日")).toBeVisible();
  await form.locator("input[name=end_date]").fill("2031-07-31");
  await form.locator("input[name=end_date]").blur();
  await form.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("已创建").first()).toBeAttached();
  const row = page.getByRole("row").filter({ hasText: "NZD" }).filter({ hasText: "1.692500" });
  await expect(row).toContainText("2031-07-10 至 2031-07-31");
});

test("benchmark rates: filter by currency and date, add one, duplicate refused", async ({ page }) => {
  await page.goto("/system/setting?currency=GBP");
  await signIn(page, "admin");
  await expect(page.getByRole("row").filter({ hasText: "EUR" })).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: "GBP" }).first()).toBeVisible();
  await page.getByRole("link", { name: "新增基准汇率" }).first().click();
  const form = page.locator("form#benchmark-new");
  // a day long past: a later one would become GBP's latest benchmark, which the rules journey quotes
  await form.locator("select[name=currency]").selectOption("GBP");
  await form.locator("input[name=rate]").fill("0.812345");
  await form.locator("input[name=effective_date]").fill("2020-01-02");
  await form.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("已创建").first()).toBeAttached();
  await page.goto("/system/setting?currency=GBP&date_from=2020-01-01&date_to=2020-01-31");
  await expect(page.getByRole("row").filter({ hasText: "0.812345" })).toContainText("2020-01-02");
  // the same currency and day again is a conflict shown on the form
  await page.goto("/system/setting/new");
  const again = page.locator("form#benchmark-new");
  await again.locator("select[name=currency]").selectOption("GBP");
  await again.locator("input[name=rate]").fill("0.8");
  await again.locator("input[name=effective_date]").fill("2020-01-02");
  await again.getByRole("button", { name: "保存" }).click();
  await expect(again.getByText("GBP 在 2020-01-02 已有基准汇率").first()).toBeVisible();
});

test("in English the same screens read in English", async ({ page }) => {
  await page.goto("/system/currency-manage-list");
  await signIn(page, "admin");
  await switchLanguage(page, "en");
  await expect(page.getByRole("heading", { name: "Country currencies" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Sample" })).toBeVisible();
  await switchLanguage(page, "zh");
  await expect(page.getByRole("heading", { name: "国家币种" })).toBeVisible();
});
