// The special offer as the console shows it; shared by its list, form and detail screens.
import { formatAmount } from "~/domain/money";
import type { T } from "~/lib/i18n";
import { nameAtSite, siteName } from "~/lib/sites";

export const LIST_ROUTE = "full-gift-redemption-list";
export const EDIT_ROUTE = "full-gift-redemption-edit";
export const DETAIL_ROUTE = "full-gift-redemption-detail";

export interface SpecialOffer {
  id: number;
  name: string;
  site: string;
  currency: string;
  /** exact decimal text, e.g. "49.00" */
  threshold: string;
  redeem_limit: number;
  start_at: string;
  end_at: string;
  status: "online" | "offline";
  description: string;
  products_count: number;
  version: number;
  updated_by: string;
  updated_at: string;
}

export interface OfferProduct {
  id: number;
  product_code: string;
  product_name: string;
  category: string;
  original_price: string;
  redeem_price: string;
  stock: number;
  sort: number;
  version: number;
  updated_by: string;
  updated_at: string;
}

/** An amount with its currency, from the API's exact text: "USD 49.00", "JPY 4,900" (app/domain/money.ts). */
export const money = (currency: string, amount: string) => formatAmount(currency, amount);

export const detailUrl = (id: number) => `/activity/${DETAIL_ROUTE}?id=${id}`;
export const editUrl = (id: number) => `/activity/${EDIT_ROUTE}?type=edit&id=${id}`;
export const CREATE_URL = `/activity/${EDIT_ROUTE}?type=create`;

/** "Spend $49… (United States)": the offer as headings, toasts and confirmations name it. */
export const offerName = (o: Pick<SpecialOffer, "name" | "site">, t: T) => nameAtSite(t, o.name, o.site);

export const siteOption = (t: T) => (v: string) => siteName(t, v);
