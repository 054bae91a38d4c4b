import type { Page } from "@playwright/test";
import { expect, signIn, test, expectRecordPage } from "./fixtures";

// Page management → category-manage-list: build a three-level tree, reorder, hide, copy the branch
// to another site, give names in other languages, then delete the branch after a confirmation that
// gives the counts; JavaScript on and off. Each run uses its own site, so the runs do not meet
// (the demo seed has no tree on au or glb).
const LIST = "/page-management/category-manage-list";

async function addCategory(page: Page, name: string, button: RegExp) {
  await page.getByRole("link", { name: button }).click();
  const form = page.locator("#category-add");
  await form.getByLabel("名称（英文）").fill(name);
  await form.getByRole("button", { name: "保存" }).click();
  await expect(page.getByTestId(`category-${name}`)).toBeVisible();
}

for (const js of [true, false]) {
  test(`category tree: build, reorder, hide, copy to another site, translate, delete (JavaScript ${js ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
    const site = js ? "au" : "glb";
    const copyTo = js ? "ca" : "uk";
    const top = js ? "Winter Wear" : "Rainy Days";
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await signIn(page, "admin");
      await page.goto(`${LIST}?site=${site}`);
      await expect(page.getByRole("heading", { level: 1, name: "类目管理" })).toBeVisible();
      await expect(page.getByTestId("empty-state")).toHaveText("该站点还没有类目");

      // an empty name is refused next to the field
      await page.getByRole("link", { name: "新增一级类目" }).click();
      const form = page.locator("#category-add");
      await form.getByLabel("名称（英文）").fill("");
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page.locator("#category-add-nameError")).toHaveText("必填");
      await form.getByLabel("名称（英文）").fill(top);
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page.getByTestId(`category-${top}`)).toBeVisible();
      await addCategory(page, "Shoes", /新增一级类目/);

      // three levels: open the first-level category, add below, open that, add below
      await page.getByRole("link", { name: `打开 ${top} 的下级类目` }).click();
      await addCategory(page, "Coats", new RegExp(`在 ${top} 下新增类目`));
      await page.getByRole("link", { name: "打开 Coats 的下级类目" }).click();
      await addCategory(page, "Parkas", /在 Coats 下新增类目/);
      await expect(page.getByRole("navigation", { name: "所在位置" })).toContainText(`${top}`);
      // the third level is the last: nothing can be added below it
      await expect(page.getByRole("link", { name: "打开 Parkas 的下级类目" })).toHaveCount(0);

      // reorder the first level
      await page
        .getByRole("link", { name: /：一级$/ })
        .first()
        .click();
      const names = page.locator("tbody tr td:first-child a");
      await expect(names).toHaveText([top, "Shoes"]);
      await page.getByTestId("category-Shoes").getByRole("button", { name: "上移" }).click();
      await expect(names).toHaveText(["Shoes", top]);

      // hide
      await page.getByTestId(`category-${top}`).getByRole("button", { name: "隐藏" }).click();
      await expect(page.getByTestId(`category-${top}`)).toContainText("隐藏");
      await expect(page.getByTestId(`category-${top}`).getByRole("button", { name: "显示" })).toBeVisible();

      // a row's other buttons post its one form, each with its own intent
      await page.getByTestId("category-Shoes").getByRole("button", { name: "下移" }).click();
      await expect(names).toHaveText([top, "Shoes"]);
      await expect(page.getByTestId("category-Shoes")).toContainText("1 / 7");
      await page.getByTestId("category-Shoes").getByRole("button", { name: "翻译" }).click();
      await expect(page.getByText("已补全 Shoes 缺少的名称")).toBeVisible();
      await expect(page.getByTestId("category-Shoes")).toContainText("7 / 7");
      await page.getByTestId("category-Shoes").getByRole("button", { name: "翻译" }).click();
      await expect(page.getByText("Shoes 的名称已齐全，无需翻译")).toBeVisible();
      if (js) {
        // names no other category has yet (the run without JavaScript, later, finds the ones given here)
        await page.getByTestId(`category-${top}`).getByRole("button", { name: "翻译" }).click();
        await expect(page.getByText(`没有找到 ${top} 缺少名称的译文`)).toBeVisible();
        await expect(page.getByTestId(`category-${top}`)).toContainText("1 / 7");
      }
      await page.getByTestId("category-Shoes").getByRole("button", { name: "复制到导航" }).click();
      await expect(page.getByText("已将 Shoes 添加到导航")).toBeVisible();

      // copy the branch to another site: choose the site, then the place
      await page.getByTestId(`category-${top}`).getByRole("link", { name: "复制" }).click();
      const panel = page.getByTestId("copy-panel");
      await panel.getByLabel("复制到站点").selectOption(copyTo);
      await panel.getByRole("button", { name: "下一步" }).click();
      await page
        .getByTestId("copy-panel")
        .getByRole("button", { name: new RegExp(`将 ${top} 复制到`) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${LIST}\\?site=${copyTo}$`));
      await expect(page.getByTestId(`category-${top}`)).toContainText("1");
      await page.getByRole("link", { name: `打开 ${top} 的下级类目` }).click();
      await expect(page.getByTestId("category-Coats")).toBeVisible();

      // names in other languages, on the category's details page
      await page.getByRole("link", { name: "详情 Coats" }).click();
      await expectRecordPage(page, "类目详情", "Coats");
      await page.getByLabel("西班牙语").fill("Abrigos");
      await page.getByLabel("德语").fill("Mäntel");
      await page.locator('form[id^="category-names-"]').getByRole("button", { name: "保存" }).click();
      // back on its level: 3 of 7 languages named now
      await expect(page).toHaveURL(/category-manage-list\?site=/);
      await expect(page.getByTestId("category-Coats")).toContainText("3 / 7");
      await page.getByRole("link", { name: "详情 Coats" }).click();
      await expect(page.getByLabel("西班牙语")).toHaveValue("Abrigos");
      await expect(page.getByRole("table", { name: "操作日志" })).toContainText("编辑");

      // delete the original branch: the question gives the counts first
      await page.goto(`${LIST}?site=${site}`);
      await page.getByTestId(`category-${top}`).getByRole("link", { name: "删除" }).click();
      const confirm = page.getByTestId("delete-confirm");
      await expect(confirm.getByRole("heading")).toHaveText(`删除 ${top} 及其所有下级？`);
      await expect(confirm).toContainText("共 3 个类目：本类目及其下 2 个");
      await expect(confirm).toContainText("第 3 级：1 个");
      await confirm.getByRole("button", { name: "删除 3 个类目" }).click();
      await expect(page.getByTestId(`category-${top}`)).toHaveCount(0);
      await expect(page.getByTestId("category-Shoes")).toBeVisible();
    } finally {
      await context.close();
    }
  });
}
