// Business figures of the events dashboard (issue 41 §11): one row per event and US West day —
// visitors of the event's pages, orders, units sold and sales in the event's currency (the site's
// currency the event sells in; its site is the event's). Conversion is orders ÷ visitors over a
// period, so only the counts are stored. Filled by the shop's order feed; the demo seeds them.
export const eventDailyFigures = /* sql */ `
create table event_daily_figures (
  event_id int not null references events(id) on delete cascade,
  day date not null,
  visitors int not null check (visitors between 0 and 100000000),
  orders int not null check (orders >= 0 and orders <= visitors),
  units int not null check (units >= orders and units <= 1000000000),
  sales numeric(16,4) not null check (sales >= 0 and sales < 1000000000000),
  primary key (event_id, day)
);
-- the dashboard's daily series over every event (no site or event chosen): a range of days,
-- read from the index alone
create index event_daily_figures_day on event_daily_figures (day) include (event_id, visitors, orders, units);
`;
