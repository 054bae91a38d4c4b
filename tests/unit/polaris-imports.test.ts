// Polaris components are imported by their own files (app/polaris-components.d.ts says why): one
// import of a component through the package's index puts every component any route uses back
// into the chunk every page loads (issue 8, first-load JavaScript). Types may come from the index.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const APP_DIR = fileURLToPath(new URL("../../app", import.meta.url));
const files = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? files(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts") ? [path.join(dir, e.name)] : [],
    );

/** Value imports from the Polaris index in one source file. */
function indexValueImports(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  for (const s of sf.statements) {
    if (!(ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) || !s.moduleSpecifier || !ts.isStringLiteral(s.moduleSpecifier)) continue;
    if (s.moduleSpecifier.text !== "@shopify/polaris") continue;
    if (ts.isImportDeclaration(s)) {
      const clause = s.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const named =
        clause.namedBindings && ts.isNamedImports(clause.namedBindings)
          ? clause.namedBindings.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text)
          : [];
      if (clause.name || (clause.namedBindings && ts.isNamespaceImport(clause.namedBindings))) out.push("*");
      out.push(...named);
    } else if (!s.isTypeOnly) out.push("export");
  }
  return out;
}

describe("Polaris imports", () => {
  it("the check finds value imports from the index and lets types through", () => {
    const src = `import { Card, type CardProps } from "@shopify/polaris"; import type { BoxProps } from "@shopify/polaris";
      import { Text } from "@shopify/polaris/build/esm/components/Text/Text.js";`;
    expect(indexValueImports("x.tsx", src)).toEqual(["Card"]);
  });

  it("no app file imports a component through the package's index", () => {
    const found = files(APP_DIR).flatMap((f) => {
      const source = fs.readFileSync(f, "utf8");
      return source.includes('"@shopify/polaris"') ? indexValueImports(f, source).map((n) => `${path.relative(APP_DIR, f)}: ${n}`) : [];
    });
    expect(found).toEqual([]);
  }, 30_000);
});
