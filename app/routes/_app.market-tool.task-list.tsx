export { TaskList as default } from "~/features/market-tool/market-task-screen";
export { taskListLoader as loader, taskListAction as action } from "~/features/market-tool/market-task.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
