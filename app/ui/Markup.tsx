import { useId } from "react";
import type { Html } from "./html";

// The one place that hands ui/html.ts markup to React as raw HTML (tests/unit/raw-html.test.ts):
// an `Html` can only be made by that module's template, which escapes every value it takes in.

/** Inline markup among React's nodes; the wrapper takes no room (display: contents). */
export function Markup({ html }: { html: Html }) {
  return <span className="console-contents" dangerouslySetInnerHTML={{ __html: html.value }} />;
}

/** Block markup among React's nodes (a form's fields); the wrapper takes no room (display: contents). */
export function MarkupBlock({ html }: { html: Html }) {
  return <div className="console-contents" dangerouslySetInnerHTML={{ __html: html.value }} />;
}

const servedMarkup = new WeakMap<object, string>();

/**
 * A table body of rows written as markup. `html` null (in the browser only): the rows the page's
 * document was served with, whose data was left out of it (lib/packed.ts packRows). They are read
 * once, when the page comes to life, and kept for as long as `served` — the loader's value that
 * stands for them — is the page's: React then finds the same markup and leaves the rows in place.
 */
export function MarkupRows({ html, served: from }: { html: Html | null; served?: object }) {
  const id = useId();
  return <tbody id={id} dangerouslySetInnerHTML={{ __html: html ? html.value : servedRows(id, from) }} />;
}

function servedRows(id: string, from: object | undefined): string {
  const kept = from && servedMarkup.get(from);
  if (kept !== undefined) return kept;
  const markup = typeof document === "undefined" ? "" : (document.getElementById(id)?.innerHTML ?? "");
  if (from) servedMarkup.set(from, markup);
  return markup;
}

/**
 * One table row written as markup. Rows of inputs are drawn one by one rather than as a whole
 * body: React rewrites a row only when its own string changes, so what a person typed in the
 * other rows stays when one row is saved.
 */
export function MarkupRow({ html, testId }: { html: Html; testId?: string }) {
  return <tr data-testid={testId} dangerouslySetInnerHTML={{ __html: html.value }} />;
}
