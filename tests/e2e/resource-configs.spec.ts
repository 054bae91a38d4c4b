// Resource and Shared fission › the storefront configs of issue 38, one kind per group (wallet
// banners; sign-in popups; home page popups; share campaigns): create one with an image, make it live,
// see a second one refused in the same slot with the holder named, take the first down, read its
// log — with JavaScript on and off. Texts are the zh catalog's as staff see them.
import { fileURLToPath } from "node:url";
import type { Locator } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";

const IMAGE = fileURLToPath(new URL("../../public/seed/resource/popup-coupon.png", import.meta.url));

interface Kind {
  list: string;
  detail: string;
  form: string;
  create: string;
  on: string;
  onDone: string;
  off: string;
  offDone: string;
  own?: (form: Locator) => Promise<void>;
}

const KINDS: Kind[] = [
  {
    list: "/resource/wallet/banner-list",
    detail: "/resource/wallet/banner-detail",
    form: "wallet_banner-new",
    create: "新建横幅",
    on: "启用",
    onDone: "已启用",
    off: "终止",
    offDone: "已终止",
  },
  {
    list: "/resource/sign/popup-list",
    detail: "/resource/sign/popup-detail",
    form: "sign_popup-new",
    create: "新建弹窗",
    on: "启用",
    onDone: "已启用",
    off: "终止",
    offDone: "已终止",
  },
  {
    list: "/resource/popupList/popupList-setting",
    detail: "/resource/popupList/popupList-edit",
    form: "index_popup-new",
    create: "新建弹窗",
    on: "启用",
    onDone: "已启用",
    off: "终止",
    offDone: "已终止",
  },
  {
    list: "/shared-fission/shared-fission-list",
    detail: "/shared-fission/shared-fission-edit",
    form: "share_config-new",
    create: "新建分享活动",
    on: "发布",
    onDone: "已发布",
    off: "下线",
    offDone: "已下线",
    own: async (form) => {
      await form.locator("textarea[name=share_text], input[name=share_text]").fill("Join with my link: we both get $5");
      await form.locator("input[name=reward_points]").fill("300");
    },
  },
];

for (const js of [true, false]) {
  test.describe(`storefront configs with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    for (const k of KINDS) {
      test(`${k.list}: create with an image, go live, a clash refused, take down, read the log`, async ({ page }) => {
        const stamp = `${js ? "js" : "nojs"}-${k.form}`;
        const add = async (title: string, year: number) => {
          await page.goto(k.list);
          await page.getByRole("link", { name: k.create }).first().click();
          await expect(page).toHaveURL(new RegExp(`${k.detail}$`));
          const form = page.locator(`form#${k.form}`);
          await form.locator("input[name=title]").fill(title);
          await form.locator("select[name=site]").selectOption("au");
          await form.locator("select[name=language]").selectOption("it");
          await form.locator("input[type=file]").setInputFiles(IMAGE);
          await form.locator("select[name=link_type]").selectOption("6");
          await form.locator("input[name=link_target]").fill("patpat://journey");
          await form.locator("input[name=start_date]").fill(`${year}-03-01`);
          await form.locator("input[name=end_date]").fill(`${year}-03-31`);
          await k.own?.(form);
          await form.getByRole("button", { name: "保存" }).click();
          await expect(page).toHaveURL(new RegExp(`${k.list}$`));
        };
        const row = (title: string) => page.getByRole("row").filter({ hasText: title });
        const year = js ? 2051 : 2052;

        await page.goto(k.list);
        await signIn(page, "admin");
        await add(`Holder ${stamp}`, year);
        await expect(row(`Holder ${stamp}`).locator("img")).toHaveAttribute("src", /\S+/);
        await row(`Holder ${stamp}`).getByRole("button", { name: k.on }).click();
        await expect(row(`Holder ${stamp}`)).toContainText(k.onDone);

        // a second config in the same slot (site, language, audience, days, priority) is refused, naming the holder
        await add(`Clash ${stamp}`, year);
        await row(`Clash ${stamp}`).getByRole("button", { name: k.on }).click();
        await expect(page.getByText(`“Holder ${stamp}”已在`).first()).toBeAttached();
        await expect(row(`Clash ${stamp}`)).not.toContainText(k.onDone);

        // taking it down asks first, naming the record (lib/transitions.ts' CONFIRM_INTENTS: terminate, underline)
        await row(`Holder ${stamp}`).getByRole("link", { name: k.off }).click();
        const ask = page.getByTestId("confirm");
        await expect(ask).toContainText(`确认${k.off}“Holder ${stamp}”？`);
        await ask.getByRole("button", { name: `确认${k.off}` }).click();
        await expect(row(`Holder ${stamp}`)).toContainText(k.offDone);

        await row(`Holder ${stamp}`).getByRole("link", { name: "操作日志" }).click();
        const log = page.getByRole("table", { name: `操作日志 · Holder ${stamp}` });
        await expect(log.getByRole("row").filter({ hasText: "Ada Admin" })).toHaveCount(3);
      });
    }
  });
}
