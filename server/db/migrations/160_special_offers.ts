import {
  CATEGORY_MAX,
  OFFER_DESCRIPTION_MAX,
  OFFER_NAME_MAX,
  PRICE_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_SORT_MAX,
  REDEEM_LIMIT_MAX,
  STOCK_MAX,
  THRESHOLD_MAX,
} from "../../../app/features/activity/offers/special-offer-rules";

// Special offers (full-gift redemption): an order on the offer's site reaching `threshold` in the
// offer's currency may add up to `redeem_limit` of the offer's products at their redeem price while
// the offer is online and inside its period. Products are referenced by product code until the
// goods tables exist; name, category and original price are kept with the row as imported.
export const specialOffers = /* sql */ `
create table special_offers (
  id serial primary key,
  name text not null check (char_length(name) between 1 and ${OFFER_NAME_MAX} and name = btrim(name)),
  site_abbr text not null check (length(site_abbr) <= 20),
  currency_code text not null check (currency_code ~ '^[A-Z]{3}$'),
  threshold numeric(12, 2) not null check (threshold > 0 and threshold <= ${THRESHOLD_MAX}),
  redeem_limit int not null default 1 check (redeem_limit between 1 and ${REDEEM_LIMIT_MAX}),
  start_at timestamptz not null,
  end_at timestamptz not null,
  status text not null default 'offline' check (status in ('offline', 'online')),
  description text not null default '' check (char_length(description) <= ${OFFER_DESCRIPTION_MAX}),
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_at > start_at)
);
create index special_offers_id_desc on special_offers (id desc);
create index special_offers_site on special_offers (site_abbr, id);
create index special_offers_status on special_offers (status, id);
create index special_offers_start on special_offers (start_at, id);
create index special_offers_end on special_offers (end_at, id);
create index special_offers_updated on special_offers (updated_at, id);

create table special_offer_products (
  id serial primary key,
  offer_id int not null references special_offers (id) on delete cascade,
  product_code text not null check (product_code ~ '^[A-Za-z0-9_-]{1,40}$'),
  product_name text not null check (char_length(product_name) between 1 and ${PRODUCT_NAME_MAX}),
  category text not null check (char_length(category) between 1 and ${CATEGORY_MAX}),
  original_price numeric(12, 2) not null check (original_price > 0 and original_price <= ${PRICE_MAX}),
  redeem_price numeric(12, 2) not null check (redeem_price > 0 and redeem_price <= original_price),
  stock int not null check (stock between 0 and ${STOCK_MAX}),
  sort int not null default 0 check (sort between 0 and ${PRODUCT_SORT_MAX}),
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (offer_id, product_code)
);
create index special_offer_products_offer on special_offer_products (offer_id, sort, id);
create index special_offer_products_category on special_offer_products (offer_id, category, id);
`;
