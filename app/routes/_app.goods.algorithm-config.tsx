export { AlgorithmList as default } from "~/features/goods/algorithm/algorithm";
export { listLoader as loader, listAction as action } from "~/features/goods/algorithm/algorithm.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
