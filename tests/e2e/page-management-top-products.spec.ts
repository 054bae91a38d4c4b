import type { Page } from "@playwright/test";
import { axe } from "./axe";
import { expect, signIn, test, expectRecordPage, switchLanguage } from "./fixtures";

// Page management → top products (category-management-top-products, -detail, -conf): from a
// category's row, pin products by SPU code (one refused first: not sold on the category's site),
// reorder, remove one after the confirmation, then change a site's settings (a maximum out of 1–50
// refused first); JavaScript on and off. Each run uses its own category and site so the runs do not
// meet. The demo products: product n (PP + n in 7 digits) is priced on two sites, so PP0000001 is
// not sold on us (ca, de), PP0000002 not on de (uk, glb); PP0000004 is sold on us and de,
// PP0000014 on us, PP0000011 on us and de.
const CATEGORIES = "/page-management/category-manage-list";
const CONF = "/page-management/category-management-top-products-conf";

const RUNS = {
  on: {
    site: "us",
    siteName: "美国",
    category: "Boys",
    wrong: "PP0000001",
    first: "PP0000014",
    second: "PP0000004",
    setSite: "uk",
    setName: "英国",
  },
  off: {
    site: "de",
    siteName: "德国",
    category: "Sale",
    wrong: "PP0000002",
    first: "PP0000011",
    second: "PP0000004",
    setSite: "ca",
    setName: "加拿大",
  },
};

async function pin(page: Page, spu: string, pinnedAfter = 0) {
  const form = page.locator("form[id^='top-add-']");
  // the form opens from the page's button, and stays open after a refusal
  if (!(await form.count())) await page.getByRole("link", { name: "添加置顶商品", exact: true }).click();
  await expect(form.getByLabel("SPU 编码")).toBeVisible();
  await form.getByLabel("SPU 编码").fill(spu);
  await form.getByLabel("SPU 编码").blur();
  await form.getByRole("button", { name: "保存" }).click();
  // pinned: the toast names it, and the form is new and empty again
  if (pinnedAfter) {
    await expect(page.getByText(`已置顶 ${spu}`)).toBeVisible();
    await expect(page.locator("tbody tr[data-testid^='pin-']")).toHaveCount(pinnedAfter);
    await expect(form).toHaveCount(0);
  }
}

