export { BudgetList as default } from "~/features/market-tool/budget-list";
export { budgetListLoader as loader } from "~/features/market-tool/budget-list.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
