import { LABEL_NAME_MAX, LABEL_SORT_MAX, LABEL_TYPES } from "../../../app/features/goods/labels/label-rules";

// Labels (spec section 7 "Labels and events"): a label on one site ("label site"), of one type, shown
// on the products it holds and on the products of the events related to it. The label-product log
// keeps who added or removed which products, apart from the label's own change log (audit_log).
export const labels = /* sql */ `
create table labels (
  id serial primary key,
  site_abbr text not null references sites(abbr),
  name text not null check (char_length(name) between 1 and ${LABEL_NAME_MAX} and name = btrim(name)),
  type text not null check (type in (${LABEL_TYPES.map((t) => `'${t}'`).join(", ")})),
  text_color text not null default '#FFFFFF' check (text_color ~ '^#[0-9A-Fa-f]{6}$'),
  bg_color text not null default '#E02020' check (bg_color ~ '^#[0-9A-Fa-f]{6}$'),
  sort int not null default 0 check (sort between 0 and ${LABEL_SORT_MAX}),
  enabled boolean not null default true,
  product_count int not null default 0 check (product_count >= 0),
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index labels_site_name on labels (site_abbr, lower(name));
create index labels_site on labels (site_abbr, sort, id);
create index labels_type on labels (type, id);
create index labels_enabled on labels (enabled, id);
create index labels_sort on labels (sort, id);
create index labels_name on labels (name, id);
create index labels_updated on labels (updated_at, id);

create table label_products (
  label_id int not null references labels(id) on delete cascade,
  product_id int not null references products(id) on delete cascade,
  added_by text not null default '',
  added_at timestamptz not null default now(),
  primary key (label_id, product_id)
);
create index label_products_product on label_products (product_id, label_id);

create table label_event_relations (
  id serial primary key,
  label_id int not null references labels(id) on delete cascade,
  event_id int not null references events(id) on delete cascade,
  created_by text not null default '',
  created_at timestamptz not null default now(),
  unique (label_id, event_id)
);
create index label_event_relations_event on label_event_relations (event_id);

create table label_product_logs (
  id bigserial primary key,
  label_id int not null references labels(id) on delete cascade,
  action text not null check (action in ('add', 'remove')),
  spus text[] not null,
  actor_name text not null,
  request_id text not null default '',
  created_at timestamptz not null default now()
);
create index label_product_logs_label on label_product_logs (label_id, id desc);
`;
