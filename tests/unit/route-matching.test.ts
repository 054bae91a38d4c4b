import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
// the same release of the router, in the build that patches/ leaves alone (browsers load it): the
// oracle for the server's patched build, which caches compiled paths and ranked branches and only
// tries the branches a pathname's first two segments allow (patches/@remix-run+router+*.patch)
import * as reference from "../../node_modules/@remix-run/router/dist/router.js";

type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };
type Match = { route: { id: string }; params: Record<string, string | undefined>; pathname: string; pathnameBase: string };
type MatchRoutes = (routes: Route[], location: string) => Match[] | null;

const require = createRequire(import.meta.url);
// what Node's server runtime (and react-router on the server) load: the "main" CommonJS build
const patched = require("@remix-run/router") as { matchRoutes: MatchRoutes };
const { flatRoutes } = require("@remix-run/dev/dist/config/flat-routes.js") as {
  flatRoutes: (
    appDir: string,
    ignored: string[],
  ) => Record<string, { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean }>;
};

/** The console's own route tree, as the compiler builds it from app/routes. */
function appRoutes(): Route[] {
  const manifest = flatRoutes(path.resolve("app"), ["**/.*", "**/*.test.*"]);
  const byParent = new Map<string, Route[]>();
  for (const r of Object.values(manifest)) {
    const list = byParent.get(r.parentId ?? "root") ?? [];
    list.push({ id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive });
    byParent.set(r.parentId ?? "root", list);
  }
  const tree = (id: string): Route[] => (byParent.get(id) ?? []).map((r) => (r.index ? r : { ...r, children: tree(r.id) }));
  return [{ id: "root", path: "", children: tree("root") }];
}

function fullPaths(routes: Route[], prefix = ""): string[] {
  return routes.flatMap((r) => {
    const p = r.path ? `${prefix}/${r.path}` : prefix;
    return [p || "/", ...fullPaths(r.children ?? [], p)];
  });
}

/** Paths a person or a crawler may send, grown from each route's own path. */
function probes(routes: Route[]): string[] {
  const out = new Set(["/", "", "//", "/x", "/%20", "/a%2Fb", "/a/b/c/d", "/中文", "/%E4%B8%AD%E6%96%87/x"]);
  for (const p of fullPaths(routes)) {
    const filled = p.replace(/:[\w-]+\??/g, "123").replace(/\*$/, "a/b");
    const first = `/${filled.split("/")[1] ?? ""}`;
    for (const v of [
      p,
      filled,
      `${filled}/`,
      filled.toUpperCase(),
      `${filled}/extra`,
      `//${filled}`,
      first,
      `${first}/`,
      `${first}/nope`,
      filled.replace(/-/g, "%2D"),
    ])
      out.add(v);
  }
  return [...out];
}

const summary = (m: Match[] | null) => (m ?? []).map((x) => [x.route.id, x.params, x.pathname, x.pathnameBase]);

function expectSameMatches(routes: Route[], paths: string[]) {
  let compared = 0;
  for (const p of paths) {
    // twice: the second answer comes from the caches
    for (let i = 0; i < 2; i++)
      expect(summary(patched.matchRoutes(routes, p)), `${p} (#${i + 1})`).toEqual(
        summary((reference as unknown as { matchRoutes: MatchRoutes }).matchRoutes(routes, p)),
      );
    compared++;
  }
  return compared;
}

describe("route matching on the server (patched router)", () => {
  it("finds, for every route of the console and the paths around it, what the unpatched router finds", () => {
    const routes = appRoutes();
    expect(fullPaths(routes)).toContain("/system/currency-manage-list");
    expect(expectSameMatches(routes, probes(routes))).toBeGreaterThan(800);
  });

  it("agrees on trees whose paths start with params, optional and case-sensitive segments, splats and other scripts", () => {
    const routes: Route[] = [
      {
        id: "root",
        path: "",
        children: [
          { id: "home", index: true },
          {
            id: "layout",
            children: [
              { id: "list", path: "system/currency-manage-list" },
              { id: "anyInSystem", path: "system/:name" },
              { id: "systemHome", path: "system", children: [{ id: "systemIndex", index: true }] },
            ],
          },
          { id: "caseSensitive", path: "Reports/Daily", caseSensitive: true },
          { id: "optionalLang", path: ":lang?/help/:page" },
          { id: "optionalStatic", path: "beta?/goods" },
          { id: "param", path: ":site/goods/:id" },
          { id: "dotted", path: "i18n/:file" },
          { id: "zh", path: "中文/页面" },
          { id: "files", path: "files/*" },
          { id: "all", path: "*" },
        ],
      },
    ];
    const paths = [
      ...probes(routes),
      "/reports/daily",
      "/Reports/Daily",
      "/REPORTS/DAILY",
      "/help/a",
      "/en/help/a",
      "/beta/goods",
      "/goods",
      "/us/goods/7",
      "/i18n/zh.abc.js",
      "/中文/页面",
      "/%E4%B8%AD%E6%96%87/%E9%A1%B5%E9%9D%A2",
      "/files",
      "/files/a/b",
      "/system",
      "/system/",
      "/SYSTEM/x",
    ];
    expectSameMatches(routes, paths);
    // spot checks written from the route table, not from either router
    expect(patched.matchRoutes(routes, "/SYSTEM/Currency-Manage-List")?.at(-1)?.route.id).toBe("list");
    expect(patched.matchRoutes(routes, "/system/other")?.at(-1)?.route.id).toBe("anyInSystem");
    expect(patched.matchRoutes(routes, "/reports/daily")?.at(-1)?.route.id).toBe("all");
    expect(patched.matchRoutes(routes, "/en/help/faq")?.at(-1)?.params).toMatchObject({ lang: "en", page: "faq" });
  });

  it("sees routes added to a tree after it was first matched (lazy route discovery)", async () => {
    const lib = require("@remix-run/router") as {
      createRouter: (o: unknown) => { initialize: () => Router };
      createMemoryHistory: () => unknown;
    };
    type Router = { navigate: (to: string) => Promise<void>; state: { matches: Match[] }; dispose: () => void };
    const router = lib
      .createRouter({
        routes: [{ id: "root", path: "", children: [{ id: "all", path: "*" }] }],
        history: lib.createMemoryHistory(),
        // what the browser does with v3_lazyRouteDiscovery: routes arrive while navigating
        patchRoutesOnNavigation: ({ path, patch }: { path: string; patch: (id: string, r: Route[]) => void }) => {
          if (path === "/goods/goods-list") patch("root", [{ id: "goods", path: "goods/goods-list" }]);
        },
      })
      .initialize();
    await router.navigate("/goods/goods-list");
    expect(router.state.matches.at(-1)?.route.id).toBe("goods");
    router.dispose();
  });
});
