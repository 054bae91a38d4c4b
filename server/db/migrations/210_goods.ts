// Goods: products, their SKUs with a price per site (exact minor units with the currency), and
// product pools with their members. Sized for a million products: every filter of the product list
// has an index that ends in id, so a keyset page (order by id desc) reads only its rows; the name
// search is full-text on a stored tsvector (GIN), which PGlite has too.
// category_id points at the category tree of the Page-management area; its foreign key is added
// by a later migration once that table exists on the same branch.
export const goods = /* sql */ `
create table products (
  id serial primary key,
  spu text not null unique check (spu ~ '^[A-Z0-9-]{3,40}$'),
  name text not null check (char_length(name) between 1 and 200),
  category_id int,
  status text not null default 'draft' check (status in ('draft', 'on_sale', 'off_sale', 'sold_out')),
  designer text not null default '' check (char_length(designer) <= 60),
  operator text not null default '' check (char_length(operator) <= 60),
  supplier_group_id int not null default 0 check (supplier_group_id >= 0),
  amoeba_group text not null default '' check (char_length(amoeba_group) <= 60),
  tags text[] not null default '{}',
  image_url text not null default '' check (char_length(image_url) <= 500),
  images text[] not null default '{}',
  recommended boolean not null default false,
  -- the sum of the SKUs' stock, kept by every write of a SKU (filter and sort without a join)
  stock int not null default 0 check (stock >= 0),
  sales int not null default 0 check (sales >= 0),
  search tsvector generated always as (to_tsvector('simple', spu || ' ' || name)) stored,
  version int not null default 1,
  created_by text not null default '',
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index products_search on products using gin (search);
create index products_spu_prefix on products (spu text_pattern_ops);
create index products_status on products (status, id);
create index products_category on products (category_id, id);
create index products_designer on products (designer, id);
create index products_operator on products (operator, id);
create index products_supplier on products (supplier_group_id, id);
create index products_stock on products (stock, id);
create index products_recommended on products (id) where recommended;

create table skus (
  id serial primary key,
  product_id int not null references products(id) on delete cascade,
  sku_code text not null unique check (sku_code ~ '^[A-Z0-9-]{3,60}$'),
  color text not null default '' check (char_length(color) <= 40),
  size text not null default '' check (char_length(size) <= 40),
  stock int not null default 0 check (stock between 0 and 1000000),
  version int not null default 1,
  updated_at timestamptz not null default now()
);
create index skus_product on skus (product_id, id);
create index skus_code_prefix on skus (sku_code text_pattern_ops);

-- the price of a SKU on one storefront, in that storefront's currency (integer minor units)
create table sku_prices (
  sku_id int not null references skus(id) on delete cascade,
  product_id int not null references products(id) on delete cascade,
  site_abbr text not null check (length(site_abbr) <= 20),
  currency_code char(3) not null check (currency_code ~ '^[A-Z]{3}$'),
  price_minor bigint not null check (price_minor between 1 and 100000000),
  primary key (sku_id, site_abbr)
);
-- site filter and site + price-range filter, both answering "which products"
create index sku_prices_site_price on sku_prices (site_abbr, price_minor, product_id);
create index sku_prices_product on sku_prices (product_id, site_abbr);

create table product_pools (
  id serial primary key,
  parent_id int references product_pools(id),
  name text not null check (char_length(name) between 1 and 100),
  site_abbr text not null check (length(site_abbr) <= 20),
  category_id int,
  description text not null default '' check (char_length(description) <= 500),
  product_count int not null default 0 check (product_count between 0 and 200000),
  enabled boolean not null default true,
  version int not null default 1,
  created_by text not null default '',
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index product_pools_parent on product_pools (parent_id, id);
create index product_pools_site on product_pools (site_abbr, id);
create index product_pools_category on product_pools (category_id, id);
create index product_pools_name on product_pools (lower(name) text_pattern_ops);

create table product_pool_items (
  pool_id int not null references product_pools(id) on delete cascade,
  product_id int not null references products(id) on delete cascade,
  added_by text not null default '',
  added_at timestamptz not null default now(),
  primary key (pool_id, product_id)
);
create index product_pool_items_product on product_pool_items (product_id);
`;
