// A rendered document keeps every character whatever byte offset it falls on: React 18's writer
// pads a 2,048-byte view with zero bytes when a 3-byte character does not fit at its end.
import { createElement } from "react";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { htmlSink } from "../../app/lib/html-sink.server";

function render(pad: number): Promise<string> {
  // the label is a string chunk of its own, as an attribute value is in a page
  // many short pieces fill React's view; `pad` moves the label across the view's end
  const filler = Array.from({ length: 37 }, (_, i) => createElement("p", { key: i }, "a".repeat(45)));
  const page = createElement(
    "div",
    null,
    ...filler,
    createElement("p", null, "a".repeat(pad)),
    createElement("table", { "aria-label": "国家" }),
    createElement("p", null, "币种 · 站点"),
  );
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(page, {
      onAllReady: () => pipe(htmlSink((html) => resolve(html.toString("utf8")))),
      onShellError: reject,
    });
  });
}

describe("htmlSink", () => {
  it("gives the same text as a whole-string render at every offset around a view's end", async () => {
    for (let pad = 0; pad <= 120; pad++) {
      const html = await render(pad);
      expect(html, `padding ${pad}`).not.toContain("\u0000");
      expect(html, `padding ${pad}`).toContain('aria-label="国家"');
      expect(html, `padding ${pad}`).toContain("币种 · 站点");
    }
    expect(renderToStaticMarkup(createElement("b", null, "国家"))).toBe("<b>国家</b>");
  });
});
