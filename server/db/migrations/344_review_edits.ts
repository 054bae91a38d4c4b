// Who edited a reviewed record's figures, and what they were before and after (issue 39): the
// makers a decision refuses (rows of the current round, `decided` false), and the "changed since
// you opened it" of a decision on a stale version. Written by server/reviews/review.ts only.
export const reviewEdits = /* sql */ `
create table review_edits (
  id bigserial primary key,
  entity text not null,
  entity_id text not null,
  user_id int not null,
  user_name text not null,
  from_version int not null,
  to_version int not null,
  before jsonb not null,
  after jsonb not null,
  decided boolean not null default false,
  created_at timestamptz not null default now()
);
create index review_edits_record on review_edits (entity, entity_id, id);
`;
