import { decide, stateOf, type Lifecycle } from "../../app/lib/lifecycle";
import { en } from "../../app/locales/en";
import { zh } from "../../app/locales/zh";
import { ApiError } from "../http/errors";

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k) => vars[k] ?? "");

/**
 * Whether a transition is applied to a record as it is now: "apply" (from → to), "repeat" (it is
 * already there: nothing to do, nothing to log), or a 409 naming the state it is in.
 */
export function transitionStep(l: Lifecycle, row: Record<string, unknown>, name: string): "apply" | "repeat" {
  const verdict = decide(l, row, name);
  if (verdict.kind === "apply" || verdict.kind === "repeat") return verdict.kind;
  throw refusal(l, row, l.transitions[name]?.label ?? name, verdict.kind === "refuse" ? (verdict.state ?? null) : null);
}

/**
 * A change made within one state, not a transition (correcting a shipped prize's shipment): a 409
 * naming the state the record is in unless it is `state`; `action` is the change's catalog key.
 */
export function requireState(l: Lifecycle, row: Record<string, unknown>, state: string, action: string): void {
  const now = stateOf(l, row);
  if (now !== state) throw refusal(l, row, action, now ?? null);
}

/** "Not done: the record is now “Credited”, and “Mark shipped” is not possible from that state", en and zh. */
function refusal(l: Lifecycle, row: Record<string, unknown>, action: string, state: string | null) {
  const label = state ? l.states[state].label : undefined;
  const words = (catalog: Record<string, string>) => ({
    action: catalog[action] ?? action,
    state: label ? (catalog[label] ?? label) : String(row[l.field]),
  });
  return new ApiError(409, fill(en["error.transition"], words(en)), { state }, fill(zh["error.transition"], words(zh)));
}
