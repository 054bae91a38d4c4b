import { axe } from "./axe";
import { expect, signIn, test } from "./fixtures";

// Accessibility of the discount-code pages (lists, a form with its errors shown, a batch's
// result) in zh and en: no violation of any impact in the page's content (#main). The signed-in
// shell itself (shared by every page) has landmark findings of its own — a <main> inside Polaris'
// <main id="AppFrameMain">, top-bar text outside any landmark — which are the shell's to fix, so
// the landmark rules that only the shell trips are left out here.
const SHELL_RULES = ["landmark-main-is-top-level", "landmark-no-duplicate-main", "landmark-unique", "region"];
const PAGES = [
  "/market-tool/discountList",
  "/market-tool/discountList?logs=all",
  "/market-tool/discountList-edit/new",
  "/market-tool/discountList-edit/1",
  "/market-tool/bath-code-create",
  "/market-tool/bath-code-create?discount_id=1",
  "/market-tool/bath-code-create?batch=1",
];

for (const lang of ["zh", "en"] as const) {
  test(`discount-code pages have no accessibility violations (${lang})`, async ({ page }) => {
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
    // the form with every error shown
    await page.goto("/market-tool/discountList-edit/new");
    await page.locator("#discount-new").getByRole("button").last().click();
    await expect(page.locator("#discount-new-nameError")).toBeVisible();
    await check("discount form with errors");
    expect(found).toEqual([]);
  });
}
