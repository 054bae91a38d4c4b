import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { assertSameOrigin } from "~/lib/csrf.server";
import { routeForPath } from "~/lib/route-tree";

// A parent path (e.g. /system) opens its landing child as the route tree says; any other
// unmatched path goes to the not-found page (spec section 2, General).
export function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const route = routeForPath(pathname);
  if (route && !route.isLeaf && route.redirect && route.fullPath === pathname.replace(/\/+$/, "")) {
    return redirect(`${route.fullPath}/${route.redirect}`);
  }
  return redirect("/error/404");
}
export function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  return redirect("/error/404");
}
