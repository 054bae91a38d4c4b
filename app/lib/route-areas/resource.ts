import type { AreaHead, RouteNode } from "../route-tree";

// The Resource area (spec section 2, "floating bar management"): the sign-in page's configs. Route
// names carry their page ("sign-banner-list") since wallet and order pages have banner lists too;
// paths are the spec's (/resource/sign/banner-list).
const SIGN_BANNER_KEY = "sign-banner-list-all-right-btns";
const OPENING_KEY = "screen-advertisement-list-all-right-btns";
const HOT_WORD_KEY = "hot-word-setting-all-right-btns";

const FLOATING_TITLES: Record<string, RouteNode["title"]> = {
  "home-suspension-bar": { zh: "首页悬浮条", en: "Home floating bars" },
  "commercial-floating-bar": { zh: "商业悬浮条", en: "Commercial floating bars" },
  "registration-floating-bar": { zh: "注册悬浮条", en: "Registration floating bars" },
};

/** The area's menu entry; its routes are this file's and its resource-*.ts parts'. */
export const RESOURCE_AREA: AreaHead = {
  name: "resource",
  path: "resource",
  title: { zh: "资源位管理", en: "Resource" },
  sort: 20,
  redirect: "sign",
};

/**
 * A storefront config's list (create, update, enable, terminate under its one key) and its hidden
 * detail route (the create form without id, the record's with ?id=); `key` is `<list>-all-right-btns`.
 */
function configPair(list: RouteNode & { key: string }, detail: Omit<RouteNode, "sort">, moves = ["enable", "terminate"]): RouteNode[] {
  const { key, ...node } = list;
  const writes = { create: key, update: key };
  return [
    { ...node, functionPermission: [key], intents: { ...writes, ...Object.fromEntries(moves.map((m) => [m, key])) } },
    { ...detail, sort: node.sort + 1, hidden: true, functionPermission: [key], intents: writes, forms: { "": "create", "?id": "update" } },
  ];
}

