import { RANKING_METRICS, RANKING_NAME_MAX, RANKING_PRODUCTS_MAX } from "../../../app/features/activity/rankings/ranking-rules";

// Product rankings (ranking-list): an ordered list of products a site shows for a period, by one
// metric, online or offline. Its products (position, code, name snapshot) are one JSON array, written
// and logged with the ranking as a whole.
export const rankings = /* sql */ `
create table rankings (
  id serial primary key,
  name text not null check (char_length(name) between 1 and ${RANKING_NAME_MAX} and name = btrim(name)),
  site_abbr text not null check (length(site_abbr) <= 20),
  metric text not null check (metric in (${RANKING_METRICS.map((m) => `'${m}'`).join(", ")})),
  start_at timestamptz not null,
  end_at timestamptz not null,
  products jsonb not null default '[]'::jsonb
    check (jsonb_typeof(products) = 'array' and jsonb_array_length(products) between 1 and ${RANKING_PRODUCTS_MAX}),
  status text not null default 'offline' check (status in ('online', 'offline')),
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_at > start_at)
);
create index rankings_id_desc on rankings (id desc);
create index rankings_site on rankings (site_abbr, id);
create index rankings_metric on rankings (metric, id);
create index rankings_status on rankings (status, id);
create index rankings_name on rankings (name, id);
create index rankings_start on rankings (start_at, id);
create index rankings_end on rankings (end_at, id);
create index rankings_updated on rankings (updated_at, id);
create index rankings_online_overlap on rankings (site_abbr, metric, start_at, end_at) where status = 'online';
`;
