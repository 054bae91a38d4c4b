import { a11yPass } from "./axe";
import { expect, signIn, test } from "./fixtures";

// Activity → activity-statics, the business figures (issue 41 §11), JavaScript on and off: the
// operator chooses the last 90 US West days on the us site, sees each event's figures and the
// orders per day as a chart drawn on the server beside its table, picks one event (its figures
// alone, the choice kept in the URL when the days change), and goes back to every event. The
// numbers are the demo seed's (server/db/seed-event-figures.ts: Summer Camp Daily Deals, 88 to 77
// days ago, drawn from its name and day, so the same whatever day the suite runs).

/** A US West day `offset` days from today, as YYYY-MM-DD. */
const day = (offset: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date(Date.now() + offset * 86400000));

for (const js of [true, false]) {
  test(`events dashboard: business figures per event, a chart and its table (JavaScript ${js ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await signIn(page, "operator");
      await page.goto(`/activity/activity-statics?from=${day(-90)}&to=${day(-1)}&site=us`);
      await expect(page.getByRole("heading", { level: 2, name: "经营数据" })).toBeVisible();
      const events = page.getByTestId("figures-events");
      // the us events with figures in the range, newest first (the figures seed adds Summer Camp last); the drafts and other sites' events are not there
      await expect(events.locator("tbody tr td:first-child")).toHaveText([
        "Summer Camp Daily Deals",
        "Weekend Flash Sale: Outerwear",
        "Back to School Daily Deals",
      ]);
      const camp = events.locator("tbody tr", { hasText: "Summer Camp Daily Deals" });
      await expect(camp.locator("td")).toHaveText(SUMMER_CAMP_ROW);
      await expect(page.getByRole("img", { name: "每日订单数" })).toBeVisible();
      await expect(page.getByRole("table", { name: "每日数据表" }).locator("tbody tr")).toHaveCount(90);

      // one event: its figures alone, and the chosen event is said with a way back
      await camp.getByRole("link", { name: "Summer Camp Daily Deals" }).click();
      await expect(page).toHaveURL(/[?&]event=\d+/);
      await expect(page.getByTestId("figures-chosen")).toContainText("仅显示 Summer Camp Daily Deals（美国）的数据。");
      await expect(events.locator("tbody tr")).toHaveCount(1);
      await expect(page.getByRole("table", { name: "按币种汇总" }).locator("tbody tr td")).toHaveText(SUMMER_CAMP_TOTAL);

      // other days keep the event (22 days, all of its 12 among them)
      await page.getByRole("textbox", { name: "开始日期（美西）" }).fill(day(-91));
      await page.getByRole("textbox", { name: "结束日期（美西）" }).fill(day(-70));
      await page.getByRole("textbox", { name: "结束日期（美西）" }).press("Enter");
      await expect(page).toHaveURL(/[?&]event=\d+/);
      await expect(page.getByRole("table", { name: "每日数据表" }).locator("tbody tr")).toHaveCount(22);
      await expect(events.locator("tbody tr td")).toHaveText(SUMMER_CAMP_ROW);

      await page.getByRole("link", { name: "显示全部活动" }).click();
      await expect(page).not.toHaveURL(/[?&]event=/);
      await expect(page.getByTestId("figures-chosen")).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
}

// axe over the figures with every event and with one chosen, in zh and en (the whole-console pass
// sees the default range only)
for (const lang of ["zh", "en"] as const) {
  test(`events dashboard's business figures have no accessibility violations (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const { found, scan } = await a11yPass(page, { user: "operator", lang });
    const url = `/activity/activity-statics?from=${day(-90)}&to=${day(-1)}`;
    await page.goto(url);
    await expect(page.getByTestId("figures-events")).toBeVisible();
    await scan(url);
    await page.getByTestId("figures-events").getByRole("link", { name: "Summer Camp Daily Deals" }).click();
    await expect(page.getByTestId("figures-chosen")).toBeVisible();
    await scan(`${url}&event`);
    expect(found).toEqual([]);
  });
}

// the seed's 12 days of Summer Camp Daily Deals (us, USD): visitors, orders, units, sales, conversion
const SUMMER_CAMP_ROW = ["Summer Camp Daily Deals", "每日特价", "美国", "16,916", "669", "942", "USD 9,075.93", "3.95%"];
const SUMMER_CAMP_TOTAL = ["USD", "16,916", "669", "942", "9,075.93", "3.95%"];
