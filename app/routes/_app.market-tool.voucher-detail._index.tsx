// ?type=create → /new; ?type=<edit|detail|send|result-detail>&id=<id> → /<id>?type=…; neither: where to go
export { default } from "~/features/market-tool/voucher-detail";
export { indexLoader as loader } from "~/features/market-tool/voucher-detail.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
