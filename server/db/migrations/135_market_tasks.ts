import {
  CART_ITEMS_MAX,
  CART_ITEMS_MIN,
  CLAIM_HOURS_MAX,
  PACKAGE_CODES_MAX,
  PACKAGE_CODES_MIN,
  PACKAGE_NAME_MAX,
  QUOTA_MAX,
  RESERVE_MINUTES_MAX,
  SEND_RESULTS,
  TASK_AUDIENCES,
  TASK_DELAY_MAX,
  TASK_NAME_MAX,
  TASK_REMARK_MAX,
  TASK_REWARDS,
  TASK_TRIGGERS,
  THRESHOLD_MINOR_MAX,
  VALID_DAYS_MAX,
} from "../../../app/features/market-tool/market-task-rules";

// Market tasks (task-list): what a site sends which audience on which trigger, enabled or disabled;
// their send records (written by the storefront's sender; here by the seed), paged by keyset.
// Newcomer coupon packages (coupons-for-newcomers): the voucher codes a new customer of a site gets,
// at most one enabled package per site. Shopping-cart settings (shopping-cart-manager): one row a site.
const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

export const marketTasks = /* sql */ `
create table market_tasks (
  id serial primary key,
  name text not null check (char_length(name) between 1 and ${TASK_NAME_MAX} and name = btrim(name)),
  site_abbr text not null check (length(site_abbr) <= 20),
  trigger text not null check (trigger in (${list(TASK_TRIGGERS)})),
  delay_hours int not null default 0 check (delay_hours between 0 and ${TASK_DELAY_MAX}),
  send_at timestamptz,
  audience text not null check (audience in (${list(TASK_AUDIENCES)})),
  reward_kind text not null check (reward_kind in (${list(TASK_REWARDS)})),
  reward_value text not null check (char_length(reward_value) between 1 and 200),
  start_at timestamptz not null,
  end_at timestamptz not null,
  remark text not null default '' check (char_length(remark) <= ${TASK_REMARK_MAX}),
  enabled boolean not null default false,
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_at > start_at),
  -- a scheduled task sends once, at its moment, inside its period; the others wait for their event
  check ((trigger = 'scheduled') = (send_at is not null)),
  check (send_at is null or (send_at >= start_at and send_at <= end_at))
);
create index market_tasks_id_desc on market_tasks (id desc);
create index market_tasks_site on market_tasks (site_abbr, id);
create index market_tasks_trigger on market_tasks (trigger, id);
create index market_tasks_reward on market_tasks (reward_kind, id);
create index market_tasks_enabled on market_tasks (enabled, id);
create index market_tasks_name on market_tasks (name, id);
create index market_tasks_start on market_tasks (start_at, id);
create index market_tasks_end on market_tasks (end_at, id);
create index market_tasks_updated on market_tasks (updated_at, id);

create table market_task_sends (
  id bigserial primary key,
  task_id int not null references market_tasks(id),
  site_abbr text not null,
  customer_id int not null references customers(id),
  customer_email text not null,
  reward_kind text not null check (reward_kind in (${list(TASK_REWARDS)})),
  reward_value text not null,
  result text not null check (result in (${list(SEND_RESULTS)})),
  reason text not null default '',
  sent_at timestamptz not null default now()
);
-- keyset pages run newest first by id under each filter
create index market_task_sends_task on market_task_sends (task_id, id desc);
create index market_task_sends_site on market_task_sends (site_abbr, id desc);
create index market_task_sends_customer on market_task_sends (customer_id, id desc);
create index market_task_sends_email on market_task_sends (lower(customer_email), id desc);
create index market_task_sends_result on market_task_sends (result, id desc);
create index market_task_sends_sent on market_task_sends (sent_at, id);

create table newcomer_coupons (
  id serial primary key,
  name text not null check (char_length(name) between 1 and ${PACKAGE_NAME_MAX} and name = btrim(name)),
  site_abbr text not null check (length(site_abbr) <= 20),
  codes jsonb not null check (jsonb_typeof(codes) = 'array' and jsonb_array_length(codes) between ${PACKAGE_CODES_MIN} and ${PACKAGE_CODES_MAX}),
  valid_days int not null check (valid_days between 1 and ${VALID_DAYS_MAX}),
  claim_hours int not null check (claim_hours between 1 and ${CLAIM_HOURS_MAX}),
  quota int check (quota is null or quota between 1 and ${QUOTA_MAX}),
  claimed int not null default 0 check (claimed >= 0),
  enabled boolean not null default false,
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- a new customer gets one package: at most one enabled a site (the API says so first, with a 409)
create unique index newcomer_coupons_one_enabled on newcomer_coupons (site_abbr) where enabled;
create index newcomer_coupons_id_desc on newcomer_coupons (id desc);
create index newcomer_coupons_site on newcomer_coupons (site_abbr, id);
create index newcomer_coupons_enabled on newcomer_coupons (enabled, id);
create index newcomer_coupons_name on newcomer_coupons (name, id);
create index newcomer_coupons_updated on newcomer_coupons (updated_at, id);

create table cart_configs (
  id serial primary key,
  site_abbr text not null unique check (length(site_abbr) <= 20),
  max_items int not null check (max_items between ${CART_ITEMS_MIN} and ${CART_ITEMS_MAX}),
  reserve_minutes int not null check (reserve_minutes between 0 and ${RESERVE_MINUTES_MAX}),
  currency_code text not null check (currency_code ~ '^[A-Z]{3}$'),
  free_shipping_minor bigint not null check (free_shipping_minor between 0 and ${THRESHOLD_MINOR_MAX}),
  recommendations boolean not null default true,
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index cart_configs_updated on cart_configs (updated_at, id);
`;
