// The README is a guide a newcomer reads in ten minutes (issue 37): short, naming the two commands,
// and linking to docs/ for the rest. Every relative link in it and in docs/ must lead somewhere, so
// moving or renaming a page cannot leave the guide pointing at nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const README = path.join(ROOT, "README.md");

const markdownFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? markdownFiles(path.join(dir, e.name)) : e.name.endsWith(".md") ? [path.join(dir, e.name)] : []));

/** The text outside fenced code blocks and inline code, where a link is a link. */
function prose(source: string): string {
  let fenced = false;
  return source
    .split("\n")
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return "";
      }
      return fenced ? "" : line.replace(/`[^`]*`/g, "``");
    })
    .join("\n");
}

/** GitHub's anchor for each heading of a page (duplicates numbered -1, -2, …). */
function anchors(source: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  let fenced = false;
  for (const line of source.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (!m) continue;
    const slug = m[1]
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n ? `${slug}-${n}` : slug);
  }
  return out;
}

/** Links that do not lead to an existing file (or to a heading of it), as "file: target". */
function brokenLinks(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  const broken: string[] = [];
  for (const [, target] of prose(source).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
    const [pathPart, anchor] = target.split("#", 2);
    const resolved = pathPart ? path.resolve(path.dirname(file), decodeURIComponent(pathPart)) : file;
    const where = `${path.relative(ROOT, file)}: ${target}`;
    if (!fs.existsSync(resolved)) broken.push(where);
    else if (anchor && resolved.endsWith(".md") && !anchors(fs.readFileSync(resolved, "utf8")).has(anchor))
      broken.push(`${where} (no such heading)`);
  }
  return broken;
}

describe("README and docs", () => {
  const readme = fs.readFileSync(README, "utf8");

  it("the README is at most 200 lines", () => {
    expect(readme.trimEnd().split("\n").length).toBeLessThanOrEqual(200);
  });

  it("the README names the two commands: npm start and npm test", () => {
    expect(readme).toContain("npm start");
    expect(readme).toContain("npm test");
  });

  it("every relative link in README.md and docs/**/*.md leads to a file that exists", () => {
    const files = [README, ...markdownFiles(path.join(ROOT, "docs"))];
    expect(files.length).toBeGreaterThan(1);
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });

  it("finds a link to a missing page and to a missing heading (the check itself)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "readme-test-"));
    try {
      const page = path.join(dir, "page.md");
      fs.writeFileSync(path.join(dir, "other.md"), "# Other\n\n## Mail (`server/mail/`)\n");
      fs.writeFileSync(
        page,
        "[ok](other.md) [ok anchor](other.md#mail-servermail) [web](https://example.com/x.md)\n" +
          "[gone](missing.md) [no heading](other.md#nowhere)\n`[in code](missing-too.md)`\n```\n[fenced](missing-three.md)\n```\n",
      );
      expect(brokenLinks(page).map((b) => b.replace(/^.*?: /, ""))).toEqual(["missing.md", "other.md#nowhere (no such heading)"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
