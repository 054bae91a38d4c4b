// Products and pools point at the Page-management area's category tree (migration 200), now that
// both are on one branch. A deleted category leaves its products and pools without one.
export const goodsCategoryFk = /* sql */ `
alter table products add constraint products_category_fk foreign key (category_id) references categories(id) on delete set null;
alter table product_pools add constraint product_pools_category_fk foreign key (category_id) references categories(id) on delete set null;
`;
