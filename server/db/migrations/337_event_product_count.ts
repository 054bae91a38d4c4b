// An event's product count kept on the event (issue 8/11: a detail or list view counted an event's
// products on every request — 10,000 index entries for the bench's event). Triggers keep it for
// every path that adds or removes products (the batch endpoints, imports, copies, the seed, tests),
// in the same statement's transaction; a statement-level trigger sees a batch of 500 as one update.
export const eventProductCount = /* sql */ `
alter table events add column product_count integer not null default 0 check (product_count >= 0);
update events e set product_count = (select count(*) from event_products p where p.event_id = e.id);

create function event_products_counted() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    update events e set product_count = e.product_count + n.c
      from (select event_id, count(*)::int as c from new_rows group by event_id) n
     where e.id = n.event_id;
  else
    update events e set product_count = e.product_count - o.c
      from (select event_id, count(*)::int as c from old_rows group by event_id) o
     where e.id = o.event_id;
  end if;
  return null;
end
$fn$;

create trigger event_products_count_added after insert on event_products
  referencing new table as new_rows for each statement execute function event_products_counted();
create trigger event_products_count_removed after delete on event_products
  referencing old table as old_rows for each statement execute function event_products_counted();
`;
