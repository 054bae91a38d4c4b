// A page's visible text read from the server's HTML, as a browser with JavaScript off shows it
// (innerText of the body, and the title), without a browser: the text of every element but those
// that never render (script, style, template, `hidden`, inline display:none), with a line break
// at each block's edge so words of neighbouring cells do not run together. It reads a little more
// than innerText (text a stylesheet hides still counts), so a scan over it is, if anything, stricter.
import { Parser } from "htmlparser2";

const SKIP = new Set(["script", "style", "template", "head"]);
const BLOCK = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "dd",
  "details",
  "dialog",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "nav",
  "ol",
  "option",
  "p",
  "pre",
  "section",
  "summary",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "ul",
  "select",
  "button",
  "label",
]);
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

export function pageText(html: string): { title: string; body: string; heading: string | null } {
  let title = "";
  let inTitle = false;
  // the first <h1>'s text (null: the page has none)
  let heading: string | null = null;
  let h1Depth = 0;
  const body: string[] = [];
  // depth inside an element that does not render (0: rendering)
  let hiddenDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === "title" && !title) inTitle = true;
        if (name === "h1" && heading === null) {
          heading = "";
          h1Depth = 1;
        } else if (h1Depth) h1Depth++;
        const hides = SKIP.has(name) || "hidden" in attrs || /display\s*:\s*none/i.test(attrs.style ?? "");
        if (VOID.has(name)) {
          if (!hiddenDepth && BLOCK.has(name)) body.push("\n");
          return;
        }
        if (hiddenDepth || hides) hiddenDepth++;
        else if (BLOCK.has(name)) body.push("\n");
      },
      ontext(text) {
        if (inTitle) title += text;
        if (h1Depth) heading += text;
        else if (!hiddenDepth) body.push(text);
      },
      onclosetag(name, implied) {
        if (name === "title") inTitle = false;
        if (VOID.has(name)) return;
        if (h1Depth) h1Depth--;
        if (hiddenDepth) hiddenDepth--;
        else if (BLOCK.has(name)) body.push("\n");
        void implied;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { title: title.trim(), body: body.join(""), heading: heading === null ? null : (heading as string).trim() };
}
