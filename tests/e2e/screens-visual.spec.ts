// Issue 15 item 16: filter controls on one height and baseline, one row-action style, the active
// tab marked, and tab operations offered only when they would close something.
import { expect, signIn, test } from "./fixtures";

test("the filter bar's controls share one height and bottom line; row actions share one style", async ({ page }) => {
  await page.goto("/system/currency-manage-list");
  await signIn(page, "admin");
  const bar = page.getByRole("search", { name: "筛选" });
  const boxes = await Promise.all(
    [
      bar.locator(".console-selectbox").first(),
      bar.locator(".console-textfield").first(),
      bar.getByRole("button", { name: "查询" }),
      bar.getByRole("link", { name: "重置" }),
    ].map(async (l) => (await l.boundingBox())!),
  );
  const heights = boxes.map((b) => Math.round(b.height));
  const bottoms = boxes.map((b) => Math.round(b.y + b.height));
  expect(Math.max(...heights) - Math.min(...heights), `heights ${heights}`).toBeLessThanOrEqual(1);
  expect(Math.max(...bottoms) - Math.min(...bottoms), `bottoms ${bottoms}`).toBeLessThanOrEqual(1);

  const row = page.getByRole("table", { name: "国家", exact: true }).locator("tbody tr").first();
  const styles = await row
    .locator(".console-actions")
    .first()
    .locator("a, button")
    .evaluateAll((els) =>
      els.map((e) => {
        const s = getComputedStyle(e);
        return [s.fontSize, s.lineHeight, s.fontWeight, s.paddingLeft].join(" ");
      }),
    );
  expect(styles.length).toBe(3); // edit, disable, change log
  expect(new Set(styles).size, styles.join(" | ")).toBe(1);

  // the narrow screens' filter toggle is not a stop for the keyboard on a wide one
  await expect(page.getByRole("checkbox", { name: "显示筛选条件" })).toBeHidden();
});

test("tabs: the open page is marked; close left/right/others only when there is something to close", async ({ page }) => {
  await page.goto("/system/setting");
  await signIn(page, "admin");
  // one tab: nothing else to close
  await expect(page.locator("[data-tab]")).toHaveCount(1);
  for (const op of ["left", "right", "others"]) await expect(page.getByTestId(`tabs-close-${op}`)).toHaveCount(0);
  await expect(page.getByTestId("tabs-close-all")).toHaveCount(1);

  await page.goto("/system/exchange-rate-list");
  // two tabs, on the right one: only left and others
  await expect(page.locator("[data-tab]")).toHaveCount(2);
  await expect(page.getByTestId("tabs-close-left")).toHaveCount(1);
  await expect(page.getByTestId("tabs-close-right")).toHaveCount(0);
  await expect(page.getByTestId("tabs-close-others")).toHaveCount(1);

  await page.locator('[data-tab="setting"] a').click();
  await expect(page.getByTestId("tabs-close-left")).toHaveCount(0);
  await expect(page.getByTestId("tabs-close-right")).toHaveCount(1);

  const shadow = (name: string) => page.locator(`[data-tab="${name}"]`).evaluate((e) => getComputedStyle(e).boxShadow);
  expect(await shadow("setting")).not.toBe("none");
  expect(await shadow("exchange-rate-list")).toBe("none");
});
