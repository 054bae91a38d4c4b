import type { Browser, Page } from "@playwright/test";
import { rawKeysIn } from "../support/raw-key-rule";
import { CONSOLE_URL, expect, signIn } from "./fixtures";

/** Key-shaped tokens in the page's visible text and title. */
export async function rawKeys(page: Page): Promise<string[]> {
  const text = `${await page.title()}\n${await page.locator("body").innerText()}`;
  const url = new URL(page.url());
  return rawKeysIn(text, url.pathname + url.search);
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
    const res = await page.request.post("/system/currency-manage-list", {
      form: { intent, id: "1" },
      headers: { Origin: CONSOLE_URL },
      maxRedirects: 0,
    });
    expect(res.status(), intent).toBe(302);
  }
  await context.close();
}
