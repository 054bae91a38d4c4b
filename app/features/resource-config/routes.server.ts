import { orderBannerKind, productDetailBannerKind, signBannerKind, walletBannerKind } from "~/domain/kinds/banners";
import { indexPopupKind, signPopupKind, signRecommendKind } from "~/domain/kinds/popups";
import { kindRoutes } from "../resource/kind-routes.server";
import {
  detailAdScreen,
  indexPopupScreen,
  orderBannerScreen,
  signBannerScreen,
  signPopupScreen,
  signRecommendScreen,
  walletBannerScreen,
} from "./screens";

// each kind's loaders and actions (its list, and the form at its detail route), from its definition;
// flat names so route modules re-export them (a route module keeps no server code in the browser's bundle)
export const {
  listLoader: signBannerListLoader,
  listAction: signBannerListAction,
  formLoader: signBannerFormLoader,
  formAction: signBannerFormAction,
} = kindRoutes(signBannerKind, signBannerScreen);
export const {
  listLoader: walletBannerListLoader,
  listAction: walletBannerListAction,
  formLoader: walletBannerFormLoader,
  formAction: walletBannerFormAction,
} = kindRoutes(walletBannerKind, walletBannerScreen);
export const {
  listLoader: orderBannerListLoader,
  listAction: orderBannerListAction,
  formLoader: orderBannerFormLoader,
  formAction: orderBannerFormAction,
} = kindRoutes(orderBannerKind, orderBannerScreen);
export const {
  listLoader: detailAdListLoader,
  listAction: detailAdListAction,
  formLoader: detailAdFormLoader,
  formAction: detailAdFormAction,
} = kindRoutes(productDetailBannerKind, detailAdScreen);
export const {
  listLoader: signPopupListLoader,
  listAction: signPopupListAction,
  formLoader: signPopupFormLoader,
  formAction: signPopupFormAction,
} = kindRoutes(signPopupKind, signPopupScreen);
export const {
  listLoader: signRecommendListLoader,
  listAction: signRecommendListAction,
  formLoader: signRecommendFormLoader,
  formAction: signRecommendFormAction,
} = kindRoutes(signRecommendKind, signRecommendScreen);
export const {
  listLoader: indexPopupListLoader,
  listAction: indexPopupListAction,
  formLoader: indexPopupFormLoader,
  formAction: indexPopupFormAction,
} = kindRoutes(indexPopupKind, indexPopupScreen);
