import { ENHANCE } from "./enhance";

/** A state transition as a one-button form: intent + record id, posted to the page's action. */
export function TransitionButton({
  action,
  intent,
  id,
  label,
  tone,
  busy,
  confirmHref,
}: {
  /** the page's action URL (useFormAction), read once by the caller */
  action: string;
  intent: string;
  id: number;
  label: string;
  tone?: "critical" | "success";
  busy: boolean;
  /** when set, the button leads to this confirmation (a dialog with JavaScript, a page without) */
  confirmHref?: string;
}) {
  if (confirmHref) {
    return (
      <a href={confirmHref} className={`console-linkbutton${tone === "critical" ? " critical" : ""}`} aria-haspopup="dialog" {...ENHANCE}>
        {label}
      </a>
    );
  }
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
