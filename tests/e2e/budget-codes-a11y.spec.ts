import { a11yPass } from "./axe";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Accessibility of the budget-code pages (budget-list?view=codes): the list, a pending code with
// the examiner's Pass / Reject forms, a passed one with its disable question, the edit form, the
// create and batch forms with their errors shown, a batch's result, the approver's inbox on the
// home page and a batch's one-decision form (with its errors) — in zh and en, no violation
// of any impact on the whole page, shell included.
const CODES = "/market-tool/budget-list?view=codes";

async function codeLink(page: Page, code: string) {
  await page.goto(`${CODES}&keyword=${code}`);
  return (await page.getByTestId(`code-${code}`).getByRole("link").getAttribute("href"))!;
}

for (const lang of ["zh", "en"] as const) {
  test(`budget-code pages have no accessibility violations (${lang})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const found: string[] = [];
    for (const user of ["operator", "approver"] as const) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      try {
        const pass = await a11yPass(page, { user, lang });
        const check = async (what: string) => {
          await expect(page.locator("h1").first()).toBeVisible();
          await pass.scan(`${user} ${what}`);
        };
        const pending = await codeLink(page, "BTS-US-CREATOR");
        const passed = await codeLink(page, "BTS-US-SOCIAL");
        // the approver: the home page's inbox and a waiting batch's one-decision form (issue 41 §7, §8)
        const pages =
          user === "approver"
            ? ["/dashboard/welcome", `${CODES}&batch_id=1`, pending]
            : [CODES, `${pending}&edit=1`, `${passed}&confirm=disable`, `${CODES}&new=batch`];
        for (const path of pages) {
          await page.goto(path);
          await check(path);
        }
        if (user === "approver") {
          // the reject form with its error shown
          await page
            .locator("form", { has: page.locator("#reject-reason") })
            .getByRole("button")
            .click();
          await expect(page.locator("#reject-reason-error")).toBeVisible();
          await check("reject without a reason");
          // the batch's reject without a reason, and with no code ticked
          await page.goto(`${CODES}&batch_id=1`);
          for (const box of await page.locator('input[name="pick"]').all()) await box.uncheck();
          await page.locator('button[value="code_batch_reject"]').click();
          await expect(page.locator("#batch-reason-error")).toBeVisible();
          await expect(page.locator("#batch-pick-error")).toBeVisible();
          await check("batch decision with errors");
        } else {
          await page.goto(`${CODES}&new=code`);
          await page.locator("#f-cap").fill("1.001");
          await page.locator("#f-cap").blur();
          await page.locator("form[aria-label]:not([role=search]) button[type=submit]").click();
          await expect(page.locator("#f-code-error")).toBeVisible();
          await check("create form with errors");
          await page.goto(`${CODES}&batch_id=1`);
          await check("batch result");
        }
        found.push(...pass.found);
      } finally {
        await context.close();
      }
    }
    expect(found).toEqual([]);
  });
}
