// The route tree drives the menu, tab titles, route guards and role grants: paths, menu filtering,
// the open check and URL → route lookup.
import { describe, expect, it } from "vitest";
import { FLAT_ROUTES, ROUTE_TREE, buildMenu, canOpen, routeByName, formIntent, routeForPath, type RouteNode } from "~/lib/route-tree";

const route = (name: string) => {
  const r = routeByName(name);
  if (!r) throw new Error(`route ${name} missing from the tree`);
  return r;
};

describe("FLAT_ROUTES", () => {
  it("gives each route the full path /<parent-path>/<route-path>", () => {
    expect(route("currency-manage-list").fullPath).toBe("/system/currency-manage-list");
    expect(route("exchange-rate-list").fullPath).toBe("/system/exchange-rate-list");
    expect(route("setting").fullPath).toBe("/system/setting");
    expect(route("welcome").fullPath).toBe("/dashboard/welcome");
    expect(route("system").fullPath).toBe("/system");
  });

  it("lists every tree node once, at /<parent-path>/<route-path>", () => {
    const expected: [string, string][] = [];
    const walk = (nodes: RouteNode[], base: string) => {
      for (const n of nodes) {
        const full = n.path ? `${base}/${n.path}` : base;
        expected.push([n.name, full]);
        if (n.children) walk(n.children, full);
      }
    };
    walk(ROUTE_TREE, "");
    const actual = FLAT_ROUTES.map((r) => [r.name, r.fullPath] as [string, string]);
    expect(new Map(actual)).toEqual(new Map(expected));
    expect(actual).toHaveLength(expected.length);
    for (const [name, full] of actual) expect(full, name).toMatch(/^(\/[a-z0-9-]+)+$/i);
  });

  it("marks routes without children as leaves and parents as not", () => {
    expect(route("welcome").isLeaf).toBe(true);
    expect(route("currency-manage-list").isLeaf).toBe(true);
    expect(route("dashboard").isLeaf).toBe(false);
    expect(route("system").isLeaf).toBe(false);
  });

  it("uses every route name once (names are permission names)", () => {
    const names = FLAT_ROUTES.map((r) => r.name);
    const dupes = names.filter((n, i) => names.indexOf(n) !== i);
    expect(dupes).toEqual([]);
  });

  it("uses every full path once", () => {
    const paths = FLAT_ROUTES.map((r) => r.fullPath);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it("points each parent's redirect at one of its own children", () => {
    for (const r of FLAT_ROUTES.filter((x) => x.redirect)) {
      const child = FLAT_ROUTES.find((c) => c.fullPath === `${r.fullPath}/${r.redirect}`);
      expect(child, `${r.name} → ${r.redirect}`).toBeDefined();
    }
  });
});

describe("buildMenu", () => {
  it("shows a leaf only when its name is granted, and its parent only then", () => {
    const menu = buildMenu(new Set(["welcome", "currency-manage-list"]));
    expect(menu.map((m) => m.name)).toEqual(["dashboard", "system"]);
    const system = menu.find((m) => m.name === "system")!;
    expect(system.url).toBe("/system");
    expect(system.children.map((c) => [c.name, c.url])).toEqual([["currency-manage-list", "/system/currency-manage-list"]]);
  });

  it("hides a parent none of whose children is granted, even when the parent's own name is", () => {
    const menu = buildMenu(new Set(["system", "dashboard", "welcome"]));
    expect(menu.map((m) => m.name)).toEqual(["dashboard"]);
  });

  it("shows nothing for no grants", () => {
    expect(buildMenu(new Set())).toEqual([]);
  });

  it("does not show a leaf for a function-permission key alone", () => {
    expect(buildMenu(new Set(["currency-manage-list-all-right-btns"]))).toEqual([]);
  });

  const tree: RouteNode[] = [
    {
      name: "b-area",
      path: "b",
      title: { zh: "乙", en: "B" },
      sort: 2,
      children: [
        { name: "b-two", path: "two", title: { zh: "二", en: "Two" }, sort: 2 },
        { name: "b-one", path: "one", title: { zh: "一", en: "One" }, sort: 1 },
        { name: "b-secret", path: "secret", title: { zh: "隐", en: "Secret" }, sort: 0, hidden: true },
      ],
    },
    {
      name: "a-area",
      path: "a",
      title: { zh: "甲", en: "A" },
      sort: 1,
      children: [{ name: "a-only-hidden", path: "x", title: { zh: "隐", en: "Hidden" }, sort: 0, hidden: true }],
    },
    {
      name: "c-hidden-area",
      path: "c",
      title: { zh: "丙", en: "C" },
      sort: 0,
      hidden: true,
      children: [{ name: "c-leaf", path: "leaf", title: { zh: "叶", en: "Leaf" }, sort: 0 }],
    },
    { name: "d-top-leaf", path: "d", title: { zh: "丁", en: "D" }, sort: 3 },
  ];
  const everything = new Set(["b-two", "b-one", "b-secret", "a-only-hidden", "c-leaf", "d-top-leaf", "a-area", "b-area", "c-hidden-area"]);

  it("orders areas and children by sort, not by declaration order", () => {
    const menu = buildMenu(everything, tree);
    expect(menu.map((m) => m.name)).toEqual(["b-area", "d-top-leaf"]);
    expect(menu[0].children.map((c) => c.name)).toEqual(["b-one", "b-two"]);
  });

  it("never shows hidden routes, even when granted", () => {
    const names = JSON.stringify(buildMenu(everything, tree));
    expect(names).not.toContain("b-secret");
    expect(names).not.toContain("c-leaf");
    expect(names).not.toContain("c-hidden-area");
  });

  it("drops a parent whose only children are hidden", () => {
    expect(buildMenu(everything, tree).map((m) => m.name)).not.toContain("a-area");
  });

  it("builds child URLs from the parent's path", () => {
    const menu = buildMenu(new Set(["b-one"]), tree);
    expect(menu).toEqual([
      {
        name: "b-area",
        url: "/b",
        title: { zh: "乙", en: "B" },
        children: [{ name: "b-one", url: "/b/one", title: { zh: "一", en: "One" }, children: [] }],
      },
    ]);
  });
});

describe("canOpen", () => {
  it("opens a leaf only when its name is granted", () => {
    expect(canOpen(route("currency-manage-list"), new Set(["currency-manage-list"]))).toBe(true);
    expect(canOpen(route("currency-manage-list"), new Set(["setting", "system"]))).toBe(false);
    expect(canOpen(route("currency-manage-list"), new Set(["currency-manage-list-all-right-btns"]))).toBe(false);
  });

  it("opens a parent only when one of its children is shown", () => {
    expect(canOpen(route("system"), new Set(["setting"]))).toBe(true);
    expect(canOpen(route("system"), new Set(["system"]))).toBe(false);
    expect(canOpen(route("system"), new Set(["welcome"]))).toBe(false);
  });
});

describe("routeForPath", () => {
  it("finds a leaf by its exact path", () => {
    expect(routeForPath("/system/currency-manage-list")?.name).toBe("currency-manage-list");
    expect(routeForPath("/dashboard/welcome")?.name).toBe("welcome");
  });

  it("finds the owning route of deeper paths (record pages) and trailing slashes", () => {
    expect(routeForPath("/system/exchange-rate-list/42")?.name).toBe("exchange-rate-list");
    expect(routeForPath("/system/exchange-rate-list/42/edit/more")?.name).toBe("exchange-rate-list");
    expect(routeForPath("/system/setting/")?.name).toBe("setting");
  });

  it("finds a parent for its own path", () => {
    expect(routeForPath("/system")?.name).toBe("system");
  });

  it("knows no route for unknown, public or root paths", () => {
    expect(routeForPath("/nope")).toBeUndefined();
    expect(routeForPath("/nope/system/setting")).toBeUndefined();
    expect(routeForPath("/systems/setting")).toBeUndefined();
    expect(routeForPath("/login")).toBeUndefined();
    expect(routeForPath("/")).toBeUndefined();
    expect(routeForPath("")).toBeUndefined();
  });

  it("does not resolve a path that merely starts with a route's path", () => {
    expect(routeForPath("/system/setting-extra")?.name).toBe("system");
  });
});

describe("intents and form pages", () => {
  it("gives every declared intent one of its route's own function-permission keys", () => {
    const wrong = FLAT_ROUTES.flatMap((r) =>
      Object.entries(r.intents)
        .filter(([, key]) => !r.functionPermission.includes(key))
        .map(([intent, key]) => `${r.name}: ${intent} → ${key}`),
    );
    expect(wrong).toEqual([]);
  });

  it("maps every form page to an intent its route declares", () => {
    const wrong = FLAT_ROUTES.flatMap((r) =>
      Object.entries(r.forms)
        .filter(([, intent]) => !(intent in r.intents))
        .map(([segment, intent]) => `${r.fullPath}/${segment} → ${intent}`),
    );
    expect(wrong).toEqual([]);
  });

  it("finds the intent a form page below a route posts", () => {
    const rates = route("exchange-rate-list");
    expect(formIntent(rates, "/system/exchange-rate-list/new")).toBe("create");
    expect(formIntent(rates, "/system/exchange-rate-list/42")).toBe("update");
    expect(formIntent(rates, "/system/exchange-rate-list/42/")).toBe("update");
    expect(formIntent(rates, "/system/exchange-rate-list/edit")).toBeUndefined();
    expect(formIntent(rates, "/system/exchange-rate-list/4x")).toBeUndefined();
    expect(formIntent(rates, "/system/exchange-rate-list/x4")).toBeUndefined();
    // repeated slashes around the segment are tolerated, as a trailing one is
    expect(formIntent(rates, "/system/exchange-rate-list//new//")).toBe("create");
    expect(formIntent(rates, "/system/exchange-rate-list/1/2")).toBeUndefined();
    expect(formIntent(rates, "/system/exchange-rate-list")).toBeUndefined();
    expect(formIntent(route("setting"), "/system/setting/edit")).toBe("save");
  });
});
