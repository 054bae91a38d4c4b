// Check-in blacklist: customers barred from the daily check-in reward on one site. Removing an
// entry keeps it (active = false) for the log; a customer is on a site's list at most once at a time.
export const checkinBlacklist = /* sql */ `
create table checkin_blacklist (
  id serial primary key,
  customer_id int not null references customers(id),
  site_abbr text not null check (length(site_abbr) <= 20),
  reason text not null check (char_length(reason) between 1 and 200),
  active boolean not null default true,
  version int not null default 1,
  added_by text not null default '',
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index checkin_blacklist_active on checkin_blacklist (customer_id, site_abbr) where active;
create index checkin_blacklist_site on checkin_blacklist (site_abbr, id);
create index checkin_blacklist_state on checkin_blacklist (active, id);

-- demo entries: active on several sites, and one removed
insert into checkin_blacklist (customer_id, site_abbr, reason, active, added_by, updated_by) values
  (100000, 'eur', 'Several accounts from one device collecting check-in points', true, 'Ada Admin', 'Ada Admin'),
  (99990, 'de', 'Punkte durch automatisierte Check-ins gesammelt (script)', true, 'Ada Admin', 'Ada Admin'),
  (99988, 'eur', 'Check-in rewards resold on a marketplace', true, 'Ada Admin', 'Ada Admin'),
  (99987, 'uk', 'Complaint resolved: reward abuse was a family account', false, 'Ada Admin', 'Ada Admin');
`;
