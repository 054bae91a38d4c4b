import { useLocation } from "@remix-run/react";
import { useT } from "./i18n";
import { titleFor } from "./route-titles";
import { routeByName } from "./route-tree";

/**
 * The heading of the page at the current address: the same lookup the tab and the document's
 * <title> make, so the three read alike; a record's name goes below it, never into it.
 */
export function usePageTitle(routeName: string): string {
  const { pathname, search } = useLocation();
  const { locale } = useT();
  return titleFor(routeByName(routeName)!, pathname + search)[locale];
}
