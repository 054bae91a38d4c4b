// The route tree (code) agrees with the hand-written permission fixture (spec): names, paths,
// keys, intents and form pages. A key misspelt in the tree, or a route added without extending
// tests/fixtures/permissions.ts, fails here before the slower matrices run.
import { describe, expect, it } from "vitest";
import { EVERYONE_PERMISSIONS, FLAT_ROUTES } from "~/lib/route-tree";
import { EVERYONE, ROUTES } from "../fixtures/permissions";

const leaves = FLAT_ROUTES.filter((r) => r.isLeaf);

describe("route tree ↔ permission fixture", () => {
  it("grants everyone exactly the spec's list and the home page", () => {
    expect([...EVERYONE_PERMISSIONS].sort()).toEqual([...EVERYONE].sort());
  });

  it("has the fixture's routes, and only those", () => {
    expect(leaves.map((r) => r.name).sort()).toEqual(ROUTES.map((r) => r.name).sort());
  });

  it.each(ROUTES.map((r) => [r.name, r] as const))("%s: path, area, keys, intents and forms", (name, fixture) => {
    const route = leaves.find((r) => r.name === name)!;
    expect(route.fullPath).toBe(fixture.path);
    expect(route.lineage[0]).toBe(fixture.area);
    expect([...route.functionPermission].sort()).toEqual([...fixture.keys].sort());
    expect([...route.reviewPermission].sort()).toEqual([...(fixture.reviewKeys ?? [])].sort());
    expect(route.intents).toEqual(fixture.intents ?? {});
    // a form page needs the key of the intent it posts
    const forms = Object.fromEntries(Object.entries(route.forms).map(([seg, intent]) => [seg, route.intents[intent]]));
    expect(forms).toEqual(fixture.forms ?? {});
  });
});
