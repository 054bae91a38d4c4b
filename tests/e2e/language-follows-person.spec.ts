import type { Browser } from "@playwright/test";
import { expect, signIn, switchLanguage, test } from "./fixtures";

// The console's language is the person's (issue 41 §12), JavaScript on and off: the viewer switches
// to English and signs out; signing in from another browser (a fresh context, no cookie of the
// first) the console is English at once; switching back to Chinese there is kept for the next
// sign-in elsewhere too. The viewer's account is this journey's own: no other journey switches it.

async function browserOf(browser: Browser, baseURL: string | undefined, js: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
  return { context, page: await context.newPage() };
}

for (const js of [true, false]) {
  test(`the language follows the person to another browser (JavaScript ${js ? "on" : "off"})`, async ({ browser, baseURL }) => {
    test.setTimeout(60_000);
    const first = await browserOf(browser, baseURL, js);
    const second = await browserOf(browser, baseURL, js);
    const third = await browserOf(browser, baseURL, js);
    try {
      await signIn(first.page, "viewer", { wholeWay: true });
      await expect(first.page.getByTestId("sign-out")).toHaveText("退出登录");
      await switchLanguage(first.page, "en");
      await expect(first.page.getByTestId("sign-out")).toHaveText("Sign out");
      // signed out (without JavaScript the sign-on then asks to end its own session too)
      await first.page.getByTestId("sign-out").click();
      await first.page.waitForURL((u) => !u.pathname.startsWith("/dashboard"));
      await first.page.goto("/dashboard/welcome");
      await expect(first.page).toHaveURL(/\/login\?redirectTo=/);

      // another browser: its sign-in page is the default Chinese, the console after sign-in English
      await second.page.goto("/login");
      await expect(second.page.getByRole("button", { name: "使用 SSO 登录" })).toBeVisible();
      await signIn(second.page, "viewer", { wholeWay: true });
      await expect(second.page.locator("html")).toHaveAttribute("lang", "en");
      await expect(second.page.getByTestId("sign-out")).toHaveText("Sign out");
      await expect(second.page.getByTestId("lang-en")).toHaveAttribute("aria-pressed", "true");

      // back to Chinese there: the next sign-in elsewhere is Chinese
      await switchLanguage(second.page, "zh");
      await expect(second.page.getByTestId("sign-out")).toHaveText("退出登录");
      await signIn(third.page, "viewer", { wholeWay: true });
      await expect(third.page.locator("html")).toHaveAttribute("lang", "zh-CN");
      await expect(third.page.getByTestId("sign-out")).toHaveText("退出登录");
    } finally {
      await Promise.all([first.context.close(), second.context.close(), third.context.close()]);
    }
  });
}
