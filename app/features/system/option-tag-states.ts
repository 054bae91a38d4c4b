import { lifecycle } from "../../lib/lifecycle";

/** An option value carries a tag until someone removes the link; removed links stay for the log. */
export const OPTION_TAG = lifecycle({
  field: "active",
  states: {
    active: { value: true, label: "optag.active" },
    removed: { value: false, label: "optag.removed" },
  },
  transitions: {
    // "delete" so the shared confirmation asks first (lib/transitions.ts); the row is kept, marked removed
    delete: { from: ["active"], to: "removed", label: "optag.remove", done: "optag.removed.toast", tone: "critical" },
  },
});
