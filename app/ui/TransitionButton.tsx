import { ENHANCE } from "./enhance";

/** A state transition as a one-button form: intent + record id, posted to the page's action. */
export function TransitionButton({
  action,
  intent,
  id,
  label,
  tone,
  busy,
}: {
  /** the page's action URL (useFormAction), read once by the caller */
  action: string;
  intent: string;
  id: number;
  label: string;
  tone?: "critical" | "success";
  busy: boolean;
}) {
  return (
    <form method="post" action={action} className="console-inline-form" {...ENHANCE}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={`console-linkbutton${tone === "critical" ? " critical" : ""}`} aria-busy={busy} disabled={busy}>
        {label}
      </button>
    </form>
  );
}
