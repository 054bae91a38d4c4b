import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { orUnavailable } from "~/lib/api.server";
import { requireIntent, requireRoute } from "~/lib/auth.server";
import { ALL_SITES } from "~/lib/constants";
import { keepTypedThroughOutage, redirectWithToast, submitForm } from "~/lib/forms.server";
import { idParam, oneOf, PAGE_SIZES, readListQuery } from "~/lib/list-query";
import { amountText, POINTS_PAGE, WALLET_PAGE, type Account, type BalanceKind, type Keyset, type LedgerRow } from "./balance";
import { pointsAdjustSchema, walletAdjustSchema } from "./balance-schema";

// wallet-manage and bonusPoints: accounts searched by customer, site (and currency), keyset pages;
// `?account=<id>` opens one account over the list with its ledger (keyset: ledger_after /
// ledger_before) and the adjustment form; `?adjust=new` opens the form for any customer.
export type BalanceData = {
  accounts: Keyset<Account>;
  filters: Record<string, string | undefined>;
  filtered: boolean;
  atStart: boolean;
  account: Account | null;
  ledger: Keyset<LedgerRow> | null;
  adjusting: boolean;
  canAdjust: boolean;
};

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
    const [accounts, account, ledger] = await Promise.all([
      ctx.api.get<Keyset<Account>>(`market/${k.api}/accounts`, { ...filters, after: after ?? undefined, before: before ?? undefined }),
      accountId ? ctx.api.get<Account>(`market/${k.api}/account/${accountId}`).catch(() => null) : null,
      accountId
        ? ctx.api
            .get<Keyset<LedgerRow>>(`market/${k.api}/ledger`, {
              account_id: accountId,
              after: ledgerAfter ?? undefined,
              before: ledgerBefore ?? undefined,
            })
            .catch(() => null)
        : null,
    ]);
    const canAdjust = ctx.can(k.key);
    return {
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
    const res = await submitForm(ctx.form, schema, (v, save) =>
      ctx.api.post<{ account: Account; entry: LedgerRow }>(`market/${k.api}/adjust`, v, save),
    );
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
