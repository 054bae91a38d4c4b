// Resource › opening-screen ads (/resource/screen-advertisement/list, detail): a video ad made with its
// poster and its video, published, put online, taken offline, then copied — with JavaScript on and off.
import { fileURLToPath } from "node:url";
import { expect, signIn, test } from "./fixtures";

const POSTER = fileURLToPath(new URL("../../public/seed/opening/summer-sale.png", import.meta.url));
const VIDEO = fileURLToPath(new URL("../../public/seed/opening/new-arrivals.webm", import.meta.url));

for (const js of [true, false]) {
  test.describe(`opening-screen ads with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("a video ad through publish → online → offline, then copied", async ({ page }) => {
      const title = js ? "Journey video ad JS" : "Journey video ad no JS";
      await page.goto("/resource/screen-advertisement/list");
      await signIn(page, "admin");
      await expect(page).toHaveURL(/\/resource\/screen-advertisement\/list$/);
      await page.getByRole("link", { name: "新建开屏广告" }).first().click();
      await expect(page).toHaveURL(/\/resource\/screen-advertisement\/detail$/);

      const form = page.locator("form#opening_ad-new");
      const files = async () => {
        if (!(await form.locator("input[name=image__file]").inputValue()))
          await form.locator("input[name=image__file]").setInputFiles(POSTER);
        if (!(await form.locator("input[name=video__file]").inputValue()))
          await form.locator("input[name=video__file]").setInputFiles(VIDEO);
      };
      // a video ad without its video is refused next to the field, what was typed kept
      await form.locator("input[name=title]").fill(title);
      await form.locator("select[name=site]").selectOption("au");
      await form.locator("select[name=language]").selectOption("it");
      await form.locator("select[name=media]").selectOption("video");
      await form.locator("input[name=image__file]").setInputFiles(POSTER);
      await form.locator("select[name=link_type]").selectOption("1");
      await form.locator("input[name=start_date]").fill("2033-03-01");
      await form.locator("input[name=end_date]").fill("2033-03-31");
      await form.getByRole("button", { name: "保存" }).click();
      await expect(form.getByText("视频广告需要视频", { exact: false })).toBeVisible();
      await expect(form.locator("input[name=title]")).toHaveValue(title);

      await files();
      await form.getByRole("button", { name: "保存" }).click();
      await expect(page).toHaveURL(/\/resource\/screen-advertisement\/list$/);
      const row = () => page.getByRole("row").filter({ hasText: title }).filter({ hasNotText: "(copy)" });
      await expect(row()).toContainText("草稿");
      await expect(row()).toContainText("视频");
      // the uploaded video is linked from the list, served from the object store
      await expect(row().getByRole("link", { name: /播放/ })).toHaveAttribute("href", /\S+\.webm$/);

      await row().getByRole("button", { name: "发布" }).click();
      await expect(row()).toContainText("已发布");
      await row().getByRole("button", { name: "上线" }).click();
      await expect(row()).toContainText("已上线");
      await row().getByRole("link", { name: "下线" }).click();
      await page.getByTestId("confirm").getByRole("button", { name: "确认下线" }).click();
      await expect(row()).toContainText("已下线");
      await expect(row().getByRole("button", { name: "上线" })).toBeVisible();

      await row().getByRole("button", { name: "复制" }).click();
      await expect(page.getByText(`已复制为草稿“${title} (copy)”`).first()).toBeAttached();

      await row().getByRole("link", { name: "操作日志" }).click();
      const log = page.getByRole("table", { name: `操作日志 · ${title}` });
      await expect(log.getByRole("row").filter({ hasText: "Ada Admin" })).toHaveCount(4);
      await expect(log.getByRole("row").filter({ hasText: "下线" }).first()).toContainText("状态: 已上线 → 已下线");
    });
  });
}
