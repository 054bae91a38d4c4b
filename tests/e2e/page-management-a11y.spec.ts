import type { Page } from "@playwright/test";
import { a11yPass } from "./axe";
import { expect, test, expectRecordPage } from "./fixtures";

// Accessibility of Page management's category details in the states of its product-pool card (AREA-DONE:
// no violations of any impact, the whole page, shell included), in zh and in en: a category that
// shows a pool (the demo seed's us New In), one that shows none (us Girls), the attach and create
// forms sent back with their errors, and the question before leaving a changed form.
const LIST = "/page-management/category-manage-list?site=us";

const WORDS = {
  zh: {
    details: (n: string) => `详情 ${n}`,
    title: "类目详情",
    attach: "关联已有商品池",
    create: "用类目商品新建商品池",
    save: "保存",
    leaveTitle: "不保存就离开？",
    leave: "离开",
    unsaved: "有未保存的修改",
  },
  en: {
    details: (n: string) => `Details ${n}`,
    title: "Category details",
    attach: "Attach an existing pool",
    create: "Create a pool from its products",
    save: "Save",
    leaveTitle: "Leave without saving?",
    leave: "Leave",
    unsaved: "Unsaved changes",
  },
};

async function openDetails(page: Page, lang: "zh" | "en", name: string) {
  const w = WORDS[lang];
  await page.goto(LIST);
  await page.getByRole("link", { name: w.details(name), exact: true }).click();
  await expectRecordPage(page, w.title, name);
}

for (const lang of ["zh", "en"] as const) {
  test(`category details with its product pool card have no accessibility violations (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const w = WORDS[lang];
    const { found, scan } = await a11yPass(page, { user: "admin", lang });

    // a category that shows a pool
    await openDetails(page, lang, "New In");
    const card = page.getByTestId("category-pool");
    await expect(card.getByTestId("pool-products")).toBeVisible();
    await scan("New In: with its pool");

    // the attach form sent with a pool id of 0: its error next to the field
    await card.getByRole("link", { name: w.attach }).click();
    const attach = page.locator("form[id^='category-pool-attach-']");
    await attach.locator("input[name=pool_id]").fill("0");
    await attach.locator("input[name=pool_id]").blur();
    await attach.getByRole("button", { name: w.save }).click();
    await expect(attach.locator("[id$='Error']").first()).toBeVisible();
    await scan("New In: attach form with its error");

    // another form asked for over the changed one: the guard asks first
    await card.getByRole("link", { name: w.create }).click();
    const leave = page.getByRole("dialog", { name: w.leaveTitle });
    await expect(leave).toBeVisible();
    await scan("New In: leave the changed attach form?");
    await leave.getByRole("button", { name: w.leave }).click();
    // a new form, unchanged: no save bar left over from the one left
    const create = page.locator("form[id^='category-pool-create-']");
    await expect(create).toBeVisible();
    await expect(page.getByRole("region", { name: w.unsaved })).toHaveCount(0);

    // the create form sent with a name one character too long (it checks its own schema, not the
    // attach form's: RecordForm is keyed by the form's id)
    await create.locator("input[name=name]").fill("x".repeat(101));
    await create.locator("input[name=name]").blur();
    await create.getByRole("button", { name: w.save }).click();
    await expect(create.locator("[id$='Error']").first()).toBeVisible();
    await scan("New In: create form with its error");

    // a category that shows no pool: the empty state
    await openDetails(page, lang, "Girls");
    await expect(page.getByTestId("category-pool").getByTestId("branch-products")).toBeVisible();
    await scan("Girls: no pool");

    expect(found).toEqual([]);
  });
}
