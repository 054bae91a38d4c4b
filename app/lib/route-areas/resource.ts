import type { AreaHead, RouteNode } from "../route-tree";

// The Resource area (spec section 2, "floating bar management"): the sign-in page's configs. Route
// names carry their page ("sign-banner-list") since wallet and order pages have banner lists too;
// paths are the spec's (/resource/sign/banner-list).
const SIGN_BANNER_KEY = "sign-banner-list-all-right-btns";

/** The area's menu entry; its routes are this file's and its resource-*.ts parts'. */
export const RESOURCE_AREA: AreaHead = {
  name: "resource",
  path: "resource",
  title: { zh: "资源位管理", en: "Resource" },
  sort: 20,
  redirect: "sign",
};

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
    ],
  },
];
