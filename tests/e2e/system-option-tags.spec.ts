// System management › oc-attribute-tag-manage as staff use it: link a tag to an option value (errors
// next to the fields, the "already carries this tag" refusal), remove after a confirmation naming the
// link, read the log — with JavaScript on and off. Tag 23 is the seed's colour tag "Multicolor";
// option value 1001 "Red" already carries tag 16 "Red".
import { expect, signIn, test, fieldErrors } from "./fixtures";

for (const js of [true, false]) {
  test.describe(`option value tags with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("link, refuse a link that exists, remove after confirming, read the log", async ({ page }) => {
      // a different option value per run: 1007 Black, 1008 White
      const [valueId, label] = js ? ["1007", "Black"] : ["1008", "White"];
      await page.goto("/system/oc-attribute-tag-manage");
      await signIn(page, "admin");
      await expect(page.getByRole("heading", { level: 1, name: "选项值标签" })).toBeVisible();
      await page.getByRole("link", { name: "关联标签" }).first().click();
      await expect(page).toHaveURL(/\/system\/oc-attribute-tag-manage\/new$/);

      const form = page.locator("form#option-tag-new");
      // the form opens with its first field focused: blur it first, as its message shifts the layout
      await form.getByLabel("选项值").blur();
      await form.getByRole("button", { name: "保存" }).click();
      await expect(fieldErrors(form).filter({ hasText: "必填" })).toHaveCount(2);

      // a link the demo data has: the API's refusal next to the tag, the choices kept
      await form.getByLabel("选项值").selectOption("1001");
      await form.getByLabel("标签").selectOption({ label: "颜色 / Red" });
      await form.getByRole("button", { name: "保存" }).click();
      await expect(form.locator("#option-tag-new-tag_idError")).toHaveText("选项值 1001 已有该标签");
      await expect(form.getByLabel("选项值")).toHaveValue("1001");

      await form.getByLabel("选项值").selectOption(valueId);
      await form.getByLabel("标签").selectOption({ label: "颜色 / Multicolor" });
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(/\/system\/oc-attribute-tag-manage$/);
      await expect(page.getByText(`已创建“${label} (${valueId}) → Multicolor”`).first()).toBeAttached();
      const row = () => page.getByRole("row").filter({ hasText: valueId }).filter({ hasText: "Multicolor" });
      await expect(row()).toContainText("颜色 / Multicolor");
      await expect(row()).toContainText("已关联");

      // removing asks first, naming the link (a dialog with JavaScript, the same question on the page without)
      await row().getByRole("link", { name: "删除关联" }).click();
      const confirm = page.getByTestId("confirm");
      await expect(confirm).toContainText(`${label} (${valueId}) → Multicolor`);
      await confirm.getByRole("button", { name: "确认删除" }).click();
      await expect(row()).toContainText("已删除");
      await expect(row().getByRole("link", { name: "删除关联" })).toHaveCount(0);

      await row().getByRole("link", { name: "操作日志" }).click();
      const log = page.getByRole("row").filter({ hasText: "Ada Admin" }).first();
      await expect(log).toContainText("状态: 已关联 → 已删除");
    });
  });
}

test("filters live in the URL; the viewer sees no link or remove buttons", async ({ page }) => {
  await page.goto("/system/oc-attribute-tag-manage?group=size&option=adult");
  await signIn(page, "viewer");
  await expect(page.getByRole("row").filter({ hasText: "Plus Size" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Toddler" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "关联标签" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "删除关联" })).toHaveCount(0);
  await page.goto("/system/oc-attribute-tag-manage?option=nothing-like-this");
  await expect(page.getByText("没有符合筛选条件的记录")).toBeVisible();
});
