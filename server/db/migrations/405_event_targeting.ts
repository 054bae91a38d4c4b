import { EVENT_CROWDS, LAUNCH_CHANNELS, PROMOTION_STRATEGIES } from "../../../app/domain/event-targeting";

// What an event targets (issue 40 §1): its daily-specials category (same site: checked by the API,
// which names the category), crowds, launch channels and promotion strategy. Existing events reach
// every customer on every channel at their event prices, as they did before these fields.
const list = (xs: readonly string[]) => xs.map((x) => `'${x}'`).join(", ");
export const eventTargeting = /* sql */ `
alter table events
  add column category_id int references activity_categories(id),
  add column apply_crowds text[] not null default '{all_customers}'
    check (cardinality(apply_crowds) between 1 and ${EVENT_CROWDS.length} and apply_crowds <@ array[${list(EVENT_CROWDS)}]::text[]),
  add column launch_channel text[] not null default '{${LAUNCH_CHANNELS.join(",")}}'
    check (cardinality(launch_channel) between 1 and ${LAUNCH_CHANNELS.length} and launch_channel <@ array[${list(LAUNCH_CHANNELS)}]::text[]),
  add column promotion_strategy text not null default 'event_price' check (promotion_strategy in (${list(PROMOTION_STRATEGIES)}));
-- the list's filters, within a kind, newest first
create index events_kind_category on events (kind, category_id, id desc);
create index events_kind_strategy on events (kind, promotion_strategy, id desc);
create index events_crowds on events using gin (apply_crowds);
create index events_channels on events using gin (launch_channel);
`;
