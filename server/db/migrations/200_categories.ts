// The storefront category trees of Page management (spec section 3 "Category", section 7 "Category"),
// the platform's own category taxonomy they can be copied from, and each site's navigation.
//
// A tree is read one level at a time (children of a parent, in sort order) and a subtree through its
// materialized path: `path` is the ids from the first level down to the category itself, each
// followed by '/', e.g. '12/45/'. So "everything under 12" is `path like '12/%'`, served by the
// text_pattern_ops index whatever the tree's size. Names: `name` is the English name every category
// has (sibling names are unique per site, whatever their case); `names` holds the other content
// languages (es, de, it, fr, pt, ar). `pool_id` is the product pool the category shows (Goods' table).
export const categories = /* sql */ `
create table mall_categories (
  id serial primary key,
  parent_id int references mall_categories(id),
  level smallint not null check (level between 1 and 3),
  path text not null default '',
  name text not null check (char_length(name) between 1 and 100),
  names jsonb not null default '{}'::jsonb check (jsonb_typeof(names) = 'object'),
  sort int not null default 0 check (sort between 0 and 9999)
);
create index mall_categories_children on mall_categories (parent_id, sort, id);
create index mall_categories_path on mall_categories (path text_pattern_ops);
create index mall_categories_name on mall_categories (lower(name) text_pattern_ops, id);

create table categories (
  id serial primary key,
  site_abbr text not null references sites(abbr),
  parent_id int references categories(id),
  level smallint not null check (level between 1 and 3),
  path text not null default '' check (length(path) <= 64),
  name text not null check (char_length(name) between 1 and 100),
  names jsonb not null default '{}'::jsonb check (jsonb_typeof(names) = 'object'),
  sort int not null default 0 check (sort between 0 and 9999),
  is_show boolean not null default true,
  pool_id int check (pool_id > 0),
  -- SEO of the category page on the storefront
  url_slug text check (url_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(url_slug) <= 120),
  seo_title text not null default '' check (char_length(seo_title) <= 70),
  seo_description text not null default '' check (char_length(seo_description) <= 160),
  seo_keywords text not null default '' check (char_length(seo_keywords) <= 255),
  -- where a copy came from (another category, or a platform category)
  copied_from int,
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((level = 1) = (parent_id is null))
);
-- one level of one site's tree, in its order (parent_id is null for the first level)
create index categories_children on categories (site_abbr, parent_id, sort, id);
create index categories_parent on categories (parent_id);
create index categories_path on categories (path text_pattern_ops);
-- sibling names are unique per site, whatever their case (same-name checks, and races between saves)
create unique index categories_sibling_name on categories (site_abbr, coalesce(parent_id, 0), lower(name));
create unique index categories_slug on categories (site_abbr, url_slug) where url_slug is not null;
create index categories_name_search on categories (site_abbr, lower(name) text_pattern_ops);
create index categories_pool on categories (pool_id) where pool_id is not null;
create index categories_updated on categories (site_abbr, updated_at desc, id desc);

-- a site's storefront navigation: two levels of entries, each a category or a link
create table navigations (
  id serial primary key,
  site_abbr text not null references sites(abbr),
  parent_id int references navigations(id) on delete cascade,
  level smallint not null check (level between 1 and 2),
  name text not null check (char_length(name) between 1 and 100),
  names jsonb not null default '{}'::jsonb check (jsonb_typeof(names) = 'object'),
  category_id int references categories(id) on delete set null,
  link_url text not null default '' check (length(link_url) <= 500),
  sort int not null default 0 check (sort between 0 and 9999),
  is_show boolean not null default true,
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((level = 1) = (parent_id is null))
);
create index navigations_children on navigations (site_abbr, parent_id, sort, id);
create index navigations_category on navigations (category_id) where category_id is not null;
create unique index navigations_sibling_name on navigations (site_abbr, coalesce(parent_id, 0), lower(name));

-- products pinned to the top of a category's page, in order (product ids are Goods' products)
create table category_top_products (
  id serial primary key,
  category_id int not null references categories(id) on delete cascade,
  product_id int not null check (product_id > 0),
  sort int not null default 0 check (sort between 0 and 9999),
  created_by text not null default '',
  created_at timestamptz not null default now(),
  unique (category_id, product_id)
);
create index category_top_products_list on category_top_products (category_id, sort, id);
`;
