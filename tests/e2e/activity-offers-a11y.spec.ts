import { axe } from "./axe";
import { expect, signIn, test } from "./fixtures";

// Accessibility of the special offers, categories and dashboard pages (AREA-DONE: no violations of
// any impact), in zh and in en: lists, a form showing its errors, a detail page. Checked inside the
// page's own content (.console-page): the signed-in shell around it (top bar, Polaris Frame's main
// inside the layout's main) is the shared layout's, whose landmark findings are reported apart.
const PAGES = [
  "/activity/full-gift-redemption-list",
  "/activity/full-gift-redemption-edit?type=create",
  "/activity/full-gift-redemption-detail?id=1",
  "/activity/activity-category",
  "/activity/activity-category/new",
  "/activity/activity-statics",
];

for (const lang of ["zh", "en"] as const) {
  test(`offers, categories and dashboard pages have no accessibility violations (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, "operator");
    if (lang === "en") {
      await page.getByTestId("lang-en").click();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    }
    const found: string[] = [];
    for (const url of PAGES) {
      await page.goto(url);
      await expect(page.locator("main h1")).toBeVisible();
      if (url.includes("type=create")) {
        // the form with every error shown
        await page.getByRole("button", { name: lang === "zh" ? "保存" : "Save" }).click();
        await expect(page.locator("#offer-new-nameError")).toBeVisible();
      }
      const result = await axe(page).include(".console-page").analyze();
      for (const v of result.violations) found.push(`${url}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
    }
    expect(found).toEqual([]);
  });
}
