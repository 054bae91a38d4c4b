import {
  ALGORITHM_AGE_GROUPS,
  ALGORITHM_SLOTS,
  ALGORITHM_STRATEGIES,
  MIN_STOCK_MAX,
  NEW_DAYS_MAX,
  NEW_DAYS_MIN,
  WEIGHT_TOTAL,
} from "../../../app/features/goods/algorithm/algorithm-rules";
import {
  REVIEW_AUTHOR_MAX,
  REVIEW_CHANNEL_MAX,
  REVIEW_CONTENT_MAX,
  REVIEW_FITS,
  REVIEW_REPLY_MAX,
  REVIEW_SOURCES,
  REVIEW_STATES,
  REVIEW_TITLE_MAX,
} from "../../../app/features/goods/reviews/review-rules";

const list = (xs: readonly string[]) => xs.map((x) => `'${x}'`).join(", ");

// Goods: product reviews (comment-manager-allright, comment-add), the recommendation-algorithm
// settings (algorithm-config), and the indexes the pick-product options need on products
// (amoeba group, tags) at a million products.
export const goodsReviewsAlgorithms = /* sql */ `
create table product_reviews (
  id serial primary key,
  product_id int not null references products(id) on delete cascade,
  spu text not null,
  site_abbr text not null references sites(abbr),
  rating int not null check (rating between 1 and 5),
  title text not null default '' check (char_length(title) <= ${REVIEW_TITLE_MAX}),
  content text not null check (char_length(content) between 1 and ${REVIEW_CONTENT_MAX}),
  author_name text not null check (char_length(author_name) between 1 and ${REVIEW_AUTHOR_MAX}),
  fit text not null default '' check (fit in ('', ${list(REVIEW_FITS)})),
  source text not null default 'customer' check (source in (${list(REVIEW_SOURCES)})),
  channel text not null default '' check (char_length(channel) <= ${REVIEW_CHANNEL_MAX}),
  status text not null default 'pending' check (status in (${list(REVIEW_STATES)})),
  reply text not null default '' check (char_length(reply) <= ${REVIEW_REPLY_MAX}),
  replied_by text not null default '',
  replied_at timestamptz,
  version int not null default 1,
  created_by text not null default '',
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index product_reviews_site on product_reviews (site_abbr, id);
create index product_reviews_status on product_reviews (status, id);
create index product_reviews_rating on product_reviews (rating, id);
create index product_reviews_product on product_reviews (product_id, id);
create index product_reviews_spu on product_reviews (spu text_pattern_ops);
create index product_reviews_created on product_reviews (created_at, id);

create table algorithm_configs (
  id serial primary key,
  site_abbr text not null references sites(abbr),
  slot text not null check (slot in (${list(ALGORITHM_SLOTS)})),
  strategy text not null check (strategy in (${list(ALGORITHM_STRATEGIES)})),
  weight_sales int not null check (weight_sales between 0 and ${WEIGHT_TOTAL}),
  weight_margin int not null check (weight_margin between 0 and ${WEIGHT_TOTAL}),
  weight_newness int not null check (weight_newness between 0 and ${WEIGHT_TOTAL}),
  weight_stock int not null check (weight_stock between 0 and ${WEIGHT_TOTAL}),
  min_stock int not null default 0 check (min_stock between 0 and ${MIN_STOCK_MAX}),
  new_days int not null default 30 check (new_days between ${NEW_DAYS_MIN} and ${NEW_DAYS_MAX}),
  age_group text not null default 'all' check (age_group in (${list(ALGORITHM_AGE_GROUPS)})),
  enabled boolean not null default true,
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (weight_sales + weight_margin + weight_newness + weight_stock = ${WEIGHT_TOTAL}),
  unique (site_abbr, slot)
);
create index algorithm_configs_slot on algorithm_configs (slot, id);
create index algorithm_configs_strategy on algorithm_configs (strategy, id);
create index algorithm_configs_enabled on algorithm_configs (enabled, id);
create index algorithm_configs_updated on algorithm_configs (updated_at, id);

create index products_amoeba on products (amoeba_group, id);
create index products_tags on products using gin (tags);
`;
