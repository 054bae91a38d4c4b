// /market-tool/budget-detail without a record: the budgets list
export { budgetDetailIndexLoader as loader } from "~/features/market-tool/budget-detail.server";
