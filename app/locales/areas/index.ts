// Written by server/scripts/registries.mjs from the files in this folder: add a file, not a line here.
import { activityEventsEn } from "./activity-events.en";
import { activityEventsZh } from "./activity-events.zh";
import { activityFiguresEn } from "./activity-figures.en";
import { activityFiguresZh } from "./activity-figures.zh";
import { activityOffersEn } from "./activity-offers.en";
import { activityOffersZh } from "./activity-offers.zh";
import { activityRankingsEn } from "./activity-rankings.en";
import { activityRankingsZh } from "./activity-rankings.zh";
import { activityReachEn } from "./activity-reach.en";
import { activityReachZh } from "./activity-reach.zh";
import { goodsLabelsEn } from "./goods-labels.en";
import { goodsLabelsZh } from "./goods-labels.zh";
import { goodsMoreEn } from "./goods-more.en";
import { goodsMoreZh } from "./goods-more.zh";
import { goodsEn } from "./goods.en";
import { goodsZh } from "./goods.zh";
import { kindsEn } from "./kinds.en";
import { kindsZh } from "./kinds.zh";
import { marketToolBudgetEn } from "./market-tool-budget.en";
import { marketToolBudgetZh } from "./market-tool-budget.zh";
import { marketToolCodesEn } from "./market-tool-codes.en";
import { marketToolCodesZh } from "./market-tool-codes.zh";
import { marketToolPromoEn } from "./market-tool-promo.en";
import { marketToolPromoZh } from "./market-tool-promo.zh";
import { marketToolTaskEn } from "./market-tool-task.en";
import { marketToolTaskZh } from "./market-tool-task.zh";
import { marketToolTurnplateEn } from "./market-tool-turnplate.en";
import { marketToolTurnplateZh } from "./market-tool-turnplate.zh";
import { marketToolVoucherEn } from "./market-tool-voucher.en";
import { marketToolVoucherZh } from "./market-tool-voucher.zh";
import { marketToolWalletEn } from "./market-tool-wallet.en";
import { marketToolWalletZh } from "./market-tool-wallet.zh";
import { pageManagementEn } from "./page-management.en";
import { pageManagementZh } from "./page-management.zh";
import { resourceEn } from "./resource.en";
import { resourceZh } from "./resource.zh";
import { sharedFissionEn } from "./shared-fission.en";
import { sharedFissionZh } from "./shared-fission.zh";
import { systemContentEn } from "./system-content.en";
import { systemContentZh } from "./system-content.zh";
import { systemGeoEn } from "./system-geo.en";
import { systemGeoZh } from "./system-geo.zh";
import { systemMediaEn } from "./system-media.en";
import { systemMediaZh } from "./system-media.zh";
import { systemOptionTagsEn } from "./system-option-tags.en";
import { systemOptionTagsZh } from "./system-option-tags.zh";

/** Each file's strings by its name (app/lib/i18n.server.ts puts a file in the browser part its name starts with). */
export const AREA_CATALOG_FILES = [
  { name: "activity-events", en: activityEventsEn, zh: activityEventsZh },
  { name: "activity-figures", en: activityFiguresEn, zh: activityFiguresZh },
  { name: "activity-offers", en: activityOffersEn, zh: activityOffersZh },
  { name: "activity-rankings", en: activityRankingsEn, zh: activityRankingsZh },
  { name: "activity-reach", en: activityReachEn, zh: activityReachZh },
  { name: "goods-labels", en: goodsLabelsEn, zh: goodsLabelsZh },
  { name: "goods-more", en: goodsMoreEn, zh: goodsMoreZh },
  { name: "goods", en: goodsEn, zh: goodsZh },
  { name: "kinds", en: kindsEn, zh: kindsZh },
  { name: "market-tool-budget", en: marketToolBudgetEn, zh: marketToolBudgetZh },
  { name: "market-tool-codes", en: marketToolCodesEn, zh: marketToolCodesZh },
  { name: "market-tool-promo", en: marketToolPromoEn, zh: marketToolPromoZh },
  { name: "market-tool-task", en: marketToolTaskEn, zh: marketToolTaskZh },
  { name: "market-tool-turnplate", en: marketToolTurnplateEn, zh: marketToolTurnplateZh },
  { name: "market-tool-voucher", en: marketToolVoucherEn, zh: marketToolVoucherZh },
  { name: "market-tool-wallet", en: marketToolWalletEn, zh: marketToolWalletZh },
  { name: "page-management", en: pageManagementEn, zh: pageManagementZh },
  { name: "resource", en: resourceEn, zh: resourceZh },
  { name: "shared-fission", en: sharedFissionEn, zh: sharedFissionZh },
  { name: "system-content", en: systemContentEn, zh: systemContentZh },
  { name: "system-geo", en: systemGeoEn, zh: systemGeoZh },
  { name: "system-media", en: systemMediaEn, zh: systemMediaZh },
  { name: "system-option-tags", en: systemOptionTagsEn, zh: systemOptionTagsZh },
] as const;

/** Every area file's English strings, spread into ../en.ts. */
export const AREA_EN = {
  ...activityEventsEn,
  ...activityFiguresEn,
  ...activityOffersEn,
  ...activityRankingsEn,
  ...activityReachEn,
  ...goodsLabelsEn,
  ...goodsMoreEn,
  ...goodsEn,
  ...kindsEn,
  ...marketToolBudgetEn,
  ...marketToolCodesEn,
  ...marketToolPromoEn,
  ...marketToolTaskEn,
  ...marketToolTurnplateEn,
  ...marketToolVoucherEn,
  ...marketToolWalletEn,
  ...pageManagementEn,
  ...resourceEn,
  ...sharedFissionEn,
  ...systemContentEn,
  ...systemGeoEn,
  ...systemMediaEn,
  ...systemOptionTagsEn,
} as const;
/** Every area file's Chinese strings, spread into ../zh.ts. */
export const AREA_ZH = {
  ...activityEventsZh,
  ...activityFiguresZh,
  ...activityOffersZh,
  ...activityRankingsZh,
  ...activityReachZh,
  ...goodsLabelsZh,
  ...goodsMoreZh,
  ...goodsZh,
  ...kindsZh,
  ...marketToolBudgetZh,
  ...marketToolCodesZh,
  ...marketToolPromoZh,
  ...marketToolTaskZh,
  ...marketToolTurnplateZh,
  ...marketToolVoucherZh,
  ...marketToolWalletZh,
  ...pageManagementZh,
  ...resourceZh,
  ...sharedFissionZh,
  ...systemContentZh,
  ...systemGeoZh,
  ...systemMediaZh,
  ...systemOptionTagsZh,
};
