import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError, type ShouldRevalidateFunction } from "@remix-run/react";
import { loadShell } from "~/lib/shell.server";
import { AppShell } from "~/ui/AppShell";
import { ErrorPage } from "~/ui/ErrorPage";

// The signed-in shell around every page of the route tree (lib/shell.server.ts, ui/AppShell.tsx).
export async function loader({ request }: LoaderFunctionArgs) {
  const { shell, headers } = await loadShell(request);
  return data(shell, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

export default function AppLayout() {
  return (
    <AppShell data={useLoaderData<typeof loader>()}>
      <Outlet />
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
