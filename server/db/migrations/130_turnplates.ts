import {
  PRIZES_MAX,
  PRIZES_MIN,
  PRIZE_KINDS,
  TURNPLATE_NAME_MAX,
  TURNPLATE_REMARK_MAX,
  TURNPLATE_STATUSES,
} from "../../../app/features/market-tool/turnplate-rules";

// Wheel lotteries (turnplate-list): a site's wheel for a period with per-customer draw limits and
// 2–12 prize slots. The slots (name, kind, value, probability in basis points, stock or null for
// unlimited) are one JSON array, written and logged with the lottery as a whole; the 100 % rule is
// the API's (zod), the shape the table's. Reward records: who won which slot, a snapshot of the slot.
const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

export const turnplates = /* sql */ `
create table turnplates (
  id serial primary key,
  name text not null check (char_length(name) between 1 and ${TURNPLATE_NAME_MAX} and name = btrim(name)),
  site_abbr text not null check (length(site_abbr) <= 20),
  start_at timestamptz not null,
  end_at timestamptz not null,
  daily_limit int not null check (daily_limit >= 1),
  total_limit int not null check (total_limit >= 1),
  prizes jsonb not null check (jsonb_typeof(prizes) = 'array' and jsonb_array_length(prizes) between ${PRIZES_MIN} and ${PRIZES_MAX}),
  remark text not null default '' check (char_length(remark) <= ${TURNPLATE_REMARK_MAX}),
  status text not null default 'draft' check (status in (${list(TURNPLATE_STATUSES)})),
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_at > start_at),
  check (total_limit >= daily_limit)
);
create index turnplates_id_desc on turnplates (id desc);
create index turnplates_site on turnplates (site_abbr, id);
create index turnplates_status on turnplates (status, id);
create index turnplates_name on turnplates (name, id);
create index turnplates_start on turnplates (start_at, id);
create index turnplates_end on turnplates (end_at, id);
create index turnplates_updated on turnplates (updated_at, id);

create table turnplate_rewards (
  id bigserial primary key,
  turnplate_id int not null references turnplates(id),
  site_abbr text not null,
  customer_id int not null references customers(id),
  customer_email text not null,
  prize_slot int not null check (prize_slot between 1 and ${PRIZES_MAX}),
  prize_name text not null,
  prize_kind text not null check (prize_kind in (${list(PRIZE_KINDS)})),
  prize_value text not null default '',
  drawn_at timestamptz not null default now()
);
-- keyset pages run newest first by id under each filter
create index turnplate_rewards_turnplate on turnplate_rewards (turnplate_id, id desc);
create index turnplate_rewards_site on turnplate_rewards (site_abbr, id desc);
create index turnplate_rewards_customer on turnplate_rewards (customer_id, id desc);
create index turnplate_rewards_email on turnplate_rewards (lower(customer_email), id desc);
create index turnplate_rewards_kind on turnplate_rewards (prize_kind, id desc);
create index turnplate_rewards_drawn on turnplate_rewards (drawn_at, id);
`;
