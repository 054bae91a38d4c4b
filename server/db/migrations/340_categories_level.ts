// The product filter's category choices count each level of a tree only up to their limit
// (server/modules/goods/products.ts, categoryOptions) and read the levels that fit: both by level,
// across every site or within one.
export const categoriesLevel = /* sql */ `
create index categories_level on categories (level, site_abbr);
`;
