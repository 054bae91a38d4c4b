import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRoute } from "~/lib/auth.server";
import { PAGE_SEARCH_MAX, searchPages, type PageHit } from "~/lib/page-search";
import { buildMenu } from "~/lib/route-tree";

export type PageSearchData = { q: string; hits: PageHit[]; tooLong: boolean };

/** /search?q=: the menu pages the signed-in person may open whose zh or en title holds the words of q. */
export async function pageSearchLoader({ request }: LoaderFunctionArgs): Promise<PageSearchData> {
  const ctx = await requireRoute(request, "search");
  const q = new URL(request.url).searchParams.get("q") ?? "";
  // a query longer than any title is answered beside the box, never searched (nor echoed whole)
  if (q.length > PAGE_SEARCH_MAX) return { q: q.slice(0, PAGE_SEARCH_MAX), hits: [], tooLong: true };
  return { q, hits: searchPages(buildMenu(ctx.granted), q), tooLong: false };
}
