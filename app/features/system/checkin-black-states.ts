import { lifecycle } from "../../lib/lifecycle";

/** A blacklist entry is on the list until someone removes it; removed entries stay for the log. */
export const CHECKIN_BLACK = lifecycle({
  field: "active",
  states: {
    active: { value: true, label: "black.active", tone: "critical" },
    removed: { value: false, label: "black.removed" },
  },
  transitions: {
    remove: { from: ["active"], to: "removed", label: "black.remove", done: "black.removed.toast", tone: "critical" },
  },
});
