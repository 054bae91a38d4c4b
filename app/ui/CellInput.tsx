import type { InputHTMLAttributes } from "react";

/**
 * A text input inside a table row, with the reason a save refused it beside it. Uncontrolled
 * (`defaultValue`): a page renders a hundred of these and state per input showed in the server's
 * render time; key the row by its saved figures so a save starts its inputs afresh. The wrapper
 * is rendered only with an error, for the same reason.
 */
export function CellInput({ id, error, ...input }: { id: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const field = <input id={id} className="console-input" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />;
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
