// A pool's items checked a statement at a time (issue 12: createPool's fill of a very large branch).
// The two foreign keys of product_pool_items checked each new row on its own: for the 82,403
// products of the large seed's largest branch, 82,403 look-ups of the one pool and 82,403 row
// locks on products: 3.1 s of the insert's 4.7 s under EXPLAIN ANALYZE on PostgreSQL (the insert
// alone 1.6 s). Checked here it took 1.4 s where the keys took 3.5 s, run one after the other on
// the same busy machine. They become statement-level triggers, as the event product count's
// (337): an insert or update is refused with the same foreign_key_violation (23503) when a row
// names no pool or no product, checked once for the whole statement (one anti-join each); a
// deleted product or pool takes its items along, one statement for the whole delete. What the
// triggers do not do is the keys' row locks against a delete running meanwhile: nothing in the
// application deletes a product or a pool, and ids are never changed.
export const poolItemsChecked = /* sql */ `
alter table product_pool_items
  drop constraint product_pool_items_pool_id_fkey,
  drop constraint product_pool_items_product_id_fkey;

create function product_pool_items_refs_checked() returns trigger language plpgsql as $fn$
begin
  if exists (select 1 from (select distinct pool_id from new_rows) n where not exists (select 1 from product_pools pp where pp.id = n.pool_id)) then
    raise foreign_key_violation using message = 'product_pool_items: a pool_id names no product pool';
  end if;
  if exists (select 1 from new_rows n where not exists (select 1 from products p where p.id = n.product_id)) then
    raise foreign_key_violation using message = 'product_pool_items: a product_id names no product';
  end if;
  return null;
end
$fn$;

create trigger product_pool_items_refs_added after insert on product_pool_items
  referencing new table as new_rows for each statement execute function product_pool_items_refs_checked();
create trigger product_pool_items_refs_changed after update on product_pool_items
  referencing new table as new_rows for each statement execute function product_pool_items_refs_checked();

create function product_pool_items_cascaded() returns trigger language plpgsql as $fn$
begin
  if tg_table_name = 'products' then
    delete from product_pool_items i using old_rows o where i.product_id = o.id;
  else
    delete from product_pool_items i using old_rows o where i.pool_id = o.id;
  end if;
  return null;
end
$fn$;

create trigger product_pool_items_product_deleted after delete on products
  referencing old table as old_rows for each statement execute function product_pool_items_cascaded();
create trigger product_pool_items_pool_deleted after delete on product_pools
  referencing old table as old_rows for each statement execute function product_pool_items_cascaded();
`;
