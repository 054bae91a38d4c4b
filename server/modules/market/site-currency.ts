import { endpoint } from "../../http/router";
import { BUDGET_ROUTES } from "../../../app/features/market-tool/budget-keys";
import { siteCurrencyMap } from "../config/site-currencies";

/**
 * GET market/site_currencies (no parameters; not one of the spec's calls): each site's currencies, its
 * own first, so the money forms of the market tool and budgets offer the chosen site's only and
 * preselect its own. Read by whoever opens one of those forms' lists.
 */
export const siteCurrenciesEndpoint = endpoint({
  method: "GET",
  path: "/api/market/site_currencies",
  access: { any: ["discountList", "voucher-list", "wallet-manage", "shopping-cart-manager", BUDGET_ROUTES.list, BUDGET_ROUTES.detail] },
  handler: async ({ db }) => ({ site_currencies: await siteCurrencyMap(db) }),
});
