import zlib from "node:zlib";
import { expect, signIn, test } from "./fixtures";

// Issue 42 §5: the shell's first load — the currency list opened in a fresh browser — carries at
// most 130 KB of JavaScript, the figure (each script gzip -9, as `npm run bench` counts it; 128.4 KB on
// 2026-12-03: the shared pickers' words are core strings, since every kind's form can show a picker), and none of
// Polaris' code: the page draws only the console's own markup (ui/PolarisScope.tsx).
const BUDGET_BYTES = 130 * 1024;

test("the currency list's first load stays within 130 KB of JavaScript and loads no Polaris code", async ({ page }) => {
  // signed in first, so that what is counted is one document's load, as a person opening the page
  await page.goto("/system/currency-manage-list");
  await signIn(page, "admin");
  // every script fetched again, as on a first visit (the sign-in above loaded the same ones)
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const scripts = new Map<string, Promise<number>>();
  page.on("response", (res) => {
    const url = new URL(res.url());
    if (res.request().resourceType() !== "script" && !url.pathname.endsWith(".js")) return;
    if (!scripts.has(url.pathname))
      scripts.set(
        url.pathname,
        res.body().then((b) => zlib.gzipSync(b, { level: 9 }).length),
      );
  });
  await page.goto("/system/currency-manage-list", { waitUntil: "networkidle" });
  await page.waitForFunction(() => !!(window as unknown as { __remixRouter?: unknown }).__remixRouter);
  await page.waitForLoadState("networkidle");
  const sizes = await Promise.all(scripts.values());
  const total = sizes.reduce((a, b) => a + b, 0);
  expect(total, `first-load JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${sizes.length} files`).toBeLessThanOrEqual(BUDGET_BYTES);
  // the page works: its rows are there and the router took over
  await expect(page.getByRole("row").filter({ hasText: "USD" }).first()).toBeVisible();
  expect(await page.evaluate(() => document.body.hasAttribute("data-polaris"))).toBe(false);
});
