// Each product's price range per site kept on the product (issue 8): the product list read it with a
// grouped subquery per listed row, half of the list's time in the engine. Triggers keep it for every
// path that writes prices (the batch save, the seed, imports, tests, a deleted SKU's cascade), in the
// same statement's transaction; a statement-level trigger recomputes a batch's products once. The
// shape is what the list returned before: [{site, currency, min_minor, max_minor}] by site, amounts
// as text (bigint-safe).
export const productPriceRanges = /* sql */ `
alter table products add column price_ranges jsonb not null default '[]';

create function product_price_ranges(pid int) returns jsonb language sql stable as $fn$
  select coalesce(jsonb_agg(r order by r.site), '[]') from (
    select sp.site_abbr as site, min(sp.currency_code) as currency, min(sp.price_minor)::text as min_minor, max(sp.price_minor)::text as max_minor
      from sku_prices sp where sp.product_id = pid group by sp.site_abbr) r
$fn$;

update products p set price_ranges = product_price_ranges(p.id) where exists (select 1 from sku_prices sp where sp.product_id = p.id);

create function sku_prices_ranged() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    update products p set price_ranges = product_price_ranges(p.id) where p.id in (select product_id from new_rows);
  elsif tg_op = 'UPDATE' then
    update products p set price_ranges = product_price_ranges(p.id)
     where p.id in (select product_id from new_rows union select product_id from old_rows);
  else
    update products p set price_ranges = product_price_ranges(p.id) where p.id in (select product_id from old_rows);
  end if;
  return null;
end
$fn$;

create trigger sku_prices_ranged_insert after insert on sku_prices
  referencing new table as new_rows for each statement execute function sku_prices_ranged();
create trigger sku_prices_ranged_update after update on sku_prices
  referencing new table as new_rows old table as old_rows for each statement execute function sku_prices_ranged();
create trigger sku_prices_ranged_delete after delete on sku_prices
  referencing old table as old_rows for each statement execute function sku_prices_ranged();
`;
