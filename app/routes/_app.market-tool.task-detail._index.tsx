// the detail route's own path, without a record (?type=create, ?type=edit&id=<id>, or where to go from here)
export { TaskDetailIndex as default, taskDetailIndexLoader as loader } from "~/features/market-tool/market-task-index";
