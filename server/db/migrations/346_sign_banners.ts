// The sign-in page's banners (Resource › sign › banner-list; app/domain/kinds/banners.ts): the
// same rules as the kind's, so a write that skipped the API is refused too; an index for each
// filter and sort the list offers.
export const signBanners = /* sql */ `
create table sign_banners (
  id serial primary key,
  title text not null check (length(title) between 1 and 100),
  site text not null check (site ~ '^(us|ca|uk|eur|de|glb|au)(_v1)?$'),
  language text not null check (language in ('en', 'es', 'de', 'it', 'fr', 'pt', 'ar')),
  image text not null check (length(image) between 1 and 1000),
  link_type int not null check (link_type between 1 and 6),
  link_target text not null default '' check ((link_type = 1) = (link_target = '')),
  start_at timestamptz not null,
  end_at timestamptz not null check (end_at >= start_at),
  priority int not null default 0 check (priority between 0 and 999),
  status text not null default 'pending' check (status in ('pending', 'enabled', 'terminated')),
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index sign_banners_order on sign_banners(priority desc, id desc);
create index sign_banners_site_language on sign_banners(site, language, priority desc);
create index sign_banners_status on sign_banners(status, id desc);
create index sign_banners_title_sort on sign_banners(title, id);
create index sign_banners_start_sort on sign_banners(start_at, id);
create index sign_banners_updated_sort on sign_banners(updated_at, id);
`;
