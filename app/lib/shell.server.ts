import { isUnavailable } from "./api.server";
import { lastKnownPermissions, permissionsOf, requireUser } from "./auth.server";
import { getT } from "./i18n.server";
import { buildMenu, menuIn, routeForPath } from "./route-tree";
import { titleFor } from "./route-titles";
import { getSession, sessionStorage } from "./session.server";
import { capTabs, readTabs, serializeTabs, visit } from "./tabs.server";

/**
 * What the signed-in shell shows around a page: the menu of the route tree filtered by the user's
 * permissions, the open tabs, the user and the flash toast of the last action. `page: false` for
 * a page that is not a route of the tree (not-found): it opens no tab and leaves the toast.
 */
export async function loadShell(request: Request, { page = true } = {}) {
  const { user, api, token } = await requireUser(request);
  const url = new URL(request.url);
  const [granted, { t, locale }, tabs, session] = await Promise.all([
    // with the API down the shell still renders (with the menu last seen, if any) and the page says what is wrong
    permissionsOf(api, token).catch((err) => {
      if (isUnavailable(err)) return lastKnownPermissions(token) ?? new Set<string>();
      throw err;
    }),
    getT(request),
    readTabs(request),
    getSession(request),
  ]);
  const route = page ? routeForPath(url.pathname) : undefined;
  // the cap of 15 closes the oldest tabs (never Home): the page names them
  const { tabs: nextTabs, closed } = page ? capTabs(visit(tabs, url)) : { tabs, closed: [] };
  const toast = page ? (session.get("toast") ?? null) : null;
  const headers = new Headers();
  if (page) headers.append("Set-Cookie", await serializeTabs(nextTabs));
  if (toast) headers.append("Set-Cookie", await sessionStorage.commitSession(session));
  return {
    shell: {
      user: { name: user.name, username: user.username },
      menu: menuIn(buildMenu(granted), locale),
      tabs: nextTabs.map(({ name, url }) => ({ name, url })),
      closedTabs: closed.map(({ name, url }) => ({ name, url })),
      toast,
      // the page's type picks its title, as it does the heading's (lib/route-titles.ts)
      title: `${route ? titleFor(route, url.pathname + url.search)[locale] : t("app.name")} - ${t("app.name")}`,
    },
    headers,
  };
}

export type ShellData = Awaited<ReturnType<typeof loadShell>>["shell"];
