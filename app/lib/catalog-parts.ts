import { SYSTEM_CONTENT_ROUTES } from "./route-areas/system-content";
import { SYSTEM_GEO_ROUTES } from "./route-areas/system-geo";
import { SYSTEM_OPTION_TAG_ROUTES } from "./route-areas/system-option-tags";
import type { RouteNode } from "./route-tree";

/**
 * The interface's strings reach the browser in parts (issue 8, first-load JavaScript): the core
 * every page needs (shell, common words, validation, shared components) and one part per area of
 * the route tree — System in sections, it being the largest — loaded with the first page of that
 * area (root.tsx) and before a client navigation into it renders (routes/_app.tsx).
 * tests/unit/i18n-keys.test.ts checks, from the code, that every key a page can show is in the core
 * or in its part.
 */
export const CATALOG_PARTS = [
  "system",
  "system-geo",
  "system-content",
  "system-option-tags",
  // the currency list on its own: the page the first-load budget is measured on (issue 42)
  "system-currency",
  "market-tool",
  "activity",
  "goods",
  "page-management",
  // the resource slots and shared fission: their pages' strings stayed in the core until issue 42
  "resource",
  "shared-fission",
  // the welcome page and the app opener, pages of their own
  "dashboard",
  "openApp",
] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

/** The parts a path's first segment names: every part but System's sections (found by the second) */
const AREAS: readonly string[] = CATALOG_PARTS.filter((p) => !p.startsWith("system-"));
const paths = (nodes: RouteNode[]): string[] => nodes.flatMap((n) => [n.path, ...paths(n.children ?? [])]).filter(Boolean);
/** System's sections by the route's path under /system */
const SYSTEM_SECTIONS = new Map<string, CatalogPart>([
  ...paths(SYSTEM_GEO_ROUTES).map((p) => [p, "system-geo"] as const),
  ...paths(SYSTEM_CONTENT_ROUTES).map((p) => [p, "system-content"] as const),
  ...paths(SYSTEM_OPTION_TAG_ROUTES).map((p) => [p, "system-option-tags"] as const),
  ["currency-manage-list", "system-currency"],
]);

/** The part a path's pages need besides the core: its area, or for System its section. */
export function partOfPath(pathname: string): CatalogPart | null {
  const [, first = "", second = ""] = pathname.split("/");
  if (!AREAS.includes(first)) return null;
  return first === "system" ? (SYSTEM_SECTIONS.get(second) ?? "system") : (first as CatalogPart);
}
