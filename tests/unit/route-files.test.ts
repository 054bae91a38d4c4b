// Every page of the route tree has a Remix route module, and every signed-in page module belongs
// to a page of the tree (Remix flat-routes naming: /system/setting → app/routes/_app.system.setting.tsx
// or app/routes/_app.system.setting/route.tsx).
import { describe, expect, it } from "vitest";
import { FLAT_ROUTES, formIntent, routeForPath } from "~/lib/route-tree";
import { routeModules, urlOf } from "../support/route-modules";

/** Route modules of the signed-in layout's children: `_app.<...>`. */
const appRouteModules = () => routeModules().filter((m) => m.signedIn && m.id !== "_app");

const leaves = FLAT_ROUTES.filter((r) => r.isLeaf);

describe("route modules under app/routes", () => {
  it("has a module for every route-tree leaf", () => {
    const served = new Set(
      appRouteModules()
        .map((m) => urlOf(m.id))
        .filter((u) => u.params === 0)
        .map((u) => u.url),
    );
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
        // anything below the leaf itself is one of the form pages the tree declares for it
        if (params === 0 && owner.fullPath === url) return false;
        // a record page (/<route>/<id>) of a route whose records open to all who may open it
        if (owner.records && /^\/\d+$/.test(url.slice(owner.fullPath.length))) return false;
        return !formIntent(owner, url);
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
