/**
 * The interface's strings reach the browser in parts (issue 8, first-load JavaScript): the core
 * every page needs (shell, common words, validation, shared components) and one part per area of
 * the route tree, loaded with the first page of that area (root.tsx) and before a client
 * navigation into it renders (routes/_app.tsx). tests/unit/i18n-parts.test.ts checks, from the
 * code, that every key a page can show is in the core or in its area's part.
 */
export const CATALOG_PARTS = ["system", "market-tool", "activity", "goods", "page-management"] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

/** The part a path's pages need besides the core: its first segment when that is an area. */
export function partOfPath(pathname: string): CatalogPart | null {
  const first = pathname.split("/")[1] ?? "";
  return (CATALOG_PARTS as readonly string[]).includes(first) ? (first as CatalogPart) : null;
}
