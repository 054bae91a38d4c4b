// Vouchers: a credit (a percentage, or an amount in the voucher's currency, above an order minimum)
// given to customer accounts on one site, valid between two US West days. `issued` counts what the
// sends gave out and can never pass `total_stock`. A send is one pasted list of customers; each of
// its lines has a result. Money is in minor units of the voucher's currency.
export const vouchers = /* sql */ `
create table vouchers (
  id serial primary key,
  name text not null check (char_length(name) between 1 and 100),
  site_abbr text not null check (length(site_abbr) <= 20),
  currency_code text not null check (currency_code ~ '^[A-Z]{3}$'),
  kind text not null check (kind in ('percent', 'amount')),
  percent_off int check (percent_off between 1 and 90),
  amount_off_minor bigint check (amount_off_minor between 1 and 100000000),
  min_order_minor bigint not null default 0 check (min_order_minor between 0 and 100000000),
  start_at timestamptz not null,
  end_at timestamptz not null,
  per_customer int not null default 1 check (per_customer between 1 and 100),
  total_stock int not null check (total_stock between 1 and 1000000),
  issued int not null default 0 check (issued >= 0 and issued <= total_stock),
  enabled boolean not null default true,
  remark text not null default '' check (char_length(remark) <= 500),
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_at > start_at),
  check ((kind = 'percent' and percent_off is not null and amount_off_minor is null)
      or (kind = 'amount' and amount_off_minor is not null and percent_off is null))
);
create index vouchers_site on vouchers (site_abbr, id);
create index vouchers_enabled_end on vouchers (enabled, end_at, id);
create index vouchers_end on vouchers (end_at, id);
create index vouchers_start on vouchers (start_at, id);
create index vouchers_updated on vouchers (updated_at, id);
create index vouchers_name on vouchers (lower(name) text_pattern_ops);

create table voucher_sends (
  id serial primary key,
  voucher_id int not null references vouchers(id),
  requested int not null check (requested between 1 and 1000),
  sent int not null default 0,
  unknown_customer int not null default 0,
  duplicate int not null default 0,
  out_of_stock int not null default 0,
  created_by text not null default '',
  created_at timestamptz not null default now()
);
create index voucher_sends_voucher on voucher_sends (voucher_id, id);

create table voucher_send_results (
  id serial primary key,
  send_id int not null references voucher_sends(id),
  voucher_id int not null references vouchers(id),
  line int not null check (line > 0),
  input text not null check (char_length(input) <= 254),
  customer_id int references customers(id),
  result text not null check (result in ('sent', 'unknown_customer', 'duplicate', 'out_of_stock'))
);
create index voucher_send_results_send on voucher_send_results (send_id, id);
create index voucher_send_results_send_result on voucher_send_results (send_id, result, id);
create index voucher_send_results_held on voucher_send_results (voucher_id, customer_id) where result = 'sent';
`;
