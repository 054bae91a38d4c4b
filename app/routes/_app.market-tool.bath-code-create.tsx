export { default } from "~/features/market-tool/code-batch";
export { loader, action } from "~/features/market-tool/code-batch.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
