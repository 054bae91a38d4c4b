import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Outlet,
  useLoaderData,
  useRouteError,
  type ClientLoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { partOfPath } from "~/lib/catalog-parts";
import { loadPart } from "~/lib/i18n-catalogs";
import { loadShell } from "~/lib/shell.server";
import { AppShell } from "~/ui/AppShell";
import { LazyErrorPage as ErrorPage } from "~/ui/LazyErrorPage";
import { loadPolaris, PolarisScope } from "~/ui/PolarisScope";

// The signed-in shell around every page of the route tree (lib/shell.server.ts, ui/AppShell.tsx).
export async function loader({ request }: LoaderFunctionArgs) {
  const { shell, headers } = await loadShell(request);
  return data(shell, { headers });
}

// A page of another area needs that area's strings (lib/catalog-parts.ts): they load beside the
// page's data, so the page renders with them. The shell revalidates on every change of path.
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  // Polaris' provider too (ui/PolarisScope.tsx): fetched once, beside the first navigation's data
  const [shell] = await Promise.all([
    serverLoader<typeof loader>(),
    loadPart(partOfPath(new URL(request.url).pathname)).catch(() => undefined),
    loadPolaris().catch(() => undefined),
  ]);
  return shell;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

export default function AppLayout() {
  return (
    <AppShell data={useLoaderData<typeof loader>()}>
      <PolarisScope>
        <Outlet />
      </PolarisScope>
    </AppShell>
  );
}

// A failing page keeps the shell (menu, tabs) when the shell itself could load.
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? (error.data as { message?: string })?.message : undefined;
  return <ErrorPage status={status} message={message} />;
}
