import { ENHANCE } from "./enhance";
import { ENHANCE_ATTRS, html, type Html } from "./html";

type Props = {
  /** the page's action URL (useFormAction), read once by the caller */
  action: string;
  intent: string;
  id: number;
  label: string;
  tone?: "critical" | "success";
  busy: boolean;
  /** when set, the button leads to this confirmation (a dialog with JavaScript, a page without) */
  confirmHref?: string;
};

/** TransitionButton's markup as a string, for rows written by ui/html.ts (no busy state: the table carries it). */
export function transitionButtonHtml({ action, intent, id, label, tone, confirmHref }: Omit<Props, "busy">): Html {
  const cls = `console-linkbutton${tone === "critical" ? " critical" : ""}`;
  if (confirmHref) return html`<a href="${confirmHref}" class="${cls}" aria-haspopup="dialog" ${ENHANCE_ATTRS}>${label}</a>`;
  return html`<form method="post" action="${action}" class="console-inline-form" ${ENHANCE_ATTRS}><input type="hidden" name="intent" value="${intent}"/><input type="hidden" name="id" value="${id}"/><button type="submit" class="${cls}">${label}</button></form>`;
}

/** A state transition as a one-button form: intent + record id, posted to the page's action. */
export function TransitionButton({ action, intent, id, label, tone, busy, confirmHref }: Props) {
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
