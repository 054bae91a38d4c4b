import { lazy, Suspense } from "react";

// A page that fails is rare: the error page's code loads when one is shown, not with every page
// (issue 42). The server renders it in full (entry.server.tsx inlines every boundary).
const ErrorPage = lazy(() => import("./ErrorPage").then((m) => ({ default: m.ErrorPage })));

export function LazyErrorPage(props: { status: number; message?: string }) {
  return (
    <Suspense fallback={null}>
      <ErrorPage {...props} />
    </Suspense>
  );
}
