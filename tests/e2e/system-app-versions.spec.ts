// System › app versions (issue 9): versions per platform, the minimum not above the version,
// English notes required, Arabic written right to left, publishing — with JavaScript on and off.
import { expect, signIn, test } from "./fixtures";

for (const js of [true, false]) {
  test.describe(`app versions with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("create with errors next to the fields, publish, edit notes, read the log", async ({ page }) => {
      const v = js ? "7.0.0" : "7.1.0";
      await page.goto("/system/system-rn-install?platform=ios&sort=app_version&order=asc");
      await signIn(page, "admin");
      // numeric order: 5.10.0 after 5.9.0
      const versions = page.getByRole("table", { name: "各平台应用版本" }).locator("tbody tr td:first-child");
      await expect(versions).toHaveText([/5\.8\.0/, /5\.9\.0/, /5\.10\.0/]);

      await page.getByRole("link", { name: "新增应用版本" }).first().click();
      const form = page.locator("form#app-version-new");
      await form.locator("select[name=platform]").selectOption("android");
      await form.locator("input[name=app_version]").fill("7.0");
      await form.locator("input[name=min_version]").fill("8.0.0");
      await form.getByRole("button", { name: "保存" }).click();
      await expect(form.getByText("版本号格式如 5.10.0（各段不超过 9999，无前导零）")).toBeVisible();
      await expect(form.getByText("英语更新说明为必填")).toBeVisible();
      await form.locator("input[name=app_version]").fill(v);
      await form.locator("input[name=min_version]").fill("8.0.0");
      await form.locator("textarea[name=notes_en]").fill("Gift cards in the app");
      await form.getByRole("button", { name: "保存" }).click();
      await expect(form.getByText("不得高于版本号", { exact: true })).toBeVisible();
      await expect(form.locator("div[dir=rtl] textarea[name=notes_ar]")).toBeVisible();
      await form.locator("input[name=min_version]").fill("5.9.2");
      await form.locator("textarea[name=notes_ar]").fill("بطاقات الهدايا في التطبيق");
      await form.locator("select[name=force_update]").selectOption("yes");
      await form.locator("select[name=force_update]").blur();
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page.getByText("已创建").first()).toBeAttached();

      await page.goto(`/system/system-rn-install?platform=android&published=false`);
      const row = page.getByRole("row").filter({ hasText: v });
      await expect(row).toContainText("未发布");
      await expect(row).toContainText("强制");
      await expect(row).toContainText("en · ar");
      await row.getByRole("button", { name: "发布" }).click();
      await expect(page.getByText("已发布").first()).toBeAttached();
      await expect(page.getByRole("row").filter({ hasText: v })).toHaveCount(0);

      await page.goto(`/system/system-rn-install?platform=android&published=true`);
      await page.getByRole("row").filter({ hasText: v }).getByRole("link", { name: "操作日志" }).click();
      await expect(page.getByRole("row").filter({ hasText: "发布" }).first()).toContainText("Ada Admin");
    });
  });
}
