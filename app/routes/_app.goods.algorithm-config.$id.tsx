// the form at /new and /<id>: the route tree's `forms` says which
export { AlgorithmForm as default } from "~/features/goods/algorithm/algorithm";
export { formLoader as loader, formAction as action } from "~/features/goods/algorithm/algorithm.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
