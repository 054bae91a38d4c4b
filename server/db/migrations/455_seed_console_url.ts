// The console address the seed's mails link to (issue 42 §1): the seed's key no longer holds the
// address, so the build's seeded template serves a start at any CONSOLE_URL; a start at another
// address moves the seeded mails' links to its own (server/db/seed-state.ts).
export const seedConsoleUrl = /* sql */ `
alter table seed_state add column console_url text not null default '';
`;
