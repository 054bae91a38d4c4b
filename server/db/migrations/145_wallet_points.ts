import {
  POINTS_SOURCES,
  REASON_MAX,
  RULE_KINDS,
  RULE_NAME_MAX,
  RULE_REMARK_MAX,
  WALLET_SOURCES,
} from "../../../app/features/market-tool/balance-rules";

// Customers' store-credit wallets (one per customer and currency, on the customer's site) and points
// accounts (one per customer), each with its ledger: every change of a balance is one ledger row
// carrying the balance after it, and the balance can never go below zero (table checks, besides the
// API's own refusal). Points-earning rules per site and kind with a validity period.
const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

export const walletPoints = /* sql */ `
create table wallets (
  id serial primary key,
  customer_id int not null references customers(id),
  site_abbr text not null check (length(site_abbr) <= 20),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  balance bigint not null default 0 check (balance >= 0),
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (customer_id, currency)
);
create index wallets_id_desc on wallets (id desc);
create index wallets_site on wallets (site_abbr, id desc);
create index wallets_currency on wallets (currency, id desc);
create index wallets_customer on wallets (customer_id, id desc);

create table wallet_ledger (
  id bigserial primary key,
  account_id int not null references wallets(id),
  customer_id int not null references customers(id),
  source text not null check (source in (${list(WALLET_SOURCES)})),
  delta bigint not null check (delta <> 0),
  balance_after bigint not null check (balance_after >= 0),
  reason text not null check (char_length(reason) between 1 and ${REASON_MAX}),
  created_by text not null,
  created_at timestamptz not null default now()
);
create index wallet_ledger_account on wallet_ledger (account_id, id desc);

create table points_accounts (
  id serial primary key,
  customer_id int not null unique references customers(id),
  site_abbr text not null check (length(site_abbr) <= 20),
  balance bigint not null default 0 check (balance >= 0),
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index points_accounts_id_desc on points_accounts (id desc);
create index points_accounts_site on points_accounts (site_abbr, id desc);
create index points_accounts_customer on points_accounts (customer_id, id desc);

create table points_ledger (
  id bigserial primary key,
  account_id int not null references points_accounts(id),
  customer_id int not null references customers(id),
  source text not null check (source in (${list(POINTS_SOURCES)})),
  delta bigint not null check (delta <> 0),
  balance_after bigint not null check (balance_after >= 0),
  reason text not null check (char_length(reason) between 1 and ${REASON_MAX}),
  created_by text not null,
  created_at timestamptz not null default now()
);
create index points_ledger_account on points_ledger (account_id, id desc);

create table integral_rules (
  id serial primary key,
  name text not null check (char_length(name) between 1 and ${RULE_NAME_MAX} and name = btrim(name)),
  site_abbr text not null check (length(site_abbr) <= 20),
  kind text not null check (kind in (${list(RULE_KINDS)})),
  value int not null check (value >= 1),
  start_at timestamptz not null,
  end_at timestamptz not null,
  remark text not null default '' check (char_length(remark) <= ${RULE_REMARK_MAX}),
  enabled boolean not null default false,
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_at > start_at)
);
create index integral_rules_id_desc on integral_rules (id desc);
create index integral_rules_site_kind on integral_rules (site_abbr, kind, id);
create index integral_rules_kind on integral_rules (kind, id);
create index integral_rules_enabled on integral_rules (enabled, id);
create index integral_rules_name on integral_rules (name, id);
create index integral_rules_start on integral_rules (start_at, id);
create index integral_rules_end on integral_rules (end_at, id);
create index integral_rules_updated on integral_rules (updated_at, id);
`;
