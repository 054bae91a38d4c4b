import { useLoaderData, useLocation } from "@remix-run/react";
import { BlockStack, FormLayout, InlineStack, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { ALL_SITES } from "~/lib/constants";
import { useT } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { siteName } from "~/lib/sites";
import { formatUsWest } from "~/lib/time";
import { withParams } from "~/lib/url";
import { TwoLines } from "~/ui/cells";
import { ENHANCE } from "~/ui/enhance";
import { FilterBar } from "~/ui/FilterBar";
import { SelectInput, TextInput } from "~/ui/fields";
import { FilterSelect, FilterText } from "~/ui/filters";
import { KeysetTable } from "~/ui/KeysetTable";
import { UnavailableListPage } from "~/ui/ListPage";
import { EmptyList } from "~/ui/ListTable";
import { PageShell } from "~/ui/PageShell";
import { RecordForm } from "~/ui/RecordForm";
import { amountText, POINTS_PAGE, WALLET_PAGE, type Account, type BalanceKind, type LedgerRow } from "./balance";
import { DIRECTIONS, POINTS_ADJUST_MAX, REASON_MAX, WALLET_ADJUST_MAX_TEXT } from "./balance-rules";
import type { BalanceData } from "./balance.server";
import { CustomerStep, PickedCustomer } from "./balance-customer";
import type { PickRow } from "../resource/pickers";
import { ActionText } from "~/ui/action-text";

// wallet-manage and bonusPoints: one page, two kinds. The accounts (filters and cursor in the URL),
// one account over them with its ledger (?account=<id>), and the adjustment form for those who hold
// the list's key (a plain form post; works without JavaScript). A new adjustment first picks its
// customer (balance-customer.tsx); the form then holds that customer fixed.

function AdjustForm({
  k,
  account,
  customer,
  currencies,
}: {
  k: BalanceKind;
  account: Account | null;
  /** a new adjustment's picked customer */
  customer?: PickRow;
  /** the picked customer's site's currencies, its own first */
  currencies?: string[];
}) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const p = `balance.${k.kind}`;
  const offered = currencies ?? [];
  return (
    <RecordForm
      id={`${k.kind}-adjust-${account?.id ?? "new"}`}
      intent="adjust"
      title={account ? t(`${p}.adjustOf`, { name: account.customer_email }) : t(`${p}.adjustNew`)}
      validator={() => import("./balance-validators").then((m) => m.balanceValidators[k.kind])}
      closeTo={withParams(search, { adjust: null, customer_id: null, customer_id_q: null, pick: null }, pathname)}
      hidden={
        account
          ? { customer_id: account.customer_id, ...(k.currencies ? { currency: account.currency } : {}) }
          : { customer_id: customer?.id }
      }
      defaultValue={{ direction: "credit", currency: offered[0] ?? "", amount: "", reason: "" }}
      render={(f) => (
        <FormLayout>
          {account || !customer ? null : <PickedCustomer customer={customer} />}
          {account || !k.currencies ? null : (
            <SelectInput
              field={f.currency}
              label={customer ? t("balance.currencyOfSite", { site: siteName(t, customer.site) }) : t("balance.currency")}
              options={offered.length ? offered.map((c) => ({ value: c, label: c })) : [{ value: "", label: t("money.currency.none") }]}
            />
          )}
          <FormLayout.Group>
            <SelectInput
              field={f.direction}
              label={t("balance.direction")}
              options={DIRECTIONS.map((d) => ({ value: d, label: t(`${p}.${d}`) }))}
            />
            <TextInput
              field={f.amount}
              label={t(`${p}.amount`)}
              inputMode={k.currencies ? "decimal" : "numeric"}
              suffix={account?.currency}
              helpText={
                k.currencies
                  ? t("balance.wallet.amount.help", { max: WALLET_ADJUST_MAX_TEXT })
                  : t("balance.points.amount.help", { max: POINTS_ADJUST_MAX })
              }
            />
          </FormLayout.Group>
          <TextInput field={f.reason} label={t("balance.reason")} multiline={2} helpText={t("balance.reason.help", { max: REASON_MAX })} />
        </FormLayout>
      )}
    />
  );
}

