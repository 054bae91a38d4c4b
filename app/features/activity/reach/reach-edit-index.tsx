import { EditIndex, editIndexLoader } from "../listed/edit-index";
import { EDIT_ROUTE, LIST_ROUTE } from "./reach";

// /activity/reach-edit without a record: ?type=create → /new, ?type=edit&id=<id> → /<id>
export const loader = editIndexLoader(EDIT_ROUTE);
export default function ReachEditIndex() {
  return <EditIndex editRoute={EDIT_ROUTE} listRoute={LIST_ROUTE} pick="reach.pick" create="reach.create" />;
}
