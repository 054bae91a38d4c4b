// React escapes everything it renders; the ways around that are listed here. HTML content (help
// center, articles) will be sanitized on the server before it is stored, and the one component
// that shows it must be added to ALLOWED with the reason.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const APP = fileURLToPath(new URL("../../app", import.meta.url));
const RAW_HTML = /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write/;
/** file (relative to app/) → why its raw HTML is safe */
const ALLOWED: Record<string, string> = {
  // help-center content: sanitized by the API (sanitize-html, server/modules/content/sanitize.ts) before it is stored
  "features/system/content/HelpContent.tsx": "shows help-center HTML the API sanitized before storing it",
  // list rows written as strings: an Html is made only by ui/html.ts's template, which escapes every value (tests/unit/html.test.ts)
  "ui/Markup.tsx":
    "writes markup made by ui/html.ts, whose template escapes everything it interpolates (or, for the rows a document was served with, reads that same markup back from the page)",
};

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : /\.(tsx?|jsx?)$/.test(e.name) ? [p] : [];
  });
}

describe("raw HTML in the console", () => {
  it("appears only where it is known to be sanitized", () => {
    const files = sources(APP);
    expect(files.length).toBeGreaterThan(20);
    const offenders = files
      .filter((f) => RAW_HTML.test(fs.readFileSync(f, "utf8")))
      .map((f) => path.relative(APP, f))
      .filter((f) => !(f in ALLOWED));
    expect(offenders).toEqual([]);
  });
});
