// Which records use which uploads (issue 14.8). A record that saves a file key adds a row in the
// same transaction (server/modules/uploads/references.ts); an upload no row points at is removed
// after a day. RESTRICT, not CASCADE: the clean-up can never take a file from under a record.
export const uploadRefs = /* sql */ `
create table upload_refs (
  upload_id bigint not null references uploads(id) on delete restrict,
  entity text not null,
  entity_id text not null,
  field text not null default '',
  created_at timestamptz not null default now(),
  primary key (upload_id, entity, entity_id, field)
);
create index upload_refs_record on upload_refs(entity, entity_id, field);
-- the per-user rate and quota look back over a time window; the clean-up over age
create index uploads_user_time on uploads(uploaded_by, created_at);
create index uploads_created_at on uploads(created_at);
`;
