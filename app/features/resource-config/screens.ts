import { orderBannerKind, productDetailBannerKind, signBannerKind, walletBannerKind } from "~/domain/kinds/banners";
import { indexPopupKind, signPopupKind, signRecommendKind } from "~/domain/kinds/popups";
import { configScreen } from "./config-screen";

// each kind's screen, from its one definition (app/domain/kinds)
export const signBannerScreen = configScreen(signBannerKind);
export const walletBannerScreen = configScreen(walletBannerKind);
export const orderBannerScreen = configScreen(orderBannerKind);
export const detailAdScreen = configScreen(productDetailBannerKind);
// ── issue 38: popups and recommends ──
export const signPopupScreen = configScreen(signPopupKind);
export const signRecommendScreen = configScreen(signRecommendKind);
export const indexPopupScreen = configScreen(indexPopupKind);
