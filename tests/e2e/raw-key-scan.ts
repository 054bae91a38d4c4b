import type { Page } from "@playwright/test";

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

