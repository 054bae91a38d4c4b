// A record kind's declared states and the transitions between them, read by the API (which applies
// them) and by the console (which offers only the ones allowed from a row's state). Who may post a
// transition is not here: the route tree's `intents` names its key, under the transition's name.
// Pure data and functions: imported by the browser bundle, the Remix server and the API alike.

export interface StateDecl {
  /** the stored value of the state field */
  value: string | boolean;
  /** catalog key of its label */
  label: string;
  tone?: "success" | "attention" | "critical" | "info";
}

export interface TransitionDecl<S extends string> {
  from: readonly S[];
  to: S;
  /** catalog keys of the button and of the toast once done (which names the record: {{name}}) */
  label: string;
  done: string;
  tone?: "critical" | "success";
}

export interface Lifecycle<S extends string = string> {
  /** the record field (API name) that holds the state */
  field: string;
  states: Record<S, StateDecl>;
  transitions: Record<string, TransitionDecl<S>>;
}

/** Typed helper: transitions may only name declared states. */
export function lifecycle<S extends string>(l: {
  field: string;
  states: Record<S, StateDecl>;
  transitions: Record<string, TransitionDecl<NoInfer<S>>>;
}): Lifecycle<S> {
  return l;
}

/** The state a record is in, by its stored value (undefined for a value nobody declared). */
export function stateOf(l: Lifecycle, row: Record<string, unknown>): string | undefined {
  const value = row[l.field];
  return Object.keys(l.states).find((s) => l.states[s].value === value);
}

export type Verdict =
  | { kind: "apply"; from: string; to: string }
  /** the record is already where the transition leads: a double click, a second approver */
  | { kind: "repeat"; state: string }
  | { kind: "refuse"; state: string | undefined }
  | { kind: "unknown" };

/** What a transition does to a record in its current state. */
export function decide(l: Lifecycle, row: Record<string, unknown>, name: string): Verdict {
  const t = Object.hasOwn(l.transitions, name) ? l.transitions[name] : undefined;
  if (!t) return { kind: "unknown" };
  const state = stateOf(l, row);
  if (state === t.to) return { kind: "repeat", state };
  if (state !== undefined && t.from.includes(state)) return { kind: "apply", from: state, to: t.to };
  return { kind: "refuse", state };
}

/** The transitions a record may take now, in declaration order. */
export function allowedTransitions(l: Lifecycle, row: Record<string, unknown>): string[] {
  return Object.keys(l.transitions).filter((name) => decide(l, row, name).kind === "apply");
}

/** Enabled ⇄ disabled: the lifecycle of most configuration records. */
export const ENABLE_DISABLE = lifecycle({
  field: "enabled",
  states: {
    enabled: { value: true, label: "common.enabled", tone: "success" },
    disabled: { value: false, label: "common.disabled" },
  },
  transitions: {
    enable: { from: ["disabled"], to: "enabled", label: "common.enable", done: "toast.record.enabled" },
    disable: { from: ["enabled"], to: "disabled", label: "common.disable", done: "toast.record.disabled", tone: "critical" },
  },
});

/** Where a validity period stands against a moment: it has not started, it runs, or it ended. */
export const PERIOD_STATES = ["scheduled", "in_effect", "expired"] as const;
export type PeriodState = (typeof PERIOD_STATES)[number];

export function periodOf(start: string, end: string, now = Date.now()): PeriodState {
  if (now < Date.parse(start)) return "scheduled";
  return now > Date.parse(end) ? "expired" : "in_effect";
}

/**
 * Where a record's validity period stands, told only while the record is live (its state's tone is
 * "success": enabled, online). A disabled, offline or draft record takes no effect whatever its
 * dates, so "disabled · in effect" or "draft · in effect" would contradict itself (issue 41).
 */
export function periodShown(l: Lifecycle, row: Record<string, unknown>, start: string, end: string, now = Date.now()): PeriodState | null {
  const state = stateOf(l, row);
  return state && l.states[state].tone === "success" ? periodOf(start, end, now) : null;
}
