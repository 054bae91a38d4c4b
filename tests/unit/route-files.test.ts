// Every page of the route tree has a Remix route module, and every signed-in page module belongs
// to a page of the tree (Remix flat-routes naming: /system/setting → app/routes/_app.system.setting.tsx
// or app/routes/_app.system.setting/route.tsx).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { FLAT_ROUTES, routeForPath } from "~/lib/route-tree";

const ROUTES_DIR = fileURLToPath(new URL("../../app/routes", import.meta.url));

/** Route module names (without extension) of the signed-in layout's children: `_app.<...>`. */
function appRouteModules(): { file: string; id: string }[] {
  const out: { file: string; id: string }[] = [];
  for (const entry of fs.readdirSync(ROUTES_DIR, { withFileTypes: true })) {
    if (entry.isFile()) {
      const m = /^(_app\..+)\.tsx$/.exec(entry.name);
      if (m) out.push({ file: entry.name, id: m[1] });
    } else if (entry.isDirectory() && entry.name.startsWith("_app.")) {
      const inner = ["route.tsx", "route.ts"].find((f) => fs.existsSync(path.join(ROUTES_DIR, entry.name, f)));
      if (inner) out.push({ file: `${entry.name}/${inner}`, id: entry.name });
    }
  }
  return out;
}

/** The URL a flat-routes module name serves; `$param` segments become a sample value. */
function urlOf(id: string): { url: string; params: number } {
  const segments = id.split(".").filter((s) => !s.startsWith("_")); // pathless layouts and _index
  const params = segments.filter((s) => s.startsWith("$")).length;
  return { url: `/${segments.map((s) => (s.startsWith("$") ? "1" : s)).join("/")}`, params };
}

const leaves = FLAT_ROUTES.filter((r) => r.isLeaf);
/** Form child routes a list page may open over itself. */
const FORM_CHILDREN = ["/new", "/edit"];

describe("route modules under app/routes", () => {
  it("has a module for every route-tree leaf", () => {
    const served = new Set(appRouteModules().map((m) => urlOf(m.id)).filter((u) => u.params === 0).map((u) => u.url));
    const missing = leaves
      .filter((r) => !served.has(r.fullPath))
      .map((r) => `${r.fullPath} → app/routes/_app${r.fullPath.replace(/\//g, ".")}.tsx`);
    expect(missing, "route-tree leaves without a route module").toEqual([]);
  });

  it("has no signed-in module outside the route tree", () => {
    const strays = appRouteModules()
      .filter(({ id }) => {
        const { url, params } = urlOf(id);
        const owner = routeForPath(url);
        if (!owner?.isLeaf) return true;
        // a page without params is the leaf itself or its create / edit form (/new, /edit);
        // a record page ($id) must sit under it
        if (params === 0) return owner.fullPath !== url && !FORM_CHILDREN.includes(url.slice(owner.fullPath.length));
        return !url.startsWith(`${owner.fullPath}/`);
      })
      .map((m) => `app/routes/${m.file}`);
    expect(strays, "route modules with no route-tree leaf").toEqual([]);
  });

  it("finds the existing home page module (guards the directory scan itself)", () => {
    expect(appRouteModules().map((m) => m.file)).toContain("_app.dashboard.welcome.tsx");
    expect(urlOf("_app.dashboard.welcome")).toEqual({ url: "/dashboard/welcome", params: 0 });
    expect(urlOf("_app.system.exchange-rate-list.$id")).toEqual({ url: "/system/exchange-rate-list/1", params: 1 });
    expect(urlOf("_app.system.setting.new")).toEqual({ url: "/system/setting/new", params: 0 });
  });
});
