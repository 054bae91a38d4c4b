// Budget orders, their revisions and budget codes (the Market tool's budgets, issue 10). Money is
// numeric(14,2) in the record's currency; the lines of a budget or revision add up to its amount
// (checked by the API with exact decimals). A revision holds proposed figures of a passed budget and
// replaces them only when it is passed; one budget has at most one revision open at a time.
export const budgets = /* sql */ `
create table budgets (
  id serial primary key,
  code text not null unique check (code ~ '^BG-[0-9]{4}-[0-9]{4,}$'),
  purpose text not null check (char_length(purpose) between 1 and 200),
  department_id int not null references departments(id),
  site_abbr text not null references sites(abbr),
  currency char(3) not null,
  amount numeric(14,2) not null check (amount > 0 and amount <= 1000000000),
  period_start date not null,
  period_end date not null,
  lines jsonb not null check (jsonb_typeof(lines) = 'array' and jsonb_array_length(lines) between 1 and 20),
  status text not null default 'draft' check (status in ('draft', 'pending', 'passed', 'rejected')),
  created_by int not null references users(id),
  created_by_name text not null,
  submitted_by int references users(id),
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (period_end >= period_start)
);
create sequence budget_code_seq;
create index budgets_newest on budgets (id desc);
create index budgets_status on budgets (status, id desc);
create index budgets_department on budgets (department_id, id desc);
create index budgets_site on budgets (site_abbr, id desc);
create index budgets_currency on budgets (currency, id desc);
create index budgets_period on budgets (period_start, period_end);
create index budgets_amount on budgets (amount, id);
create index budgets_updated on budgets (updated_at, id);

create table budget_revisions (
  id serial primary key,
  budget_id int not null references budgets(id),
  purpose text not null check (char_length(purpose) between 1 and 200),
  amount numeric(14,2) not null check (amount > 0 and amount <= 1000000000),
  period_start date not null,
  period_end date not null,
  lines jsonb not null check (jsonb_typeof(lines) = 'array' and jsonb_array_length(lines) between 1 and 20),
  note text not null default '' check (char_length(note) <= 500),
  status text not null default 'draft' check (status in ('draft', 'pending', 'passed', 'rejected')),
  created_by int not null references users(id),
  created_by_name text not null,
  submitted_by int references users(id),
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (period_end >= period_start)
);
create unique index budget_revisions_open on budget_revisions (budget_id) where status in ('draft', 'pending', 'rejected');
create index budget_revisions_budget on budget_revisions (budget_id, id desc);
create index budget_revisions_status on budget_revisions (status, id desc);

create table budget_codes (
  id serial primary key,
  code text not null unique check (code ~ '^[A-Z0-9][A-Z0-9-]{3,31}$'),
  name text not null check (char_length(name) between 1 and 100),
  budget_id int not null references budgets(id),
  cap numeric(14,2) not null check (cap > 0 and cap <= 1000000000),
  batch_id int,
  status text not null default 'pending' check (status in ('pending', 'passed', 'rejected', 'disabled')),
  created_by int not null references users(id),
  created_by_name text not null,
  submitted_by int references users(id),
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index budget_codes_newest on budget_codes (id desc);
create index budget_codes_status on budget_codes (status, id desc);
create index budget_codes_budget on budget_codes (budget_id, id desc);
create index budget_codes_batch on budget_codes (batch_id, id);

create table budget_code_batches (
  id serial primary key,
  budget_id int not null references budgets(id),
  prefix text not null check (prefix ~ '^[A-Z0-9]{2,12}$'),
  count int not null check (count between 1 and 500),
  cap numeric(14,2) not null check (cap > 0),
  created_by int not null references users(id),
  created_by_name text not null,
  created_at timestamptz not null default now()
);
create index budget_code_batches_newest on budget_code_batches (id desc);
alter table budget_codes add constraint budget_codes_batch_fk foreign key (batch_id) references budget_code_batches(id);
`;
