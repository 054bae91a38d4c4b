// A toast never covers the page's heading (issue 41, minor): it sits at the foot of the screen, at
// 1280 and at 390 pixels wide. With JavaScript off the result is a banner in the page's flow, which
// cannot cover anything.
import { expect, signIn, test } from "./fixtures";

for (const [width, height, code, name] of [
  [1280, 800, "LI", "列支敦士登"],
  [390, 844, "VA", "梵蒂冈"],
] as const) {
  test(`at ${width} px the toast of a save leaves the heading uncovered`, async ({ page }, info) => {
    await page.setViewportSize({ width, height });
    await page.goto("/system/currency-manage-list?currency=EUR");
    await signIn(page, "admin");
    await page.goto("/system/currency-manage-list/new");
    const form = page.locator("form#currency-new");
    await form.locator("select[name=country_code]").selectOption(code);
    await form.locator("select[name=site]").selectOption("ca");
    await form.locator("select[name=currency_code]").selectOption("EUR");
    await form.locator("input[name=symbol]").fill("€");
    await form.locator("input[name=symbol]").blur();
    await form.getByRole("button", { name: "保存" }).click();
    const toast = page.locator(".console-toast");
    await expect(toast).toContainText(`已创建“${name} (${code})”`);
    await expect(page.locator(".console-toast-wrapper.is-in")).toHaveCount(1);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    const [t, h] = [await toast.boundingBox(), await heading.boundingBox()];
    expect(t && h).toBeTruthy();
    const overlaps = t!.x < h!.x + h!.width && h!.x < t!.x + t!.width && t!.y < h!.y + h!.height && h!.y < t!.y + t!.height;
    await page.screenshot({ path: info.outputPath(`toast-${width}.png`) });
    expect(overlaps, `toast ${JSON.stringify(t)} over heading ${JSON.stringify(h)}`).toBe(false);
    // and it is on screen, at its foot
    expect(t!.y + t!.height).toBeLessThanOrEqual(height);
    expect(t!.y).toBeGreaterThan(height / 2);
  });
}
