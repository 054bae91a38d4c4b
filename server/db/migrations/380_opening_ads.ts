// Opening-screen ads (Resource › screen-advertisement; app/domain/kinds/opening-ad.ts): the kind's
// rules again, so a write that skipped the API is refused too (a video ad has its video, an image ad
// none); an index for each filter and sort the list offers, and one for the overlap check on online.
export const openingAds = /* sql */ `
create table opening_ads (
  id serial primary key,
  title text not null check (length(title) between 1 and 100),
  site text not null check (site ~ '^(us|ca|uk|eur|de|glb|au)(_v1)?$'),
  language text not null check (language in ('en', 'es', 'de', 'it', 'fr', 'pt', 'ar')),
  audience text not null default 'all' check (audience in ('all', 'new', 'returning')),
  media text not null default 'image' check (media in ('image', 'video')),
  image text not null check (length(image) between 1 and 1000),
  video text not null default '' check (length(video) <= 1000),
  seconds int not null default 5 check (seconds between 1 and 10),
  link_type int not null check (link_type between 1 and 6),
  link_target text not null default '' check ((link_type = 1) = (link_target = '')),
  start_at timestamptz not null,
  end_at timestamptz not null check (end_at >= start_at),
  priority int not null default 0 check (priority between 0 and 999),
  status text not null default 'draft' check (status in ('draft', 'published', 'online', 'offline', 'deleted')),
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((media = 'video') = (video <> ''))
);
create index opening_ads_order on opening_ads(priority desc, id desc);
create index opening_ads_site_language on opening_ads(site, language, priority desc);
create index opening_ads_status on opening_ads(status, id desc);
create index opening_ads_audience on opening_ads(audience, id desc);
create index opening_ads_media on opening_ads(media, id desc);
create index opening_ads_title_sort on opening_ads(title, id);
create index opening_ads_start_sort on opening_ads(start_at, id);
create index opening_ads_updated_sort on opening_ads(updated_at, id);
create index opening_ads_slot on opening_ads(site, language, audience, start_at) where status = 'online';
`;
