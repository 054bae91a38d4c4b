export { BenchmarkForm as default } from "~/features/system/benchmark-rate-form";
export { formLoader as loader, formAction as action } from "~/features/system/benchmark-rate.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
