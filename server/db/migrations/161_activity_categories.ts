import { CATEGORY_NAME_MAX, CATEGORY_SORT_MAX } from "../../../app/features/activity/offers/category-rules";

// Daily-specials categories (activity-category): the tabs a site's daily-specials page groups its
// events under. A name is unique on its site whatever its case; hidden ones keep their events.
export const activityCategories = /* sql */ `
create table activity_categories (
  id serial primary key,
  site_abbr text not null check (length(site_abbr) <= 20),
  name text not null check (char_length(name) between 1 and ${CATEGORY_NAME_MAX} and name = btrim(name)),
  sort int not null default 0 check (sort between 0 and ${CATEGORY_SORT_MAX}),
  enabled boolean not null default true,
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index activity_categories_site_name on activity_categories (site_abbr, lower(name));
create index activity_categories_id_desc on activity_categories (id desc);
create index activity_categories_site on activity_categories (site_abbr, id);
create index activity_categories_enabled on activity_categories (enabled, id);
create index activity_categories_sort on activity_categories (sort, id);
create index activity_categories_name on activity_categories (name, id);
create index activity_categories_updated on activity_categories (updated_at, id);
`;
