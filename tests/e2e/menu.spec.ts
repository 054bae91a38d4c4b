import type { Page } from "@playwright/test";
import { CONSOLE_URL, currentUser, expect, mainMenu, menuLinks, signIn, test } from "./fixtures";

const HOME = ["首页 → /dashboard/welcome"];
const ACTIVITY = [
  "专享活动 → /activity/reach-list",
  "每日特价分类管理 → /activity/activity-category",
  "特价活动 → /activity/full-gift-redemption-list",
  "排行榜管理 → /activity/ranking-list",
  "每日特价 → /activity/daily-specials",
  "限时抢购 → /activity/flash-sale",
  "数据看板 → /activity/activity-statics",
];
// Market tool (section 2): budget-detail, budget-edit, discountList-edit, bath-code-create, voucher-detail, turnplate-edit, task-detail, coupons-for-newcomers-detail and integral-rules-edit are hidden
const MARKET_TOOL = [
  "预算列表 → /market-tool/budget-list",
  "营销任务 → /market-tool/task-list",
  "任务发送记录 → /market-tool/task-record-list",
  "优惠码 → /market-tool/discountList",
  "优惠券 → /market-tool/voucher-list",
  "失效优惠券 → /market-tool/voucher-invalid",
  "新人礼包 → /market-tool/coupons-for-newcomers",
  "购物车配置 → /market-tool/shopping-cart-manager",
  "大转盘 → /market-tool/turnplate-list",
  "中奖记录 → /market-tool/reward-records",
  "钱包管理 → /market-tool/wallet-manage",
  "积分规则 → /market-tool/integral-rules",
  "积分管理 → /market-tool/bonusPoints",
];
// in the spec's order (section 2, System management)
const SYSTEM = [
  "基准汇率配置 → /system/setting",
  "地址配置 → /system/address",
  "汇率管理 → /system/exchange-rate-list",
  "货到付款费用 → /system/cod-country-fee-list",
  "国家管理 → /system/country-region-list",
  "国家币种 → /system/currency-manage-list",
  "国家模式 → /system/country-region-shipping-list",
  "语言管理 → /system/system-lang-install",
  "应用版本 → /system/system-rn-install",
  "标签管理 → /system/tag-management",
  "选项值标签 → /system/oc-attribute-tag-manage",
  "帮助中心 → /system/help-center",
  "联系我们 → /system/contact-us",
  "客户列表 → /system/customer-list",
  "签到黑名单 → /system/checkin-black-list",
  "语言库 → /system/translation-manage",
];

// Goods (section 2), hidden detail pages left out
const GOODS = [
  "商品列表 → /goods/goods-list",
  "商品池 → /goods/goods-pool",
  "标签管理 → /goods/label-manage-list",
  "选品 → /goods/pick-product",
  "评论管理 → /goods/comment-manager-allright",
  "添加评论 → /goods/comment-add",
  "导出SKU → /goods/export-sku",
  "算法配置 → /goods/algorithm-config",
];
// Resource (section 2): the sign-in page's group (a third level) with its banner list; the banner
// detail is hidden
const RESOURCE = [
  "签到页横幅 → /resource/sign/banner-list",
  "签到页弹窗 → /resource/sign/popup-list",
  "签到页推荐位 → /resource/sign/recommend-list",
  "钱包页横幅 → /resource/wallet/banner-list",
  "订单页横幅 → /resource/order/banner-list",
  "热词设置 → /resource/hotWord/setting",
  "商详页广告 → /resource/merchant/detail-advertisement-list",
  "开屏广告 → /resource/screen-advertisement/list",
  "首页弹窗配置 → /resource/popupList/popupList-setting",
  "首页悬浮条 → /resource/home-suspension-bar",
  "商业悬浮条 → /resource/commercial-floating-bar",
  "注册悬浮条 → /resource/registration-floating-bar",
  "活动日历 → /resource/calendar",
];
// Shared fission (section 2) comes before Activity
const SHARED_FISSION = ["分享裂变 → /shared-fission/shared-fission-list"];
// spec section 6 grants comment-add to everyone: every role sees Goods with that one screen
const EVERYONE_GOODS = ["添加评论 → /goods/comment-add"];
// Page management (section 2): the hidden pages (navigation entry, category details, the three top-products
// screens) are not in the menu; every role holds the everyone-granted top-products settings, yet sees no Page management
const PAGE_MANAGEMENT = ["导航 → /page-management/management-nav-list", "类目管理 → /page-management/category-manage-list"];

