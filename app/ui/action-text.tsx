import { html, type Html } from "./html";

// A row action's words: the text it shows, then the row it acts on for screen readers only, so a
// list of "Edit" links is told apart while the accessible name still starts with what is seen
// (WCAG 2.5.3 label in name: a speech user says "click Review"; issue 41). Every row action that
// names its row uses these rather than an aria-label in other words.

/** For rows written as markup strings (ui/html.ts). */
export const actionTextHtml = (text: string, row: string): Html => html`${text}<span class="console-visually-hidden"> ${row}</span>`;

/** The same as the children of a React link or button. */
export function ActionText({ text, row }: { text: string; row: string }) {
  return (
    <>
      {text}
      <span className="console-visually-hidden"> {row}</span>
    </>
  );
}
