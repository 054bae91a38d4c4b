// No page shows a raw catalog key (a missing translation shows its key, e.g. "v.decimals6"). Every
// page the route modules serve, in zh and en, is scanned in-process from the server's HTML (the
// page a browser with JavaScript off shows: tests/console/raw-keys.test.ts). Here, in Chromium with
// JavaScript off, one page per area in each language proves the same rule over the browser's
// innerText, and the create forms are sent as they open so their fields' errors show. The
// accessibility pass (a11y.spec.ts) looks for raw keys with JavaScript on in the same visits as its scan.
import { CREATE_FORMS, EVERY_PAGE } from "./every-page";
import { rawKeys, seedChangeLog } from "./raw-key-scan";
import { CONSOLE_URL, expect, signIn, test, fieldErrors, switchLanguage } from "./fixtures";

test("the scan recognizes a raw key and leaves ordinary text alone", async ({ page }) => {
  await page.setContent(
    "<title>v.decimals6</title><p>Sign in (log.action.enable), e.g. 1.5 kr. at admin@staff.example, https://x.example — 汇率：v.range。Node.js</p>",
  );
  expect((await rawKeys(page)).sort()).toEqual(["log.action.enable", "v.decimals6", "v.range"]);
});

test.beforeAll(async ({ browser }) => seedChangeLog(browser));

// the first page of each area (the URL's first segment) and the not-found page
const area = (url: string) => url.split("/")[1];
const samples = [...EVERY_PAGE.filter((u, i) => !u.includes("?") && EVERY_PAGE.findIndex((o) => area(o) === area(u)) === i), "/error/404"];

async function signedIn(browser: import("@playwright/test").Browser, lang: "zh" | "en") {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: CONSOLE_URL });
  const page = await context.newPage();
  await signIn(page, "admin");
  if (lang === "en") await switchLanguage(page, "en");
  await expect(page.locator("html")).toHaveAttribute("lang", lang === "en" ? "en" : "zh-CN");
  return { context, page };
}

for (const lang of ["zh", "en"] as const) {
  test(`no raw key on one page per area, ${lang}, JavaScript off`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page } = await signedIn(browser, lang);
    const found: string[] = [];
    for (const url of samples) {
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(url === "/error/404" ? 404 : 200);
      for (const k of await rawKeys(page)) found.push(`${url}: ${k}`);
    }
    expect(found).toEqual([]);
    expect(samples.length).toBeGreaterThan(4);
    await context.close();
  });

  // the create forms sent as they open, so their fields' errors show
  test(`no raw key on create forms sent with errors, ${lang}, JavaScript off`, async ({ browser }) => {
    test.setTimeout(240_000);
    const { context, page } = await signedIn(browser, lang);
    const found: string[] = [];
    for (const url of CREATE_FORMS) {
      await page.goto(url);
      const form = page.locator("form:has(input[name=intent][value=create])");
      await form.locator("button[type=submit]").click();
      await expect(fieldErrors(form).first()).toBeVisible();
      for (const k of await rawKeys(page)) found.push(`${url} (sent): ${k}`);
    }
    expect(found).toEqual([]);
    expect(CREATE_FORMS.length).toBeGreaterThan(3);
    await context.close();
  });
}
