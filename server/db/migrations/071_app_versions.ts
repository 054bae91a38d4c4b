// App versions per platform (System › app versions). version_key orders versions numerically
// (1.10.0 after 1.9.0), which the text cannot.
export const appVersions = /* sql */ `
create table app_versions (
  id serial primary key,
  platform text not null check (platform in ('ios', 'android')),
  app_version text not null check (app_version ~ '^(0|[1-9][0-9]{0,3})\\.(0|[1-9][0-9]{0,3})\\.(0|[1-9][0-9]{0,3})$'),
  version_key int[] not null,
  min_version text not null check (min_version ~ '^(0|[1-9][0-9]{0,3})\\.(0|[1-9][0-9]{0,3})\\.(0|[1-9][0-9]{0,3})$'),
  min_version_key int[] not null check (min_version_key <= version_key),
  force_update boolean not null default false,
  release_notes jsonb not null check (coalesce(release_notes->>'en', '') <> ''),
  published boolean not null default false,
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (platform, app_version)
);
create index app_versions_id_desc on app_versions(id desc);
create index app_versions_platform_key on app_versions(platform, version_key desc, id);
create index app_versions_key_sort on app_versions(version_key, id);
create index app_versions_published on app_versions(published, id);
create index app_versions_updated_sort on app_versions(updated_at, id);
`;
