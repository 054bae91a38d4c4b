import {
  HELP_FORMATS,
  HELP_MAX_LEVEL,
  HELP_SECTIONS,
  HELP_SERIAL_MAX,
  HELP_SORT_MAX,
} from "../../../app/features/system/content/constants";

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

// System › help-center and contact-us: one tree per section. Level 1 and 2 are titles (level 1
// with an icon; level 2 says whether 3rd-level categories follow), the leaves are articles
// (content in a format, flags, steps). Texts per language are jsonb: { en: { title, content,
// prompt, long_title }, fr: … }. Deleting an entry deletes everything below it (on delete cascade).
export const helpCenter = /* sql */ `
create table help_entries (
  id serial primary key,
  section text not null default 'help' check (section in (${list(HELP_SECTIONS)})),
  parent_id int references help_entries(id) on delete cascade,
  level int not null check (level between 1 and ${HELP_MAX_LEVEL}),
  title_key text not null check (char_length(title_key) between 1 and 200),
  texts jsonb not null default '{}'::jsonb,
  icon text not null default '',
  has_level3 boolean,
  is_article boolean not null default false,
  content_format text check (content_format in (${list(HELP_FORMATS)})),
  steps jsonb not null default '[]'::jsonb,
  show_email boolean not null default false,
  show_order_no boolean not null default false,
  associate_sku boolean,
  top_faq boolean not null default false,
  serial_number int not null default 0 check (serial_number between 0 and ${HELP_SERIAL_MAX}),
  sort int not null default 0 check (sort between 0 and ${HELP_SORT_MAX}),
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((level = 1) = (parent_id is null)),
  check (not is_article or content_format is not null)
);
-- "Duplicate title": siblings' English titles differ whatever their case
create unique index help_entries_sibling_title on help_entries(section, coalesce(parent_id, 0), title_key);
create index help_entries_tree on help_entries(section, parent_id, sort, id);
create index help_entries_top_faq on help_entries(section, top_faq) where top_faq;
`;
