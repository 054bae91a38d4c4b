// /market-tool/budget-detail without a record: a pointer to the list
export { BudgetDetailIndex as default } from "~/features/market-tool/budget-detail";
export { budgetDetailIndexLoader as loader } from "~/features/market-tool/budget-detail.server";
export { ErrorBoundary } from "~/features/resource/route";
