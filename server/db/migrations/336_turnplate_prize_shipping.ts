// A product prize is marked shipped by staff from the reward records: to_ship → shipped, with the
// carrier and tracking number, who marked it and when. A shipped record always has all four, and
// only a shipped record has any (the check keeps a half-written shipment out).
export const turnplatePrizeShipping = /* sql */ `
alter table turnplate_rewards drop constraint turnplate_rewards_prize_state_check;
alter table turnplate_rewards add constraint turnplate_rewards_prize_state_check
  check (prize_state in ('credited', 'to_ship', 'shipped', 'none', 'not_credited'));
alter table turnplate_rewards
  add column shipped_carrier text,
  add column shipped_tracking_no text,
  add column shipped_by text,
  add column shipped_at timestamptz;
alter table turnplate_rewards add constraint turnplate_rewards_shipped_check check (
  (prize_state = 'shipped') = (shipped_carrier is not null and shipped_tracking_no is not null and shipped_by is not null and shipped_at is not null)
  and (prize_state = 'shipped' or (shipped_carrier is null and shipped_tracking_no is null and shipped_by is null and shipped_at is null))
);
`;