function AccountView({ k, account, ledger }: { k: BalanceKind; account: Account; ledger: BalanceData["ledger"] }) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const cur = account.currency;
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center">
          <Text as="h2" variant="headingMd">
            <span data-testid="account-title">
              {t(`balance.${k.kind}.accountOf`, { name: `${account.customer_email} (#${account.customer_id})` })}
            </span>
          </Text>
          <a href={withParams(search, { account: null, ledger_after: null, ledger_before: null, adjust: null }, pathname)} {...ENHANCE}>
            {t("common.close")}
          </a>
        </InlineStack>
        <Text as="p">
          {siteName(t, account.site)} · {t("balance.balance")}:{" "}
          <strong data-testid="account-balance">{amountText(account.balance, cur)}</strong>
        </Text>
        {ledger && ledger.list.length ? (
          <KeysetTable<LedgerRow>
            label={t("balance.ledger")}
            testId="ledger"
            page={ledger}
            cursor={{ after: "ledger_after", before: "ledger_before" }}
            columns={[
              [t("balance.when"), (r) => formatUsWest(r.created_at)],
              [t("balance.source"), (r) => t(`balance.source.${r.source}`)],
              [t("balance.change"), (r) => amountText(r.delta, cur, true)],
              [t("balance.after"), (r) => amountText(r.balance_after, cur)],
              [t("balance.reason"), (r) => r.reason],
              [t("balance.by"), (r) => r.created_by],
            ]}
          />
        ) : (
          <Text as="p" tone="subdued">
            {t("balance.ledgerEmpty")}
          </Text>
        )}
      </BlockStack>
    </Card>
  );
}

function BalancePage({ k }: { k: BalanceKind }) {
  const loaded = useLoaderData() as BalanceData | { unavailable: true };
  const { t, locale } = useT();
  const { search, pathname } = useLocation();
  if ("unavailable" in loaded) return <UnavailableListPage route={k.route} />;
  const { accounts, filters, filtered, account, ledger, adjusting, canAdjust, customerPicker, customer, customerCurrencies } = loaded;
  const p = `balance.${k.kind}`;
  const open = (id: number) => withParams(search, { account: id, adjust: null, ledger_after: null, ledger_before: null }, pathname);
  return (
    <PageShell
      title={routeByName(k.route)!.title[locale]}
      primaryAction={
        canAdjust ? { content: t(`${p}.adjustNew`), url: withParams(search, { adjust: "new", account: null }, pathname) } : undefined
      }
    >
      {account ? <AccountView k={k} account={account} ledger={ledger} /> : null}
      {adjusting && customerPicker ? <CustomerStep k={k} picker={customerPicker} missing={loaded.customerMissing} /> : null}
      {adjusting && !customerPicker ? <AdjustForm k={k} account={account} customer={customer} currencies={customerCurrencies} /> : null}
      <FilterBar>
        <FilterText name="customer" label={t("balance.customerFilter")} defaultValue={filters.customer} />
        <FilterSelect
          name="site"
          label={t("common.site")}
          defaultValue={filters.site}
          options={ALL_SITES.map((s) => ({ value: s, label: siteName(t, s) }))}
        />
        {k.currencies ? (
          <FilterSelect
            name="currency"
            label={t("balance.currency")}
            defaultValue={filters.currency}
            options={k.currencies.map((c) => ({ value: c, label: c }))}
          />
        ) : null}
        {filters.page_size ? <input type="hidden" name="page_size" value={filters.page_size} /> : null}
      </FilterBar>
      {accounts.list.length === 0 ? (
        <EmptyList
          filtered={filtered}
          clearHref={filters.page_size ? `${pathname}?page_size=${filters.page_size}` : pathname}
          none={t(`${p}.empty`)}
        />
      ) : (
        <KeysetTable<Account>
          label={t(`${p}.table`)}
          testId="accounts"
          page={accounts}
          sizes
          columns={[
            [t("balance.customer"), (r) => <TwoLines strong first={r.customer_email} second={`#${r.customer_id} ${r.customer_name}`} />],
            [t("common.site"), (r) => siteName(t, r.site)],
            [t("balance.balance"), (r) => amountText(r.balance, r.currency)],
            [t("common.updatedAt"), (r) => formatUsWest(r.updated_at)],
            [
              t("common.actions"),
              (r) => (
                <a href={open(r.id)} data-testid={`open-${r.id}`} {...ENHANCE}>
                  <ActionText text={canAdjust ? t(`${p}.openAdjust`) : t(`${p}.open`)} row={r.customer_email} />
                </a>
              ),
            ],
          ]}
        />
      )}
      <Text as="p" tone="subdued">
        {t("common.timezone")}
      </Text>
    </PageShell>
  );
}

export const WalletPage = () => <BalancePage k={WALLET_PAGE} />;
export const PointsPage = () => <BalancePage k={POINTS_PAGE} />;
