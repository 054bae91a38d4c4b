// Written by server/scripts/registries.mjs from the files in this folder: add a file, not a line here.
import type { KindDef } from "./kind";
import { appVersionKind } from "./app-version";
import { signBannerKind, walletBannerKind, orderBannerKind, productDetailBannerKind } from "./banners";
import { codFeeKind } from "./cod-fee";
import { currencyKind } from "./currency";
import { exchangeRateKind } from "./exchange-rate";
import { floatingRegisterKind, floatingConfigKind } from "./floating-bars";
import { hotWordKind } from "./hot-word";
import { integralRuleKind } from "./integral-rule";
import { newcomerKind, cartKind } from "./newcomer-cart";
import { openingAdKind } from "./opening-ad";
import { signPopupKind, signRecommendKind, indexPopupKind } from "./popups";
import { rankingKind } from "./ranking";
import { reachKind } from "./reach";
import { shareConfigKind } from "./share-config";
import { tagKind } from "./tag";
import { turnplateKind } from "./turnplate";

/** Every kind declared in this folder. */
export const KINDS: readonly KindDef[] = [
  appVersionKind,
  signBannerKind,
  walletBannerKind,
  orderBannerKind,
  productDetailBannerKind,
  codFeeKind,
  currencyKind,
  exchangeRateKind,
  floatingRegisterKind,
  floatingConfigKind,
  hotWordKind,
  integralRuleKind,
  newcomerKind,
  cartKind,
  openingAdKind,
  signPopupKind,
  signRecommendKind,
  indexPopupKind,
  rankingKind,
  reachKind,
  shareConfigKind,
  tagKind,
  turnplateKind,
];
