// No page shows a raw catalog key (a missing translation shows its key, e.g. "v.decimals6"): the
// visible text of every page the route modules serve — lists, their change logs, record and
// create forms, forms sent back with errors — in zh and en, with JavaScript on and off, holds no
// token shaped like a key. Pages are found from app/routes, so later areas are scanned unasked.
import { routeModules } from "../support/route-modules";
import { rawKeys } from "./raw-key-scan";
import { CONSOLE_URL, expect, signIn, test } from "./fixtures";

test("the scan recognizes a raw key and leaves ordinary text alone", async ({ page }) => {
  await page.setContent("<title>v.decimals6</title><p>Sign in (log.action.enable), e.g. 1.5 kr. at admin@staff.example, https://x.example — 汇率：v.range。Node.js</p>");
  expect((await rawKeys(page)).sort()).toEqual(["log.action.enable", "v.decimals6", "v.range"]);
});

// pages only: a download (a module without a component) has no text to read
const pages = routeModules().filter((m) => m.signedIn && m.id !== "_app" && m.hasLoader && m.hasPage);
/** Every signed-in page, and the change log of those that have one (?logs=all). */
const urls = [...pages.map((m) => m.url), ...pages.filter((m) => m.hasAction && !m.params && !/\/(new|edit)$/.test(m.url)).map((m) => `${m.url}?logs=all`)];

test.beforeAll(async ({ browser }) => {
  // something in the change logs: disable and enable again a country currency (audit rows with actions)
  const context = await browser.newContext({ baseURL: CONSOLE_URL });
  const page = await context.newPage();
  await signIn(page, "admin");
  for (const intent of ["disable", "enable"]) {
    const res = await page.request.post("/system/currency-manage-list", { form: { intent, id: "1" }, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
    expect(res.status(), intent).toBe(302);
  }
  await context.close();
});

// the parts are independent: they spread over the workers (each part well inside its time-out)
test.describe.configure({ mode: "parallel" });
const PART = 60;
const scanned = [...urls, "/error/404"];
const parts = Array.from({ length: Math.ceil(scanned.length / PART) }, (_, i) => scanned.slice(i * PART, (i + 1) * PART));
const forms = urls.filter((u) => u.endsWith("/new"));

async function signedIn(browser: import("@playwright/test").Browser, js: boolean, lang: "zh" | "en") {
  const context = await browser.newContext({ javaScriptEnabled: js, baseURL: CONSOLE_URL });
  const page = await context.newPage();
  await signIn(page, "admin");
  if (lang === "en") await page.getByTestId("lang-en").click();
  await expect(page.locator("html")).toHaveAttribute("lang", lang === "en" ? "en" : "zh-CN");
  return { context, page };
}

for (const js of [true, false]) {
  for (const lang of ["zh", "en"] as const) {
    parts.forEach((part, i) => {
      test(`no raw key on any page, ${lang}, JavaScript ${js ? "on" : "off"}, part ${i + 1} of ${parts.length}`, async ({ browser }) => {
        test.setTimeout(120_000);
        const { context, page } = await signedIn(browser, js, lang);
        const found: string[] = [];
        for (const url of part) {
          const res = await page.goto(url);
          expect(res?.status(), url).toBe(url === "/error/404" ? 404 : 200);
          for (const k of await rawKeys(page)) found.push(`${url}: ${k}`);
        }
        expect(found).toEqual([]);
        expect(urls.length).toBeGreaterThan(8);
        await context.close();
      });
    });

    // the create forms sent as they open, so their fields' errors show
    test(`no raw key on create forms sent with errors, ${lang}, JavaScript ${js ? "on" : "off"}`, async ({ browser }) => {
      test.setTimeout(120_000);
      const { context, page } = await signedIn(browser, js, lang);
      const found: string[] = [];
      for (const url of forms) {
        await page.goto(url);
        const form = page.locator("form:has(input[name=intent][value=create])");
        await form.locator("button[type=submit]").click();
        await expect(form.locator("[id$='Error'], .Polaris-InlineError").first()).toBeVisible();
        for (const k of await rawKeys(page)) found.push(`${url} (sent): ${k}`);
      }
      expect(found).toEqual([]);
      expect(forms.length).toBeGreaterThan(3);
      await context.close();
    });
  }
}
