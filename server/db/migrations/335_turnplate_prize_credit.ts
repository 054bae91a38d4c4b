// A wheel's prize is credited in the spin's transaction: points go to the customer's points account
// (a points ledger row of the source 'turnplate'), a voucher is given by a one-line voucher send of
// the source 'turnplate', a product waits to be shipped. The reward record says which (prize_state)
// and points at the ledger row or the send. Records written before prizes were credited keep what
// they were: a points or voucher prize among them is 'not_credited'.
// The states as they were then, written out: a migration's SQL must not change once applied
// (336 adds 'shipped').

export const turnplatePrizeCredit = /* sql */ `
alter table turnplate_rewards
  add column prize_state text,
  add column points_entry_id bigint references points_ledger(id),
  add column voucher_send_id int references voucher_sends(id);
update turnplate_rewards set prize_state = case prize_kind when 'nothing' then 'none' when 'product' then 'to_ship' else 'not_credited' end;
alter table turnplate_rewards alter column prize_state set not null;
alter table turnplate_rewards add constraint turnplate_rewards_prize_state_check check (prize_state in ('credited', 'to_ship', 'none', 'not_credited'));
create index turnplate_rewards_state on turnplate_rewards (prize_state, id desc);

alter table points_ledger drop constraint points_ledger_source_check;
alter table points_ledger add constraint points_ledger_source_check
  check (source in ('staff', 'order', 'signup', 'review', 'checkin', 'redeem', 'expire', 'turnplate'));
alter table voucher_sends drop constraint voucher_sends_source_check;
alter table voucher_sends add constraint voucher_sends_source_check check (source in ('paste', 'upload', 'turnplate'));
`;
