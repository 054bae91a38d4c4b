// Written by server/scripts/registries.mjs from the files in this folder: add a file, not a line here.
import type { ConfigSeedRow } from "../seed-resource-configs";
import { indexPopupsSeed } from "./index_popups";
import { orderBannersSeed } from "./order_banners";
import { productDetailBannersSeed } from "./product_detail_banners";
import { shareConfigsSeed } from "./share_configs";
import { signBannersSeed } from "./sign_banners";
import { signPopupsSeed } from "./sign_popups";
import { signRecommendsSeed } from "./sign_recommends";
import { walletBannersSeed } from "./wallet_banners";

/** Each table's demo records, by the name of its file. */
export const CONFIG_SEED: Record<string, ConfigSeedRow[]> = {
  index_popups: indexPopupsSeed,
  order_banners: orderBannersSeed,
  product_detail_banners: productDetailBannersSeed,
  share_configs: shareConfigsSeed,
  sign_banners: signBannersSeed,
  sign_popups: signPopupsSeed,
  sign_recommends: signRecommendsSeed,
  wallet_banners: walletBannersSeed,
};
