import { EditIndex, editIndexLoader } from "../listed/edit-index";
import { EDIT_ROUTE, LIST_ROUTE } from "./ranking";

// /activity/ranking-list-edit without a record: ?type=create → /new, ?type=edit&id=<id> → /<id>
export const loader = editIndexLoader(EDIT_ROUTE);
export default function RankingEditIndex() {
  return <EditIndex editRoute={EDIT_ROUTE} listRoute={LIST_ROUTE} pick="rank.pick" create="rank.create" />;
}
