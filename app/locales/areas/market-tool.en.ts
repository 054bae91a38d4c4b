import { marketToolBudgetEn } from "./market-tool-budget.en";
import { marketToolCodesEn } from "./market-tool-codes.en";
import { marketToolPromoEn } from "./market-tool-promo.en";
import { marketToolTaskEn } from "./market-tool-task.en";
import { marketToolTurnplateEn } from "./market-tool-turnplate.en";
import { marketToolVoucherEn } from "./market-tool-voucher.en";
import { marketToolWalletEn } from "./market-tool-wallet.en";

// English strings of the market-tool screens, one file per part; spread into ../en.ts.
export const marketToolEn = {
  ...marketToolBudgetEn,
  ...marketToolCodesEn,
  ...marketToolPromoEn,
  ...marketToolVoucherEn,
  ...marketToolTurnplateEn,
  ...marketToolTaskEn,
  ...marketToolWalletEn,
} as const;
