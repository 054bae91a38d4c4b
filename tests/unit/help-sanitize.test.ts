// Help-center HTML as the API stores it (server/modules/content/sanitize.ts): scripts and event
// handlers gone, links and images over http(s) only, guidance images without width and height.
import { describe, expect, it } from "vitest";
import { sanitizeHelpHtml } from "../../server/modules/content/sanitize";

describe("help-center HTML sanitizer", () => {
  it("removes scripts, event handlers, styles and javascript: links, keeping the text", () => {
    const dirty = `<p onclick="steal()" style="color:red">Track <b>your</b> order<script>alert(1)</script></p><img src="https://cdn.example/a.png" onerror="alert(2)"><a href="javascript:alert(3)">here</a><iframe src="https://evil.example"></iframe>`;
    expect(sanitizeHelpHtml(dirty, { stripImageSize: false })).toBe(
      '<p>Track <b>your</b> order</p><img src="https://cdn.example/a.png" /><a rel="noopener noreferrer">here</a>',
    );
  });

  it("keeps image sizes in graphic content and strips them in guidance content", () => {
    const html = '<p><img src="https://cdn.example/step.jpg" width="640" height="480" alt="Step"></p>';
    expect(sanitizeHelpHtml(html, { stripImageSize: false })).toBe(
      '<p><img src="https://cdn.example/step.jpg" width="640" height="480" alt="Step" /></p>',
    );
    expect(sanitizeHelpHtml(html, { stripImageSize: true })).toBe('<p><img src="https://cdn.example/step.jpg" alt="Step" /></p>');
  });

  it("refuses images from data: and protocol-relative sources", () => {
    expect(sanitizeHelpHtml('<img src="data:image/png;base64,AAAA"><img src="//evil.example/x.png">', { stripImageSize: false })).toBe(
      "<img /><img />",
    );
  });
});
