export { VoucherList as default } from "~/features/market-tool/voucher";
export { listLoader as loader, listAction as action } from "~/features/market-tool/voucher.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
