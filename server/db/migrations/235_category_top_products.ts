import {
  FILL_DEFAULT,
  FILL_RULES,
  TOP_PINS_DEFAULT,
  TOP_PINS_MAX,
  TOP_PINS_MIN,
} from "../../../app/features/page-management/top-products-rules";

const list = (xs: readonly string[]) => xs.map((x) => `'${x}'`).join(", ");

// Top products of Page management (category-management-top-products*). The pins themselves are
// migration 200's category_top_products; now that Goods' products share the branch, a pin points at
// its product (a deleted product leaves no pin behind). Each site's settings: how many products a
// category may pin, and what fills the listing below them. The list screen filters categories by
// site (keyset over the id, newest first), by name prefix (categories_name_search) and by "has
// pins" (a semi-join on the pins' (category_id, sort, id) index).
export const categoryTopProducts = /* sql */ `
alter table category_top_products
  add constraint category_top_products_product_fk foreign key (product_id) references products(id) on delete cascade;
create index category_top_products_product on category_top_products (product_id);
create index categories_site_id on categories (site_abbr, id desc);

create table category_top_product_settings (
  site_abbr text primary key references sites(abbr),
  max_pins int not null default ${TOP_PINS_DEFAULT} check (max_pins between ${TOP_PINS_MIN} and ${TOP_PINS_MAX}),
  fill_rule text not null default '${FILL_DEFAULT}' check (fill_rule in (${list(FILL_RULES)})),
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
`;
