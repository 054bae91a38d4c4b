import { EVERYONE_PERMISSIONS, FLAT_ROUTES, allPermissionNames, areaPermissionNames } from "../../../app/lib/route-tree";

// Roles hold grant patterns rather than frozen lists, so an area added to the route tree is
// covered by the roles that should see it without a data migration:
//   *                 every route and every function-permission key
//   routes:*          every route (read everything)
//   review:*          every review key (pass / reject)
//   area:<name>       one top-level area, routes and keys
//   area:<name>:read  one area, routes only
//   <name>            one route name or key
// and a key the spec does not name comes with the spec's key for its page (`keysGrantedBy`),
// and a route that declares `readersOf` comes with the name of any listed route of those areas.
export function expandGrants(grants: readonly string[]): string[] {
  const out = new Set<string>(EVERYONE_PERMISSIONS);
  for (const g of grants) {
    if (g === "*") allPermissionNames().forEach((n) => out.add(n));
    // reading everything is no key: a route name the spec makes a key stays out
    else if (g === "routes:*") FLAT_ROUTES.forEach((r) => !r.nameIsKey && out.add(r.name));
    else if (g === "review:*") {
      // Stryker disable next-line ArrowFunction: equivalent while no route declares review keys; the first area with pass/reject makes the approver's matrix rows kill it (remove this line then)
      FLAT_ROUTES.forEach((r) => r.reviewPermission.forEach((k) => out.add(k)));
    } else if (g.startsWith("area:")) {
      const [, area, mode] = g.split(":");
      areaPermissionNames(area, { keys: mode !== "read" }).forEach((n) => out.add(n));
    } else out.add(g);
  }
  // a key the spec does not name comes with the spec's key for its page (issue 40 §5)
  for (const r of FLAT_ROUTES) for (const [key, by] of Object.entries(r.keysGrantedBy)) if (by.some((n) => out.has(n))) out.add(key);
  // a route its areas' readers may open (the campaign calendar) comes with any of their routes
  for (const r of FLAT_ROUTES) if (r.openedBy.some((n) => out.has(n))) out.add(r.name);
  return [...out].sort();
}
