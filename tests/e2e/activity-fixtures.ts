import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * A us daily special from `first` 00:00:00 to `last` 23:59:59 (days in US West), created through
 * its form; resolves on its detail page. The English title is the name unless given.
 */
export async function createDailySpecialDraft(
  page: Page,
  { name, first, last, title = name }: { name: string; first: string; last: string; title?: string },
) {
  await page.goto("/activity/daily-specials-edit?type=create");
  await page.getByLabel("活动名称").fill(name);
  await page.getByLabel("站点").selectOption("us");
  await page.getByLabel("币种").selectOption("USD");
  await page.getByLabel("开始时间（美西）").fill(`${first} 00:00:00`);
  await page.getByLabel("结束时间（美西）").fill(`${last} 23:59:59`);
  await page.getByLabel("标题（en）").fill(title);
  await page.locator("#event-new").getByRole("button", { name: "保存" }).click();
  await expect(page).toHaveURL(/\/activity\/daily-specials-detail\?id=\d+/);
}
