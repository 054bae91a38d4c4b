import { resourceConfigKind } from "./resource-config";

/**
 * The storefront's popups and the sign-in page's recommends (spec: /resource/sign/popup-list,
 * recommend-list, /resource/popupList/popupList-setting; popups/configs/*, recommends/configs/*,
 * index/popup/config/*). A popup covers the page, so one at a time per customer: any two live popups
 * of a kind for one site, language and audience on the same days claim one slot. Recommends are a
 * row of tiles whose priority is the position, like banners.
 */
export const signPopupKind = resourceConfigKind({
  entity: "sign_popup",
  noun: { en: "Sign-in page popup", zh: "签到页弹窗" },
  route: "sign-popup-list",
  formRoute: "sign-popup-detail",
  table: "sign_popups",
  api: {
    list: "/api/popups/configs/paginate",
    one: "/api/popups/configs",
    show: "/api/popups/configs/show/{id}",
    status: "/api/popups/configs",
    transitions: "each",
    log: "/api/popups/config_logs/paginate",
  },
  text: "signPopup",
  slot: { on: "enable", same: [] },
  // a popup over the page's middle
  storefront: { width: 300, height: 400 },
});

// the spec names no log path for recommends; theirs follows the popups' (recommends/config_logs/paginate)
export const signRecommendKind = resourceConfigKind({
  entity: "sign_recommend",
  noun: { en: "Sign-in page recommend", zh: "签到页推荐位" },
  route: "sign-recommend-list",
  formRoute: "sign-recommend-detail",
  table: "sign_recommends",
  api: {
    list: "/api/recommends/configs/paginate",
    one: "/api/recommends/configs",
    show: "/api/recommends/configs/show/{id}",
    status: "/api/recommends/configs",
    transitions: "each",
    log: "/api/recommends/config_logs/paginate",
  },
  text: "signRecommend",
  slot: { on: "enable", same: ["priority"] },
  // one tile of a row of two
  storefront: { width: 164, height: 164 },
});

export const indexPopupKind = resourceConfigKind({
  entity: "index_popup",
  noun: { en: "Home page popup", zh: "首页弹窗" },
  route: "popupList-setting",
  formRoute: "popupList-edit",
  table: "index_popups",
  api: {
    list: "/api/index/popup/config/paginate",
    one: "/api/index/popup/config",
    show: "/api/index/popup/config/show/{id}",
    status: "/api/index/popup/config",
    transitions: "each",
    log: "/api/index/popup/config_log/paginate",
  },
  text: "indexPopup",
  slot: { on: "enable", same: [] },
  // a popup over the page's middle
  storefront: { width: 300, height: 400 },
});
