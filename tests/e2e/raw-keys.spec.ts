// No page shows a raw catalog key (a missing translation shows its key, e.g. "v.decimals6"): the
// visible text of every page the route modules serve — lists, their change logs, record and
// create forms, forms sent back with errors — in zh and en, with JavaScript on and off, holds no
// token shaped like a key. Pages are found from app/routes, so later areas are scanned unasked.
// Here with JavaScript off (the server's HTML as it stands); the accessibility pass (a11y.spec.ts)
// looks for them with JavaScript on in the same visits as its scan.
import { CREATE_FORMS, EVERY_PAGE, inParts } from "./every-page";
import { rawKeys, seedChangeLog } from "./raw-key-scan";
import { CONSOLE_URL, expect, signIn, test } from "./fixtures";

test("the scan recognizes a raw key and leaves ordinary text alone", async ({ page }) => {
  await page.setContent("<title>v.decimals6</title><p>Sign in (log.action.enable), e.g. 1.5 kr. at admin@staff.example, https://x.example — 汇率：v.range。Node.js</p>");
  expect((await rawKeys(page)).sort()).toEqual(["log.action.enable", "v.decimals6", "v.range"]);
});

test.beforeAll(async ({ browser }) => seedChangeLog(browser));

// the parts are independent: they spread over the workers (each part well inside its time-out)
test.describe.configure({ mode: "parallel" });
const parts = inParts([...EVERY_PAGE, "/error/404"], 60);

async function signedIn(browser: import("@playwright/test").Browser, lang: "zh" | "en") {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: CONSOLE_URL });
  const page = await context.newPage();
  await signIn(page, "admin");
  if (lang === "en") await page.getByTestId("lang-en").click();
  await expect(page.locator("html")).toHaveAttribute("lang", lang === "en" ? "en" : "zh-CN");
  return { context, page };
}

for (const lang of ["zh", "en"] as const) {
  parts.forEach((part, i) => {
    test(`no raw key on any page, ${lang}, JavaScript off, part ${i + 1} of ${parts.length}`, async ({ browser }) => {
      test.setTimeout(240_000);
      const { context, page } = await signedIn(browser, lang);
      const found: string[] = [];
      for (const url of part) {
        const res = await page.goto(url);
        expect(res?.status(), url).toBe(url === "/error/404" ? 404 : 200);
        for (const k of await rawKeys(page)) found.push(`${url}: ${k}`);
      }
      expect(found).toEqual([]);
      expect(EVERY_PAGE.length).toBeGreaterThan(8);
      await context.close();
    });
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
      await expect(form.locator("[id$='Error'], .Polaris-InlineError").first()).toBeVisible();
      for (const k of await rawKeys(page)) found.push(`${url} (sent): ${k}`);
    }
    expect(found).toEqual([]);
    expect(CREATE_FORMS.length).toBeGreaterThan(3);
    await context.close();
  });
}
