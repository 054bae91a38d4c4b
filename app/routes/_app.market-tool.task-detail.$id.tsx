// the form at /new and /<id> (the route tree's `forms`); ?type=create on the route's own path leads here
export { TaskForm as default } from "~/features/market-tool/market-task-screen";
export { taskFormLoader as loader, taskFormAction as action } from "~/features/market-tool/market-task.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
