import type { Api } from "~/lib/api.server";

/** Each site's currencies, its own first: what a money form's currency offers for the chosen site (issue 41 §2). */
export async function loadSiteCurrencies(api: Api): Promise<{ site_currencies: Record<string, string[]> }> {
  return api.get<{ site_currencies: Record<string, string[]> }>("market/site_currencies");
}
