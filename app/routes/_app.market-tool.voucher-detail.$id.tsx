// /new and /<id> (?type=create|edit): the form; /<id>?type=detail|send|result-detail: the voucher's pages
export { VoucherRecordPage as default } from "~/features/market-tool/voucher-detail";
export { loader, action } from "~/features/market-tool/voucher-detail.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
