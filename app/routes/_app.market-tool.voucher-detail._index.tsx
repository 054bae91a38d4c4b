// ?type=detail|send&id=<id>, ?type=result-detail&send=<id>; create and edit redirect to the form
export { default } from "~/features/market-tool/voucher-detail";
export { loader, action } from "~/features/market-tool/voucher-detail.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
