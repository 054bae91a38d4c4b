import { EditIndex, editIndexLoader } from "../activity/listed/edit-index";
import { EDIT_ROUTE, LIST_ROUTE } from "./turnplate";

// /market-tool/turnplate-edit without a record: ?type=create → /new, ?type=edit&id=<id> → /<id>
export const loader = editIndexLoader(EDIT_ROUTE);
export default function TurnplateEditIndex() {
  return <EditIndex editRoute={EDIT_ROUTE} listRoute={LIST_ROUTE} pick="turnplate.pick" create="turnplate.create" />;
}
