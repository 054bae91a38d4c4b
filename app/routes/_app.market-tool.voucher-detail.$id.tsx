// the form at /new and /<id> (?type=create|edit); detail, send and result-detail are the index page
export { VoucherForm as default } from "~/features/market-tool/voucher";
export { formLoader as loader, formAction as action } from "~/features/market-tool/voucher.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
