// System › help center and language library as staff use them, with JavaScript on and off: a
// help-center tree four levels deep built through its forms, then deleted from the top after a
// confirmation that says how many entries go; a language-library import refused for one bad row,
// with its report of bad rows to download.
import ExcelJS from "exceljs";
import { expect, signIn, test } from "./fixtures";

// a 1×1 PNG: the upload endpoint checks a file's bytes, not only its name
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const png = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Sheet1");
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

for (const js of [true, false]) {
  test.describe(`help center and language library with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("build a help-center tree four levels deep, then delete it from the top with the count", async ({ page }) => {
      test.slow(); // four forms, three uploads and a delete: longer than one form's 30 s on a busy machine
      const top = js ? "Sizing help" : "Sizing guide";
      const [baby, newborn, article] = js
        ? ["Baby sizes", "Newborn", "Measure your baby"]
        : ["Toddler sizes", "Toddlers", "Measure your toddler"];
      await page.goto("/system/help-center");
      await signIn(page, "admin");
      await expect(page).toHaveURL(/\/system\/help-center$/);
      await page.getByRole("link", { name: "新增一级标题" }).click();
      await expect(page).toHaveURL(/\/system\/help-center-detail$/);

      // level 1: without an icon the spec's message shows next to the field
      let form = page.locator("form[id^=help-new]:visible");
      await form.locator('input[name="texts.en.title"]').fill(top);
      await form.getByRole("button", { name: "保存" }).click();
      await expect(form.getByText("请上传图标")).toBeVisible();
      // the icon is a file (ui/ImageField): a WebP is refused by its name before anything is sent
      await form.locator('input[name="icon__file"]').setInputFiles({ name: "size.webp", mimeType: "image/webp", buffer: PNG });
      await form.getByRole("button", { name: "保存" }).click();
      await expect(form.getByText("不支持的图片格式")).toBeVisible();
      await form.locator('input[name="icon__file"]').setInputFiles(png("size.png"));
      if (js) await expect(form.getByRole("img", { name: "图标：当前图片（打开图片查看器）" })).toHaveAttribute("src", /^blob:/);
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(/\/system\/help-center$/);
      const node = (title: string) =>
        page
          .locator("li[data-level]")
          .filter({ has: page.getByText(title, { exact: true }) })
          .first();
      await expect(node(top)).toBeVisible();
      // the stored icon: its edit form shows it (a link to the image, opening in a new tab) with "replace" and "remove"
      await page
        .getByRole("link", { name: `编辑 ${top}` })
        .first()
        .click();
      form = page.locator("form[id^=help-]:visible");
      await expect(form.getByTestId("image-icon-preview")).toHaveAttribute("href", /origin\/event\/\d{4}\/\d{2}\/[^/]+\.png$/);
      await expect(form.getByTestId("image-icon-preview")).toHaveAttribute("target", "_blank");
      await expect(form.getByTestId("image-icon-preview")).toHaveAttribute("rel", /\bnoopener\b/);
      if (js) {
        // with JavaScript the preview opens in the shared image viewer; Escape closes the viewer only
        await form.getByTestId("image-icon-preview").click();
        const viewer = page.getByRole("dialog", { name: "图片查看器" });
        await expect(viewer).toContainText("第 1 张，共 1 张");
        await expect(viewer.getByRole("link", { name: "下载图片" })).toHaveAttribute("href", /origin\/event\/\d{4}\/\d{2}\/[^/]+\.png$/);
        await page.keyboard.press("Escape");
        await expect(viewer).toHaveCount(0);
        await expect(form.getByTestId("image-icon-preview")).toBeFocused();
        await expect(form).toBeVisible();
      }
      await expect(form.getByLabel("移除图片")).toBeVisible();
      await page.goto("/system/help-center");

      // level 2: must say whether 3rd level categories follow
      await page
        .getByRole("link", { name: `新增下级 ${top}` })
        .filter({ visible: true })
        .first()
        .press("Enter"); // the keyboard: a toast may lie over the link
      form = page.locator("form[id^=help-new]:visible");
      await form.locator('input[name="texts.en.title"]').fill(baby);
      await form.getByRole("button", { name: "保存" }).click();
      await expect(form.getByText("请选择是否有三级分类")).toBeVisible();
      await form.locator('select[name="has_level3"]').selectOption("yes");
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(/\/system\/help-center$/);

      // level 3: a category title
      await page
        .getByRole("link", { name: `新增下级 ${baby}` })
        .filter({ visible: true })
        .first()
        .press("Enter"); // the keyboard: a toast may lie over the link
      form = page.locator("form[id^=help-new]:visible");
      await form.locator('input[name="texts.en.title"]').fill(newborn);
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(/\/system\/help-center$/);

      // level 4: a process-guidance article; step 1 and 2 are required
      await page
        .getByRole("link", { name: `新增下级 ${newborn}` })
        .filter({ visible: true })
        .first()
        .press("Enter"); // the keyboard: a toast may lie over the link
      await expect(page.getByRole("heading", { name: "新建 4 级条目" })).toBeVisible();
      form = page.locator("form[id^=help-new]:visible");
      await form.locator('input[name="texts.en.title"]').fill(article);
      await form.locator('select[name="content_format"]').selectOption("guidance");
      await form.locator('select[name="associate_sku"]').selectOption("no");
      await form.getByRole("button", { name: "保存" }).click();
      await expect(form.getByText("步骤 1 和步骤 2 必填", { exact: true })).toBeVisible();
      for (const [i, s] of [
        ["Lay baby flat", "On a firm surface"],
        ["Measure length", "Head to heel"],
      ].entries()) {
        await form.locator(`input[name="steps[${i}].title"]`).fill(s[0]);
        await form.locator(`input[name="steps[${i}].text"]`).fill(s[1]);
        await form.locator(`input[name="steps[${i}].image__file"]`).setInputFiles(png(`measure-${i + 1}.png`));
      }
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(/\/system\/help-center$/);
      // the article sits at level 4, below the three titles
      const leaf = page.locator('li[data-level="4"]').filter({ hasText: article });
      await expect(leaf).toContainText("流程指引");
      await expect(page.locator('li[data-level="1"]').filter({ hasText: top })).toContainText(article);

      // delete the level-1 title: the question names it and says that 4 entries go
      await page.getByRole("button", { name: `删除 ${top}` }).click();
      const confirm = page.getByTestId("confirm");
      await expect(confirm).toContainText(`确认删除“${top}”？`);
      await expect(confirm.getByTestId("confirm-detail")).toHaveText("将删除 4 个条目：此条目及其下所有条目。");
      await confirm.getByRole("button", { name: "确认删除" }).click();
      await expect(page.getByText(`已删除“${top}”及其下级条目`).first()).toBeAttached();
      await expect(page.getByText(article)).toHaveCount(0);
      await expect(page.getByText(top, { exact: true })).toHaveCount(0);
    });

    test("a language-library import with a bad row imports nothing and offers the bad rows", async ({ page }) => {
      const key = js ? "e2e.js_on" : "e2e.js_off";
      await page.goto("/system/translation-manage");
      await signIn(page, "admin");
      await expect(page).toHaveURL(/\/system\/translation-manage$/);
      const file = await xlsx([
        ["Key", "Module", "en", "fr"],
        [`${key}.hello`, "common", "Hello", "Bonjour"],
        [`${key}.bad`, "shoes", "Bad module", ""],
        [`${key}.bye`, "common", "Goodbye", "Au revoir"],
      ]);
      const form = page.getByTestId("translation-import");
      await form
        .locator('input[type="file"]')
        .setInputFiles({ name: "texts.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: file });
      await form.getByRole("button", { name: "上传并导入" }).click();
      await expect(page).toHaveURL(/[?&]import=\d+/);
      const status = page.getByTestId("import-status");
      // without JavaScript the page is reloaded by hand until the job is done
      for (let i = 0; i < 40 && (await status.getAttribute("data-status")) !== "rejected"; i++) {
        if (!js) await page.reload();
        await page.waitForTimeout(500);
      }
      await expect(status).toHaveAttribute("data-status", "rejected");
      await expect(status).toContainText("未导入任何内容：3 行中有 1 行无效");
      const download = page.waitForEvent("download");
      await status.getByRole("link", { name: "下载 1 条错误行（.xlsx）" }).click();
      const report = await download;
      expect(report.suggestedFilename()).toBe("bad-rows-texts.xlsx");
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(await report.path());
      // written in the downloader's language: Row / Column / Problem in Chinese, then the row as uploaded
      expect((book.worksheets[0].getRow(1).values as unknown[]).slice(1, 4)).toEqual(["行", "列", "问题"]);
      const row = book.worksheets[0].getRow(2).values as unknown[];
      expect(row.slice(1, 5)).toEqual([
        3,
        "module",
        "必须是以下之一：common、account、cart、checkout、order、product、promotion、community",
        `${key}.bad`,
      ]);
      // nothing of the file was applied
      await page.goto(`/system/translation-manage?search=${key}`);
      await expect(page.getByTestId("empty-state")).toBeVisible();
    });
  });
}
