// Discount codes: a discount (what a code gives, where and when) and its codes, made in batches by
// a job. A code is unique across every code ever made (codes are never deleted), so a printed code
// can never come back in another batch. Money is in minor units of the discount's currency.
export const discountCodes = /* sql */ `
create table discounts (
  id serial primary key,
  name text not null check (char_length(name) between 1 and 100),
  site_abbr text not null check (length(site_abbr) <= 20),
  currency_code text not null check (currency_code ~ '^[A-Z]{3}$'),
  kind text not null check (kind in ('percent', 'amount')),
  percent_off int check (percent_off between 1 and 90),
  amount_off_minor bigint check (amount_off_minor between 1 and 100000000),
  min_order_minor bigint not null default 0 check (min_order_minor between 0 and 100000000),
  uses_per_code int not null default 1 check (uses_per_code between 1 and 1000),
  start_at timestamptz not null,
  end_at timestamptz not null,
  enabled boolean not null default true,
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_at > start_at),
  check ((kind = 'percent' and percent_off is not null and amount_off_minor is null)
      or (kind = 'amount' and amount_off_minor is not null and percent_off is null))
);
create index discounts_site on discounts (site_abbr, id);
create index discounts_enabled on discounts (enabled, id);
create index discounts_start on discounts (start_at, id);
create index discounts_updated on discounts (updated_at, id);
create index discounts_name on discounts (lower(name) text_pattern_ops);

create table discount_code_batches (
  id serial primary key,
  discount_id int not null references discounts(id),
  prefix text not null default '' check (prefix ~ '^[A-Z0-9]{0,10}$'),
  code_length int not null check (code_length between 6 and 16),
  requested int not null check (requested between 1 and 100000),
  generated int not null default 0 check (generated >= 0 and generated <= requested),
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  job_id text,
  error text,
  created_by text not null default '',
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index discount_code_batches_discount on discount_code_batches (discount_id, id);
create index discount_code_batches_status on discount_code_batches (status, id);

create table discount_codes (
  id serial primary key,
  batch_id int not null references discount_code_batches(id),
  code text not null check (char_length(code) between 6 and 26)
);
create unique index discount_codes_code on discount_codes (code);
create index discount_codes_batch on discount_codes (batch_id, id);
`;
