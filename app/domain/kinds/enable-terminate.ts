import { lifecycle } from "../../lib/lifecycle";

/**
 * The resource configs' lifecycle (spec section 4: banner, popup, recommend, share, index-popup and
 * search-keyword configs have enable and terminate): a new config waits until enabled; terminated is
 * final (a config to show again is created anew, so its log stays one story).
 */
export const ENABLE_TERMINATE = lifecycle({
  field: "status",
  states: {
    pending: { value: "pending", label: "kind.state.pending", tone: "attention" },
    enabled: { value: "enabled", label: "common.enabled", tone: "success" },
    terminated: { value: "terminated", label: "kind.state.terminated" },
  },
  transitions: {
    enable: { from: ["pending"], to: "enabled", label: "common.enable", done: "toast.record.enabled" },
    terminate: {
      from: ["pending", "enabled"],
      to: "terminated",
      label: "common.terminate",
      done: "kind.toast.terminated",
      tone: "critical",
    },
  },
});
