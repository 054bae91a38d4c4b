// The storefronts' customers, read by staff in System management (customer-list). The console
// never writes them; they are the storefronts' accounts.
//
// The demo set (100,000 customers, their addresses and order counts) is generated here, in set-based
// statements from generate_series, rather than in the seed: it lands in the PGlite template that
// `npm run build` makes, so a first start copies it instead of writing 100,000 rows. Every value is
// a function of the row number (no random(), no now()), so every database holds the same customers
// and tests can name them: customer n registered at 2022-01-01 00:00 UTC + n × 15 minutes.
//
// Paging is by keyset on id (newest first); each filter has an index that ends in id so a page at
// any depth is an index range scan.
export const customers = /* sql */ `
create table customers (
  id int primary key check (id > 0),
  email text not null check (length(email) between 3 and 254),
  first_name text not null check (length(first_name) <= 100),
  last_name text not null check (length(last_name) <= 100),
  site_abbr text not null check (length(site_abbr) <= 20),
  language text not null check (length(language) <= 8),
  phone text not null default '' check (length(phone) <= 32),
  orders_count int not null default 0 check (orders_count >= 0),
  registered_at timestamptz not null,
  last_login_at timestamptz,
  unique (email, site_abbr)
);
create index customers_email on customers (lower(email) text_pattern_ops, id);
create index customers_site on customers (site_abbr, id);
create index customers_registered on customers (registered_at, id);

create table customer_addresses (
  id int primary key check (id > 0),
  customer_id int not null references customers(id),
  is_default boolean not null default false,
  full_name text not null,
  line1 text not null,
  line2 text not null default '',
  city text not null,
  region text not null default '',
  postal_code text not null,
  country_code char(2) not null,
  phone text not null default ''
);
create index customer_addresses_customer on customer_addresses (customer_id, id);

insert into customers (id, email, first_name, last_name, site_abbr, language, phone, orders_count, registered_at, last_login_at)
select g,
  -- mailbox names carry no accents: Léa Müller writes lea.muller…@
  translate(lower(f.name || '.' || l.name), 'áéíóúüöäñç', 'aeiouuoanc') || (g % 1000)::text || '@' || lower( (array['gmail.com','outlook.com','yahoo.com','icloud.com','hotmail.com','proton.me','web.de','orange.fr'])[1 + g % 8]),
  f.name, l.name, s.abbr, s.lang,
  s.dial || ' ' || lpad(((g * 7919) % 10000000)::text, 7, '0'),
  (g * 37) % 23 * ((g % 3 + 1) / 3),
  timestamptz '2022-01-01 00:00:00+00' + g * interval '15 minutes',
  case when g % 4 = 0 then null else timestamptz '2022-01-01 00:00:00+00' + g * interval '15 minutes' + (g % 400) * interval '1 day' end
from generate_series(1, 100000) g
cross join lateral (select (array['Olivia','Liam','Emma','Noah','Amelia','Oliver','Sophia','Elijah','Mia','Lucas','Charlotte','Mateo','Isabella','Leon','Chloe','Hugo','Giulia','Lukas','Ava','Jack','Léa','Sofía','Hannah','Finn','Zoe','Omar','Layla','Mason','Ella','Aria','Ethan','Grace'])[1 + g % 32] as name) f
cross join lateral (select (array['Smith','Johnson','Garcia','Brown','Müller','Schmidt','Martin','Bernard','Rossi','Russo','Williams','Jones','Taylor','Wilson','Tremblay','Roy','Nguyen','Kelly','Murphy','Fischer','Weber','Dubois','López','Martínez','Walker','Thompson','White','Harris','Clarke','Lewis','Moore','Anderson','Wright','Young','King','Scott','Green'])[1 + (g / 32) % 37] as name) l
cross join lateral (select abbr, lang, dial from (values
  (0,'us','en','+1'),(1,'us','es','+1'),(2,'ca','en','+1'),(3,'uk','en','+44'),(4,'eur','fr','+33'),(5,'eur','it','+39'),
  (6,'de','de','+49'),(7,'glb','en','+971'),(8,'au','en','+61'),(9,'us_v1','en','+1'),(10,'glb','ar','+966'),(11,'us','en','+1')
) v(k, abbr, lang, dial) where k = g % 12) s;

-- two customers in three have a default address, one in five a second one
insert into customer_addresses (id, customer_id, is_default, full_name, line1, line2, city, region, postal_code, country_code, phone)
select a.n, c.id, a.k = 0, c.first_name || ' ' || c.last_name,
  (c.id % 900 + 10)::text || ' ' || (array['Main St','Oak Ave','High Street','Park Road','Rue de la Paix','Via Roma','Hauptstraße','George St','King St','Maple Dr'])[1 + (c.id + a.k) % 10],
  case when a.k = 1 then 'Apt ' || (c.id % 40 + 1)::text else '' end,
  p.city, p.region, p.postal, p.country, c.phone
from customers c
cross join lateral (values (0, c.id * 2 - 1), (1, c.id * 2)) a(k, n)
cross join lateral (select * from (values
  ('us','Los Angeles','CA','90012','US'),('ca','Toronto','ON','M5V 2T6','CA'),('uk','London','','SW1A 1AA','GB'),
  ('eur','Paris','','75001','FR'),('de','Berlin','','10115','DE'),('glb','Dubai','','00000','AE'),
  ('au','Sydney','NSW','2000','AU'),('us_v1','Seattle','WA','98101','US')
) v(site, city, region, postal, country) where v.site = c.site_abbr) p
where (a.k = 0 and c.id % 3 <> 0) or (a.k = 1 and c.id % 5 = 0);
`;
