// Which seed wrote the demo data, and on which day (US West): a start whose build carries the same
// seed and finds it written today skips the seed's ~900 idempotent statements (server/db/seed-state.ts).
export const seedState = /* sql */ `
create table seed_state (
  id int primary key default 1 check (id = 1),
  seed_key text not null,
  seeded_day date not null,
  seeded_at timestamptz not null default now()
);
`;
