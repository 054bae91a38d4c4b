// Resource › the campaign calendar (issue 38 "Beyond", /resource/calendar), JavaScript on and off:
// two wallet banners made on au at one priority on overlapping days — one enabled, one waiting —
// show on the site's month as a pair claiming the same slot, each a link to its record; the period
// and site live in the URL; the page passes axe in zh and en and stacks its rows at 390 px.
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, signIn, test, switchLanguage } from "./fixtures";

const IMAGE = fileURLToPath(new URL("../../public/seed/resource/popup-coupon.png", import.meta.url));

async function banner(page: Page, title: string, first: string, last: string) {
  await page.goto("/resource/wallet/banner-detail");
  const form = page.locator("form#wallet_banner-new");
  await form.locator("input[name=title]").fill(title);
  await form.locator("select[name=site]").selectOption("au");
  await form.locator("select[name=language]").selectOption("it");
  await form.locator("input[type=file]").setInputFiles(IMAGE);
  await form.locator("select[name=link_type]").selectOption("6");
  await form.locator("input[name=link_target]").fill("patpat://calendar");
  await form.locator("input[name=start_date]").fill(first);
  await form.locator("input[name=end_date]").fill(last);
  await form.getByRole("button", { name: "保存" }).click();
  await expect(page).toHaveURL(/\/resource\/wallet\/banner-list$/);
}

for (const js of [true, false]) {
  test.describe(`campaign calendar with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("a clashing pair is flagged and linked; site and period are in the URL", async ({ page }) => {
      const year = js ? 2053 : 2054;
      const [holder, waiting] = [`Calendar holder ${year}`, `Calendar waiting ${year}`];
      await page.goto("/resource/wallet/banner-list");
      await signIn(page, "admin");
      await banner(page, holder, `${year}-03-01`, `${year}-03-20`);
      const row = page.getByRole("row").filter({ hasText: holder });
      await row.getByRole("button", { name: "启用" }).click();
      await expect(row).toContainText("已启用");
      await banner(page, waiting, `${year}-03-15`, `${year}-03-31`);

      // the menu leads to it; the filters choose the site and the month
      await page.goto("/resource/calendar");
      await expect(page.locator("h1")).toHaveText("活动日历");
      await page.locator("select[name=site]").selectOption("au");
      await page.locator("input[name=start]").fill(`${year}-03-09`);
      await page.getByRole("button", { name: "查询" }).click();
      await expect(page).toHaveURL(new RegExp(`site=au.*start=${year}-03-09`));
      await expect(page.getByRole("table")).toHaveAccessibleName(`澳大利亚 在 ${year}-03-01 至 ${year}-03-31 的活动，每列一天（美西时间）`);

      const clashes = page.getByRole("region", { name: "占用同一资源位的内容（1 组）" });
      await expect(clashes).toContainText(
        `“${holder}” (已启用) 与 “${waiting}” (未启用) 在 ${year}-03-15 至 ${year}-03-20 占用钱包页横幅的同一资源位。`,
      );
      const grid = page.getByRole("table");
      await expect(grid.getByRole("row", { name: new RegExp(`^${holder} `) })).toContainText(
        `${year}-03-01 – ${year}-03-20与 “${waiting}” 占用同一资源位`,
      );
      await expect(grid.getByRole("row", { name: new RegExp(`^${waiting} `) })).toContainText(
        `${year}-03-15 – ${year}-03-31与 “${holder}” 占用同一资源位`,
      );

      // two weeks from the 9th: the waiting banner starts inside, both still shown
      await page.goto(`/resource/calendar?site=au&period=2w&start=${year}-03-09`);
      // the item column and 14 days
      await expect(page.getByRole("table").locator("thead th")).toHaveCount(15);
      await page.getByRole("link", { name: "更晚 →" }).click();
      await expect(page).toHaveURL(new RegExp(`start=${year}-03-23`));
      await expect(page.getByRole("table").getByRole("row", { name: new RegExp(`^${holder} `) })).toHaveCount(0);
      await expect(page.getByRole("table").getByRole("row", { name: new RegExp(`^${waiting} `) })).toHaveCount(1);

      // each item is a link to its record
      await page.getByRole("link", { name: waiting }).first().click();
      await expect(page).toHaveURL(/\/resource\/wallet\/banner-detail\?id=\d+$/);
      await expect(page.locator("input[name=title]")).toHaveValue(waiting);
    });
  });
}

test("the calendar passes axe in zh and en, and stacks its rows at 390 px", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "admin");
  const found: string[] = [];
  for (const lang of ["zh", "en"] as const) {
    if (lang === "en") {
      await switchLanguage(page, "en");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    }
    await page.goto("/resource/calendar?site=us&period=month");
    await expect(page.locator("h1")).toHaveText(lang === "en" ? "Campaign calendar" : "活动日历");
    found.push(...(await axeViolations(page, `calendar ${lang}`)));
  }
  expect(found).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/resource/calendar?site=us&period=month");
  // no sideways scrolling of the page; a row's days read as "Days: first – last"
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const bar = page.locator("td.calendar-bar").first();
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("data-label", "Days");
});
