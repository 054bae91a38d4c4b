import * as z from "zod";
import { writeBatch } from "../../resources/write";
import {
  adjusted,
  customerFilter,
  DIRECTIONS,
  POINTS_ADJUST_MAX,
  REASON_MAX,
  WALLET_ADJUST_MAX_MINOR,
  WALLET_ADJUST_MAX_TEXT,
  WALLET_CURRENCIES,
} from "../../../app/features/market-tool/balance-rules";
import { formatMoney, toMinor } from "../../../app/features/market-tool/promo-money";
import type { Queryable } from "../../db/client";
import { ApiError, notFound } from "../../http/errors";
import { idField, positiveId, text, singleLine } from "../../http/list";
import { endpoint, type Endpoint } from "../../http/router";
import { logEndpoint } from "../../resources/logs";
import { siteAbbr } from "../config/schemas";
import { keysetPage } from "../goods/keyset";
import { customerPickerEndpoint } from "./customer-picker";
import { refuseForeignCurrency } from "../config/site-currencies";

// Customers' balances kept as a ledger: store-credit wallets (wallet-manage; one per customer and
// currency, exact minor units) and points (bonusPoints; one account per customer). Both are one
// shape, declared twice below: accounts searched by customer and site (keyset pages, no count), one
// account's ledger (keyset pages), and an adjustment — a credit or a debit with a reason — that locks
// the account, refuses to go below zero (409), and writes the balance, one ledger row and one audit
// row in one transaction. A repeated Idempotency-Key gets the first answer (the router's idempotency).

interface BalanceKind {
  /** audit entity, and the API's path segment */
  entity: "wallet" | "points";
  noun: { en: string; zh: string };
  route: string;
  key: string;
  accounts: string;
  ledger: string;
  /** wallets hold a currency; points accounts do not */
  currency: boolean;
}

export const WALLET: BalanceKind = {
  entity: "wallet",
  noun: { en: "Wallet", zh: "钱包" },
  route: "wallet-manage",
  key: "wallet-manage-all-right-btns",
  accounts: "wallets",
  ledger: "wallet_ledger",
  currency: true,
};
export const POINTS: BalanceKind = {
  entity: "points",
  noun: { en: "Points account", zh: "积分账户" },
  route: "bonusPoints",
  key: "bonusPoints-all-right-btns",
  accounts: "points_accounts",
  ledger: "points_ledger",
  currency: false,
};

const pageSize = z.coerce.number().int().min(1).max(100, "page_size must be at most 100").default(20);
const currency = z.enum(WALLET_CURRENCIES, { error: `must be one of ${WALLET_CURRENCIES.join(", ")}` });
const reason = text(REASON_MAX).pipe(z.string().min(1, "is required"));
const direction = z.enum(DIRECTIONS, { error: "must be credit or debit" });

type AccountsQuery = { customer?: string; site?: string; currency?: string; after?: number; before?: number; page_size: number };
const accountsQuery = (k: BalanceKind): z.ZodType<AccountsQuery> =>
  z
    .strictObject({
      /** a customer id, or the start of their e-mail address (any case) */
      customer: singleLine(254).pipe(z.string().min(1)).optional(),
      site: siteAbbr.optional(),
      after: positiveId.optional(),
      before: positiveId.optional(),
      page_size: pageSize,
    })
    .extend(k.currency ? { currency: currency.optional() } : {}) as z.ZodType<AccountsQuery>;
const ledgerQuery = z.strictObject({
  account_id: positiveId,
  after: positiveId.optional(),
  before: positiveId.optional(),
  page_size: pageSize,
});

export const walletAdjustBody = z.strictObject({
  customer_id: idField,
  currency,
  direction,
  /** in the currency, as text ("12.50"): 0.01 to 100000.00, no more decimals than the currency has */
  amount: z.string({ error: "must be an amount such as 12.50" }).trim(),
  reason,
});
export const pointsAdjustBody = z.strictObject({
  customer_id: idField,
  direction,
  amount: z
    .number({ error: "must be a whole number of points" })
    .int("must be a whole number of points")
    .min(1, "must be at least 1")
    .max(POINTS_ADJUST_MAX, `must be at most ${POINTS_ADJUST_MAX}`),
  reason,
});
type AdjustBody = { customer_id: number; currency?: string; direction: "credit" | "debit"; amount: string | number; reason: string };

