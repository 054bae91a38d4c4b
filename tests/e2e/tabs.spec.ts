import { CONSOLE_URL, expect, expectTabs, mainMenu, signIn, tabStrip, test } from "./fixtures";

test("opened pages become tabs that can be closed one by one, left, right, others or all", async ({ page }) => {
  const menuLink = (label: string) => mainMenu(page).getByRole("link", { name: label, exact: true });
  const tab = (name: string) => tabStrip(page).locator(`[data-tab="${name}"]`);

  await signIn(page, "admin");
  // the sign-in page (and the callback) never became a tab: the first tab is the landing page
  await expectTabs(page, ["welcome"], "welcome");
  await expect(tab("welcome")).toHaveText(/首页/);
  await expect(page).toHaveTitle(/^首页 - 后台管理系统$/);

  await menuLink("基准汇率配置").click();
  await expect(page).toHaveURL(`${CONSOLE_URL}/system/setting`);
  await expect(page).toHaveTitle(/基准汇率配置/);
  await expectTabs(page, ["welcome", "setting"], "setting");
  await menuLink("汇率管理").click();
  await expect(page).toHaveURL(`${CONSOLE_URL}/system/exchange-rate-list`);
  await expect(page).toHaveTitle(/汇率管理/);
  await menuLink("国家币种").click();
  await expect(page).toHaveURL(`${CONSOLE_URL}/system/currency-manage-list`);
  await expect(page).toHaveTitle(/国家币种/);
  await expectTabs(page, ["welcome", "setting", "exchange-rate-list", "currency-manage-list"], "currency-manage-list");

  // opening a page again re-uses its tab
  await menuLink("首页").click();
  await expect(page).toHaveURL(`${CONSOLE_URL}/dashboard/welcome`);
  await expectTabs(page, ["welcome", "setting", "exchange-rate-list", "currency-manage-list"], "welcome");

  // tabs survive a reload
  await page.reload();
  await expectTabs(page, ["welcome", "setting", "exchange-rate-list", "currency-manage-list"], "welcome");

  // the sign-in page, visited while signed in, passes through and never becomes a tab; nor does 404
  await page.goto("/login?redirectTo=%2Fsystem%2Fsetting");
  await expect(page).toHaveURL(`${CONSOLE_URL}/system/setting`);
  await page.goto("/nope");
  await expect(page).toHaveURL(`${CONSOLE_URL}/error/404`);
  await page.goto("/system/exchange-rate-list");
  await expectTabs(page, ["welcome", "setting", "exchange-rate-list", "currency-manage-list"], "exchange-rate-list");

  // close one tab that is not the current page: the page stays
  await page.getByTestId("tab-close-setting").click();
  await expectTabs(page, ["welcome", "exchange-rate-list", "currency-manage-list"], "exchange-rate-list");
  await expect(page).toHaveURL(`${CONSOLE_URL}/system/exchange-rate-list`);

  // close right of the current page
  await page.getByTestId("tabs-close-right").click();
  await expectTabs(page, ["welcome", "exchange-rate-list"], "exchange-rate-list");
  await expect(page).toHaveURL(`${CONSOLE_URL}/system/exchange-rate-list`);

  // close left of the current page
  await menuLink("国家币种").click();
  await expectTabs(page, ["welcome", "exchange-rate-list", "currency-manage-list"], "currency-manage-list");
  await tab("exchange-rate-list").getByRole("link").click();
  await expect(page).toHaveURL(`${CONSOLE_URL}/system/exchange-rate-list`);
  await page.getByTestId("tabs-close-left").click();
  await expectTabs(page, ["exchange-rate-list", "currency-manage-list"], "exchange-rate-list");

  // close others
  await menuLink("首页").click();
  await expectTabs(page, ["exchange-rate-list", "currency-manage-list", "welcome"], "welcome");
  await page.getByTestId("tabs-close-others").click();
  await expectTabs(page, ["welcome"], "welcome");
  await expect(page).toHaveURL(`${CONSOLE_URL}/dashboard/welcome`);

  // closing the current page's own tab moves to its neighbour
  await menuLink("基准汇率配置").click();
  await menuLink("汇率管理").click();
  await expectTabs(page, ["welcome", "setting", "exchange-rate-list"], "exchange-rate-list");
  await page.getByTestId("tab-close-exchange-rate-list").click();
  await expect(page).toHaveURL(`${CONSOLE_URL}/system/setting`);
  await expectTabs(page, ["welcome", "setting"], "setting");

  // close all: back on the home page, the only tab
  await menuLink("国家币种").click();
  await expectTabs(page, ["welcome", "setting", "currency-manage-list"], "currency-manage-list");
  await page.getByTestId("tabs-close-all").click();
  await expect(page).toHaveURL(`${CONSOLE_URL}/dashboard/welcome`);
  await expectTabs(page, ["welcome"], "welcome");
  await page.reload();
  await expectTabs(page, ["welcome"], "welcome");
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    test("each daily special opens a tab of its own, named with its id; every country shares one", async ({ page }) => {
      await signIn(page, "admin");
      await page.goto("/activity/daily-specials-detail?id=1");
      await page.goto("/activity/daily-specials-detail?id=2");
      await page.goto("/activity/daily-specials-detail?id=1");
      await page.goto("/system/country-region-detail?id=1");
      await page.goto("/system/country-region-detail?id=2");
      await expectTabs(
        page,
        ["welcome", "daily-specials-detail:1", "daily-specials-detail:2", "country-region-detail"],
        "country-region-detail",
      );
      await expect(tabStrip(page).locator('[data-tab="daily-specials-detail:2"]')).toHaveText(/每日特价详情 #2/);
      await expect(tabStrip(page).locator('[data-tab="country-region-detail"] a')).toHaveAttribute(
        "href",
        "/system/country-region-detail?id=2",
      );
      // closing one record's tab leaves the other record's
      await page.getByTestId("tab-close-daily-specials-detail:1").click();
      await expectTabs(page, ["welcome", "daily-specials-detail:2", "country-region-detail"], "country-region-detail");
    });

    test("the cap of 15 tabs keeps Home and names the tab it closed", async ({ page }) => {
      const pages = [
        "address",
        "exchange-rate-list",
        "cod-country-fee-list",
        "country-region-list",
        "currency-manage-list",
        "country-region-shipping-list",
        "system-lang-install",
        "system-rn-install",
        "tag-management",
        "oc-attribute-tag-manage",
        "help-center",
        "contact-us",
        "customer-list",
        "checkin-black-list",
      ];
      await signIn(page, "admin");
      for (const name of pages) await page.goto(`/system/${name}`);
      // Home and 14 others: 15, nothing closed, nothing said
      await expectTabs(page, ["welcome", ...pages], "checkin-black-list");
      await expect(page.getByTestId("tabs-closed")).toHaveCount(0);
      await page.goto("/system/translation-manage");
      await expectTabs(page, ["welcome", ...pages.slice(1), "translation-manage"], "translation-manage");
      await expect(page.getByTestId("tabs-closed")).toHaveText("最多保留 15 个打开的页面，已关闭最早打开的：地址配置。");
      // said once: the next page has nothing to say
      await page.goto("/system/customer-list");
      await expect(page.getByTestId("tabs-closed")).toHaveCount(0);
    });
  });
}
