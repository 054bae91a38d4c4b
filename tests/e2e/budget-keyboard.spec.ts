// The budget review by keyboard alone (issue 10): the operator fills the create form and submits it
// for review, the approver opens the budget and passes it — moving only with Tab, acting only with
// Enter and Space (typing a field's text, or a select's option by its first letters, is the only
// other input). No click, no fill, no focus() after the page is open.
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";

/** Presses Tab until the focused element matches `selector` (at most `max` times). */
async function tabTo(page: Page, selector: string, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function typeInto(page: Page, selector: string, text: string) {
  await tabTo(page, selector);
  await page.keyboard.type(text);
}

test("keyboard only: create a budget, submit it, the approver passes it", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const op = await browser.newContext({ baseURL });
  const ap = await browser.newContext({ baseURL });
  try {
    const page = await op.newPage();
    await page.goto("/market-tool/budget-list");
    await signIn(page, "operator");
    await page.goto("/market-tool/budget-edit?type=create");
    await tabTo(page, "#f-department_id");
    await page.keyboard.type("Marketing");
    await tabTo(page, "#f-site");
    // the sites read by their names ("美国", "品牌站 us"): reached with the arrow keys
    for (let i = 0; i < 20 && (await page.locator("#f-site").inputValue()) !== "us"; i++) await page.keyboard.press("ArrowDown");
    await tabTo(page, "#f-currency");
    await page.keyboard.type("USD");
    await typeInto(page, "#f-purpose", "Back-to-school by keyboard, US");
    await typeInto(page, "#f-amount", "640.50");
    await typeInto(page, "#f-period_start", "2031-08-01");
    await typeInto(page, "#f-period_end", "2031-08-31");
    await typeInto(page, "#f-lines_0__item", "Search ads");
    await typeInto(page, "#f-lines_0__amount", "600.00");
    await typeInto(page, "#f-lines_1__item", "Flyers");
    await typeInto(page, "#f-lines_1__amount", "40.50");
    await expect(page.locator("#f-department_id option:checked")).toHaveText("Marketing");
    await expect(page.locator("#f-site")).toHaveValue("us");
    await expect(page.locator("#f-currency")).toHaveValue("USD");
    await tabTo(page, "button[value=save_submit]");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/market-tool\/budget-detail\/\d+\?type=common$/);
    await expect(page.getByTestId("status")).toHaveText(/待审核$/);
    await expect(page.getByTestId("amount")).toHaveText("USD 640.50");
    const id = Number(/budget-detail\/(\d+)/.exec(page.url())![1]);

    const review = await ap.newPage();
    await review.goto(`/market-tool/budget-detail/${id}?type=common_examine`);
    await signIn(review, "approver");
    await expect(review).toHaveURL(new RegExp(`/market-tool/budget-detail/${id}\\?type=common_examine$`));
    await tabTo(review, "form:has(input[name=intent][value=pass]) button[type=submit]");
    await review.keyboard.press("Space");
    await expect(review.getByTestId("status")).toHaveText(/已通过$/);

    await page.reload();
    await expect(page.getByTestId("status")).toHaveText(/已通过$/);
    await expect(page.getByTestId("review-step").first()).toContainText("Avery Approver");
  } finally {
    await op.close();
    await ap.close();
  }
});
