export { BudgetList as default } from "~/features/market-tool/budget-list";
export { budgetListLoader as loader } from "~/features/market-tool/budget-list.server";
export { budgetCodesAction as action } from "~/features/market-tool/budget-codes.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
