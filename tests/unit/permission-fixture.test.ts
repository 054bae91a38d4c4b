// The route tree (code) agrees with the hand-written permission fixture (spec): names, paths,
// keys, intents and form pages. A key misspelt in the tree, or a route added without extending
// tests/fixtures/permissions.ts, fails here before the slower matrices run.
import { describe, expect, it } from "vitest";
import { EVERYONE_PERMISSIONS, FLAT_ROUTES } from "~/lib/route-tree";
import { expandGrants } from "../../server/modules/auth/grants";
import { EVERYONE, ROUTES, expectedPermissions } from "../fixtures/permissions";

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
    expect(route.keysGrantedBy).toEqual(fixture.grantedBy ?? {});
    expect(route.nameIsKey).toBe(fixture.nameIsKey ?? false);
    // a form page needs the key of the intent it posts
    const forms = Object.fromEntries(Object.entries(route.forms).map(([seg, intent]) => [seg, route.intents[intent]]));
    expect(forms).toEqual(fixture.forms ?? {});
  });
});

describe("grant expansion ↔ permission fixture", () => {
  it("expands each demo role to exactly what the fixture says", () => {
    const demo: Record<string, string[]> = {
      admin: ["*"],
      approver: ["routes:*", "review:*"],
      operator: ["area:market-tool", "area:activity"],
      viewer: ["area:system:read"],
    };
    for (const [role, grants] of Object.entries(demo)) expect(new Set(expandGrants(grants)), role).toEqual(expectedPermissions(role));
  });

  it("expands an area with and without its keys, and nothing more", () => {
    const system = ROUTES.filter((r) => r.area === "system");
    expect(new Set(expandGrants(["area:system:read"]))).toEqual(new Set([...EVERYONE, "system", ...system.map((r) => r.name)]));
    // an area's grant makes nobody a reviewer: review keys come with `review:*` only
    const work = (r: (typeof system)[number]) => r.keys.filter((k) => !(r.reviewKeys ?? []).includes(k));
    expect(new Set(expandGrants(["area:system"]))).toEqual(
      new Set([...EVERYONE, "system", ...system.flatMap((r) => [r.name, ...work(r)])]),
    );
    expect(expandGrants(["area:system"])).not.toContain("address-check-btns");
  });
});