test.describe("menu by role", () => {
  test("admin sees the home page and every area built so far with its screens", async ({ page }) => {
    await signIn(page, "admin");
    const menu = mainMenu(page);
    await expect(menu.getByText("首页", { exact: true }).first()).toBeVisible();
    await expect(menu.getByText("系统管理", { exact: true })).toBeVisible();
    for (const label of ["基准汇率配置", "汇率管理", "国家币种"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    expect(await menuLinks(page)).toEqual([
      ...HOME,
      ...SHARED_FISSION,
      ...ACTIVITY,
      ...RESOURCE,
      ...MARKET_TOOL,
      ...GOODS,
      ...PAGE_MANAGEMENT,
      ...SYSTEM,
    ]);
  });

  test("viewer sees the same System screens as admin (read-only access)", async ({ page }) => {
    await signIn(page, "viewer");
    await expect(mainMenu(page).getByText("系统管理", { exact: true })).toBeVisible();
    expect(await menuLinks(page)).toEqual([...HOME, ...EVERYONE_GOODS, ...SYSTEM]);
  });

  test("operator sees the home page, event management and the Market tool: no System management", async ({ page }) => {
    await signIn(page, "operator");
    await expect(mainMenu(page).getByRole("link", { name: "首页", exact: true })).toBeVisible();
    await expect(mainMenu(page).getByText("系统管理")).toHaveCount(0);
    expect(await menuLinks(page)).toEqual([...HOME, ...ACTIVITY, ...MARKET_TOOL, ...EVERYONE_GOODS]);
  });
});

test.describe("not found", () => {
  test("a route the user may not open is a 404, as is an unknown path", async ({ page }) => {
    await signIn(page, "operator");

    // a System screen the operator has no permission for: the not-found page, with status 404
    let response = await page.goto("/system/setting");
    await expect(page).toHaveURL(`${CONSOLE_URL}/error/404`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();
    await expect(page.getByText("该页面不存在，或您的账号无权访问。")).toBeVisible();
    await expect(page).toHaveTitle("404");

    // the not-found page's own status, asked directly
    const direct = await page.request.get("/error/404", { maxRedirects: 0 });
    expect(direct.status()).toBe(404);

    // an unknown path
    response = await page.goto("/nope/nothing");
    await expect(page).toHaveURL(`${CONSOLE_URL}/error/404`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();

    // "back home" still works, and the user is still signed in
    await page.getByRole("link", { name: "返回首页" }).click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/dashboard/welcome`);
    await expect(currentUser(page)).toBeVisible();
  });
});

for (const js of [true, false]) {
  test(`on a narrow screen the menu hides behind the top bar's toggle and closes after a choice (JavaScript ${js ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL, viewport: { width: 600, height: 800 } });
    try {
      await narrowMenu(await context.newPage(), js);
    } finally {
      await context.close();
    }
  });
}

async function narrowMenu(page: Page, js: boolean) {
  await signIn(page, "admin");
  if (js) await page.waitForFunction(() => !!(window as unknown as { __remixRouter?: unknown }).__remixRouter);
  const item = mainMenu(page).getByRole("link", { name: "汇率管理", exact: true });
  await expect(item).toBeHidden();
  await page.getByRole("button", { name: "打开或关闭菜单" }).click();
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(`${CONSOLE_URL}/system/exchange-rate-list`);
  await expect(page.getByRole("heading", { name: "汇率管理", level: 1 })).toBeVisible();
  await expect(item).toBeHidden();
}

for (const js of [true, false]) {
  test(`a group of pages is a third level that opens by keyboard and follows the page (JavaScript ${js ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
    try {
      await thirdLevel(await context.newPage(), js);
    } finally {
      await context.close();
    }
  });
}

async function thirdLevel(page: Page, js: boolean) {
  await signIn(page, "admin");
  if (js) await page.waitForFunction(() => !!(window as unknown as { __remixRouter?: unknown }).__remixRouter);
  const menu = mainMenu(page);
  // Resource › 签到页 is a disclosure of its own pages, closed away from them
  const group = menu.locator("details", { has: page.locator("summary", { hasText: "签到页" }) });
  const summary = group.locator("summary");
  const banners = menu.getByRole("link", { name: "签到页横幅", exact: true });
  await expect(summary).toHaveText("签到页");
  await expect(group).not.toHaveAttribute("open");
  await expect(banners).toBeHidden();

  // by keyboard: the group takes focus, Enter opens it, Tab reaches its page, Enter goes there
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(group).toHaveAttribute("open");
  await expect(banners).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(banners).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${CONSOLE_URL}/resource/sign/banner-list`);
  await expect(page.getByRole("heading", { name: "签到页横幅", level: 1 })).toBeVisible();

  // on its page the group is open and the page marked current; elsewhere it is closed again
  await expect(group).toHaveAttribute("open");
  await expect(banners).toHaveAttribute("aria-current", "page");
  await menu.getByRole("link", { name: "汇率管理", exact: true }).click();
  await expect(page).toHaveURL(`${CONSOLE_URL}/system/exchange-rate-list`);
  await expect(group).not.toHaveAttribute("open");
  await expect(banners).toBeHidden();

  // the group's own address opens its first page, inside the open group
  await page.goto("/resource/sign");
  await expect(page).toHaveURL(`${CONSOLE_URL}/resource/sign/banner-list`);
  await expect(group).toHaveAttribute("open");
}
