import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { orUnavailable } from "~/lib/api.server";
import { requireIntent, requireRoute, type RouteContext } from "~/lib/auth.server";
import { ALL_SITES } from "~/lib/constants";
import { keepTypedThroughOutage, redirectWithToast, submitForm } from "~/lib/forms.server";
import { idParam, oneOf, PAGE_SIZES, readListQuery } from "~/lib/list-query";
import { amountText, STEP_PARAM, POINTS_PAGE, WALLET_PAGE, type Account, type BalanceKind, type Keyset, type LedgerRow } from "./balance";
import { pointsAdjustSchema, walletAdjustSchema } from "./balance-schema";
import { pickerData } from "../resource/pickers.server";
import type { PickerData } from "../resource/picker-values";
import type { PickRow } from "../resource/pickers";
import { PICK_PARAM } from "../resource/PickerField";
import { marketApi } from "./market-api.server";

// wallet-manage and bonusPoints: accounts searched by customer, site (and currency), keyset pages;
// `?account=<id>` opens one account over the list with its ledger (keyset: ledger_after /
// ledger_before) and the adjustment form; `?adjust=new` opens the form for any customer in two steps
// (issue 41 §6): first the customer is picked from a search (`customer_id_q`, `pick`), then
// `?adjust=new&customer_id=<id>` opens the form with that customer — name, e-mail and site shown —
// fixed, and a wallet's currencies those of the customer's site, its own first.
export type BalanceData = {
  accounts: Keyset<Account>;
  filters: Record<string, string | undefined>;
  filtered: boolean;
  atStart: boolean;
  account: Account | null;
  ledger: Keyset<LedgerRow> | null;
  adjusting: boolean;
  canAdjust: boolean;
  /** a new adjustment's first step: the customer picker */
  customerPicker?: PickerData;
  /** a new adjustment's customer, once picked */
  customer?: PickRow;
  /** the picked customer's site's currencies, its own first (wallets) */
  customerCurrencies?: string[];
  /** "Continue" was pressed with no customer ticked */
  customerMissing?: boolean;
};

/** A new adjustment's customer: picked (and found) and not being searched again, or the picker's lists. */
async function newAdjustment(
  ctx: RouteContext,
  k: BalanceKind,
  url: URL,
): Promise<Pick<BalanceData, "customerPicker" | "customer" | "customerCurrencies" | "customerMissing">> {
  const picked = idParam(url, "customer_id");
  // only "Continue" moves on: Enter in the search box searches again, keeping the tick
  if (picked && url.searchParams.get(STEP_PARAM) === "form" && !url.searchParams.has(PICK_PARAM)) {
    const {
      list: [customer],
    } = await marketApi(ctx.api).customers({ ids: String(picked) });
    if (customer) {
      if (!k.currencies) return { customer };
      const { site_currencies } = await marketApi(ctx.api).siteCurrencies();
      return { customer, customerCurrencies: site_currencies[customer.site] ?? [] };
    }
  }
  return {
    customerPicker: await pickerData(ctx, "customer", "", url, "customer_id", picked ?? undefined),
    customerMissing: !picked && url.searchParams.get(STEP_PARAM) === "form",
  };
}

const customer = (v: string) => v.length <= 254;

function balanceLoader(k: BalanceKind) {
  return orUnavailable(async ({ request }: LoaderFunctionArgs): Promise<BalanceData> => {
    const ctx = await requireRoute(request, k.route);
    const url = new URL(request.url);
    const { filters } = readListQuery(url, {
      customer,
      site: oneOf(ALL_SITES),
      ...(k.currencies ? { currency: oneOf(k.currencies) } : {}),
      page_size: oneOf(PAGE_SIZES.map(String)),
    } as Record<string, (v: string) => boolean>);
    const after = idParam(url, "after");
    const before = after ? null : idParam(url, "before");
    const accountId = idParam(url, "account");
    const ledgerAfter = idParam(url, "ledger_after");
    const ledgerBefore = ledgerAfter ? null : idParam(url, "ledger_before");
    const api = marketApi(ctx.api).balance(k);
    const [accounts, account, ledger] = await Promise.all([
      api.accounts({ ...filters, after: after ?? undefined, before: before ?? undefined }),
      accountId ? api.account(accountId).catch(() => null) : null,
      accountId
        ? api
            .ledger({
              account_id: accountId,
              after: ledgerAfter ?? undefined,
              before: ledgerBefore ?? undefined,
            })
            .catch(() => null)
        : null,
    ]);
    const canAdjust = ctx.can(k.key);
    const adjustNew = canAdjust && !account && url.searchParams.get("adjust") === "new";
    return {
      ...(adjustNew ? await newAdjustment(ctx, k, url) : {}),
      accounts,
      filters,
      filtered: Object.keys(filters).some((f) => f !== "page_size"),
      atStart: !after && !before,
      account,
      ledger,
      adjusting: canAdjust && (Boolean(account) || url.searchParams.get("adjust") === "new"),
      canAdjust,
    };
  });
}

function balanceAction(k: BalanceKind) {
  const schema = k.currencies ? walletAdjustSchema : pointsAdjustSchema;
  return keepTypedThroughOutage(schema, async ({ request }: ActionFunctionArgs) => {
    const ctx = await requireIntent(request, k.route, ["adjust"]);
    const res = await submitForm(ctx.form, schema, (v, save) => marketApi(ctx.api).balance(k).adjust(v, save));
    if (!res.ok) return res.failure;
    const { account, entry } = res.value;
    const url = new URL(request.url);
    url.searchParams.delete("adjust");
    url.searchParams.delete("ledger_after");
    url.searchParams.delete("ledger_before");
    url.searchParams.set("account", String(account.id));
    return redirectWithToast(
      request,
      `${url.pathname}?${url.searchParams}`,
      k.kind === "wallet" ? "balance.wallet.done" : "balance.points.done",
      "success",
      {
        name: `${account.customer_email} ${amountText(entry.delta, account.currency, true)} → ${amountText(account.balance, account.currency)}`,
      },
    );
  });
}

export const walletLoader = balanceLoader(WALLET_PAGE);
export const walletAction = balanceAction(WALLET_PAGE);
export const pointsLoader = balanceLoader(POINTS_PAGE);
export const pointsAction = balanceAction(POINTS_PAGE);
