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

/** A table body of rows written as markup. */
export function MarkupRows({ html }: { html: Html }) {
  return <tbody dangerouslySetInnerHTML={{ __html: html.value }} />;
}

/**
 * One table row written as markup. Rows of inputs are drawn one by one rather than as a whole
 * body: React rewrites a row only when its own string changes, so what a person typed in the
 * other rows stays when one row is saved.
 */
export function MarkupRow({ html, testId }: { html: Html; testId?: string }) {
  return <tr data-testid={testId} dangerouslySetInnerHTML={{ __html: html.value }} />;
}
