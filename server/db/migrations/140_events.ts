// Daily specials and flash sales (one table, `kind` tells them apart), their language versions,
// flash-sale time slots, the products on sale per SKU, and the revisions that change a published
// event only after an approver passes them. Money is numeric in the event's currency, never float.
export const events = /* sql */ `
create table events (
  id serial primary key,
  kind text not null check (kind in ('daily_special', 'flash_sale')),
  site_abbr text not null references sites(abbr),
  currency char(3) not null,
  name text not null check (char_length(name) between 1 and 120),
  start_at timestamptz not null,
  end_at timestamptz not null,
  status text not null default 'draft' check (status in ('draft', 'published', 'offline')),
  copied_from int references events(id),
  version int not null default 1,
  created_by text not null default '',
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_at > start_at)
);
create index events_kind_id on events (kind, id desc);
create index events_kind_status on events (kind, status, id desc);
create index events_kind_site on events (kind, site_abbr, id desc);
create index events_kind_start on events (kind, start_at desc, id desc);
create index events_live_window on events (site_abbr, status, start_at, end_at);

create table event_languages (
  event_id int not null references events(id) on delete cascade,
  language text not null check (language in ('en', 'es', 'de', 'it', 'fr', 'pt', 'ar')),
  title text not null check (char_length(title) between 1 and 120),
  description text not null default '' check (char_length(description) <= 2000),
  primary key (event_id, language)
);

create table event_slots (
  id serial primary key,
  event_id int not null references events(id) on delete cascade,
  start_at timestamptz not null,
  end_at timestamptz not null,
  check (end_at > start_at)
);
create index event_slots_event on event_slots (event_id, start_at);

create table event_products (
  id serial primary key,
  event_id int not null references events(id) on delete cascade,
  sku_code text not null check (char_length(sku_code) between 1 and 64),
  product_name text not null check (char_length(product_name) between 1 and 200),
  price numeric(14,4) not null check (price > 0 and price <= 1000000),
  stock int not null check (stock between 1 and 1000000),
  up_order int not null default 0 check (up_order between 0 and 9999),
  discount int not null default 0 check (discount between 0 and 90),
  special_priority int not null default 0 check (special_priority between 0 and 999),
  unique (event_id, sku_code)
);
create index event_products_sku on event_products (sku_code, event_id);
create index event_products_order on event_products (event_id, special_priority desc, up_order, id);

create table event_revisions (
  id serial primary key,
  event_id int not null references events(id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'passed', 'rejected')),
  -- [{ product_id, sku_code, product_name, old: {price, stock, discount}, new: {price, stock, discount} }]
  changes jsonb not null,
  note text not null default '' check (char_length(note) <= 500),
  created_by_id int not null references users(id),
  created_by text not null,
  reviewed_by text,
  reviewed_at timestamptz,
  review_note text not null default '' check (char_length(review_note) <= 500),
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index event_revisions_event on event_revisions (event_id, id desc);
create index event_revisions_status on event_revisions (status, id desc);
create unique index event_revisions_one_pending on event_revisions (event_id) where status = 'pending';
`;
