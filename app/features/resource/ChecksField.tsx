import type { FieldMetadata } from "@conform-to/react";
import { tMessages, type T } from "~/lib/i18n";
import { optionsOf, type FieldSpec } from "./screen";

/**
 * A checkbox, or a multi-select as a group of checkboxes under one name: plain inputs, so the form
 * posts them the same with JavaScript off (conform reads "on" as true, repeated names as a list).
 */
export function ChecksField({ spec, field, label, t }: { spec: FieldSpec; field: FieldMetadata<unknown>; label: string; t: T }) {
  const error = tMessages(t, field.errors);
  const errorId = `${field.id}-error`;
  const initial = field.initialValue;
  if (spec.kind !== "multiSelect") {
    return (
      <div>
        <label className="console-check">
          <input
            type="checkbox"
            name={field.name}
            value="on"
            defaultChecked={initial === "on" || initial === true}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />{" "}
          {label}
        </label>
        {error ? (
          <p id={errorId} className="console-inline-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  const chosen = new Set(Array.isArray(initial) ? initial.map(String) : initial ? [String(initial)] : []);
  return (
    <fieldset className="console-fieldset" aria-describedby={error ? errorId : undefined}>
      <legend>{label}</legend>
      {optionsOf(spec, t).map((o) => (
        <label key={o.value} className="console-check">
          <input type="checkbox" name={field.name} value={o.value} defaultChecked={chosen.has(o.value)} /> {o.label}
        </label>
      ))}
      {error ? (
        <p id={errorId} className="console-inline-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
