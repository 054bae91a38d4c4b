import { REACH_AUDIENCES, REACH_LIMIT_MAX, REACH_NAME_MAX, REACH_PRODUCTS_MAX } from "../../../app/features/activity/reach/reach-rules";

// Exclusive offers (reach-list): prices for one customer group on one site, in one of its currencies,
// for a period, online or offline. Its products (position, code, exclusive price as exact text, name
// snapshot) are one JSON array, written and logged with the offer as a whole.
export const exclusiveOffers = /* sql */ `
create table exclusive_offers (
  id serial primary key,
  name text not null check (char_length(name) between 1 and ${REACH_NAME_MAX} and name = btrim(name)),
  site_abbr text not null check (length(site_abbr) <= 20),
  currency_code text not null check (currency_code ~ '^[A-Z]{3}$'),
  audience text not null check (audience in (${REACH_AUDIENCES.map((m) => `'${m}'`).join(", ")})),
  per_customer_limit int not null default 1 check (per_customer_limit between 1 and ${REACH_LIMIT_MAX}),
  start_at timestamptz not null,
  end_at timestamptz not null,
  products jsonb not null default '[]'::jsonb
    check (jsonb_typeof(products) = 'array' and jsonb_array_length(products) between 1 and ${REACH_PRODUCTS_MAX}),
  status text not null default 'offline' check (status in ('online', 'offline')),
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_at > start_at)
);
create index exclusive_offers_id_desc on exclusive_offers (id desc);
create index exclusive_offers_site on exclusive_offers (site_abbr, id);
create index exclusive_offers_audience on exclusive_offers (audience, id);
create index exclusive_offers_status on exclusive_offers (status, id);
create index exclusive_offers_name on exclusive_offers (name, id);
create index exclusive_offers_start on exclusive_offers (start_at, id);
create index exclusive_offers_end on exclusive_offers (end_at, id);
create index exclusive_offers_updated on exclusive_offers (updated_at, id);
create index exclusive_offers_online_overlap on exclusive_offers (site_abbr, audience, start_at, end_at) where status = 'online';
`;
