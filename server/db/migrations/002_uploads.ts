// One row per stored object: who put what where, so a key found in content can be traced back.
export const uploads = /* sql */ `
create table uploads (
  id bigserial primary key,
  key text not null unique,
  purpose text not null check (purpose in ('event', 'videos', 'sns_topic', 'sns_post')),
  content_type text not null,
  size int not null check (size > 0),
  sha256 char(64) not null,
  uploaded_by int not null references users(id),
  created_at timestamptz not null default now()
);
create index uploads_uploaded_by on uploads(uploaded_by, id desc);
`;
