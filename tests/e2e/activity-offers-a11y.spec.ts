import { a11yPass } from "./axe";
import { expect, test } from "./fixtures";

// Accessibility of the special offers, a daily special's detail, categories and dashboard pages (AREA-DONE: no violations of
// any impact), in zh and in en: lists, a form showing its errors, a detail page; the whole page,
// shell included.
const PAGES = [
  "/activity/full-gift-redemption-list",
  "/activity/full-gift-redemption-edit?type=create",
  "/activity/full-gift-redemption-detail?id=1",
  // a draft daily special: its product rows of inputs, their forms and its log, written as markup
  "/activity/daily-specials-detail?id=2",
  // a pending revision of a published one, as its approver opens it
  "/activity/daily-specials-detail?type=revision&id=3",
  "/activity/activity-category",
  "/activity/activity-category/new",
  "/activity/activity-statics",
];

for (const lang of ["zh", "en"] as const) {
  test(`offers, categories and dashboard pages have no accessibility violations (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const { found, scan } = await a11yPass(page, { user: "operator", lang });
    for (const url of PAGES) {
      await page.goto(url);
      await expect(page.locator("main h1")).toBeVisible();
      // the seeded draft has no changes logged: the log says so instead of an empty table
      if (url.endsWith("daily-specials-detail?id=2"))
        await expect(page.getByText(lang === "zh" ? "还没有变更记录" : "No changes recorded yet")).toBeVisible();
      if (url.includes("type=create")) {
        // the form with every error shown
        await page.getByRole("button", { name: lang === "zh" ? "保存" : "Save" }).click();
        await expect(page.locator("#offer-new-nameError")).toBeVisible();
      }
      await scan(url);
    }
    expect(found).toEqual([]);
  });
}
