// What counts as a raw catalog key in a page's visible text (a missing translation shows its key,
// e.g. "v.decimals6"): one rule for the browser's scans (tests/e2e/raw-key-scan.ts) and the
// in-process scan of the server's HTML (tests/console/raw-keys.test.ts).

// a token shaped like a key (^[a-z]+(\.[a-zA-Z0-9_]+)+$) wherever it stands — Chinese text has no
// spaces around it — but not part of a longer word, an address or an abbreviation ("e.g.")
const KEY_TOKEN = /(?<![\w.@/-])[a-z]+(?:\.[a-zA-Z0-9_]+)+(?![\w.@/-])/g;

// The language library (/system/translation-manage) lists the storefront's text keys as its
// records ("account.my_orders"): on its pages, tokens under the storefront's modules are data.
const LIBRARY_PAGE = /^\/system\/translation-manage(\/|\?|$)/;
const STOREFRONT_KEY = /^(common|account|cart|checkout|order|product|promotion|community)\./;

/** Key-shaped tokens in a page's text; `pathAndSearch` is the page's own (path and query). */
export function rawKeysIn(text: string, pathAndSearch: string): string[] {
  const library = LIBRARY_PAGE.test(pathAndSearch);
  return [...new Set(text.match(KEY_TOKEN) ?? [])].filter((k) => !(library && STOREFRONT_KEY.test(k)));
}
