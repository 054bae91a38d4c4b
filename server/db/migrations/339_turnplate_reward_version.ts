// A shipped prize's shipment can be corrected (a carrier or tracking number typed wrong): the edit
// carries the `version` the correction form was opened at, so a form left open while someone else
// corrected the same record gets 409 instead of writing over their change. Shipping bumps it too.
export const turnplateRewardVersion = /* sql */ `
alter table turnplate_rewards
  add column version integer not null default 1 check (version >= 1),
  add column updated_at timestamptz;
update turnplate_rewards set updated_at = coalesce(shipped_at, drawn_at);
alter table turnplate_rewards alter column updated_at set default now(), alter column updated_at set not null;
`;
