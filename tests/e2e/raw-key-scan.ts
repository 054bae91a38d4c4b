import type { Browser, Page } from "@playwright/test";
import { CONSOLE_URL, expect, signIn } from "./fixtures";

// a token shaped like a key (^[a-z]+(\.[a-zA-Z0-9_]+)+$) wherever it stands — Chinese text has no
// spaces around it — but not part of a longer word, an address or an abbreviation ("e.g.")
const KEY_TOKEN = /(?<![\w.@/-])[a-z]+(?:\.[a-zA-Z0-9_]+)+(?![\w.@/-])/g;

// The language library (/system/translation-manage) lists the storefront's text keys as its
// records ("account.my_orders"): on its pages, tokens under the storefront's modules are data.
const LIBRARY_PAGE = /^\/system\/translation-manage(\/|\?|$)/;
const STOREFRONT_KEY = /^(common|account|cart|checkout|order|product|promotion|community)\./;

/** Key-shaped tokens in the page's visible text and title. */
export async function rawKeys(page: Page): Promise<string[]> {
  const text = `${await page.title()}\n${await page.locator("body").innerText()}`;
  const library = LIBRARY_PAGE.test(new URL(page.url()).pathname + new URL(page.url()).search);
  return [...new Set(text.match(KEY_TOKEN) ?? [])].filter((k) => !(library && STOREFRONT_KEY.test(k)));
}

/**
 * Something in the change logs the scans read (?logs=all): a country currency disabled and enabled
 * again, so audit rows with actions show.
 */
export async function seedChangeLog(browser: Browser) {
  const context = await browser.newContext({ baseURL: CONSOLE_URL });
  const page = await context.newPage();
  await signIn(page, "admin");
  for (const intent of ["disable", "enable"]) {
    const res = await page.request.post("/system/currency-manage-list", { form: { intent, id: "1" }, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
    expect(res.status(), intent).toBe(302);
  }
  await context.close();
}
