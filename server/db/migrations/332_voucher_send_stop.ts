// A queued send stops when its voucher is disabled or expires while the job works it: the lines
// still open get the result voucher_disabled or voucher_expired (counted on the send like the other
// results) and the send ends in the state 'stopped' instead of 'done'.
export const voucherSendStop = /* sql */ `
alter table voucher_sends
  add column voucher_disabled int not null default 0,
  add column voucher_expired int not null default 0;
alter table voucher_sends drop constraint voucher_sends_counts_check;
alter table voucher_sends add constraint voucher_sends_counts_check
  check (sent >= 0 and unknown_customer >= 0 and duplicate >= 0 and out_of_stock >= 0 and voucher_disabled >= 0 and voucher_expired >= 0
         and sent + unknown_customer + duplicate + out_of_stock + voucher_disabled + voucher_expired <= requested);
alter table voucher_sends drop constraint voucher_sends_status_check;
alter table voucher_sends add constraint voucher_sends_status_check check (status in ('queued', 'running', 'done', 'stopped'));
alter table voucher_send_results drop constraint voucher_send_results_result_check;
alter table voucher_send_results add constraint voucher_send_results_result_check
  check (result in ('sent', 'unknown_customer', 'duplicate', 'out_of_stock', 'voucher_disabled', 'voucher_expired'));
`;
