// Sends of an uploaded customer list (up to 50,000 lines) are worked by a job in batches: the send
// carries its state and where its list came from, and each line is written at upload with no
// result yet (result null = not worked); a batch fills in the results of the next lines. A pasted
// send is still worked at once and is written 'done'. The done count is the sum of the four result
// counts, so it needs no column of its own.
export const voucherSendQueue = /* sql */ `
alter table voucher_sends drop constraint voucher_sends_requested_check;
alter table voucher_sends add constraint voucher_sends_requested_check check (requested between 1 and 50000);
alter table voucher_sends
  add column source text not null default 'paste' check (source in ('paste', 'upload')),
  add column file_name text check (char_length(file_name) <= 255),
  add column status text not null default 'done' check (status in ('queued', 'running', 'done')),
  add column job_id text,
  add column created_by_id int references users(id),
  add column finished_at timestamptz;
alter table voucher_sends add constraint voucher_sends_counts_check
  check (sent >= 0 and unknown_customer >= 0 and duplicate >= 0 and out_of_stock >= 0
         and sent + unknown_customer + duplicate + out_of_stock <= requested);
alter table voucher_send_results alter column result drop not null;
create index voucher_send_results_pending on voucher_send_results (send_id, id) where result is null;
create index voucher_sends_status on voucher_sends (status, id);
`;
