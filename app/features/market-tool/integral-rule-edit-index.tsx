import { EditIndex, editIndexLoader } from "../activity/listed/edit-index";
import { RULES_EDIT, RULES_LIST } from "./integral-rule";

// /market-tool/integral-rules-edit without a record: ?type=create → /new, ?type=edit&id=<id> → /<id>
export const loader = editIndexLoader(RULES_EDIT);
export default function IntegralRuleEditIndex() {
  return <EditIndex editRoute={RULES_EDIT} listRoute={RULES_LIST} pick="rule.pick" create="rule.create" />;
}
