// A write sent again with the same Idempotency-Key (a save retried after the answer was lost) is
// answered from here instead of being applied twice. The row is written in the write's own
// transaction, so it exists exactly when the write does.
export const idempotencyKeys = /* sql */ `
create table idempotency_keys (
  user_id int not null references users(id),
  key text not null,
  endpoint text not null,
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);
create index idempotency_keys_created_at on idempotency_keys(created_at);
`;
