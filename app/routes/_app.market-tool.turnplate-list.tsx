export { TurnplateList as default } from "~/features/market-tool/turnplate-screen";
export { listLoader as loader, listAction as action } from "~/features/market-tool/turnplate.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
