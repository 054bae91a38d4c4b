// What the job queue (server/jobs, pg-boss in its own schema `pgboss`) does not keep itself:
// a job's progress, for a console to show as a progress bar, and the record that a job's effect
// was applied, written in the effect's own transaction so a job run again after a crash (or
// delivered twice) never applies it twice.
export const jobs = /* sql */ `
create table job_progress (
  job_id uuid primary key,
  kind text not null,
  done int not null default 0 check (done >= 0),
  total int check (total >= 0),
  message text,
  updated_at timestamptz not null default now()
);
create table job_effects (
  job_id uuid not null,
  step text not null default '',
  kind text not null,
  applied_at timestamptz not null default now(),
  primary key (job_id, step)
);
create index job_effects_applied_at on job_effects(applied_at);
`;
