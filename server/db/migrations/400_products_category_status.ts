// The product list's status counts with a category chosen (issue 42 §3): each status counted up to
// its cap among the category's products. With only (category_id, id) and (status, id) the count
// probed the status index once per product of the category (four statuses × ~1,000 probes for a
// second-level category of the large seed, ~25 ms); in (category, status) order each status reads
// only its own entries of the subtree's categories and stops at the cap (~3 ms).
// An index over a million products can outlast the API's 30 s statement limit on a busy machine:
// the limit is lifted for this migration's transaction only.
export const productsCategoryStatus = /* sql */ `
set local statement_timeout = 0;
create index if not exists products_category_status on products (category_id, status, id);
`;
