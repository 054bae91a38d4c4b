import { EditIndex, editIndexLoader } from "../activity/listed/edit-index";

// /market-tool/task-detail and /market-tool/coupons-for-newcomers-detail without a record:
// ?type=create → /new, ?type=edit&id=<id> → /<id>, otherwise where to go from here
export const taskDetailIndexLoader = editIndexLoader("task-detail");
export const TaskDetailIndex = () => <EditIndex editRoute="task-detail" listRoute="task-list" pick="task.pick" create="task.create" />;
export const newcomerDetailIndexLoader = editIndexLoader("coupons-for-newcomers-detail");
export const NewcomerDetailIndex = () => (
  <EditIndex editRoute="coupons-for-newcomers-detail" listRoute="coupons-for-newcomers" pick="newcomer.pick" create="newcomer.create" />
);
