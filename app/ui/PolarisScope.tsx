import { useMatches } from "@remix-run/react";
import { createContext, useContext, type ComponentType, type ReactNode } from "react";
import { PolarisProvider as serverProvider } from "./polaris-provider.server";

/**
 * Polaris' components need its provider, and any import from Polaris' package brings every
 * component the console uses into that page's scripts (docs/decisions/0009-first-load-without-polaris-js.md).
 * So the provider is loaded only for pages that use Polaris: a route whose screen draws only the
 * console's own markup (ui/basic.tsx, the list pages) says so with `handle = NO_POLARIS`, and
 * `tests/unit/polaris-free-routes.test.ts` fails when such a route's modules import Polaris.
 * The browser loads the provider before it hydrates a page that needs it (entry.client.tsx) and
 * before a client navigation renders one (routes/_app.tsx's clientLoader), so nothing suspends.
 */
export const NO_POLARIS = { polaris: false } as const;

type Provider = ComponentType<{ children: ReactNode }>;
let loaded: Provider | null = serverProvider ?? null;
let loading: Promise<Provider> | null = null;

export function loadPolaris(): Promise<Provider> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import("./polaris-provider").then((m) => (loaded = m.PolarisProvider));
  return loading;
}

// the document and the signed-in layout never draw Polaris (tests/unit/polaris-free-routes.test.ts)
const LAYOUTS = new Set(["root", "routes/_app"]);

/**
 * Does the page these route matches draw use Polaris' components? Yes unless every route below the
 * layouts declares it does not: a list's form opens as its child route, inside the list's page.
 */
export function usesPolaris(matches: { id: string; handle?: unknown }[]): boolean {
  const pages = matches.filter((m) => !LAYOUTS.has(m.id));
  return pages.length === 0 || !pages.every((m) => (m.handle as { polaris?: boolean } | undefined)?.polaris === false);
}

const Scope = createContext({ depth: 0, provided: false });

/**
 * Polaris' provider around the route this outlet renders, when it uses Polaris; the route alone
 * otherwise. A scope decides for one level of the route tree (the signed-in layout's outlet: the
 * page; a list's outlet: the form opened over it), so a list without Polaris is never wrapped
 * because of its form: wrapping it would remount the list each time a form opens or closes,
 * losing its state (the row that focus goes back to, ListPage.tsx).
 */
export function PolarisScope({ children }: { children: ReactNode }) {
  const { depth, provided } = useContext(Scope);
  const pages = useMatches().filter((m) => !LAYOUTS.has(m.id));
  const route = pages[depth];
  // no page below the layouts (the root's error page): Polaris' provider, as for any page
  const needed = !provided && (route === undefined ? depth === 0 : usesPolaris([route]));
  const inner = <Scope.Provider value={{ depth: depth + 1, provided: provided || needed }}>{children}</Scope.Provider>;
  if (!needed) return inner;
  const P = loaded;
  // not loaded ahead (see above): suspend until it is, rather than render Polaris without it
  if (!P) throw loadPolaris();
  return <P>{inner}</P>;
}
