// app/ui/html.ts: rows written as strings must never let data become markup.
import { describe, expect, it } from "vitest";
import { html, safeUrl } from "~/ui/html";

describe("html", () => {
  it("escapes every interpolated value, in text and in attributes", () => {
    const name = `<img src=x onerror="alert('1')">&`;
    expect(html`<td title="${name}">${name}</td>`.value).toBe(
      `<td title="&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;">&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;</td>`,
    );
  });

  it("keeps markup it made itself, joins lists, and leaves nothing for null, undefined and booleans (as React does)", () => {
    const cells = ["a<b", "c"].map((v) => html`<td>${v}</td>`);
    expect(html`<tr>${cells}${null}${undefined}${false}${true}${0}</tr>`.value).toBe("<tr><td>a&lt;b</td><td>c</td>0</tr>");
  });
});

describe("safeUrl", () => {
  it("lets http(s) addresses and paths of this site through", () => {
    expect(safeUrl("https://static.patpat.com/a.jpg")).toBe("https://static.patpat.com/a.jpg");
    expect(safeUrl("HTTP://example.com/")).toBe("HTTP://example.com/");
    expect(safeUrl("/static/a.jpg")).toBe("/static/a.jpg");
  });

  it("refuses scripts, data, other sites without a scheme, and nothing", () => {
    for (const bad of [
      "javascript:alert(1)",
      " javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<b>",
      "//evil.example/x.jpg",
      "a.jpg",
      "",
      null,
      undefined,
    ]) {
      expect(safeUrl(bad)).toBeNull();
    }
  });
});
