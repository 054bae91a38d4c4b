// Every refusal the API words itself, not only a 422's field errors, reaches a Chinese caller in
// Chinese (issue 41, minor): each `new ApiError(code, en, data, zh)` of the API's sources other than
// a 422 (whose field errors zh-messages.ts words) carries its Chinese, and the fixed answers the
// app writes itself (duplicate key, database unreachable, a value the database refused, 500) have
// theirs. Generated from the sources, so a refusal added tomorrow without Chinese fails here.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((f) => {
    const p = path.join(dir, f.name);
    if (f.isDirectory()) return sources(p);
    return p.endsWith(".ts") ? [p] : [];
  });
}
// the sign-on's own pages and the build scripts answer no console
const NOT_ANSWERS = /server\/(scripts|sso)\//;

/** `file:line code message` of each ApiError made without its Chinese. */
function withoutChinese(): string[] {
  const found: string[] = [];
  for (const file of sources(path.join(ROOT, "server")).filter((f) => !NOT_ANSWERS.test(f))) {
    const text = fs.readFileSync(file, "utf8");
    if (!text.includes("new ApiError(")) continue;
    const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isNewExpression(node) && node.expression.getText(src) === "ApiError") {
        const [code, message, , zh] = node.arguments ?? [];
        const literal = code && ts.isNumericLiteral(code) ? code.text : code?.getText(src);
        if (literal !== "422" && !zh) {
          const line = src.getLineAndCharacterOfPosition(node.getStart(src)).line + 1;
          found.push(`${path.relative(ROOT, file)}:${line} ${literal} ${message?.getText(src)}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(src);
  }
  return found;
}

describe("the API's refusals other than 422 carry their Chinese", () => {
  it("the scan finds the refusals (it works)", () => {
    const all = fs.readFileSync(path.join(ROOT, "server/http/errors.ts"), "utf8");
    expect(all).toContain("new ApiError(403");
  });
  it("every new ApiError other than a 422 names its Chinese", () => {
    expect(withoutChinese()).toEqual([]);
  });
});
