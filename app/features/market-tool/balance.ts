// Customers' wallets and points as the console shows them: one page shape, two kinds.
import { WALLET_CURRENCIES } from "./balance-rules";
import { formatMoney } from "./promo-money";

export interface BalanceKind {
  kind: "wallet" | "points";
  route: "wallet-manage" | "bonusPoints";
  key: string;
  /** the API's path segment: market/<api>/… */
  api: "wallet" | "points";
  /** wallets hold a currency; points accounts do not */
  currencies: readonly string[] | null;
}
export const WALLET_PAGE: BalanceKind = {
  kind: "wallet",
  route: "wallet-manage",
  key: "wallet-manage-all-right-btns",
  api: "wallet",
  currencies: WALLET_CURRENCIES,
};
export const POINTS_PAGE: BalanceKind = {
  kind: "points",
  route: "bonusPoints",
  key: "bonusPoints-all-right-btns",
  api: "points",
  currencies: null,
};

/** a new adjustment's "Continue" names the step it asks for, so pressing it with no customer ticked says so beside the picker */
export const STEP_PARAM = "step";

export interface Account {
  id: number;
  customer_id: number;
  customer_email: string;
  customer_name: string;
  site: string;
  currency?: string;
  /** an integer as text: minor units of the currency, or points */
  balance: string;
  updated_by: string;
  updated_at: string;
}
export interface LedgerRow {
  id: number;
  source: string;
  delta: string;
  balance_after: string;
  reason: string;
  created_by: string;
  created_at: string;
}
export interface Keyset<Row> {
  list: Row[];
  page_size: number;
  next: number | null;
  prev: number | null;
}

/** A balance or a change as shown: money with its currency ("GBP -25.50"), points as a number; a change keeps its sign ("GBP +25.50"). */
export function amountText(value: string, currency: string | undefined, signed = false): string {
  const plus = signed && !value.startsWith("-");
  if (!currency) return (plus ? "+" : "") + value;
  const text = formatMoney(value, currency);
  // the sign sits where formatAmount writes a minus: after the currency
  return plus ? text.replace(" ", " +") : text;
}
