// Issue 15: a page is usable before its script runs. A choice made in a form or a filter while the
// script is still loading is the person's: hydration and every later render keep it, and it is
// what the form saves.
import type { Page } from "@playwright/test";
import { expect, formReady, signIn, test } from "./fixtures";

/** Holds the page's scripts until `release()`: the server's HTML is all the person has meanwhile. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(/\/build\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a country, a site and a symbol chosen before hydration survive it and are saved", async ({ page }) => {
  await page.goto("/system/currency-manage-list?currency=JPY");
  await signIn(page, "admin");
  const release = await holdScripts(page);
  await page.goto("/system/currency-manage-list/new?currency=JPY", { waitUntil: "commit" });
  const form = page.locator("form#currency-new");
  await form.locator("select[name=country_code]").selectOption("TO");
  await form.locator("select[name=site]").selectOption("au");
  await form.locator("select[name=currency_code]").selectOption("AUD");
  await form.locator("input[name=symbol]").fill("T$");
  release();
  await formReady(form);
  // the script's renders (the country search appearing, a keystroke in another field) keep them
  await form.getByRole("textbox", { name: "搜索国家" }).fill("tonga");
  await form.locator("input[name=decimals]").fill("2");
  await expect(form.locator("select[name=country_code]")).toHaveValue("TO");
  await expect(form.locator("select[name=site]")).toHaveValue("au");
  await expect(form.locator("select[name=currency_code]")).toHaveValue("AUD");
  await expect(form.locator("input[name=symbol]")).toHaveValue("T$");
  await form.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("已创建“汤加 (TO)”")).toBeVisible();
});

test("a list filter chosen before hydration is the one applied", async ({ page }) => {
  await page.goto("/system/currency-manage-list");
  await signIn(page, "admin");
  const release = await holdScripts(page);
  await page.goto("/system/currency-manage-list", { waitUntil: "commit" });
  const filters = page.locator("main").locator("form[role=search], form[method=get]").first();
  await filters.locator("select[name=site]").selectOption("uk");
  release();
  await expect(page.getByTestId("main-menu")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await filters.locator("input[name=country]").fill("United");
  await expect(filters.locator("select[name=site]")).toHaveValue("uk");
  await filters.locator("input[name=country]").press("Enter");
  await expect(page).toHaveURL(/[?&]site=uk(&|$)/);
});

test("a choice made while the page hydrates on a slow machine is the one saved", async ({ page }) => {
  await page.goto("/system/setting/edit");
  await signIn(page, "admin");
  // a slow phone: hydration takes long enough for a person to choose while it runs, which is when
  // React puts a controlled select's rendered value back
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
  const form = page.locator("form#setting");
  for (const [round, chosen] of [
    ["1", "EUR"],
    ["2", "GBP"],
    ["3", "EUR"],
  ] as const) {
    await page.reload();
    await expect(form.getByText("每条汇率都保留其报价币种")).toBeVisible();
    await form.locator("select[name=base_currency]").selectOption(chosen);
    await formReady(form);
    await expect(form.locator("select[name=base_currency]"), `round ${round}`).toHaveValue(chosen);
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await form.getByRole("button", { name: "保存" }).click();
  // what is saved is the choice: refused, naming it, while rates are quoted in USD
  await expect(form.getByText(/^有 \d+ 条已启用的汇率不是按 EUR 报价（按 1 USD）/).first()).toBeVisible();
});

test("a Save pressed while the form checks a field on the server (its schema still loading) is not lost", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "operator");
  // the schema never arrives and each check on the server takes a second: a person's press
  // (mouse down, then up 150 ms later) moves focus out of the last field, which starts a check
  await page.route(/-validator-[A-Z0-9]+\.js$/, () => {});
  await page.route(/\.data(\?|$)/, async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  const name = `Held schema ${Date.now()}`;
  await page.goto("/activity/activity-category/new");
  const form = page.locator("#acat-new");
  await formReady(form);
  await form.getByLabel("站点").selectOption("au");
  await form.getByLabel("分类名称").fill(name);
  await form.getByLabel("排序").fill("25");
  await form.getByRole("button", { name: "保存" }).click({ delay: 150 });
  await expect(page).toHaveURL(/\/activity\/activity-category(\?|$)/);
  await expect(page.locator("tr", { hasText: name })).toContainText("已启用");
});

test("strings that arrive after the page's modules: the page waits for them and hydrates without a raw key", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  // Remix starts the app from an async module script: here it is ready well before the strings
  await page.route(/\/i18n\/[a-z]+\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto("/login");
  await page.waitForFunction(() => !!(window as unknown as { __remixRouter?: unknown }).__remixRouter);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("后台管理系统");
  await expect(page.getByRole("button", { name: "使用 SSO 登录" })).toBeVisible();
  // a hydration that found no strings throws React's text-mismatch errors
  expect(errors).toEqual([]);
});

test("a field left before the form's checker has loaded sends nothing; Save then gets every reason from the server", async ({ page }) => {
  await page.goto("/goods/algorithm-config");
  await signIn(page, "admin");
  // the checker is its own script, fetched after hydration: held, the form runs without it
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(/algorithm-validator.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const posts: string[] = [];
  page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
  await page.goto("/goods/algorithm-config/new");
  const form = page.locator("#algorithm-new");
  await formReady(form);
  await form.getByLabel("站点").selectOption("eur");
  await form.getByLabel("销量权重（%）").fill("45");
  await form.getByLabel("最低库存").focus();
  await form.getByRole("button", { name: "保存" }).click();
  // the weights add up to 105: named beside the last weight, from the one POST of the save
  await expect(form.getByText("四个权重之和必须为 100")).toBeVisible();
  expect(posts).toHaveLength(1);
  await expect(form.getByLabel("销量权重（%）")).toHaveValue("45");
  await expect(form.getByLabel("站点")).toHaveValue("eur");
  release();
});
