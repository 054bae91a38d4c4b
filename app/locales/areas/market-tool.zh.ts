import type { marketToolEn } from "./market-tool.en";
import { marketToolBudgetZh } from "./market-tool-budget.zh";
import { marketToolCodesZh } from "./market-tool-codes.zh";
import { marketToolPromoZh } from "./market-tool-promo.zh";
import { marketToolTaskZh } from "./market-tool-task.zh";
import { marketToolTurnplateZh } from "./market-tool-turnplate.zh";
import { marketToolVoucherZh } from "./market-tool-voucher.zh";
import { marketToolWalletZh } from "./market-tool-wallet.zh";

// 中文文案：market-tool，每部分一个文件；并入 ../zh.ts。
export const marketToolZh: Record<keyof typeof marketToolEn, string> = {
  ...marketToolBudgetZh,
  ...marketToolCodesZh,
  ...marketToolPromoZh,
  ...marketToolVoucherZh,
  ...marketToolTurnplateZh,
  ...marketToolTaskZh,
  ...marketToolWalletZh,
};
