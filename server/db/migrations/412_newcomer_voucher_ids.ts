import { PACKAGE_CODES_MAX } from "../../../app/features/market-tool/market-task-rules";

// A newcomer package names its vouchers by id, picked from the site's vouchers (issue 41 §5), not as
// typed codes: vouchers have no code, so the typed ones never named anything a customer could get.
// Packages saved with codes keep them in their change log, are disabled here and get their vouchers
// picked before they are enabled again (the API refuses enabling a package without any).
export const newcomerVoucherIds = /* sql */ `
alter table newcomer_coupons add column voucher_ids int[] not null default '{}'
  check (cardinality(voucher_ids) <= ${PACKAGE_CODES_MAX});
update newcomer_coupons set enabled = false, version = version + 1, updated_at = now() where enabled;
alter table newcomer_coupons drop column codes;
alter table newcomer_coupons add constraint newcomer_coupons_enabled_has_vouchers check (not enabled or cardinality(voucher_ids) >= 1);
`;
