// Issue 42 §5: the console's own markup carries its own class names (`console-…`, styled on
// Polaris' published `--p-*` tokens), never Polaris' component class names: those are Polaris'
// internals (its markup and stylesheet may change them in any release), and copying them made our
// markup look right only while Polaris' stylesheet happened to match. Polaris' components still
// render theirs where the console uses a real component; this reads only what our code writes.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const APP = fileURLToPath(new URL("../../app", import.meta.url));
/** A Polaris component class as Polaris writes them: `Polaris-Frame__Navigation`, `Polaris-Badge--toneInfo`. */
const POLARIS_CLASS = /Polaris-[A-Z][\w-]*/g;

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : /\.(tsx?|css)$/.test(e.name) ? [path.join(dir, e.name)] : []));
}

/** Every `Polaris-…` class name written in a source, with its line; comments are prose and may name them. */
export function polarisClassNames(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " ")).replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
  return code.split("\n").flatMap((line, i) => [...line.matchAll(POLARIS_CLASS)].map((m) => `${i + 1}: ${m[0]}`));
}

describe("Polaris' class names in the console's own code", () => {
  it("the reader finds class names in markup, strings and selectors, not in comments", () => {
    const src = [
      `// drawn like Polaris-Frame once`,
      `const a = <div className="Polaris-Frame__Navigation" />;`,
      'const b = html`<span class="Polaris-Badge Polaris-Badge--toneInfo">`;',
      `/* Polaris-Select__Input */ .x .Polaris-TextField { color: red }`,
    ].join("\n");
    expect(polarisClassNames(src)).toEqual([
      "2: Polaris-Frame__Navigation",
      "3: Polaris-Badge",
      "3: Polaris-Badge--toneInfo",
      "4: Polaris-TextField",
    ]);
  });

  it("no module or stylesheet under app/ writes one", () => {
    const found = files(APP).flatMap((f) => polarisClassNames(fs.readFileSync(f, "utf8")).map((hit) => `${path.relative(APP, f)}:${hit}`));
    expect(found).toEqual([]);
  });
});
