import { TAG_GROUPS, TAG_NAME_MAX, TAG_SORT_MAX, TAG_TYPES } from "../../../app/lib/tags";

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

// Storefront tags (System › tag-management). A name is unique within its group whatever its case,
// so "Summer" and "summer" cannot both exist in `season`.
export const tags = /* sql */ `
create table tags (
  id serial primary key,
  group_code text not null check (group_code in (${list(TAG_GROUPS)})),
  name text not null check (char_length(name) between 1 and ${TAG_NAME_MAX} and name = btrim(name)),
  type text not null check (type in (${list(TAG_TYPES)})),
  sort int not null default 0 check (sort between 0 and ${TAG_SORT_MAX}),
  enabled boolean not null default true,
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index tags_group_name on tags(group_code, lower(name));
create index tags_id_desc on tags(id desc);
create index tags_type on tags(type, id);
create index tags_enabled on tags(enabled, id);
create index tags_sort_sort on tags(sort, id);
create index tags_name_sort on tags(name, id);
create index tags_updated_sort on tags(updated_at, id);
`;
