import type { MenuItem } from "./route-tree";

// The page search (issue 41 §13): a menu page found by its zh or en title among the pages the person
// may open — the menu built from their grants (route-tree.ts buildMenu), so nothing they cannot open is
// ever listed. Pure: the search page's loader and its unit tests share it.

/** The longest query the box takes (a title is far shorter). */
export const PAGE_SEARCH_MAX = 50;

export interface PageHit {
  url: string;
  title: { zh: string; en: string };
  /** the menu groups above the page, area first */
  trail: { zh: string; en: string }[];
}

/** Case, width and spacing do not matter: "ＢＵＤＧＥＴ  list" finds "Budget list". */
export function normalize(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

function leaves(menu: MenuItem[], trail: PageHit["trail"] = []): PageHit[] {
  return menu.flatMap((m) => (m.children.length ? leaves(m.children, [...trail, m.title]) : [{ url: m.url, title: m.title, trail }]));
}

/**
 * The menu's pages whose zh or en title holds every word of the query, best first: a title equal
 * to the query, then one starting with it, then the rest, each in menu order. An empty query finds nothing.
 */
export function searchPages(menu: MenuItem[], query: string): PageHit[] {
  const q = normalize(query);
  if (!q) return [];
  const words = q.split(" ");
  const rank = (hit: PageHit) => {
    const titles = [normalize(hit.title.zh), normalize(hit.title.en)];
    if (titles.includes(q)) return 0;
    return titles.some((t) => t.startsWith(q)) ? 1 : 2;
  };
  return leaves(menu)
    .filter((hit) => words.every((w) => normalize(hit.title.zh).includes(w) || normalize(hit.title.en).includes(w)))
    .map((hit, order) => ({ hit, order, rank: rank(hit) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ hit }) => hit);
}
