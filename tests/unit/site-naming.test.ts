// Issue 41 (minor): one way to name a site on every screen — siteName, the site's name in the
// interface language (docs/areas/system.md, "Naming sites"). The screens use it, never the bare
// code helper.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { makeT } from "~/lib/i18n";
import { nameAtSite, siteInSentence, siteName } from "~/domain/site-name";
import { en } from "~/locales/en";
import { zh } from "~/locales/zh";

const FEATURES = fileURLToPath(new URL("../../app/features", import.meta.url));
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(path.join(dir, d.name)) : [path.join(dir, d.name)]));

describe("site names", () => {
  it("say a real site's name and a brand site's base in each language", () => {
    expect(["uk", "us_v1", "glb"].map((s) => siteName(makeT(zh), s))).toEqual(["英国", "品牌站 us", "全球"]);
    expect(["uk", "us_v1", "glb"].map((s) => siteName(makeT(en), s))).toEqual(["United Kingdom", "brand us", "Global"]);
  });

  it("name a site inside a sentence and beside a record's name, never by its code", () => {
    expect(siteInSentence(makeT(zh), "uk")).toBe("站点“英国”");
    expect(siteInSentence(makeT(en), "uk")).toBe("the United Kingdom site");
    expect(siteInSentence(makeT(en), "us_v1")).toBe("the brand us site");
    expect(nameAtSite(makeT(zh), "Summer deals", "uk")).toBe("Summer deals (英国)");
    expect(nameAtSite(makeT(en), "Summer deals", "uk")).toBe("Summer deals (United Kingdom)");
  });

  it("are what every screen shows: no screen names a site with the bare-code helper", () => {
    const bare = files(FEATURES)
      .filter((f) => /\.(ts|tsx)$/.test(f))
      .filter((f) => /\bsiteLabel\(/.test(fs.readFileSync(f, "utf8")))
      .map((f) => path.relative(FEATURES, f));
    expect(bare).toEqual([]);
  });
});
