import { axe } from "./axe";
import { expect, signIn, test } from "./fixtures";

// Accessibility of the voucher pages (both lists, the form with its errors shown, a voucher's detail
// and send pages, a send's results) in zh and en: no violation of any impact in the page's content
// (#main); the shell's own landmark findings are left out as in market-discount-a11y.spec.ts. The
// seed's sixth voucher ("Flash giveaway $10") carries the demo send #1.
const SHELL_RULES = ["landmark-main-is-top-level", "landmark-no-duplicate-main", "landmark-unique", "region"];
const PAGES = [
  "/market-tool/voucher-list",
  "/market-tool/voucher-list?logs=all",
  "/market-tool/voucher-invalid",
  "/market-tool/voucher-detail",
  "/market-tool/voucher-detail/new",
  "/market-tool/voucher-detail/1",
  "/market-tool/voucher-detail/6?type=detail",
  "/market-tool/voucher-detail/1?type=send",
  "/market-tool/voucher-detail/6?type=result-detail&send=1",
];

for (const lang of ["zh", "en"] as const) {
  test(`voucher pages have no accessibility violations (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/login");
    await signIn(page, "operator");
    if (lang === "en") {
      await page.getByTestId("lang-en").click();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    }
    const found: string[] = [];
    const check = async (what: string) => {
      const result = await axe(page).include("#main").disableRules(SHELL_RULES).analyze();
      for (const v of result.violations) found.push(`${what}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
    };
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      await check(path);
    }
    await page.goto("/market-tool/voucher-detail/new");
    await page.locator("#voucher-new").getByRole("button").last().click();
    await expect(page.locator("#voucher-new-nameError")).toBeVisible();
    await check("voucher form with errors");
    expect(found).toEqual([]);
  });
}