export const RESOURCE_ROUTES: RouteNode[] = [
  {
    name: "sign",
    path: "sign",
    title: { zh: "签到页", en: "Sign-in page" },
    sort: 0,
    redirect: "banner-list",
    children: [
      {
        name: "sign-banner-list",
        path: "banner-list",
        title: { zh: "签到页横幅", en: "Sign-in banners" },
        sort: 0,
        functionPermission: [SIGN_BANNER_KEY],
        intents: {
          create: SIGN_BANNER_KEY,
          update: SIGN_BANNER_KEY,
          enable: SIGN_BANNER_KEY,
          terminate: SIGN_BANNER_KEY,
          delete: SIGN_BANNER_KEY,
        },
      },
      {
        // the create form without id, the record's with ?id=
        name: "sign-banner-detail",
        path: "banner-detail",
        title: { zh: "签到页横幅详情", en: "Sign-in banner" },
        sort: 1,
        hidden: true,
        functionPermission: [SIGN_BANNER_KEY],
        intents: { create: SIGN_BANNER_KEY, update: SIGN_BANNER_KEY },
        forms: { "": "create", "?id": "update" },
      },
      // ── issue 38 (resource-a): the sign-in page's popups and recommends ──
      ...configPair(
        {
          name: "sign-popup-list",
          path: "popup-list",
          title: { zh: "签到页弹窗", en: "Sign-in popups" },
          sort: 2,
          key: "sign-popup-list-all-right-btns",
        },
        { name: "sign-popup-detail", path: "popup-detail", title: { zh: "签到页弹窗详情", en: "Sign-in popup" } },
      ),
      ...configPair(
        {
          name: "sign-recommend-list",
          path: "recommend-list",
          title: { zh: "签到页推荐位", en: "Sign-in recommends" },
          sort: 4,
          key: "sign-recommend-list-all-right-btns",
        },
        { name: "sign-recommend-detail", path: "recommend-detail", title: { zh: "签到页推荐位详情", en: "Sign-in recommend" } },
      ),
    ],
  },
  // opening-screen ads (issue 38, helper resource-b): list and its detail form (create without id, the record at ?id=)
  {
    name: "screen-advertisement",
    path: "screen-advertisement",
    title: { zh: "开屏广告", en: "Opening-screen ads" },
    sort: 5,
    redirect: "list",
    children: [
      {
        name: "screen-advertisement-list",
        path: "list",
        title: { zh: "开屏广告", en: "Opening-screen ads" },
        sort: 0,
        functionPermission: [OPENING_KEY],
        intents: {
          create: OPENING_KEY,
          update: OPENING_KEY,
          publish: OPENING_KEY,
          online: OPENING_KEY,
          offline: OPENING_KEY,
          delete: OPENING_KEY,
          copy: OPENING_KEY,
        },
      },
      {
        name: "screen-advertisement-detail",
        path: "detail",
        title: { zh: "开屏广告详情", en: "Opening-screen ad" },
        sort: 1,
        hidden: true,
        functionPermission: [OPENING_KEY],
        intents: { create: OPENING_KEY, update: OPENING_KEY },
        forms: { "": "create", "?id": "update" },
      },
    ],
  },
  // hot words (issue 38, helper resource-b): the setting page (list and order) and its edit form (create without id, the record at ?id=)
  {
    name: "hotWord",
    path: "hotWord",
    title: { zh: "热词", en: "Hot words" },
    sort: 3,
    redirect: "setting",
    children: [
      {
        name: "hot-word-setting",
        path: "setting",
        title: { zh: "热词设置", en: "Hot word settings" },
        sort: 0,
        functionPermission: [HOT_WORD_KEY],
        intents: {
          create: HOT_WORD_KEY,
          update: HOT_WORD_KEY,
          publish: HOT_WORD_KEY,
          up: HOT_WORD_KEY,
          down: HOT_WORD_KEY,
          batch_sort: HOT_WORD_KEY,
        },
      },
      {
        name: "hot-word-edit",
        path: "hot-word-edit",
        title: { zh: "编辑热词", en: "Hot word" },
        sort: 1,
        hidden: true,
        functionPermission: [HOT_WORD_KEY],
        intents: { create: HOT_WORD_KEY, update: HOT_WORD_KEY },
        forms: { "": "create", "?id": "update" },
      },
    ],
  },
  // ── issue 38 (resource-a): wallet and order banners, the merchant's product detail advertisements ──
  {
    name: "wallet",
    path: "wallet",
    title: { zh: "钱包页", en: "Wallet page" },
    sort: 1,
    redirect: "banner-list",
    children: configPair(
      {
        name: "wallet-banner-list",
        path: "banner-list",
        title: { zh: "钱包页横幅", en: "Wallet banners" },
        sort: 0,
        key: "wallet-banner-list-all-right-btns",
      },
      { name: "wallet-banner-detail", path: "banner-detail", title: { zh: "钱包页横幅详情", en: "Wallet banner" } },
    ),
  },
  {
    name: "order",
    path: "order",
    title: { zh: "订单页", en: "Order page" },
    sort: 2,
    redirect: "banner-list",
    children: configPair(
      {
        name: "order-banner-list",
        path: "banner-list",
        title: { zh: "订单页横幅", en: "Order banners" },
        sort: 0,
        key: "order-banner-list-all-right-btns",
      },
      { name: "order-banner-detail", path: "banner-detail", title: { zh: "订单页横幅详情", en: "Order banner" } },
    ),
  },
  {
    name: "merchant",
    path: "merchant",
    title: { zh: "商详页", en: "Product detail page" },
    sort: 4,
    redirect: "detail-advertisement-list",
    children: configPair(
      {
        name: "detail-advertisement-list",
        path: "detail-advertisement-list",
        title: { zh: "商详页广告", en: "Product detail ads" },
        sort: 0,
        key: "detail-advertisement-list-all-right-btns",
      },
      {
        name: "detail-advertisement-detail",
        path: "detail-advertisement-detail",
        title: { zh: "商详页广告详情", en: "Product detail ad" },
      },
    ),
  },
  {
    name: "popupList",
    path: "popupList",
    title: { zh: "首页弹窗", en: "Home page popups" },
    sort: 6,
    redirect: "popupList-setting",
    children: configPair(
      {
        name: "popupList-setting",
        path: "popupList-setting",
        title: { zh: "首页弹窗配置", en: "Home page popups" },
        sort: 0,
        key: "popupList-setting-all-right-btns",
      },
      { name: "popupList-edit", path: "popupList-edit", title: { zh: "首页弹窗编辑", en: "Home page popup" } },
    ),
  },
  // the campaign calendar (issue 38 "Beyond"): read-only, for every reader of any resource kind
  {
    name: "resource-calendar",
    path: "calendar",
    title: { zh: "活动日历", en: "Campaign calendar" },
    sort: 20,
    readersOf: ["resource", "shared-fission"],
  },
  // ── issue 38 (floating): the three floating bars, each a list with its form at /new and /<id> (the spec names
  // one route per bar); registration → resource/floating/register/*, home and commercial → resource/floating/config/* by place
  ...["home-suspension-bar", "commercial-floating-bar", "registration-floating-bar"].map((name, i): RouteNode => ({
    name,
    path: name,
    title: FLOATING_TITLES[name],
    sort: 7 + i,
    functionPermission: [`${name}-all-right-btns`],
    intents: Object.fromEntries(["create", "update", "enable", "terminate"].map((m) => [m, `${name}-all-right-btns`])),
    forms: { new: "create", ":id": "update" },
  })),
];
