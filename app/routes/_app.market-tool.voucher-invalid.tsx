export { InvalidVoucherList as default } from "~/features/market-tool/voucher";
export { invalidListLoader as loader, invalidListAction as action } from "~/features/market-tool/voucher.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