for (const js of [true, false]) {
  test(`top products: pin with an error then fixed, move, remove after confirming, settings (JavaScript ${js ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const run = js ? RUNS.on : RUNS.off;
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await signIn(page, "admin");

      // from the category's row in Category management
      await page.goto(`${CATEGORIES}?site=${run.site}`);
      await page.getByRole("link", { name: `置顶商品 ${run.category}` }).click();
      await expectRecordPage(page, "类目置顶商品", run.category);
      await expect(page.getByTestId("empty-state")).toContainText(`${run.category}还没有置顶商品`);

      // a product not sold on the category's site is refused next to the field, the code kept
      await pin(page, run.wrong.toLowerCase());
      const error = page.locator("[id$='-spuError']");
      await expect(error).toContainText(`${run.wrong} 未在站点“${run.siteName}”销售`);
      await expect(page.getByLabel("SPU 编码")).toHaveValue(run.wrong.toLowerCase());
      await pin(page, run.first, 1);
      await expect(page.getByTestId(`pin-${run.first}`)).toBeVisible();
      await pin(page, run.second, 2);
      const codes = page.locator("tbody tr[data-testid^='pin-'] td:nth-child(2)");
      await expect(codes).toHaveText([run.first, run.second]);
      // the same product twice is refused
      await pin(page, run.second);
      await expect(page.locator("[id$='-spuError']")).toContainText("已置顶");

      // move the second up
      await page.getByRole("button", { name: `上移 ${run.second}` }).click();
      await expect(codes).toHaveText([run.second, run.first]);

      // remove one: asked first, naming the product; cancel keeps it, confirming removes it
      await page.getByRole("link", { name: `移除 ${run.first}` }).click();
      const ask = page.getByTestId("confirm");
      await expect(ask).toContainText(run.first);
      await ask.getByRole("link", { name: "取消" }).click();
      await expect(codes).toHaveText([run.second, run.first]);
      await page.getByRole("link", { name: `移除 ${run.first}` }).click();
      await page.getByTestId("confirm").getByRole("button", { name: "确认删除" }).click();
      await expect(codes).toHaveText([run.second]);

      // the change log names what happened, in order
      await expect(page.getByText(`置顶商品（按顺序）: ${run.second}, ${run.first} → ${run.second}`)).toBeVisible();

      // settings: a maximum of 51 is refused, 30 is saved and shown
      await page.goto(CONF);
      await page.getByRole("link", { name: `编辑 ${run.setName}` }).click();
      const max = page.getByLabel("每个类目最多置顶商品数");
      await max.fill("51");
      await max.blur();
      const form = page.locator("form[id^='top-setting-']");
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page.locator("[id$='-max_pinsError']")).toHaveText("必须在 1 到 50 之间");
      await page.getByLabel("每个类目最多置顶商品数").fill("30");
      await page.getByLabel("其余商品").selectOption("newest");
      await form.getByRole("button", { name: "保存" }).click();
      const row = page.getByTestId(`setting-${run.setSite}`);
      await expect(row).toContainText("30");
      await expect(row).toContainText("最新优先");
    } finally {
      await context.close();
    }
  });
}

test("the settings are readable by everyone, editable only with the manager's key", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "viewer");
  await page.goto(CONF);
  await expect(page.getByRole("heading", { level: 1, name: "置顶商品设置" })).toBeVisible();
  await expect(page.getByTestId("setting-us")).toContainText("12");
  await expect(page.getByRole("link", { name: /^编辑/ })).toHaveCount(0);
  // the hidden pages are not in the viewer's menu, and the category screens stay closed
  const res = await page.goto("/page-management/category-management-top-products");
  expect(res?.status()).toBe(404);
});

const SHELL_RULES = ["landmark-main-is-top-level", "landmark-no-duplicate-main", "landmark-unique", "region"];

for (const lang of ["zh", "en"] as const) {
  test(`top-products pages have no accessibility violations (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/login");
    await signIn(page, "admin");
    if (lang === "en") {
      await switchLanguage(page, "en");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    }
    const found: string[] = [];
    const check = async (what: string) => {
      const result = await axe(page).include("#main").disableRules(SHELL_RULES).analyze();
      for (const v of result.violations)
        found.push(
          `${what}: ${v.id} (${v.impact}) ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
        );
    };
    await page.goto("/page-management/category-management-top-products?site=us&pinned=yes");
    await expect(page.locator("h1").first()).toBeVisible();
    await check("list");
    await page.getByRole("link", { name: lang === "zh" ? "置顶商品 Girls" : "Top products Girls" }).click();
    await expect(page.locator("tbody tr[data-testid^='pin-']").first()).toBeVisible();
    await check("detail");
    // the question before removing
    await page.locator("a.console-critical-link").first().click();
    await expect(page.getByTestId("confirm")).toBeVisible();
    await check("remove question");
    await page.getByTestId("confirm").getByRole("link").first().click();
    await expect(page.getByTestId("confirm")).toHaveCount(0);
    // the form with its error shown
    await page.getByRole("link", { name: lang === "zh" ? "添加置顶商品" : "Pin a product", exact: true }).click();
    await page.getByLabel(lang === "zh" ? "SPU 编码" : "SPU code").fill("ZZ-NOPE-1");
    await page
      .locator("form[id^='top-add-']")
      .getByRole("button", { name: lang === "zh" ? "保存" : "Save" })
      .click();
    await expect(page.locator("[id$='-spuError']")).toBeVisible();
    await check("detail with an error");
    await page.goto(`${CONF}?site=au`);
    await expect(page.getByLabel(lang === "zh" ? "每个类目最多置顶商品数" : "Maximum pinned products per category")).toBeVisible();
    await check("settings with the form");
    expect(found).toEqual([]);
  });
}
