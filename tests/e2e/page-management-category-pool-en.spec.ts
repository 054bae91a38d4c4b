import type { Page } from "@playwright/test";
import { expect, signIn, test, expectRecordPage, switchLanguage } from "./fixtures";

// Page management → a category's product pool, in English: attach an existing pool to a category
// (a refused id first), see it listed on the category's card, then copy it to a uk category and be
// told how many of its products were left out as uk does not sell them; JavaScript on and off.
// Each run uses its own categories. The demo seed (server/db/seed-goods.ts): "Summer picks for
// toddlers" (the us pool New In shows) holds the 60 highest on-sale products n with n % 3 = 0
// (n = 360 down to 105, leaving out n % 10 = 7, 8, 9); product n is priced on the sites
// us, ca, uk, eur, de, glb, au at positions n % 7 and (n + 3) % 7, so on uk when n % 7 is 2 or 6:
// 18 of the 60 (108, 114, 135, 141, 156, 162, 183, 204, 210, 231, 252, 258, 279, 285, 300, 306,
// 327, 348), and 42 are left out.
const LIST = "/page-management/category-manage-list";
const POOL = "Summer picks for toddlers";

const RUNS = {
  on: { open: ["Baby"], name: "Rompers", target: { open: ["Baby"], name: "Sets" } },
  off: { open: ["Family Matching"], name: "Mommy and Me", target: { open: ["Girls"], name: "Swimwear" } },
};

async function openDetails(page: Page, site: string, open: string[], name: string) {
  await page.goto(`${LIST}?site=${site}`);
  for (const level of open) await page.getByRole("link", { name: `Open the categories under ${level}` }).click();
  await page.getByRole("link", { name: `Details ${name}`, exact: true }).click();
  await expectRecordPage(page, "Category details", name);
  return Number(new URL(page.url()).searchParams.get("id"));
}

for (const js of [true, false]) {
  test(`category pool in English: attach a pool, see it listed, copy it to another site (JavaScript ${js ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const run = js ? RUNS.on : RUNS.off;
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await signIn(page, "admin");
      await switchLanguage(page, "en");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");

      // the pool's id, as New In's card shows it; the uk category's id, from its details page
      await openDetails(page, "us", [], "New In");
      const shown = page.getByTestId("category-pool").getByRole("link", { name: new RegExp(`^${POOL} \\(#\\d+\\)$`) });
      const poolId = (await shown.textContent())!.match(/#(\d+)/)![1];
      const targetId = await openDetails(page, "uk", run.target.open, run.target.name);
      await expect(page.getByTestId("category-pool")).toContainText("This category shows no product pool yet.");

      await openDetails(page, "us", run.open, run.name);
      const card = page.getByTestId("category-pool");
      await expect(card.getByRole("heading", { name: "Product pool" })).toBeVisible();
      await expect(card).toContainText("This category shows no product pool yet.");

      // a pool id of 0 is refused next to the field, the typed value kept
      await card.getByRole("link", { name: "Attach an existing pool" }).click();
      const attach = page.locator("form[id^='category-pool-attach-']");
      await attach.getByLabel("Pool id").fill("0");
      await attach.getByLabel("Pool id").blur();
      await attach.getByRole("button", { name: "Save" }).click();
      await expect(attach).toContainText("Enter a pool id: a whole number above 0");
      await expect(attach.getByLabel("Pool id")).toHaveValue("0");

      // the pool attached: the toast names the category, the card lists the pool with its products
      await attach.getByLabel("Pool id").fill(poolId);
      await attach.getByLabel("Pool id").blur();
      await attach.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText(`${run.name} now shows the chosen product pool`)).toBeVisible();
      await expect(attach).toHaveCount(0);
      await expect(card.getByRole("link", { name: `${POOL} (#${poolId})` })).toHaveAttribute(
        "href",
        `/goods/goods-pool-detail?id=${poolId}`,
      );
      await expect(card.getByTestId("pool-products")).toHaveText("60");

      // copied to the uk category: the 42 products uk does not sell are left out, and said so
      await card.getByRole("link", { name: "Copy the pool to other categories" }).click();
      const copy = page.locator("form[id^='category-pool-copy-']");
      await copy.getByLabel("Category ids").fill(String(targetId));
      await copy.getByLabel("Category ids").blur();
      await copy.getByRole("button", { name: "Save" }).click();
      await expect(
        page.getByText(
          `The product pool of ${run.name} was copied to the chosen categories; products left out as a target's site does not sell them: 42`,
        ),
      ).toBeVisible();

      // the uk category lists its own copy, named after it, with the 18 products uk sells
      await openDetails(page, "uk", run.target.open, run.target.name);
      await expect(card.getByRole("link", { name: new RegExp(`^${run.target.name} \\(#\\d+\\)$`) })).toBeVisible();
      await expect(card.getByTestId("pool-products")).toHaveText("18");

      // both changes are in the category's log
      await openDetails(page, "us", run.open, run.name);
      const log = page.getByRole("table", { name: "Change log" });
      await expect(log).toContainText("Attach a product pool");
    } finally {
      await context.close();
    }
  });
}
