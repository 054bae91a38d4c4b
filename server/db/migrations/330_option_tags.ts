// Option values (the product system's option value entries: value_id, value, label, spec section 3)
// and which tags each carries (System › oc-attribute-tag-manage). Removing a link keeps its row
// (active = false) for the log; an option value carries a tag at most once at a time.
export const optionTags = /* sql */ `
create table option_values (
  value_id int primary key check (value_id > 0),
  value text not null check (char_length(value) between 1 and 60),
  label text not null check (char_length(label) between 1 and 60)
);
create index option_values_value on option_values (lower(value));

create table option_tags (
  id serial primary key,
  value_id int not null references option_values(value_id),
  tag_id int not null references tags(id),
  active boolean not null default true,
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index option_tags_active on option_tags (value_id, tag_id) where active;
create index option_tags_value on option_tags (value_id, id);
create index option_tags_tag on option_tags (tag_id, id);
create index option_tags_state on option_tags (active, id);
create index option_tags_updated on option_tags (updated_at, id);
`;
