import { CONSOLE_URL, currentUser, expect, expectTabs, mainMenu, signIn, test, USERS, switchLanguage } from "./fixtures";

// Every control of the shell is a link or a plain form post: it all works with JavaScript off.
test("without JavaScript: sign-in, menu navigation, language switch and tab closing all work", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    await page.goto("/system/exchange-rate-list?site=us");
    await expect(page).toHaveURL(`${CONSOLE_URL}/login?redirectTo=${encodeURIComponent("/system/exchange-rate-list?site=us")}`);
    // the whole way: the test ends by signing out of the sign-on too
    await signIn(page, "admin", { wholeWay: true });
    await expect(page).toHaveURL(`${CONSOLE_URL}/system/exchange-rate-list?site=us`);
    await expect(currentUser(page)).toHaveText(`当前用户：${USERS.admin.name}`);
    // the menu is laid out as with JavaScript (Polaris' theme styles do not wait for a script)
    const item = await mainMenu(page).getByRole("link", { name: "首页", exact: true }).boundingBox();
    expect(item?.x, "menu items sit inside the menu's padding").toBeGreaterThanOrEqual(8);

    // menu navigation is plain links
    await mainMenu(page).getByRole("link", { name: "首页", exact: true }).click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/dashboard/welcome`);
    await expect(page.getByTestId("count-taskToBeUpdateStatusNum")).toHaveText("0");
    await mainMenu(page).getByRole("link", { name: "国家币种", exact: true }).click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/system/currency-manage-list`);
    await expect(page).toHaveTitle(/国家币种/);
    await expectTabs(page, ["exchange-rate-list", "welcome", "currency-manage-list"], "currency-manage-list");

    // language switch: a form post that comes back to the same page
    await switchLanguage(page, "en");
    await expect(page).toHaveURL(`${CONSOLE_URL}/system/currency-manage-list`);
    await expect(page.getByTestId("sign-out")).toHaveText("Sign out");
    await expect(mainMenu(page).getByText("System management", { exact: true })).toBeVisible();
    await expect(mainMenu(page).getByRole("link", { name: "Country currencies", exact: true })).toBeVisible();

    // tab closing: form posts too
    await page.getByTestId("tab-close-welcome").click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/system/currency-manage-list`);
    await expectTabs(page, ["exchange-rate-list", "currency-manage-list"], "currency-manage-list");
    await page.getByTestId("tabs-close-left").click();
    await expectTabs(page, ["currency-manage-list"], "currency-manage-list");
    await page.getByTestId("tabs-close-all").click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/dashboard/welcome`);
    await expectTabs(page, ["welcome"], "welcome");

    // and signing out: without JavaScript the sign-on asks to confirm ending its session too
    await page.getByTestId("sign-out").click();
    await expect(page.getByRole("heading", { name: "退出统一登录 · Sign out of the sign-on" })).toBeVisible();
    await page.getByRole("button", { name: "退出 · Sign out" }).click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/login?reason=signed-out`);
    await expect(page.getByRole("button", { name: "Sign in with SSO" })).toBeVisible();
  } finally {
    await context.close();
  }
});

// A list's filter shows the choice just made before it is posted, with or without a script: the
// control a person sees holding the value is the select itself (Polaris' own select draws a copy
// of the label above a transparent select, and without JavaScript that copy kept the old choice).
for (const javaScriptEnabled of [false, true]) {
  test(`a filter shows the option just chosen (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled, baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/system/currency-manage-list");
      await signIn(page, "admin");
      const bar = page.getByRole("search", { name: "筛选" });
      const site = bar.getByLabel("站点", { exact: true });
      await site.selectOption({ label: "加拿大" });
      await expect(site).toHaveValue("ca");
      await expect(site).toBeVisible();
      await expect(site).toHaveCSS("opacity", "1");
      // no other element in the control shows a label
      await expect(site.locator("xpath=..").locator(".console-select-face")).toHaveText("");
      await bar.getByRole("button", { name: "查询" }).click();
      await expect(page).toHaveURL(/[?&]site=ca(&|$)/);
      await expect(bar.getByLabel("站点", { exact: true })).toHaveValue("ca");
    } finally {
      await context.close();
    }
  });
}