const accountSelect = (k: BalanceKind) =>
  `a.id, a.customer_id, c.email as customer_email, trim(c.first_name || ' ' || c.last_name) as customer_name, a.site_abbr as site,
   ${k.currency ? "a.currency," : ""} a.balance::text as balance, a.version, a.updated_by, a.created_at, a.updated_at`;
const accountFrom = (k: BalanceKind) => `${k.accounts} a join customers c on c.id = a.customer_id`;

async function loadAccount(q: Queryable, k: BalanceKind, id: number) {
  const [row] = await q.query<Record<string, unknown>>(`select ${accountSelect(k)} from ${accountFrom(k)} where a.id = $1`, [id]);
  if (!row) throw notFound(k.noun.en, k.noun.zh);
  return row;
}

const fieldError = (status: number, field: string, en: string, zh: string) => new ApiError(status, en, { errors: { [field]: [en] } }, zh);

/** One adjustment, in the caller's transaction: the account row is locked before its balance is read. */
export async function adjust(q: Queryable, k: BalanceKind, b: AdjustBody, actor: string, source = "staff") {
  let amount: number;
  if (k.currency) {
    const minor = toMinor(String(b.amount), b.currency!);
    if (minor === null || minor < 1 || minor > WALLET_ADJUST_MAX_MINOR) {
      throw fieldError(
        422,
        "amount",
        `must be an amount from 0.01 to ${WALLET_ADJUST_MAX_TEXT} ${b.currency}`,
        `金额须在 0.01 至 ${WALLET_ADJUST_MAX_TEXT} ${b.currency} 之间`,
      );
    }
    amount = minor;
  } else amount = Number(b.amount);
  const [customer] = await q.query<{ id: number; site_abbr: string; email: string }>(
    "select id, site_abbr, email from customers where id = $1",
    [b.customer_id],
  );
  if (!customer) throw fieldError(422, "customer_id", "no customer has this id", "没有该 ID 的客户");
  // money is credited only in a currency the customer's site prices in; a debit may still empty a
  // wallet someone filled in another currency before this rule
  if (k.currency && b.direction === "credit") await refuseForeignCurrency(q, customer.site_abbr, b.currency!, "currency");
  const keyCols = k.currency ? "customer_id, currency" : "customer_id";
  const keyVals = k.currency ? [customer.id, b.currency] : [customer.id];
  const where = k.currency ? "customer_id = $1 and currency = $2" : "customer_id = $1";
  // the account appears on its first credit; a debit of a missing account finds a zero balance
  await q.query(
    `insert into ${k.accounts} (${keyCols}, site_abbr, updated_by) values (${keyVals.map((_, i) => `$${i + 1}`).join(", ")}, $${keyVals.length + 1}, $${keyVals.length + 2})
     on conflict (${keyCols}) do nothing`,
    [...keyVals, customer.site_abbr, actor],
  );
  const [account] = await q.query<{ id: number; balance: string }>(
    `select id, balance::text as balance from ${k.accounts} where ${where} for update`,
    keyVals,
  );
  const before = await loadAccount(q, k, account.id);
  const next = adjusted(Number(account.balance), b.direction, amount);
  if (next === null) {
    const shown = k.currency ? formatMoney(account.balance, b.currency!) : `${account.balance} points`;
    const shownZh = k.currency ? formatMoney(account.balance, b.currency!) : `${account.balance} 积分`;
    throw fieldError(
      409,
      "amount",
      `would take the balance below zero: the balance is ${shown}`,
      `扣减后余额将小于 0：当前余额为 ${shownZh}`,
    );
  }
  // left by hand: runs inside the caller's writeBatch (an adjustment, a drawn prize), which logs it
  await q.query(`update ${k.accounts} set balance = $2, version = version + 1, updated_by = $3, updated_at = now() where id = $1`, [
    account.id,
    next,
    actor,
  ]);
  const [entry] = await q.query<Record<string, unknown>>(
    `insert into ${k.ledger} (account_id, customer_id, source, delta, balance_after, reason, created_by)
     values ($1, $2, $7, $3, $4, $5, $6) returning id::int as id, delta::text as delta, balance_after::text as balance_after, reason, source, created_by, created_at`,
    [account.id, customer.id, b.direction === "credit" ? amount : -amount, next, b.reason, actor, source],
  );
  const after = await loadAccount(q, k, account.id);
  return { account: after, entry, before };
}

