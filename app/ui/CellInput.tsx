import type { InputHTMLAttributes } from "react";
import { html, type Html } from "./html";

/**
 * A text input inside a table row, with the reason a save refused it beside it. Uncontrolled
 * (`defaultValue`): a page renders a hundred of these and state per input showed in the server's
 * render time; key the row by its saved figures so a save starts its inputs afresh. The wrapper
 * is rendered only with an error, for the same reason.
 */
export function CellInput({ id, error, ...input }: { id: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const field = (
    <input
      id={id}
      className="console-input"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      {...input}
    />
  );
  if (!error) return field;
  return (
    <span className="console-cell-input">
      {field}
      <span id={`${id}-error`} className="console-field-error" role="alert">
        {error}
      </span>
    </span>
  );
}

/**
 * The same input for rows written as markup (ui/html.ts), where a row's string is its identity:
 * the row is redrawn, and what was typed in it dropped, only when its string changes.
 */
export function cellInputHtml(c: {
  id: string;
  form?: string;
  name: string;
  label: string;
  value: string;
  inputMode: "decimal" | "numeric";
  size: number;
  error?: string;
}): Html {
  const field = html`<input id="${c.id}" class="console-input"${c.form ? html` form="${c.form}"` : null} name="${c.name}" aria-label="${c.label}" inputmode="${c.inputMode}" size="${c.size}" value="${c.value}"${c.error ? html` aria-invalid="true" aria-describedby="${c.id}-error"` : null}>`;
  if (!c.error) return field;
  return html`<span class="console-cell-input">${field}<span id="${c.id}-error" class="console-field-error" role="alert">${c.error}</span></span>`;
}
