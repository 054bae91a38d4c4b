import { decide, type Lifecycle } from "../../app/lib/lifecycle";
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
  const t = l.transitions[name];
  const state = verdict.kind === "refuse" && verdict.state ? l.states[verdict.state].label : undefined;
  const words = (catalog: Record<string, string>) => ({
    action: catalog[t?.label ?? ""] ?? name,
    state: state ? (catalog[state] ?? state) : String(row[l.field]),
  });
  throw new ApiError(
    409,
    fill(en["error.transition"], words(en)),
    { state: verdict.kind === "refuse" ? (verdict.state ?? null) : null },
    fill(zh["error.transition"], words(zh)),
  );
}
