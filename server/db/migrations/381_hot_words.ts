// Hot words (Resource › hotWord; app/domain/kinds/hot-word.ts): the kind's rules again, a word once per
// site and language, and an index for each filter and sort the setting page offers (the order of one
// site and language's words first).
export const hotWords = /* sql */ `
create table hot_words (
  id serial primary key,
  word text not null check (length(word) between 1 and 30),
  site text not null check (site ~ '^(us|ca|uk|eur|de|glb|au)(_v1)?$'),
  language text not null check (language in ('en', 'es', 'de', 'it', 'fr', 'pt', 'ar')),
  highlight boolean not null default false,
  link_type int not null check (link_type between 1 and 6),
  link_target text not null default '' check ((link_type = 1) = (link_target = '')),
  start_at timestamptz not null,
  end_at timestamptz not null check (end_at >= start_at),
  position int not null check (position between 1 and 100),
  status text not null default 'draft' check (status in ('draft', 'up', 'down')),
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index hot_words_word on hot_words(site, language, lower(word));
create index hot_words_order on hot_words(site, language, position, id);
create index hot_words_status on hot_words(status, id desc);
create index hot_words_word_sort on hot_words(word, id);
create index hot_words_position_sort on hot_words(position, id);
create index hot_words_start_sort on hot_words(start_at, id);
create index hot_words_updated_sort on hot_words(updated_at, id);
`;
