import { CONSOLE_URL, expect, signIn, test, switchLanguage } from "./fixtures";

// System management → customer-list: find a customer by email prefix and site, page by cursor,
// open one (deep-linkable), with JavaScript on and off. Customer n of the generated 100,000 is
// on site ["us","us","ca","uk","eur","eur","de","glb","au","us_v1","glb","us"][n mod 12].
for (const js of [true, false]) {
  test(`customers: search, page and open a customer (JavaScript ${js ? "on" : "off"})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await signIn(page, "viewer");
      await page.goto("/system/customer-list");
      await expect(page.getByRole("heading", { level: 1, name: "客户列表" })).toBeVisible();
      // newest first
      await expect(page.getByTestId("customer-100000")).toBeVisible();
      await expect(page.locator("tbody tr")).toHaveCount(20);

      await page.getByLabel("邮箱开头").fill("Giulia.Rossi0@");
      await page.getByLabel("站点").selectOption("au");
      await page.locator("main").getByRole("search").getByRole("button", { name: "查询" }).click(); // the date-range picker's button comes first
      await expect(page).toHaveURL(/email=Giulia\.Rossi0%40/);
      await expect(page).toHaveURL(/site=au/);
      const rows = page.locator("tbody tr");
      await expect(rows.first()).toContainText("giulia.rossi0@");
      const count = await rows.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) await expect(rows.nth(i)).toContainText("giulia.rossi0@");

      // the cursor is in the URL: next page, then back
      await page.goto("/system/customer-list?site=de");
      await page.getByRole("link", { name: /下一页/ }).click();
      await expect(page).toHaveURL(/after=\d+/);
      // site de is every id ≡ 6 (mod 12): the newest is 99990, the 21st 99990 - 20 × 12 = 99750
      await expect(page.locator("tbody tr").first()).toHaveAttribute("data-testid", "customer-99750");
      await page.getByRole("link", { name: /上一页/ }).click();
      await expect(page.locator("tbody tr").first()).toHaveAttribute("data-testid", "customer-99990");

      // open one from the list: the detail sits over the list and keeps the filters
      await page.getByTestId("customer-99990").getByRole("link").click();
      await expect(page).toHaveURL(/\/system\/customer-list\?.*site=de.*customer=99990|\/system\/customer-list\?.*customer=99990.*site=de/);
      await expect(page.getByTestId("customer-detail")).toBeVisible();

      // deep link: customer 10 has its default address 19 and a second one, 20
      await page.goto("/system/customer-list?customer=10");
      const detail = page.getByTestId("customer-detail");
      await expect(detail.getByRole("heading", { level: 2 })).toContainText("@");
      await expect(detail.getByTestId("address-19")).toContainText("默认");
      await expect(detail.getByTestId("address-20")).toBeVisible();
      await detail.getByRole("link", { name: "关闭" }).click();
      await expect(page).toHaveURL(`${CONSOLE_URL}/system/customer-list`);
    } finally {
      await context.close();
    }
  });
}

test("customers: a customer that does not exist is a 404", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "admin");
  const res = await page.goto("/system/customer-list?customer=100001");
  expect(res?.status()).toBe(404);
});

test("customers: in English, with a registration-day range and 50 rows a page", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "viewer");
  await page.goto("/system/customer-list");
  await switchLanguage(page, "en");
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  // 2022-01-01 in US West holds customers 32 … 127 (n registered at 2022-01-01 00:00 UTC + n × 15 min)
  await page.getByLabel("Registered from").fill("2022-01-01");
  await page.getByLabel("Registered to").fill("2022-01-01");
  await page.getByLabel("Rows per page").selectOption("50");
  await page.locator("main").getByRole("search").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/registered_from=2022-01-01.*registered_to=2022-01-01.*page_size=50/);
  await expect(page.locator("tbody tr")).toHaveCount(50);
  await expect(page.locator("tbody tr").first()).toHaveAttribute("data-testid", "customer-127");
  await page.getByRole("link", { name: /Next page/ }).click();
  await expect(page.locator("tbody tr")).toHaveCount(46);
  await expect(page.locator("tbody tr").last()).toHaveAttribute("data-testid", "customer-32");
  await expect(page.getByRole("link", { name: /Next page/ })).toHaveCount(0);
});
