// Accessibility pass (AREA-DONE.md): axe-core over the sign-in pages, the shell (menu, tabs, top
// bar) and every page the route modules serve — lists, confirmations, record and create forms,
// create forms sent back with their errors — in zh and en, and each list's change log in one of
// the two by turns (every-page.ts). Every rule axe runs
// counts, whatever its impact: moderate ones such as nested landmarks included. Pages are found
// from app/routes, so later areas are scanned without being listed here.
// The same visits, with JavaScript on, also look for raw catalog keys (raw-keys.spec.ts holds the
// scan's own test and the visits with JavaScript off): one visit per page and language for both.
import { axe, axeViolations } from "./axe";
import { CREATE_FORMS, EVERY_PAGE, a11yScanned, inParts } from "./every-page";
import { CONSOLE_URL, SSO_BUTTON, expect, formReady, signIn, test, fieldErrors, switchLanguage } from "./fixtures";
import { rawKeys, seedChangeLog } from "./raw-key-scan";

// the parts are independent: they spread over the workers
test.describe.configure({ mode: "parallel" });
test.beforeAll(async ({ browser }) => seedChangeLog(browser));

async function signedIn(browser: import("@playwright/test").Browser, lang: "zh" | "en", found: string[], scanSignIn: boolean) {
  const context = await browser.newContext({ baseURL: CONSOLE_URL });
  const page = await context.newPage();
  await page.goto("/login");
  if (lang === "en") await switchLanguage(page, "en");
  await expect(page.locator("html")).toHaveAttribute("lang", lang === "en" ? "en" : "zh-CN");
  if (scanSignIn) {
    found.push(...(await axeViolations(page, "/login")));
    await page.getByRole("button", { name: SSO_BUTTON }).click();
    await page.waitForURL(/\/sso\/interaction\//);
    found.push(...(await axeViolations(page, "sign-on form")));
    await page.goto("/login");
  }
  await signIn(page, "admin");
  return { context, page };
}

for (const lang of ["zh", "en"] as const) {
  // the pages in parts of at most 30, so each test stays well inside its time-out as areas arrive
  // and a part's violations are reported even when another part is slow
  const parts = inParts(a11yScanned(lang), 30);
  parts.forEach((part, i) => {
    test(`no accessibility violation on any page, ${lang}, part ${i + 1} of ${parts.length}`, async ({ browser }) => {
      test.setTimeout(600_000);
      const found: string[] = [];
      const { context, page } = await signedIn(browser, lang, found, i === 0);
      const keys: string[] = [];
      for (const [n, url] of part.entries()) {
        const res = await page.goto(url);
        expect(res?.status(), url).toBe(url === "/error/404" ? 404 : 200);
        // the menu is the same on every page (a fifth of a scan's time): each part scans it whole
        // on its first page, open at that page, and the rest of each page after it
        found.push(...(await axeViolations(page, url, n === 0 ? axe(page) : axe(page).exclude(".console-nav"))));
        for (const k of await rawKeys(page)) keys.push(`${url}: ${k}`);
      }
      expect(found).toEqual([]);
      expect(keys, "raw catalog keys").toEqual([]);
      expect(EVERY_PAGE.length).toBeGreaterThan(10);
      await context.close();
    });
  });

  test(`no accessibility violation on forms sent with errors and the narrow menu, ${lang}`, async ({ browser }) => {
    test.setTimeout(600_000);
    const found: string[] = [];
    const { context, page } = await signedIn(browser, lang, found, false);
    for (const url of CREATE_FORMS) {
      await page.goto(url);
      const form = page.locator("form:has(input[name=intent][value=create])");
      await form.locator("button[type=submit]").click();
      await expect(fieldErrors(form).first()).toBeVisible();
      found.push(...(await axeViolations(page, `${url} (sent with errors)`)));
      for (const k of await rawKeys(page)) found.push(`${url} (sent): raw key ${k}`);
    }
    // a form with unsaved changes: Polaris' save bar over the top bar
    await page.goto("/system/currency-manage-list/new");
    const changed = page.locator("form#currency-new");
    await formReady(changed);
    await changed.locator("input[name=symbol]").fill("¥");
    await expect(page.getByText(lang === "en" ? "Unsaved changes" : "有未保存的修改")).toBeVisible();
    found.push(...(await axeViolations(page, "unsaved changes bar")));
    // the narrow layout: the menu opened from the top bar's toggle
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/system/currency-manage-list");
    await page.waitForFunction(() => !!(window as unknown as { __remixRouter?: unknown }).__remixRouter);
    await page.getByRole("button", { name: lang === "en" ? "Open or close the menu" : "打开或关闭菜单" }).click();
    await expect(page.getByTestId("main-menu")).toBeVisible();
    found.push(...(await axeViolations(page, "390 px, menu open")));

    expect(found).toEqual([]);
    expect(CREATE_FORMS.length).toBeGreaterThan(3);
    await context.close();
  });
}
