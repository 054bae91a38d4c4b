// Issue 15 item 15: English names the screens as staff say them, one name for the base rates
// configuration, plural list titles; Chinese screens carry no untranslated English text.
import { expect, mainMenu, signIn, test, switchLanguage } from "./fixtures";

test("English: Home, Base exchange rates in menu, heading and card, plural titles", async ({ page }) => {
  await page.goto("/system/setting");
  await signIn(page, "admin");
  await switchLanguage(page, "en");
  await expect(mainMenu(page).getByRole("link", { name: "Home", exact: true })).toBeVisible();
  await expect(mainMenu(page).getByRole("link", { name: "Index" })).toHaveCount(0);
  await expect(mainMenu(page).getByRole("link", { name: "Base exchange rates", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Base exchange rates" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Base exchange rates" })).toBeVisible();
  await expect(mainMenu(page).getByRole("link", { name: "Country currencies", exact: true })).toBeVisible();
  await expect(mainMenu(page).getByRole("link", { name: "Exchange rates", exact: true })).toBeVisible();
});

test("Chinese: the base rates page shows no English words of its own", async ({ page }) => {
  await page.goto("/system/setting");
  await signIn(page, "admin");
  const main = page.locator("#main");
  await expect(main.getByRole("heading", { level: 1, name: "基准汇率配置" })).toBeVisible();
  const text = (await main.innerText()).replace(/America\/Los_Angeles|[A-Z]{3}\b|YYYY-MM-DD/g, "");
  // currency codes, the zone's name and the date pattern are codes, not words
  expect(text.match(/[A-Za-z]{3,}/g) ?? []).toEqual([]);
});

test("an edit conflict in English says the fields keep your values and lists theirs", async ({ browser }) => {
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  for (const p of [a, b]) {
    await p.goto("/system/exchange-rate-list?site=au");
    await signIn(p, "admin");
    await switchLanguage(p, "en");
    await p
      .getByRole("table", { name: "Rate", exact: true })
      .getByRole("row")
      .filter({ hasText: "AUD" })
      .first()
      .getByRole("link", { name: "Edit" })
      .click();
  }
  await a.locator("form[id^=rate-]").locator("input[name=float_percent]").fill("1.5");
  await a.locator("form[id^=rate-]").getByRole("button", { name: "Save" }).click();
  await expect(a.getByText(/^Saved “Australia AUD/)).toBeVisible();
  await b.locator("form[id^=rate-]").locator("input[name=float_percent]").fill("2.5");
  await b.locator("form[id^=rate-]").getByRole("button", { name: "Save" }).click();
  await expect(b.getByText("The fields keep your values; theirs are listed here.", { exact: false })).toBeVisible();
  await expect(b.getByText("Float (%): they saved “1.5”")).toBeVisible();
  await expect(b.locator("input[name=float_percent]")).toHaveValue("2.5");
});
