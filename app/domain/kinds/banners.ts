import type { SlotRule } from "../resource/slots";
import { resourceConfigKind, type ConfigSpec } from "./resource-config";

/**
 * The storefront pages' banner carousels (spec: /resource/{sign,wallet,order}/banner-list,
 * /resource/merchant/detail-advertisement-list; resource/{type}/banner/config/*): one kind per page
 * type, alike but for names and paths. A banner's priority is its place in the carousel, so two
 * enabled banners at one priority for one customer on the same days claim the same slot.
 */
const BANNER_SLOT: SlotRule = { on: "enable", same: ["priority"] };

const banner = (
  type: string,
  names: { entity: string; en: string; zh: string; route: string; formRoute: string; text: string },
  pieces?: ConfigSpec<never>["pieces"],
) =>
  resourceConfigKind({
    entity: names.entity,
    noun: { en: names.en, zh: names.zh },
    route: names.route,
    formRoute: names.formRoute,
    table: `${names.entity}s`,
    api: {
      list: `/api/resource/${type}/banner/config/paginate`,
      one: `/api/resource/${type}/banner/config`,
      show: `/api/resource/${type}/banner/config/show/{id}`,
      status: `/api/resource/${type}/banner/config`,
      transitions: "each",
      log: `/api/resource/${type}/banner/config_log/paginate`,
    },
    text: names.text,
    slot: BANNER_SLOT,
    // a carousel across the phone, inside the page's 16-pixel margins
    storefront: { width: 343, height: 128 },
    pieces,
  });

export const signBannerKind = banner(
  "sign",
  {
    entity: "sign_banner",
    en: "Sign-in page banner",
    zh: "签到页横幅",
    route: "sign-banner-list",
    formRoute: "sign-banner-detail",
    text: "banner",
  },
  // the shape's pieces shown on one kind (issue 36 §2; sign_banners_order, migration 346, serves the keyset pages)
  { keyset: true, hardDelete: true, readOnlyDetail: true },
);

export const walletBannerKind = banner("wallet", {
  entity: "wallet_banner",
  en: "Wallet page banner",
  zh: "钱包页横幅",
  route: "wallet-banner-list",
  formRoute: "wallet-banner-detail",
  text: "walletBanner",
});

export const orderBannerKind = banner("order", {
  entity: "order_banner",
  en: "Order page banner",
  zh: "订单页横幅",
  route: "order-banner-list",
  formRoute: "order-banner-detail",
  text: "orderBanner",
});

// the spec lists no log path for the product_detail banner config; it gets the one its siblings have
// (config_log/paginate), since every edited entity keeps a change log
export const productDetailBannerKind = banner("product_detail", {
  entity: "product_detail_banner",
  en: "Product detail advertisement",
  zh: "商详页广告",
  route: "detail-advertisement-list",
  formRoute: "detail-advertisement-detail",
  text: "detailAd",
});
