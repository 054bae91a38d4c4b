// Issue 39.5: at most one heavy piece of work (a code batch, an export, an import) in flight per
// person and kind, shared by every API instance through this table (server/jobs/claims.ts). A claim
// is held by a job (`job:<id>`, refreshed by its progress, released when it ends) or by a request
// streaming an export (`req:<id>`, refreshed while it writes); one not refreshed for its kind's
// stale time is taken over. Batches also record who asked, by id, for the daily code quotas.
export const heavyClaims = /* sql */ `
create table heavy_claims (
  user_id int not null references users(id) on delete cascade,
  kind text not null check (kind in ('batch', 'export', 'import')),
  holder text not null check (char_length(holder) between 1 and 100),
  claimed_at timestamptz not null default now(),
  heartbeat_at timestamptz not null default now(),
  primary key (user_id, kind)
);
create index heavy_claims_holder on heavy_claims (holder);

alter table discount_code_batches add column created_by_id int references users(id) on delete set null;
create index discount_code_batches_quota_user on discount_code_batches (created_by_id, created_at);
create index discount_code_batches_quota_discount on discount_code_batches (discount_id, created_at);
create index excel_imports_updated on excel_imports (updated_at);
`;
