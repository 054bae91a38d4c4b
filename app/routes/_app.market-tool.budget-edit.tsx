export { BudgetEditPage as default } from "~/features/market-tool/budget-edit";
export { budgetEditLoader as loader, budgetEditAction as action } from "~/features/market-tool/budget-edit.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
