// The columns and indexes every storefront config table has (issue 38; app/domain/kinds/resource-config.ts),
// shared by the migrations that make those tables (370, 371, 372). Frozen with them: a later change is a new migration.
const SITE = `'^(us|ca|uk|eur|de|glb|au)(_v1)?$'`;
export const AUDIENCE = `audience text not null default 'all' check (audience in ('all', 'new', 'returning', 'member'))`;

/** A config kind's columns; `states` are its lifecycle's stored values, the first the new record's. */
export const configColumns = (states: string[], extra = "") => /* sql */ `
  id serial primary key,
  title text not null check (length(title) between 1 and 100),
  site text not null check (site ~ ${SITE}),
  language text not null check (language in ('en', 'es', 'de', 'it', 'fr', 'pt', 'ar')),
  ${AUDIENCE},
  image text not null check (length(image) between 1 and 1000),
  link_type int not null check (link_type between 1 and 6),
  link_target text not null default '' check ((link_type = 1) = (link_target = '')),
  start_at timestamptz not null,
  end_at timestamptz not null check (end_at >= start_at),
  priority int not null default 0 check (priority between 0 and 999),${extra}
  status text not null default '${states[0]}' check (status in (${states.map((s) => `'${s}'`).join(", ")})),
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
`;

/** An index for each filter and sort of a config list, and one for the slot rule's question. */
export const configIndexes = (table: string) => /* sql */ `
create index ${table}_order on ${table}(priority desc, id desc);
create index ${table}_site_language on ${table}(site, language, priority desc);
create index ${table}_status on ${table}(status, id desc);
create index ${table}_audience on ${table}(audience, id desc);
create index ${table}_title_sort on ${table}(title, id);
create index ${table}_start_sort on ${table}(start_at, id);
create index ${table}_updated_sort on ${table}(updated_at, id);
create index ${table}_slot on ${table}(site, language, status, start_at);
`;

export const ENABLE_TERMINATE = ["pending", "enabled", "terminated"];
