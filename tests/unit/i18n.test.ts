// Interface catalogs: both languages say the same things, and every key the screens use exists.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { makeT } from "~/lib/i18n";
import { polarisTranslations } from "~/lib/polaris-i18n.server";
import { FLAT_ROUTES } from "~/lib/route-tree";
import { en } from "~/locales/en";
import { zh } from "~/locales/zh";

const APP_DIR = fileURLToPath(new URL("../../app", import.meta.url));
const catalogs: Record<string, Record<string, string>> = { en, zh };
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("zh and en catalogs", () => {
  it("have the same keys: none in en is missing from zh", () => {
    expect(Object.keys(en).filter((k) => !(k in zh))).toEqual([]);
  });

  it("have the same keys: none in zh is missing from en", () => {
    expect(Object.keys(zh).filter((k) => !(k in en))).toEqual([]);
  });

  it("have no empty texts", () => {
    for (const [lang, catalog] of Object.entries(catalogs)) {
      const empty = Object.entries(catalog)
        .filter(([, v]) => typeof v !== "string" || v.trim() === "")
        .map(([k]) => k);
      expect(empty, `${lang}: empty texts`).toEqual([]);
    }
  });

  it("use the same {{placeholders}} for each key", () => {
    const differing = Object.keys(en)
      .filter((k) => k in zh)
      .filter((k) => JSON.stringify(placeholders(en[k as keyof typeof en])) !== JSON.stringify(placeholders(zh[k as keyof typeof zh])))
      .map((k) => `${k}: en ${placeholders(en[k as keyof typeof en])} / zh ${placeholders(zh[k as keyof typeof zh])}`);
    expect(differing).toEqual([]);
  });

  it("fill placeholders when translating", () => {
    expect(makeT(en)("topbar.user", { name: "Ada" })).toBe("Signed in as Ada");
    expect(makeT(zh)("topbar.user", { name: "Ada" })).toContain("Ada");
    expect(makeT(en)("no.such.key")).toBe("no.such.key");
  });
});

describe("Polaris catalogs", () => {
  it("load for both interface languages, in the right language", () => {
    for (const lang of ["en", "zh"] as const) {
      const p = polarisTranslations[lang] as { Polaris?: { Common?: Record<string, string> } };
      expect(p.Polaris?.Common?.cancel, lang).toEqual(expect.any(String));
    }
    const cancel = (l: "en" | "zh") => (polarisTranslations[l] as { Polaris: { Common: { cancel: string } } }).Polaris.Common.cancel;
    expect(cancel("en")).toBe("Cancel");
    expect(cancel("zh")).not.toBe("Cancel");
  });
});

describe("route titles", () => {
  it("exist in zh and en for every route", () => {
    const missing = FLAT_ROUTES.filter((r) => !r.title?.zh?.trim() || !r.title?.en?.trim()).map((r) => r.name);
    expect(missing).toEqual([]);
  });
});

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sourceFiles(p, out);
    else if (/\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts")) out.push(p);
  }
  return out;
}

/** Literal keys passed to t(...): t("a.b"), t('a.b'), t(`a.b`) — not template keys with ${...}. */
function literalKeys(source: string): string[] {
  const keys: string[] = [];
  for (const m of source.matchAll(/(?<![\w$.])t\(\s*(?:"([^"\n]*)"|'([^'\n]*)'|`([^`$\n]*)`)/g)) keys.push(m[1] ?? m[2] ?? m[3]);
  return keys;
}

describe("keys used by the screens", () => {
  it("finds literal keys and skips template keys (guards the scan)", () => {
    expect(literalKeys(`t("a.b"); t('c.d', { x }); t(\`e.f\`); t(\`lang.\${l}\`); foo.t("g"); at("h")`)).toEqual(["a.b", "c.d", "e.f"]);
  });

  it("all exist in the en catalog", () => {
    const files = sourceFiles(APP_DIR).filter((f) => !f.includes(`${path.sep}locales${path.sep}`));
    const used = new Map<string, string>();
    for (const f of files) for (const k of literalKeys(fs.readFileSync(f, "utf8"))) used.set(k, path.relative(APP_DIR, f));
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used].filter(([k]) => !(k in en)).map(([k, f]) => `${k} (${f})`);
    expect(missing).toEqual([]);
  });
});
