// Resource › sign-in page banners (/resource/sign/banner-list, banner-detail): the journey of the
// first kind built from its one definition (issue 36) — create one with an image, enable it,
// terminate it, read its change log — with JavaScript on and off.
import { png } from "../fixtures/media";
import { expect, signIn, test } from "./fixtures";

const IMAGE = { name: "flash-sale.png", mimeType: "image/png", buffer: png([220, 70, 80, 255]) };

for (const js of [true, false]) {
  test.describe(`sign-in banners with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("create with an image, enable, terminate, read the log", async ({ page }) => {
      const title = js ? "Journey banner JS" : "Journey banner no JS";
      // by the seeded banner's title: other journeys' banners of higher priority may fill the first page
      await page.goto(`/resource/sign/banner-list?title=${encodeURIComponent("Spring check-in rewards")}`);
      await signIn(page, "admin");
      await expect(page).toHaveURL(/\/resource\/sign\/banner-list\?title=/);
      // a list shows each picture as a thumbnail, not at its own size (the seed's banners are wider than the column)
      const seeded = page.getByRole("row").filter({ hasText: "Spring check-in rewards" }).locator("img");
      await expect.poll(() => seeded.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(96);
      expect((await seeded.boundingBox())!.width).toBeLessThanOrEqual(96);
      // the new banner from the whole list (the create link keeps a filter, and the list after saving shows it)
      await page.goto("/resource/sign/banner-list");
      await page.getByRole("link", { name: "新建横幅" }).first().click();
      await expect(page).toHaveURL(/\/resource\/sign\/banner-detail$/);

      const form = page.locator("form#sign_banner-new");
      // a redirection to a URL needs an http(s) link: refused next to the field, what was typed kept
      await form.locator("input[name=title]").fill(title);
      await form.locator("select[name=site]").selectOption("uk");
      await form.locator("select[name=language]").selectOption("fr");
      await form.locator("input[type=file]").setInputFiles(IMAGE);
      await form.locator("select[name=link_type]").selectOption("5");
      await form.locator("input[name=link_target]").fill("shop.example/summer");
      await form.locator("input[name=start_date]").fill("2031-06-01");
      await form.locator("input[name=end_date]").fill("2031-06-30");
      // above every other banner of the worker's database (the list goes by priority, 20 a page)
      await form.locator("input[name=priority]").fill("990");
      await form.getByRole("button", { name: "保存" }).click();
      await expect(form.getByText("与跳转类型不符", { exact: false })).toBeVisible();
      await expect(form.locator("input[name=title]")).toHaveValue(title);

      await form.locator("input[name=link_target]").fill("https://shop.example/summer");
      if (!(await form.locator("input[type=file]").inputValue())) await form.locator("input[type=file]").setInputFiles(IMAGE);
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(/\/resource\/sign\/banner-list$/);
      await expect(page.getByText("已创建").first()).toBeAttached();
      const row = () => page.getByRole("row").filter({ hasText: title });
      await expect(row()).toContainText("未启用");
      await expect(row()).toContainText("url");
      // the uploaded image is shown from the object store
      await expect(row().locator("img")).toHaveAttribute("src", /\S+/);

      await row().getByRole("button", { name: "启用" }).click();
      await expect(row()).toContainText("已启用");
      await row().getByRole("link", { name: "终止" }).click();
      await page.getByTestId("confirm").getByRole("button", { name: "确认终止" }).click();
      await expect(row()).toContainText("已终止");
      await expect(row().getByRole("button", { name: "启用" })).toHaveCount(0);

      await row().getByRole("link", { name: "操作日志" }).click();
      const log = page.getByRole("table", { name: `操作日志 · ${title}` });
      await expect(log.getByRole("row").filter({ hasText: "Ada Admin" })).toHaveCount(3);
      await expect(log.getByRole("row").filter({ hasText: "终止" })).toContainText("状态: 已启用 → 已终止");
      await expect(log.getByRole("row").filter({ hasText: "新建" })).toContainText("跳转类型: url");
    });
  });
}
