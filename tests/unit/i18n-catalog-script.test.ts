// The interface's strings reach the browser as one script per language (/i18n/<locale>.<hash>.js),
// not inside every document: the script defines what hydration reads, is cached for good at its
// current URL, and is never cached at an old one.
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { loader } from "../../app/routes/i18n.$file";
import { catalogVersion } from "../../app/lib/i18n.server";

const get = (file: string) => loader({ params: { file }, request: new Request(`http://x/i18n/${file}`), context: {} });

/** Runs the script as a browser would and returns what it defined. */
async function run(res: Response, sandbox: Record<string, unknown> = {}) {
  const self = sandbox;
  vm.runInNewContext(await res.text(), { self });
  return self.__consoleCatalogs as { version: string; locales: Record<string, { catalog: Record<string, string>; polaris: unknown }> };
}

describe("GET /i18n/<locale>.<version>.js", () => {
  it("defines the zh strings, cached for good at the current version", async () => {
    const res = await get(`zh.${catalogVersion}.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const defined = await run(res);
    expect(defined.version).toBe(catalogVersion);
    expect(defined.locales.zh.catalog["topbar.signOut"]).toBe("退出登录");
    expect(defined.locales.en).toBeUndefined();
  });

  it("adds a second language beside the first one (the language switch)", async () => {
    const sandbox: Record<string, unknown> = {};
    await run(await get(`zh.${catalogVersion}.js`), sandbox);
    const both = await run(await get(`en.${catalogVersion}.js`), sandbox);
    expect(both.locales.zh.catalog["topbar.signOut"]).toBe("退出登录");
    expect(both.locales.en.catalog["topbar.signOut"]).toBe("Sign out");
  });

  it("answers an old version with the current strings, never cached", async () => {
    const res = await get("en.0123456789ab.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect((await run(res)).locales.en.catalog["topbar.signOut"]).toBe("Sign out");
  });

  it("an area's part adds that area's strings to the core's, in either order; the core carries none of them", async () => {
    const core = await run(await get(`zh.${catalogVersion}.js`));
    expect(core.locales.zh.catalog["topbar.signOut"]).toBe("退出登录");
    expect(core.locales.zh.catalog["budget.state.pending"]).toBeUndefined();

    const partFirst: Record<string, unknown> = {};
    await run(await get(`zh-market-tool.${catalogVersion}.js`), partFirst);
    const both = await run(await get(`zh.${catalogVersion}.js`), partFirst);
    expect(both.locales.zh.catalog["budget.state.pending"]).toBe("待审核");
    expect(both.locales.zh.catalog["topbar.signOut"]).toBe("退出登录");
    expect((both.locales.zh as unknown as { parts: string[] }).parts.sort()).toEqual(["core", "market-tool"]);
  });

  // part names as the app spells them (openApp has a capital: its script once answered 404, and the
  // switch-user page showed raw keys once hydrated)
  it.each(["openApp", "dashboard", "system-currency", "shared-fission"])("serves the %s part in both languages", async (part) => {
    for (const locale of ["zh", "en"]) {
      const res = await get(`${locale}-${part}.${catalogVersion}.js`);
      expect(res.status, `${locale}-${part}`).toBe(200);
      expect(((await run(res)).locales[locale] as unknown as { parts: string[] }).parts).toEqual([part]);
    }
  });

  it.each(["fr.0123.js", "zh-nowhere.0123.js", "zh-.0123.js", "zh.js", "zh.0123.json", "../zh.0123.js", "zh.XYZ.js"])(
    "refuses %s with 404",
    async (file) => {
      const res = await get(file);
      expect(res.status).toBe(404);
    },
  );
});