export function balanceEndpoints(k: BalanceKind): Endpoint[] {
  const base = `/api/market/${k.entity}`;
  const read = { any: [k.route] };
  const aq = accountsQuery(k);
  return [
    endpoint<AccountsQuery>({
      method: "GET",
      path: `${base}/accounts`,
      access: read,
      query: aq,
      handler: ({ db, query }) => {
        const where: string[] = [];
        const params: unknown[] = [];
        const add = (clause: (p: string) => string, v: unknown) => {
          if (v === undefined) return;
          params.push(v);
          where.push(clause(`$${params.length}`));
        };
        if (query.customer !== undefined) {
          const c = customerFilter(query.customer);
          if ("id" in c) add((p) => `a.customer_id = ${p}::int`, c.id);
          // an e-mail prefix: customers' (lower(email) text_pattern_ops) index, % and _ taken literally
          else add((p) => `lower(c.email) like ${p}`, `${c.email.replace(/[%_\\]/g, "\\$&")}%`);
        }
        add((p) => `a.site_abbr = ${p}`, query.site);
        if (k.currency) add((p) => `a.currency = ${p}`, query.currency);
        return keysetPage(db, {
          select: accountSelect(k),
          from: accountFrom(k),
          key: "a.id",
          keyField: "id",
          where,
          params,
          after: query.after,
          before: query.before,
          pageSize: query.page_size,
        });
      },
    }),
    endpoint({
      method: "GET",
      path: `${base}/account/{id}`,
      access: read,
      handler: ({ db, params }) => {
        const id = positiveId.safeParse(params.id);
        if (!id.success) throw new ApiError(422, "id must be a positive integer", { errors: { id: ["must be a positive integer"] } });
        return loadAccount(db, k, id.data);
      },
    }),
    endpoint<z.infer<typeof ledgerQuery>>({
      method: "GET",
      path: `${base}/ledger`,
      access: read,
      query: ledgerQuery,
      async handler({ db, query }) {
        await loadAccount(db, k, query.account_id);
        return keysetPage(db, {
          select:
            "l.id::int as id, l.source, l.delta::text as delta, l.balance_after::text as balance_after, l.reason, l.created_by, l.created_at",
          from: `${k.ledger} l`,
          key: "l.id",
          keyField: "id",
          where: ["l.account_id = $1"],
          params: [query.account_id],
          after: query.after,
          before: query.before,
          pageSize: query.page_size,
        });
      },
    }),
    endpoint<unknown, AdjustBody>({
      method: "POST",
      path: `${base}/adjust`,
      access: { any: [k.key] },
      body: (k.currency ? walletAdjustBody : pointsAdjustBody) as z.ZodType<AdjustBody>,
      handler: (ctx) =>
        writeBatch(ctx.db, ctx, async (q) => {
          const { account, entry, before } = await adjust(q, k, ctx.body, ctx.user.name);
          const log = {
            action: ctx.body.direction,
            entity: k.entity,
            entityId: account.id as number,
            before,
            after: { ...account, entry },
          };
          return { result: { account, entry }, log };
        }),
    }),
    logEndpoint(`${base}/logs`, [{ entity: k.entity, route: k.route }]),
  ];
}

export const balanceEndpointList = [
  ...balanceEndpoints(WALLET),
  ...balanceEndpoints(POINTS),
  customerPickerEndpoint([WALLET.key, POINTS.key]),
];
