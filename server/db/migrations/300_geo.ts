import { CONTENT_LANGUAGES } from "../../../app/lib/constants";
import {
  DELIVERY_DAYS_MAX,
  EXAMPLE_MAX,
  GEO_SORT_MAX,
  MONEY_MAX,
  NAME_MAX,
  PATTERN_MAX,
  REMARK_MAX,
  SHIPPING_CHANNELS,
} from "../../../app/features/system/geo/geo-rules";

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");
const audited = `version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()`;

// System › countries, their states / cities / districts, shipping per country (country mode),
// languages per site, and address formats with their checked change requests (issue 9).
export const geo = /* sql */ `
create table countries (
  id serial primary key,
  code text not null unique check (code ~ '^[A-Z]{2}$'),
  name_en text not null check (char_length(name_en) between 1 and ${NAME_MAX}),
  name_zh text not null check (char_length(name_zh) between 1 and ${NAME_MAX}),
  phone_code text not null default '' check (phone_code ~ '^(\\+[0-9]{1,4})?$'),
  sort int not null default 0 check (sort between 0 and ${GEO_SORT_MAX}),
  enabled boolean not null default true,
  ${audited}
);
create index countries_id_desc on countries(id desc);
create index countries_enabled on countries(enabled, id);
create index countries_sort on countries(sort, id);
create index countries_name_en on countries(name_en, id);
create index countries_updated on countries(updated_at, id);

-- one table for the three levels: a state has no parent, a city's parent is a state, a district's a city
create table regions (
  id serial primary key,
  country_code text not null references countries(code),
  parent_id int references regions(id),
  level smallint not null check (level between 1 and 3),
  code text not null default '' check (code ~ '^[A-Z0-9-]{0,10}$'),
  name text not null check (char_length(name) between 1 and ${NAME_MAX} and name = btrim(name)),
  sort int not null default 0 check (sort between 0 and ${GEO_SORT_MAX}),
  enabled boolean not null default true,
  ${audited},
  check ((level = 1) = (parent_id is null))
);
create unique index regions_unique_name on regions(country_code, coalesce(parent_id, 0), lower(name));
create index regions_country_level on regions(country_code, level, sort, id);
create index regions_parent on regions(parent_id, sort, id);
create index regions_level_id on regions(level, id desc);
create index regions_level_name on regions(level, name, id);
create index regions_level_enabled on regions(level, enabled, id);

create table country_shipping (
  id serial primary key,
  country_code text not null references countries(code),
  channel text not null check (channel in (${list(SHIPPING_CHANNELS)})),
  carrier text not null check (char_length(carrier) between 1 and 60 and carrier = btrim(carrier)),
  min_days int not null check (min_days between 1 and ${DELIVERY_DAYS_MAX}),
  max_days int not null check (max_days between 1 and ${DELIVERY_DAYS_MAX}),
  currency_code text not null check (currency_code ~ '^[A-Z]{3}$'),
  fee numeric(12, 2) not null check (fee between 0 and ${MONEY_MAX}),
  free_threshold numeric(12, 2) check (free_threshold between 0.01 and ${MONEY_MAX}),
  enabled boolean not null default true,
  ${audited},
  check (min_days <= max_days)
);
create unique index country_shipping_unique on country_shipping(country_code, channel, currency_code);
create index country_shipping_id_desc on country_shipping(id desc);
create index country_shipping_channel on country_shipping(channel, id);
create index country_shipping_currency on country_shipping(currency_code, id);
create index country_shipping_enabled on country_shipping(enabled, id);
create index country_shipping_updated on country_shipping(updated_at, id);

create table site_languages (
  id serial primary key,
  site_abbr text not null references sites(abbr),
  language text not null check (language in (${list(CONTENT_LANGUAGES)})),
  is_default boolean not null default false,
  sort int not null default 0 check (sort between 0 and ${GEO_SORT_MAX}),
  enabled boolean not null default true,
  ${audited},
  -- the language a site falls back to must be one it shows
  check (not is_default or enabled)
);
create unique index site_languages_unique on site_languages(site_abbr, language);
create unique index site_languages_one_default on site_languages(site_abbr) where is_default;
create index site_languages_site_sort on site_languages(site_abbr, sort, id);
create index site_languages_id_desc on site_languages(id desc);
create index site_languages_language on site_languages(language, id);
create index site_languages_enabled on site_languages(enabled, id);

create table address_formats (
  id serial primary key,
  country_code text not null references countries(code),
  site_abbr text not null references sites(abbr),
  language text not null check (language in (${list(CONTENT_LANGUAGES)})),
  fields jsonb not null check (jsonb_typeof(fields) = 'array' and jsonb_array_length(fields) between 1 and 10),
  postal_pattern text not null default '' check (char_length(postal_pattern) <= ${PATTERN_MAX}),
  example text not null default '' check (char_length(example) <= ${EXAMPLE_MAX}),
  ${audited}
);
create unique index address_formats_unique on address_formats(country_code, site_abbr, language);
create index address_formats_id_desc on address_formats(id desc);
create index address_formats_site on address_formats(site_abbr, id);
create index address_formats_language on address_formats(language, id);

create table address_changes (
  id serial primary key,
  format_id int references address_formats(id),
  country_code text not null references countries(code),
  site_abbr text not null references sites(abbr),
  language text not null check (language in (${list(CONTENT_LANGUAGES)})),
  fields jsonb not null check (jsonb_typeof(fields) = 'array' and jsonb_array_length(fields) between 1 and 10),
  postal_pattern text not null default '' check (char_length(postal_pattern) <= ${PATTERN_MAX}),
  example text not null default '' check (char_length(example) <= ${EXAMPLE_MAX}),
  remark text not null default '' check (char_length(remark) <= ${REMARK_MAX}),
  -- the format's version the request was made against: a format changed since is not overwritten
  base_version int,
  status text not null default 'pending' check (status in ('pending', 'passed', 'rejected', 'cancelled')),
  requested_by_id int not null,
  requested_by text not null,
  checked_by_id int,
  checked_by text,
  checked_at timestamptz,
  check_remark text not null default '' check (char_length(check_remark) <= ${REMARK_MAX}),
  ${audited},
  check ((status = 'pending') = (checked_at is null))
);
-- one open request per format (country, site, language) at a time
create unique index address_changes_one_pending on address_changes(country_code, site_abbr, language) where status = 'pending';
create index address_changes_status on address_changes(status, id desc);
create index address_changes_country on address_changes(country_code, id desc);
create index address_changes_id_desc on address_changes(id desc);
`;
