// System management › tag-management as staff use it: create with errors next to the fields, the
// per-group uniqueness refusal, edit, disable and the change log — with JavaScript on and off.
import { expect, signIn, test, fieldErrors } from "./fixtures";

for (const js of [true, false]) {
  test.describe(`tags with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("create, refuse a duplicate in the group, edit, disable, read the log", async ({ page }) => {
      const name = js ? "Camping" : "Graduation";
      await page.goto("/system/tag-management");
      await signIn(page, "admin");
      await expect(page).toHaveURL(/\/system\/tag-management$/);
      await page.getByRole("link", { name: "新增标签" }).first().click();
      await expect(page).toHaveURL(/\/system\/tag-management\/new$/);

      const form = page.locator("form#tag-new");
      await form.getByRole("button", { name: "保存" }).click();
      await expect(fieldErrors(form).filter({ hasText: "必填" }).first()).toBeVisible();
      // name and group left empty (type starts as "filter"): each says "required" ("请选择" is only the placeholder)
      await expect(fieldErrors(form).filter({ hasText: "必填" })).toHaveCount(2);
      await expect(fieldErrors(form).filter({ hasText: "请选择" })).toHaveCount(0);

      // a name the group already has, in another case: the API's refusal shows next to the name
      await form.locator("select[name=group]").selectOption("occasion");
      await form.locator("input[name=name]").fill("birthday");
      await form.locator("input[name=sort]").fill("60");
      await form.locator("input[name=sort]").blur();
      await form.getByRole("button", { name: "保存" }).click();
      await expect(form.locator("#tag-new-nameError")).toContainText("分组 occasion 中已有名为 birthday 的标签");

      await form.locator("input[name=name]").fill(name);
      await form.locator("input[name=name]").blur();
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(/\/system\/tag-management$/);
      await expect(page.getByText("已创建").first()).toBeAttached();
      const row = () => page.getByRole("row").filter({ hasText: name });
      await expect(row()).toContainText("场合");
      await expect(row()).toContainText("前台筛选项");
      await expect(row()).toContainText("已启用");

      await row().getByRole("link", { name: "编辑" }).click();
      const edit = page.locator("form[id^=tag-]:not(#tag-new)");
      await expect(edit.locator("input[name=name]")).toHaveValue(name);
      await edit.locator("select[name=type]").selectOption("marketing");
      await edit.getByRole("button", { name: "保存" }).click();
      await expect(page.getByText("已保存").first()).toBeAttached();
      await expect(row()).toContainText("营销角标");

      // disabling asks first, naming the tag (a dialog with JavaScript, the same question on the page without)
      await row().getByRole("link", { name: "停用" }).click();
      await page.getByTestId("confirm").getByRole("button", { name: "确认停用" }).click();
      await expect(row()).toContainText("已停用");

      await row().getByRole("link", { name: "操作日志" }).click();
      const log = page.getByRole("row").filter({ hasText: "修改" }).first();
      await expect(log).toContainText("Ada Admin");
      // the log reads as the form does: the field's label and its values' labels (one definition, issue 36)
      await expect(log).toContainText("用途: 前台筛选项 → 营销角标");
    });
  });
}

test("filters live in the URL; the viewer sees no create, edit or status buttons", async ({ page }) => {
  await page.goto("/system/tag-management?group=color&type=filter");
  await signIn(page, "viewer");
  await expect(page.getByRole("row").filter({ hasText: "Multicolor" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Cotton" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "新增标签" })).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: "Multicolor" }).getByRole("button", { name: "停用" })).toHaveCount(0);
  await page.goto("/system/tag-management?name=nothing-like-this");
  await expect(page.getByText("没有符合筛选条件的记录")).toBeVisible();
});
