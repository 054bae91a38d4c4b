export { RateSettingPage as default } from "~/features/system/benchmark-rate";
export { listLoader as loader } from "~/features/system/benchmark-rate.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
