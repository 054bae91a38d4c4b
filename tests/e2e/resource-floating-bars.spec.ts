// Resource › the floating bars (issue 38: /resource/registration-floating-bar, /resource/home-suspension-bar,
// /resource/commercial-floating-bar; all three write through their group's one `store`): create a bar
// with an image at the route's /new, enable it, see a second one for the same customers and days refused
// with the holder named, terminate the first, read its log — with JavaScript on and off. Texts are the
// zh catalog's as staff see them.
import { fileURLToPath } from "node:url";
import { expect, signIn, test } from "./fixtures";

const IMAGE = fileURLToPath(new URL("../../public/seed/resource/popup-welcome.png", import.meta.url));

const BARS = [
  { list: "/resource/registration-floating-bar", form: "floating_register-new", language: "pt" },
  { list: "/resource/home-suspension-bar", form: "floating_config-new", language: "it" },
  { list: "/resource/commercial-floating-bar", form: "floating_config-new", language: "it" },
];

for (const js of [true, false]) {
  test.describe(`floating bars with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    for (const b of BARS) {
      test(`${b.list}: create with an image, enable, a clash refused, terminate, read the log`, async ({ page }) => {
        const stamp = `${js ? "js" : "nojs"}-${b.list.slice(10)}`;
        const year = js ? 2061 : 2062;
        const add = async (title: string) => {
          await page.goto(b.list);
          await page.getByRole("link", { name: "新建悬浮条" }).first().click();
          await expect(page).toHaveURL(new RegExp(`${b.list}/new$`));
          const form = page.locator(`form#${b.form}`);
          await form.locator("input[name=title]").fill(title);
          await form.locator("select[name=site]").selectOption("au");
          await form.locator("select[name=language]").selectOption(b.language);
          await form.locator("input[type=file]").setInputFiles(IMAGE);
          await form.locator("select[name=link_type]").selectOption("6");
          await form.locator("input[name=link_target]").fill("patpat://register");
          await form.locator("input[name=start_date]").fill(`${year}-03-01`);
          await form.locator("input[name=end_date]").fill(`${year}-03-31`);
          await form.locator("input[name=headline]").fill("Join free: $5 off");
          await form.getByRole("button", { name: "保存" }).click();
          await expect(page).toHaveURL(new RegExp(`${b.list}(\\?.*)?$`));
        };
        const row = (title: string) => page.getByRole("row").filter({ hasText: title });

        await page.goto(b.list);
        await signIn(page, "admin");
        await add(`Holder ${stamp}`);
        await expect(row(`Holder ${stamp}`).locator("img")).toHaveAttribute("src", /\S+/);
        await row(`Holder ${stamp}`).getByRole("button", { name: "启用" }).click();
        await expect(row(`Holder ${stamp}`)).toContainText("已启用");

        // one bar at a time for the same customers on the same days, whatever the priority
        await add(`Clash ${stamp}`);
        await row(`Clash ${stamp}`).getByRole("button", { name: "启用" }).click();
        await expect(page.getByText(`“Holder ${stamp}”已在`).first()).toBeAttached();
        await expect(row(`Clash ${stamp}`)).not.toContainText("已启用");

        await row(`Holder ${stamp}`).getByRole("link", { name: "终止" }).click();
        await page.getByTestId("confirm").getByRole("button", { name: "确认终止" }).click();
        await expect(row(`Holder ${stamp}`)).toContainText("已终止");

        await row(`Holder ${stamp}`).getByRole("link", { name: "操作日志" }).click();
        const log = page.getByRole("table", { name: `操作日志 · Holder ${stamp}` });
        await expect(log.getByRole("row").filter({ hasText: "Ada Admin" })).toHaveCount(3);
      });
    }
  });
}
