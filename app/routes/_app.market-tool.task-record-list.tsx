export { TaskRecords as default } from "~/features/market-tool/task-records";
export { taskRecordsLoader as loader } from "~/features/market-tool/task-records.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
