import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Outlet,
  useLoaderData,
  useLocation,
  useNavigation,
  useRouteError,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { Frame, Loading } from "@shopify/polaris";
import { useState } from "react";
import { isUnavailable } from "~/lib/api.server";
import { lastKnownPermissions, permissionsOf, requireUser } from "~/lib/auth.server";
import { getT } from "~/lib/i18n.server";
import { buildMenu, routeForPath } from "~/lib/route-tree";
import { getSession, sessionStorage } from "~/lib/session.server";
import { readTabs, serializeTabs, visit } from "~/lib/tabs.server";
import { ErrorPage } from "~/ui/ErrorPage";
import { FlashToast } from "~/ui/FlashToast";
import { Navigation } from "~/ui/Navigation";
import { TabStrip } from "~/ui/TabStrip";
import { TopBarMenu } from "~/ui/TopBarMenu";
import { useEnhancedLinksAndForms } from "~/ui/enhance";

// The signed-in shell: menu from the route tree filtered by the user's permissions, the tab
// strip, the top bar and the flash toast of the last action.
export async function loader({ request }: LoaderFunctionArgs) {
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
  const route = routeForPath(url.pathname);
  const nextTabs = visit(tabs, url);
  const toast = session.get("toast") ?? null;
  const headers = new Headers();
  headers.append("Set-Cookie", await serializeTabs(nextTabs));
  if (toast) headers.append("Set-Cookie", await sessionStorage.commitSession(session));
  return data(
    {
      user: { name: user.name, username: user.username },
      menu: buildMenu(granted),
      tabs: nextTabs.map(({ name, url }) => ({ name, url })),
      toast,
      title: `${route ? route.title[locale] : t("app.name")} - ${t("app.name")}`,
    },
    { headers },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

function Shell({ children }: { children: React.ReactNode }) {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  useEnhancedLinksAndForms();
  // the menu on narrow screens, opened from the top bar on this page: the next page or a tap
  // outside closes it
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const mobileMenu = menuOpenOn === location.pathname;
  return (
    <Frame
      topBar={<TopBarMenu name={data.user.name} redirectTo={location.pathname + location.search} onNavigationToggle={() => setMenuOpenOn(mobileMenu ? null : location.pathname)} />}
      navigation={<Navigation menu={data.menu} pathname={location.pathname} />}
      showMobileNavigation={mobileMenu}
      onNavigationDismiss={() => setMenuOpenOn(null)}
      skipToContentTarget={undefined}
    >
      {navigation.state !== "idle" ? <Loading /> : null}
      <TabStrip tabs={data.tabs} pathname={location.pathname} />
      <FlashToast toast={data.toast} />
      <main className="console-main" id="main">
        {children}
      </main>
    </Frame>
  );
}

export default function AppLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

// A failing page keeps the shell (menu, tabs) when the shell itself could load.
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? (error.data as { message?: string })?.message : undefined;
  return <ErrorPage status={status} message={message} />;
}
