import type { Browser, Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, signIn, switchLanguage, test, type DemoUser } from "./fixtures";

// The page search (issue 41 §13): a labelled box in the shell's top bar, reached with Tab, finds a menu
// page by its Chinese or English title on a results page (/search?q=, a GET form: the same with
// JavaScript off), listing only pages the person may open; a query too long is answered beside the
// box. The results page has no axe finding in zh or en, and the box fits the top bar at 390 px.

async function session(browser: Browser, baseURL: string | undefined, user: DemoUser, js = true) {
  const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
  const page = await context.newPage();
  await page.goto("/login");
  await signIn(page, user);
  return { context, page };
}

/** Tab from the top of the page to the shell's search box (keyboard only), then type and press Enter. */
async function searchByKeyboard(page: Page, q: string) {
  await page.locator("body").focus();
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.id === "shell-page-search")) break;
  }
  await expect(page.getByRole("searchbox", { name: "搜索页面" })).toBeFocused();
  await page.keyboard.type(q);
  await page.keyboard.press("Enter");
}

for (const js of [true, false]) {
  test(`the shell's box finds a page by its zh or en title, among the person's own pages (JavaScript ${js ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    const op = await session(browser, baseURL, "operator", js);
    const viewer = await session(browser, baseURL, "viewer", js);
    try {
      const { page } = op;
      await page.goto("/dashboard/welcome");
      await searchByKeyboard(page, "预算");
      await expect(page).toHaveURL(/\/search\?q=%E9%A2%84%E7%AE%97$/);
      await expect(page.getByRole("heading", { level: 1, name: "页面搜索" })).toBeVisible();
      await expect(page.getByTestId("search-count")).toHaveText("与“预算”匹配的页面：1 个");
      const hits = page.getByTestId("search-hits");
      await expect(hits.getByRole("link")).toHaveText(["预算列表"]);
      await expect(hits.locator("li")).toHaveText(["预算列表 营销工具 · Budgets"]);
      // by its English title too, from the results page's own box
      await page.getByLabel("页面标题（中文或英文）").fill("daily specials");
      await page.getByRole("search", { name: "页面搜索" }).getByRole("button", { name: "搜索" }).click();
      await expect(page.getByTestId("search-hits").getByRole("link")).toHaveText(["每日特价", "每日特价分类管理"]);
      await page.getByTestId("search-hits").getByRole("link", { name: "每日特价", exact: true }).click();
      await expect(page).toHaveURL(/\/activity\/daily-specials$/);

      // the operator may not open System's pages: none is listed; the viewer, who may, finds it
      await page.goto(`/search?q=${encodeURIComponent("国家币种")}`);
      await expect(page.getByTestId("search-count")).toHaveText("没有您可以打开的页面与“国家币种”匹配。请换一个标题中的词试试。");
      await expect(page.getByTestId("search-hits")).toHaveCount(0);
      await viewer.page.goto(`/search?q=${encodeURIComponent("country currencies")}`);
      await expect(viewer.page.getByTestId("search-hits").getByRole("link")).toHaveText(["国家币种"]);
      await viewer.page.goto(`/search?q=${encodeURIComponent("预算")}`);
      await expect(viewer.page.getByTestId("search-hits")).toHaveCount(0);

      // a query longer than any title: said beside the box, nothing searched
      await page.goto(`/search?q=${"x".repeat(60)}`);
      await expect(page.locator("#page-search-q-error")).toHaveText("最多 50 个字符");
      await expect(page.getByLabel("页面标题（中文或英文）")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByTestId("search-count")).toHaveCount(0);
    } finally {
      await op.context.close();
      await viewer.context.close();
    }
  });
}

test("the results page in English, and no accessibility violation in zh or en", async ({ browser, baseURL }) => {
  const { context, page } = await session(browser, baseURL, "operator");
  try {
    const found: string[] = [];
    for (const lang of ["zh", "en"] as const) {
      if (lang === "en") {
        // through the fixture, which puts the account back to Chinese after the test (the language is the account's)
        await switchLanguage(page, "en");
        await expect(page.locator("html")).toHaveAttribute("lang", "en");
      }
      for (const q of ["budget", "预算", "nothing-like-it", "x".repeat(60)]) {
        await page.goto(`/search?q=${encodeURIComponent(q)}`);
        await expect(page.locator("h1")).toBeVisible();
        found.push(...(await axeViolations(page, `${lang} /search?q=${q.slice(0, 12)}`)));
      }
    }
    expect(found).toEqual([]);
    await page.goto("/search?q=budgets");
    await expect(page.getByRole("heading", { level: 1, name: "Page search" })).toBeVisible();
    await expect(page.getByTestId("search-count")).toHaveText("Pages matching “budgets”: 1");
    await expect(page.getByTestId("search-hits").locator("li")).toHaveText(["Budgets Market tool · 预算列表"]);
  } finally {
    await context.close();
  }
});

test("at 390 px the box sits in the top bar, inside the window", async ({ browser, baseURL }) => {
  const { context, page } = await session(browser, baseURL, "operator");
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard/welcome");
    const box = await page.getByRole("searchbox", { name: "搜索页面" }).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.width).toBeGreaterThanOrEqual(60);
    const button = await page.getByRole("search", { name: "搜索页面" }).getByRole("button", { name: "搜索" }).boundingBox();
    expect(button!.x + button!.width).toBeLessThanOrEqual(390);
  } finally {
    await context.close();
  }
});
