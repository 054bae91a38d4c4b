export { BudgetDetailPage as default } from "~/features/market-tool/budget-detail";
export { budgetDetailLoader as loader, budgetDetailAction as action } from "~/features/market-tool/budget-detail.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
