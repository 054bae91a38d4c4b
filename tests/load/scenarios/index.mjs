// The areas the load test exercises. An area added to the console adds its module here: an
// `area` name, the demo `username` that may use it, an optional `setup(ctx)`, and weighted
// `actions` — async (vu, ctx) => void — built from vu.page / vu.data / vu.submit.
import activityEvents from "./activity-events.mjs";
import activityOffers from "./activity-offers.mjs";
import goodsMore from "./goods-more.mjs";
import marketBudget from "./market-budget.mjs";
import marketTurnplate from "./market-turnplate.mjs";
import marketToolTask from "./market-tool-task.mjs";
import marketWallet from "./market-wallet.mjs";
import pageManagementTopProducts from "./page-management-top-products.mjs";
import system from "./system.mjs";

export const scenarios = [
  system,
  activityOffers,
  activityEvents,
  marketBudget,
  marketTurnplate,
  marketToolTask,
  goodsMore,
  marketWallet,
  pageManagementTopProducts,
];
