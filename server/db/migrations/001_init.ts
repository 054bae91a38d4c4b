export const init = /* sql */ `
create table sites (
  id serial primary key,
  abbr text not null unique,
  name text not null,
  description text not null default '',
  is_brand boolean not null default false,
  is_namespace boolean not null default false,
  sort int not null default 0
);

create table languages (
  abbr text primary key,
  name text not null,
  sort int not null default 0
);

create table brands (
  id serial primary key,
  code text not null unique,
  name text not null,
  site_abbr text references sites(abbr)
);

create table departments (
  id serial primary key,
  code text not null unique,
  name text not null
);

create table roles (
  id serial primary key,
  name text not null unique,
  description text not null default '',
  grants text[] not null default '{}'
);

create table users (
  id serial primary key,
  username text not null unique,
  display_name text not null,
  email text not null default '',
  avatar text not null default '',
  department_id int references departments(id),
  role_id int not null references roles(id),
  active boolean not null default true,
  created_at timestamptz not null default now()
);

create table api_tokens (
  token_hash text primary key,
  user_id int not null references users(id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index api_tokens_user on api_tokens(user_id);

create table audit_log (
  id bigserial primary key,
  actor_id int references users(id),
  actor_name text not null,
  action text not null,
  entity text not null,
  entity_id text not null,
  before jsonb,
  after jsonb,
  request_id text,
  created_at timestamptz not null default now()
);
create index audit_log_entity on audit_log(entity, entity_id, id desc);
create index audit_log_entity_time on audit_log(entity, id desc);

create table rate_settings (
  id int primary key default 1 check (id = 1),
  base_currency char(3) not null,
  float_percent numeric(6,3) not null default 0,
  decimals int not null default 4,
  auto_sync boolean not null default false,
  sync_hour int not null default 0,
  remark text not null default '',
  version int not null default 1,
  updated_by text not null default '',
  updated_at timestamptz not null default now()
);

create table benchmark_rates (
  id serial primary key,
  currency char(3) not null,
  rate numeric(18,6) not null check (rate > 0),
  effective_date date not null,
  source text not null,
  remark text not null default '',
  created_by text not null,
  created_at timestamptz not null default now(),
  unique (currency, effective_date)
);
create index benchmark_rates_date on benchmark_rates(effective_date desc, id desc);

create table currencies (
  id serial primary key,
  country_code char(2) not null,
  country_name text not null,
  site_abbr text not null references sites(abbr),
  currency_code char(3) not null,
  symbol text not null,
  symbol_position text not null check (symbol_position in ('before', 'after')),
  decimals int not null check (decimals between 0 and 4),
  thousands_separator text not null default ',',
  decimal_separator text not null default '.',
  enabled boolean not null default true,
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (country_code, site_abbr)
);
create index currencies_list on currencies(site_abbr, country_code);
create index currencies_id_desc on currencies(id desc);

create table exchange_rates (
  id serial primary key,
  site_abbr text not null references sites(abbr),
  currency_code char(3) not null,
  rate numeric(18,6) not null check (rate > 0),
  float_percent numeric(6,3) not null default 0,
  start_at timestamptz not null,
  end_at timestamptz not null,
  enabled boolean not null default true,
  remark text not null default '',
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_at >= start_at)
);
create index exchange_rates_list on exchange_rates(site_abbr, currency_code, start_at desc);
create index exchange_rates_id_desc on exchange_rates(id desc);
`;
